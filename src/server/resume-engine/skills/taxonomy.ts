/**
 * The technology taxonomy: canonical names, categories and aliases (data in taxonomy-data.ts), and
 * the lookups built from it once at module load.
 */
import { TAXONOMY_DATA } from './taxonomy-data.ts';

export const SKILL_CATEGORIES = [
  'languages',
  'frontend',
  'backend',
  'databases',
  'cloud',
  'devops',
  'data',
  'machine-learning',
  'mobile',
  'game-dev',
  'testing',
  'tools',
  'security',
  'methodologies',
  'embedded',
  'blockchain',
] as const;
export type TSkillCategory = (typeof SKILL_CATEGORIES)[number];

/**
 * Headings for grouped skill lists ('Languages: Python, Go'). None of them is itself a technology the
 * recognizer would find ('DevOps', 'Machine Learning' are), so grouping never adds a skill.
 */
export const SKILL_CATEGORY_LABELS: Record<TSkillCategory, string> = {
  languages: 'Languages',
  frontend: 'Frontend',
  backend: 'Backend',
  databases: 'Databases',
  cloud: 'Cloud',
  devops: 'Infrastructure',
  data: 'Data Engineering',
  'machine-learning': 'Data Science',
  mobile: 'Mobile',
  'game-dev': 'Games',
  testing: 'Testing',
  tools: 'Tools',
  security: 'Security',
  methodologies: 'Practices',
  embedded: 'Hardware',
  blockchain: 'Decentralized Apps',
};

export type TSkillAlias = {
  text: string;
  /** Only the exact case counts ('React', not 'react'). */
  isCaseSensitive: boolean;
  /** Ambiguous in prose ('Go', 'C', 'Spring'): needs a skills list or a programming context. */
  needsContext: boolean;
};

export type TSkillDefinition = {
  name: string;
  category: TSkillCategory;
  /** Every way of writing it, the canonical name included. */
  aliases: TSkillAlias[];
};

function parseAlias(token: string): TSkillAlias[] {
  const needsContext = token.startsWith('?');
  const isCaseSensitive = needsContext || token.startsWith('!');
  const text = token.replace(/^[?!]/, '');
  const plural = /^(.*)\(s\)$/.exec(text);
  const texts = plural ? [plural[1] ?? '', `${plural[1] ?? ''}s`] : [text];
  return texts.map((variant) => ({ text: variant, isCaseSensitive, needsContext }));
}

function buildTaxonomy(): TSkillDefinition[] {
  const skills: TSkillDefinition[] = [];
  for (const category of SKILL_CATEGORIES) {
    for (const entry of TAXONOMY_DATA[category]) {
      const tokens = entry.split('|');
      const aliases = tokens.flatMap(parseAlias);
      skills.push({ name: aliases[0]?.text ?? entry, category, aliases });
    }
  }
  return skills;
}

export const SKILL_TAXONOMY: readonly TSkillDefinition[] = buildTaxonomy();

const skillByLowerName = new Map<string, TSkillDefinition>();
// Canonical names first, so an alias never shadows another skill's own name.
for (const skill of SKILL_TAXONOMY) skillByLowerName.set(skill.name.toLowerCase(), skill);
for (const skill of SKILL_TAXONOMY)
  for (const alias of skill.aliases)
    if (!skillByLowerName.has(alias.text.toLowerCase())) skillByLowerName.set(alias.text.toLowerCase(), skill);

/** The skill a name or alias stands for, ignoring case ('k8s' → Kubernetes); null when unknown. */
export function findSkillByName(nameOrAlias: string): TSkillDefinition | null {
  return skillByLowerName.get(nameOrAlias.trim().toLowerCase()) ?? null;
}

/**
 * Canonical names for a tag input's typed text, best first: the skill an alias names ('k8s' →
 * Kubernetes), then names starting with the text, then names or aliases holding it; shorter names
 * first within each group.
 */
export function suggestSkillNames(typed: string, limit: number): string[] {
  const text = typed.trim().toLowerCase();
  if (!text) return [];
  const exact = findSkillByName(text);
  const rank = (skill: TSkillDefinition): number => {
    const name = skill.name.toLowerCase();
    if (skill === exact) return 0;
    if (name.startsWith(text)) return 1;
    if (name.includes(text) || skill.aliases.some((alias) => alias.text.toLowerCase().startsWith(text))) return 2;
    return -1;
  };
  return SKILL_TAXONOMY.map((skill) => ({ skill, rank: rank(skill) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.skill.name.length - b.skill.name.length || a.skill.name.localeCompare(b.skill.name))
    .slice(0, limit)
    .map((entry) => entry.skill.name);
}
