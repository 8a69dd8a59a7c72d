/**
 * The skills section grouped by category: '- **Languages:** Python, Go'. Groups the resume already
 * names stay as they are; loose items join the taxonomy's category ('Frontend', 'Databases'…) or,
 * when the taxonomy does not know them, 'Other'. Items are kept as written ('AWS (EC2, S3)'), so
 * nothing is renamed or dropped. A target role only moves its skills to the front of each group.
 */
import type { TImprovementChange } from '#shared/schemas/resume-ai.ts';
import type { TRuleResult } from './wording.ts';
import { parseSkillLine } from '#server/resume-engine/parse/entries.ts';
import type { TResumeText } from '#server/resume-engine/parse/types.ts';
import { findRoleProfile, type TRoleProfile } from '#server/resume-engine/skills/role-profiles.ts';
import { recognizeSkillsInLines } from '#server/resume-engine/skills/recognize-skills.ts';
import { SKILL_CATEGORIES, SKILL_CATEGORY_LABELS } from '#server/resume-engine/skills/taxonomy.ts';

const OTHER_SKILLS_LABEL = 'Other';
// An item longer than this is a sentence ('Strong background in distributed systems'), not a skill.
const SKILL_ITEM_MAX_WORDS = 4;

type TSkillGroup = { label: string; items: string[] };

const TAXONOMY_LABEL_ORDER = [...SKILL_CATEGORIES.map((category) => SKILL_CATEGORY_LABELS[category]), OTHER_SKILLS_LABEL];

const findSkillNames = (text: string) => recognizeSkillsInLines([{ line: 1, text, isSkillList: true }]).map((skill) => skill.name);

/** The skills the category labels name themselves ('DevOps'), read once. */
const LABEL_SKILL_NAMES = new Map(Object.values(SKILL_CATEGORY_LABELS).map((label) => [label, findSkillNames(label)]));

/**
 * The taxonomy group of an item. Some labels are skills themselves ('DevOps'): a label must not
 * name a skill the resume does not, so such a group falls back to 'Other'.
 */
function getTaxonomyLabel(item: string, knownSkills: ReadonlySet<string>): string {
  const [skill] = recognizeSkillsInLines([{ line: 1, text: item, isSkillList: true }]);
  if (!skill) return OTHER_SKILLS_LABEL;
  const label = SKILL_CATEGORY_LABELS[skill.category];
  return (LABEL_SKILL_NAMES.get(label) ?? []).every((name) => knownSkills.has(name)) ? label : OTHER_SKILLS_LABEL;
}

/** Role skills first, in the profile's order; everything else keeps its place. */
function orderForRole(items: string[], profile: TRoleProfile | null): string[] {
  if (!profile) return items;
  const wanted = [...profile.core, ...profile.niceToHave];
  const rank = (item: string) => {
    const ranks = findSkillNames(item)
      .map((name) => wanted.indexOf(name))
      .filter((index) => index !== -1);
    return ranks.length > 0 ? Math.min(...ranks) : wanted.length;
  };
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/** The first of items written twice ('Python, python'). */
function withoutRepeats(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const formatGroup = (group: TSkillGroup) => `${group.label}: ${group.items.join(', ')}`;

/** The skills section's lines, grouped, and the change when the grouping differs from the original. */
export function rewriteSkills(params: {
  items: readonly TResumeText[];
  /** Canonical names of every skill the resume names. */
  knownSkills: ReadonlySet<string>;
  targetRole?: string;
}): { paragraphs: string[]; changes: TImprovementChange[] } {
  const { items, knownSkills, targetRole } = params;
  const roleProfile = targetRole ? findRoleProfile(targetRole) : null;
  const labelled: TSkillGroup[] = [];
  const byTaxonomy = new Map<string, string[]>();
  const prose: string[] = [];
  const findGroup = (label: string) => labelled.find((group) => group.label.toLowerCase() === label.toLowerCase());

  for (const line of items.map(parseSkillLine)) {
    if (line.category) {
      const group = findGroup(line.category);
      if (group) group.items.push(...line.items);
      else labelled.push({ label: line.category, items: [...line.items] });
    } else if (line.items.every((item) => item.split(/\s+/).length <= SKILL_ITEM_MAX_WORDS)) {
      for (const item of line.items) {
        const label = getTaxonomyLabel(item, knownSkills);
        const group = findGroup(label);
        if (group) group.items.push(item);
        else byTaxonomy.set(label, [...(byTaxonomy.get(label) ?? []), item]);
      }
    } else prose.push(line.text);
  }

  const taxonomyGroups = TAXONOMY_LABEL_ORDER.flatMap((label) => {
    const groupItems = byTaxonomy.get(label);
    return groupItems ? [{ label, items: groupItems }] : [];
  });
  const groups = [...labelled, ...taxonomyGroups].map((group) => ({
    label: group.label,
    items: orderForRole(withoutRepeats(group.items), roleProfile),
  }));

  const before = items.map((item) => item.text).join('; ');
  const after = [...groups.map(formatGroup), ...prose].join('; ');
  const roleNote = roleProfile ? ` Skills a ${targetRole} role asks for come first.` : '';
  const reason = `Skills grouped by category so a recruiter finds each technology at a glance; ones the taxonomy does not know are under "${OTHER_SKILLS_LABEL}".${roleNote}`;
  const changes: TImprovementChange[] = before === after ? [] : [{ kind: 'skills', before, after, reason }];
  const list = groups.map((group) => `- **${group.label}:** ${group.items.join(', ')}`).join('\n');
  return { paragraphs: [...(list ? [list] : []), ...prose], changes };
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Technologies the text names in lower case under their proper names ('javascript' → 'JavaScript').
 * Only names with a capital inside, a digit or a dot ('PostgreSQL', 'Node.js'): their lower-case
 * form is no English word, while 'react' or 'go' may be a verb.
 */
export function writeSkillNames(text: string, names: readonly string[]): TRuleResult | null {
  let rewritten = text;
  for (const name of names.filter((skill) => /\p{Lu}|[\d.]/u.test(skill.slice(1)))) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}.])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'giu');
    rewritten = rewritten.replace(pattern, (written) => (written === written.toLowerCase() ? name : written));
  }
  if (rewritten === text) return null;
  return { text: rewritten, kind: 'other', reason: 'Technologies under their proper names, as recruiters and ATS search for them.' };
}
