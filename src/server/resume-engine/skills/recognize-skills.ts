/**
 * Finds the technologies a text or a parsed resume mentions, under their canonical names. All 1,500+
 * aliases go into one matcher, built once (longest first, so 'C++' wins over 'C' and 'Spring Boot'
 * over 'Spring'); each hit is then checked for case and context.
 *
 * Recall in skill lists, precision in prose: ambiguous names ('Go', 'C', 'R', 'Swift', 'Spring',
 * 'Express', 'Chef'…) count in a skills section or list, next to another technology on the same
 * line, or beside a programming word ('in Go', 'Rust services'); never in 'Go to market', 'C-level',
 * 'R&D' or 'Spring 2023'.
 */
import type { TResumeDocument, TResumeSection } from '../parse/types.ts';
import { readSkillStances } from '../language/skill-stance.ts';
import { createAliasMatcher } from './alias-matcher.ts';
import { findUnknownListedSkills } from './unknown-listed-skills.ts';
import { findSkillByName, SKILL_TAXONOMY, type TSkillAlias, type TSkillCategory, type TSkillDefinition } from './taxonomy.ts';

export type TRecognizedSkill = {
  /** Canonical name ('Kubernetes' for 'k8s'). */
  name: string;
  category: TSkillCategory;
  mentions: number;
  /** 1-based lines it is mentioned on, ascending. */
  lines: number[];
};

/** A line to search, and whether it is a skills list (where ambiguous names need no context). */
type TSkillSearchLine = { line: number; text: string; isSkillList: boolean };

type TAliasEntry = TSkillAlias & { skill: TSkillDefinition };
/** A place in a line that names one or more skills ('AWS Lambda' names Lambda and AWS). */
type TMention = { index: number; length: number; skills: { name: string; category: TSkillCategory }[] };
type TMatch = { skill: TSkillDefinition; alias: TAliasEntry; index: number; length: number; text: string };

const ALIASES: TAliasEntry[] = SKILL_TAXONOMY.flatMap((skill) => skill.aliases.map((alias) => ({ ...alias, skill })));
const findAliases = createAliasMatcher(ALIASES, (alias) => alias.text);

/** A single capital letter listed right before or after: 'A, B, C' grades, 'Plan B or C'. */
const LETTER_BEFORE = /(?:^|[^\p{L}])[A-Z]\s?(?:[,/]|,?\s(?:or|and))\s?$/u;
const LETTER_AFTER = /^\s?(?:[,/]|,?\s(?:or|and))\s?[A-Z](?![\p{L}+#])/u;
const NAME_INITIAL = (before: string, after: string) => /\p{Lu}\p{Ll}+\s$/u.test(before) && /^\.\s?\p{Lu}/u.test(after);
/** 'Julia Roberts', 'Ada Lovelace': a first name followed by a surname. */
const SURNAME_FOLLOWS = (_: string, after: string) => /^\s+\p{Lu}\p{Ll}+/u.test(after) && !/^\s+(?:And|Or|With)\b/.test(after);

/** Readings of an ambiguous name that are never the technology. */
const EXCLUSIONS: Record<string, (before: string, after: string) => boolean> = {
  Go: (before, after) =>
    /^(?:-|\s+(?:to|ahead|live|back|through|beyond|further|forward|the extra)\b)/i.test(after) ||
    /\b(?:to|let['’]s|will|must|can|should)\s+$/i.test(before),
  C: (before, after) =>
    LETTER_BEFORE.test(before) ||
    LETTER_AFTER.test(after) ||
    NAME_INITIAL(before, after) ||
    /^(?:-(?:level|suite|corp|section|store|class|sharp)\b|\s?&)/i.test(after) ||
    /\b(?:plan|grade|vitamin|series|class|type|section|part|level|tier|appendix|exhibit|option|building|room|block|unit|model|gate|note|key|hepatitis|article|schedule|form|phase|team|group|pool|round|size|category|item|step|chapter|programme|program|format)\s+$/i.test(
      before,
    ),
  R: (before, after) =>
    LETTER_BEFORE.test(before) ||
    LETTER_AFTER.test(after) ||
    NAME_INITIAL(before, after) ||
    /^(?:\s?&|-(?:squared|value|rated)\b)/i.test(after) ||
    /(?:Q\s?&\s?|\b(?:plan|grade|series|class|type|section|part|level|tier|appendix|form|phase|step|chapter)\s+)$/i.test(before),
  Rust: (_, after) => /^\s+belt\b/i.test(after),
  Spring: (before, after) =>
    /^\s+(?:(?:19|20)\d\d|'\d\d|semester|term|break|quarter|session|intern(?:ship)?)\b/i.test(after) ||
    /\b(?:this|last|next|of|during)\s+$/i.test(before),
  Express: (before, after) => /\bamerican\s+$/i.test(before) || /^\s+(?:delivery|shipping|mail|entry|checkout|lane)\b/i.test(after),
  Julia: SURNAME_FOLLOWS,
  Ada: SURNAME_FOLLOWS,
  // The company, its cloud and its certificates, not the database.
  'Oracle Database': (_, after) =>
    /^\s+(?:certified|cloud|ai|corporation|corp|university|academy|foundations?|oci|java|fusion|ebs)\b/i.test(after),
  Chef: (_, after) => /^\s+(?:de|at)\b/i.test(after),
  Swift: (_, after) => /^\s+(?:transfers?|messages?|network|codes?\s+(?:for|of))\b/i.test(after),
};

const CONTEXT_BEFORE =
  /\b(?:in|with|using|via|written in|wrote|learn(?:ed|ing|t)?|knowledge of|proficien(?:t|cy) in|experience (?:in|with)|expert(?:ise)? in|skilled in|fluent in)\s+$|\b(?:developer|engineer|programmer)s?\s*\(\s*$/i;
const CONTEXT_AFTER =
  /^[\s-]+(?:developers?|engineers?|programmers?|programming|language|code|codebases?|services?|microservices?|backends?|apis?|modules?|librar(?:y|ies)|apps?|applications?|projects?|stack|frameworks?|sdks?|scripts?|scripting|servers?|clusters?|jobs?|pipelines?|tests?|testing|cookbooks?|recipes?|manifests?|playbooks?|templates?|components?|runtime|bindings?|rewrite|version|development|based|boot|cloud)\b/i;

/** A 'Label: a, b, c' line or a bare list of short items: read as a skills list wherever it is. */
export function isSkillListText(text: string): boolean {
  const labelled = /^[\p{L}\d /&+.()-]{2,40}:\s*(.+)$/u.exec(text);
  const list = labelled?.[1] ?? text;
  const items = list.split(/\s*[,;|•·]\s*/).filter(Boolean);
  if (items.length < (labelled ? 2 : 3)) return false;
  const averageWords = items.reduce((sum, item) => sum + item.split(/\s+/).length, 0) / items.length;
  return averageWords <= 3;
}

function findMatches(text: string): TMatch[] {
  const hits = findAliases(text, ({ entry: alias, text: written, index, length }) => {
    if (alias.isCaseSensitive && written.replace(/[\s-]+/g, ' ') !== alias.text) return false;
    const exclude = EXCLUSIONS[alias.skill.name];
    return !exclude?.(text.slice(0, index), text.slice(index + length));
  });
  return hits.map(({ entry, index, length, text: written }) => ({ skill: entry.skill, alias: entry, index, length, text: written }));
}

/** Ambiguous names count in a list, beside another technology, or beside a programming word. */
function isInTechContext(match: TMatch, text: string, matches: readonly TMatch[]): boolean {
  if (matches.some((other) => other !== match && !other.alias.needsContext)) return true;
  return CONTEXT_BEFORE.test(text.slice(0, match.index)) || CONTEXT_AFTER.test(text.slice(match.index + match.length));
}

// 'AWS EC2', 'Azure Functions', 'GCP Pub/Sub' name the cloud too, as a reader would list it.
const CLOUD_VENDOR_PREFIX = /^(AWS|Azure|GCP|Google Cloud)[\s-]/i;

function getNamedCloudVendor(match: TMatch): TSkillDefinition | null {
  const prefix = CLOUD_VENDOR_PREFIX.exec(match.text)?.[1];
  const vendor = prefix ? findSkillByName(prefix) : null;
  return vendor && vendor !== match.skill ? vendor : null;
}

/**
 * What a text says of the skills it names: those the writer holds, most mentioned first (then by
 * name), and those they say they do not hold or are learning (language/skill-stance.ts). A skill
 * the writer disclaims anywhere is not held, however often it is named elsewhere: "PHP" in a skills
 * list and "moving away from PHP" in the summary read as someone leaving PHP.
 */
export type TSkillEvidence = {
  held: TRecognizedSkill[];
  /** Canonical names. */
  learning: string[];
  notHeld: string[];
};

/**
 * The other lines that name a technology found only in a list because the taxonomy does not know it
 * ('Built the reports in Quarto' after 'Tools: R, Quarto'): written as listed, as a whole word.
 */
function addPlainMentions(skill: TRecognizedSkill, lines: readonly TSkillSearchLine[]): void {
  const pattern = new RegExp(`(?<![\\p{L}\\d])${skill.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`, 'u');
  for (const { line, text } of lines) {
    if (skill.lines.includes(line) || !pattern.test(text)) continue;
    skill.mentions += 1;
    skill.lines.push(line);
  }
  skill.lines.sort((a, b) => a - b);
}

/** What the given lines say of the skills they name. */
export function readSkillEvidenceInLines(lines: readonly TSkillSearchLine[]): TSkillEvidence {
  const found = new Map<string, TRecognizedSkill>();
  const learning = new Set<string>();
  const notHeld = new Set<string>();
  const unknownNames = new Set<string>();
  for (const { line, text, isSkillList } of lines) {
    // Addresses and URLs hold words that are not mentions ('github.com/jane/react-demo').
    const searchable = text.replace(/\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+|\b[\w.-]+\.(?:com|io|dev|org|net)\/\S*/gi, (url) =>
      ' '.repeat(url.length),
    );
    const matches = findMatches(searchable);
    const known = matches.filter((match) => !match.alias.needsContext || isSkillList || isInTechContext(match, searchable, matches));
    const mentions: TMention[] = known.map((match) => ({
      index: match.index,
      length: match.length,
      skills: [match.skill, getNamedCloudVendor(match)].filter((definition) => definition !== null),
    }));
    if (isSkillList && isSkillListText(searchable)) {
      const spans = known.map((match) => ({ index: match.index, length: match.length, category: match.skill.category }));
      for (const { name, category, index, length } of findUnknownListedSkills(searchable, spans)) {
        mentions.push({ index, length, skills: [{ name, category }] });
        unknownNames.add(name);
      }
      mentions.sort((a, b) => a.index - b.index);
    }
    const stances = readSkillStances(
      searchable,
      mentions.map((mention) => ({ start: mention.index, end: mention.index + mention.length })),
    );
    mentions.forEach((mention, index) => {
      for (const { name, category } of mention.skills) {
        if (stances[index] === 'not-held') notHeld.add(name);
        if (stances[index] === 'learning') learning.add(name);
        if (stances[index] !== 'held') continue;
        const skill = found.get(name) ?? { name, category, mentions: 0, lines: [] };
        skill.mentions += 1;
        if (skill.lines.at(-1) !== line) skill.lines.push(line);
        found.set(skill.name, skill);
      }
    });
  }
  for (const name of unknownNames) {
    const skill = found.get(name);
    if (skill) addPlainMentions(skill, lines);
  }
  for (const name of notHeld) learning.delete(name);
  const held = [...found.values()].filter((skill) => !notHeld.has(skill.name) && !learning.has(skill.name));
  return {
    held: held.sort((a, b) => b.mentions - a.mentions || a.name.localeCompare(b.name)),
    learning: [...learning].sort(),
    notHeld: [...notHeld].sort(),
  };
}

/** The technologies the given lines show the writer holds, most mentioned first (then by name). */
export const recognizeSkillsInLines = (lines: readonly TSkillSearchLine[]): TRecognizedSkill[] => readSkillEvidenceInLines(lines).held;

const linesOf = (sections: readonly TResumeSection[]) => sections.flatMap((section) => section.items.flatMap((item) => item.lines));

/** Longer than this, a header line holding contact details is running text about the person. */
const CONTACT_LINE_MAX_WORDS = 30;

/**
 * Lines of a parsed resume to search: not the name, not the header's contact lines ('github.com/ruby-go'
 * is not Ruby or Go; a project line with a link is still read), not template placeholders.
 */
function getResumeSearchLines(document: TResumeDocument): TSkillSearchLine[] {
  if (document.isTemplate) return [];
  const { contact, sections } = document;
  const headerLines = new Set([
    ...document.preamble.flatMap((item) => item.lines),
    ...linesOf(sections.filter((section) => section.kind === 'contact')),
  ]);
  // A paragraph that also holds an e-mail (a resume written as running text) is read; a contact line is not.
  const isShortLine = (line: number) => (document.lines[line - 1]?.text.split(/\s+/).length ?? 0) <= CONTACT_LINE_MAX_WORDS;
  const contactLines = [...contact.emails, ...contact.phones, ...contact.links]
    .map((value) => value.line)
    .filter((line) => headerLines.has(line) && isShortLine(line));
  const skipped = new Set([document.name?.line, ...contactLines]);
  const skillSectionLines = new Set(linesOf(sections.filter((section) => section.kind === 'skills')));
  return document.lines
    .filter((line) => line.kind !== 'blank' && !line.isPlaceholder && !skipped.has(line.line))
    .map((line) => ({ line: line.line, text: line.text, isSkillList: skillSectionLines.has(line.line) || isSkillListText(line.text) }));
}

/**
 * What a resume (parsed) or a text says of the skills it names. For a text, lines are numbered from
 * 1 and only list-like lines count as skills lists.
 */
export function readSkillEvidence(input: string | TResumeDocument): TSkillEvidence {
  if (typeof input !== 'string') return readSkillEvidenceInLines(getResumeSearchLines(input));
  const lines = input.split(/\r\n|\r|\n/).map((text, index) => ({ line: index + 1, text, isSkillList: isSkillListText(text) }));
  return readSkillEvidenceInLines(lines);
}

/** The technologies a resume or a text shows the writer holds, with their category, mention count and lines. */
export const recognizeSkills = (input: string | TResumeDocument): TRecognizedSkill[] => readSkillEvidence(input).held;
