/**
 * Technologies the taxonomy does not know, read from a skills list whose other items it does:
 * "Rust, Tokio, hyper, cargo-fuzz" names four technologies though only two are known. A list counts
 * when at least half its items are known technologies; an unknown item counts when it reads as a
 * name (a short term, not a practice written in plain words, a soft skill or a spoken language).
 * It takes the category its list's label names ('Databases: PostgreSQL, SAP HANA') or else the
 * one most of the list's known items share.
 */
import { languages as SPOKEN_LANGUAGES } from 'countries-list';
import { isDictionaryWord } from '../language/spell-checker.ts';
import { SKILL_CATEGORIES, SKILL_CATEGORY_LABELS, type TSkillCategory } from './taxonomy.ts';

export type TUnknownListedSkill = { name: string; category: TSkillCategory; index: number; length: number };

const KNOWN_SHARE = 0.5;
const MAX_WORDS = 3;
const MAX_LENGTH = 30;
const LIST_LABEL = /^([\p{L}\d /&+.()-]{2,40}):\s*/u;
/** Items, brackets included: 'AWS (CloudTrail, GuardDuty)' lists CloudTrail and GuardDuty too. */
const ITEM = /[^,;|•·()]+/g;
/** Words that make an item a quality, a level or a practice written in plain words, not a technology. */
const NOT_A_NAME =
  /\b(?:communication|leadership|teamwork|mentor(?:ing|ship)?|collaboration|problem[\s-]solving|stakeholders?|management|ownership|presentation|negotiation|creativity|adaptability|attention|detail|time|critical thinking|fluent|native|basic|intermediate|advanced|expert|proficient|beginner|conversational|years?|and more|etc)\b/i;
const SPOKEN = new Set(Object.values(SPOKEN_LANGUAGES).map((language) => language.name.toLowerCase()));
const CATEGORY_BY_LABEL = new Map<string, TSkillCategory>(
  SKILL_CATEGORIES.flatMap((category) => [
    [category, category],
    [SKILL_CATEGORY_LABELS[category].toLowerCase(), category],
  ]),
);

/** 'Shader Graph', 'gh-ost', 'nRF52', 'mypy' read as names; 'code review' or 'working with clients' do not. */
function readsAsName(item: string): boolean {
  const words = item.split(/\s+/);
  if (words.length > MAX_WORDS || item.length > MAX_LENGTH || !/^[\p{L}\d]/u.test(item) || /[.?!:]$/.test(item)) return false;
  if (NOT_A_NAME.test(item) || SPOKEN.has(item.toLowerCase()) || /^\d+$/.test(item)) return false;
  // A name has a capital, a digit or a sign, or is one word no dictionary knows ('mypy', 'perf'):
  // plain words are a practice ('unit testing') or not a technology at all ('yodeling').
  if (/[\p{Lu}\d.+#_/-]/u.test(item)) return true;
  return words.length === 1 && !isDictionaryWord(item);
}

function findLabelCategory(label: string | undefined): TSkillCategory | null {
  if (!label) return null;
  const text = label.toLowerCase().trim();
  return CATEGORY_BY_LABEL.get(text) ?? CATEGORY_BY_LABEL.get(text.replace(/s$/, '')) ?? null;
}

function findCommonCategory(categories: readonly TSkillCategory[]): TSkillCategory | null {
  const counts = new Map<TSkillCategory, number>();
  for (const category of categories) counts.set(category, (counts.get(category) ?? 0) + 1);
  let best: TSkillCategory | null = null;
  for (const [category, count] of counts) if (best === null || count > counts.get(best)!) best = category;
  return best;
}

/**
 * The unknown technologies of one list line. `known` are the spans of the technologies recognised
 * in it, with their categories.
 */
export function findUnknownListedSkills(
  text: string,
  known: readonly { index: number; length: number; category: TSkillCategory }[],
): TUnknownListedSkill[] {
  const label = LIST_LABEL.exec(text);
  const listStart = label ? label[0].length : 0;
  const items = [...text.slice(listStart).matchAll(ITEM)].flatMap((match) => {
    const raw = match[0];
    const start = listStart + match.index + (raw.length - raw.trimStart().length);
    const name = raw.trim();
    return name ? [{ name, index: start, length: name.length }] : [];
  });
  const isKnown = (item: { index: number; length: number }) =>
    known.some((span) => span.index < item.index + item.length && span.index + span.length > item.index);
  const knownItems = items.filter(isKnown);
  if (items.length < 2 || knownItems.length < items.length * KNOWN_SHARE) return [];
  const category = findLabelCategory(label?.[1]) ?? findCommonCategory(known.map((span) => span.category));
  if (!category) return [];
  return items.filter((item) => !isKnown(item) && readsAsName(item.name)).map((item) => ({ ...item, category }));
}
