/**
 * Sentence-level rewrite rules for bullets and summary sentences. Each rule returns the rewritten
 * text with the kind and reason of its change, or null when it has nothing to do. They only reword:
 * every noun, number and name of the sentence is kept.
 */
import type { TImprovementChange } from '#shared/schemas/resume-ai.ts';
import {
  conjugateVerbPhrase,
  findActionVerbByGerund,
  findLeadingActionVerb,
  getActionVerbUse,
  type TActionVerb,
  type TVerbTense,
} from '#server/resume-engine/language/action-verbs.ts';
import { findFillerWords } from '#server/resume-engine/language/filler-words.ts';
import { findFirstPersonPronouns } from '#server/resume-engine/language/pronouns.ts';
import { findWeakPhrases, type TWeakPhrase } from '#server/resume-engine/language/weak-phrases.ts';

export type TRuleResult = { text: string; kind: TImprovementChange['kind']; reason: string };

/**
 * How the improver rewrites a weak opening by itself ('collapse': 'Responsible for managing X' →
 * 'Managed X'; 'replace': 'Worked with X' → 'Collaborated with X'). Phrases missing here ('tried
 * to', 'familiar with', 'dealt with') would change what the sentence claims; they stay for the
 * user, as the analysis suggests.
 */
const WEAK_OPENING_REWRITES: Record<string, 'collapse' | 'replace'> = {
  'responsible for': 'collapse',
  'in charge of': 'collapse',
  'duties included': 'collapse',
  'worked on': 'collapse',
  'worked with': 'replace',
  helped: 'replace',
  'assisted with': 'replace',
  'assisted in': 'replace',
  'involved in': 'replace',
  'participated in': 'replace',
  'was part of': 'replace',
  utilized: 'replace',
  handled: 'replace',
};

// After 'and', these are mostly adjectives ('and automated tests'), so the tense rule leaves them.
const ADJECTIVE_PARTICIPLES = new Set([
  'automated',
  'distributed',
  'embedded',
  'integrated',
  'advanced',
  'detailed',
  'dedicated',
  'customized',
  'managed',
  'secured',
  'scaled',
  'structured',
]);

// 'iOS' and 'eBay' keep their small first letter.
export const capitalize = (text: string) => (/^\p{Ll}\p{Lu}/u.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1));

/** Spaces and punctuation left by a removed word: 'built  , fast' → 'built, fast'. */
export function tidyText(text: string): string {
  return capitalize(
    text
      .replace(/\s{2,}/g, ' ')
      .replace(/\s+([,.;:!?)])/g, '$1')
      .replace(/\(\s+/g, '(')
      .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
      .replace(/[,;:]\s*([.!?])$/g, '$1')
      .replace(/[,;:]\s*$/g, '')
      .replace(/^[\s,;:]+/, '')
      .trim(),
  );
}

// A standalone 'i' ('i worked', "i'm"), not 'i.e.', 'i18n' or a list marker '(i)'.
const LOWER_CASE_I = /(?<![\p{L}\p{N}'’.&(-])i(?=(?:['’](?:m|ve|d|ll))?(?![\p{L}\p{N}&)-])(?!\.\p{L}))/gu;
// A sentence's first letter: at the start, or after '.', '!' or '?' that does not end an abbreviation ('e.g.', 'etc.').
const SENTENCE_START = /(^|(?<!\b(?:e\.g|i\.e|etc|vs|approx|incl|ca|dept|no|[A-Za-z]))[.!?]\s+)(\p{Ll})(?!\p{Lu})/gu;

/** 'i worked on it, i'm proud' → 'I worked on it, I'm proud'. */
export function capitalizePronounI(text: string): TRuleResult | null {
  const rewritten = text.replace(LOWER_CASE_I, 'I');
  if (rewritten === text) return null;
  return { text: rewritten, kind: 'other', reason: 'The pronoun "I" is always written with a capital letter.' };
}

/** 'built the API. added tests' → 'Built the API. Added tests'. */
export function capitalizeSentenceStarts(text: string): TRuleResult | null {
  const rewritten = text.replace(SENTENCE_START, (_whole, before: string, letter: string) => `${before}${letter.toUpperCase()}`);
  if (rewritten === text) return null;
  return { text: rewritten, kind: 'other', reason: 'Every sentence starts with a capital letter.' };
}

/** 'Developer who builds web apps' → 'Developer who builds web apps.': prose sentences end with a full stop. */
export function endSentence(text: string): TRuleResult | null {
  if (/[.!?:;)\]]$/.test(text.trim()) || text.trim().split(/\s+/).length < 3) return null;
  return { text: `${text.trimEnd()}.`, kind: 'other', reason: 'A sentence ends with a full stop.' };
}

/** The verb of a gerund opening a text ('managing the team', 'setting up CI'), with the words it spans. */
function findOpeningGerund(text: string): { verb: TActionVerb; length: number } | null {
  const [first = '', second = ''] = text.trimStart().split(/\s+/, 2);
  const phrasal = second ? findActionVerbByGerund(`${first} ${second}`) : null;
  if (phrasal) return { verb: phrasal, length: `${first} ${second}`.length };
  const verb = findActionVerbByGerund(first);
  return verb ? { verb, length: first.length } : null;
}

function inTense(verb: TActionVerb, tense: TVerbTense): string {
  return tense === 'past' ? verb.past : verb.base;
}

/** Keeps the capital of the word replaced. */
function matchCase(replacement: string, written: string): string {
  return /^\p{Lu}/u.test(written) ? capitalize(replacement) : replacement;
}

/** 'I built X' → 'Built X'; 'I am a backend engineer…' → 'Backend engineer…'; 'My team…' → 'Team…'. */
export function dropLeadingPronoun(text: string): TRuleResult | null {
  const first = findFirstPersonPronouns(text)[0];
  if (!first || text.slice(0, first.index).trim() !== '') return null;
  const opening = /^\s*(?:(?:I|We)(?:['’](?:m|ve|d))?(?:\s+(?:am|was|were|have|had|are))?(?:\s+(?:an?)(?=\s))?|My|Our)\s+/u.exec(text);
  if (!opening) return null;
  return {
    text: tidyText(text.slice(opening[0].length)),
    kind: 'pronoun',
    reason: 'Resumes leave out "I", "we" and "my": the sentence now starts with what you did.',
  };
}

/** 'with my team' → 'with the team'. Other pronouns mid-sentence ('me', 'us') are left for the user. */
export function replacePossessivePronouns(text: string): TRuleResult | null {
  const possessives = findFirstPersonPronouns(text).filter(
    (match) => match.index > 0 && (match.pronoun === 'my' || match.pronoun === 'our'),
  );
  if (possessives.length === 0) return null;
  let rewritten = text;
  for (const match of [...possessives].reverse())
    rewritten = `${rewritten.slice(0, match.index)}the${rewritten.slice(match.index + match.pronoun.length)}`;
  return { text: rewritten, kind: 'pronoun', reason: 'No first-person pronouns: "the team" instead of "my team".' };
}

/** Drops filler words and shortens wordy phrases ('in order to' → 'to'). */
export function removeFillerWords(text: string): TRuleResult | null {
  // Part of a hyphenated word ('just-in-time'), the word is not filler.
  const fillers = findFillerWords(text).filter(
    (match) => match.entry.isSafeToRemove && text[match.index - 1] !== '-' && text[match.index + match.text.length] !== '-',
  );
  if (fillers.length === 0) return null;
  let rewritten = text;
  for (const match of [...fillers].reverse()) {
    const before = rewritten.slice(0, match.index);
    const after = rewritten.slice(match.index + match.text.length);
    const replacement = matchCase(match.entry.replacement, match.text);
    // 'a very old' → 'an old'.
    const article = /\b(an?)\s+$/i.exec(before);
    const nextWord = replacement || after.trimStart();
    const fixedBefore = article && !replacement ? before.slice(0, article.index) + (/^[aeiou]/i.test(nextWord) ? 'an ' : 'a ') : before;
    rewritten = `${fixedBefore}${replacement}${after}`;
  }
  const words = fillers.map((match) => `"${match.text}"`).join(', ');
  return { text: tidyText(rewritten), kind: 'filler', reason: `Filler words add length without meaning: removed or shortened ${words}.` };
}

function getWeakOpening(text: string) {
  const opening = text.search(/\p{L}/u);
  return findWeakPhrases(text).find((match) => match.index === opening) ?? null;
}

/**
 * 'Responsible for managing the team' → 'Managed the team'; 'Worked with designers' → 'Collaborated
 * with designers'. The rest of the sentence is kept word for word.
 */
export function replaceWeakOpening(text: string, tense: TVerbTense): TRuleResult | null {
  const match = getWeakOpening(text);
  const mode = match ? WEAK_OPENING_REWRITES[match.entry.phrase] : undefined;
  if (!match || !mode) return null;
  const rest = text.slice(match.index + match.text.length).trimStart();
  const [nextWord = ''] = rest.split(/\s/, 1);
  const gerund = findOpeningGerund(rest);
  const reason = (entry: TWeakPhrase) => `Weak opening "${match.text}" (${entry.reason}): a strong verb leads the bullet instead.`;
  if (gerund && mode === 'collapse') {
    const restAfterGerund = rest.slice(gerund.length).trimStart();
    return { text: tidyText(`${capitalize(inTense(gerund.verb, tense))} ${restAfterGerund}`), kind: 'bullet', reason: reason(match.entry) };
  }
  // 'Helped design the API' or 'helped to design': the replacement cannot take a verb after it.
  const takesGerund = match.entry.replacement.endsWith(' to');
  if ((gerund && !takesGerund) || /^to\s/i.test(rest) || (!gerund && getActionVerbUse(nextWord))) return null;
  return { text: tidyText(`${conjugateVerbPhrase(match.entry.replacement, tense)} ${rest}`), kind: 'bullet', reason: reason(match.entry) };
}

/** The question under a bullet whose opening hides the person's own part ('Helped with testing'): only they know the answer. */
export const OWN_PART_ASK = '[Add your own part in this: what you did yourself, and what changed because of it]';

/**
 * A bullet that still opens with a weak phrase after the rewrite ('Helped build reports', 'Took part
 * in code reviews'): a strong verb would claim more than it says, so the improvement asks for the
 * person's own part on the line under it instead of inventing it.
 */
export function askForOwnPart(text: string): TRuleResult | null {
  const match = getWeakOpening(text);
  if (!match) return null;
  return {
    text: `${text}\n- ${OWN_PART_ASK}`,
    kind: 'ask',
    reason: `"${match.text}" leaves your own part open, and only you know it: answer the question under the bullet in your words, or delete it.`,
  };
}

/**
 * The opening verb in the role's tense. For the present tense, past verbs joined by 'and' follow
 * ('Designed and built' → 'Design and build'); the other way round they are left, since 'and
 * reports' or 'and tests' are usually nouns.
 */
/** Words that are an action verb's present and another verb's past ('found' a company / 'found' $310,000): in a past role they stay. */
const PASTS_OF_OTHER_VERBS = new Set(['found']);

export function alignTense(text: string, tense: TVerbTense): TRuleResult | null {
  const opening = /^(\W*)(\p{L}+)/u.exec(text);
  if (!opening) return null;
  const [, prefix = '', firstWord = ''] = opening;
  if (tense === 'past' && PASTS_OF_OTHER_VERBS.has(firstWord.toLowerCase())) return null;
  const used = findLeadingActionVerb(text);
  const verb = used?.verb ?? findActionVerbByGerund(firstWord);
  if (!verb) return null;
  let rewritten = text;
  if (used?.tense !== tense) {
    // Phrasal verbs keep their particle: only the first word changes ('Set up' / 'Sets up').
    const [wanted = ''] = inTense(verb, tense).split(' ');
    rewritten = `${prefix}${matchCase(wanted, firstWord)}${text.slice(prefix.length + firstWord.length)}`;
  }
  if (tense === 'present') {
    rewritten = rewritten.replace(/(\s(?:and|&)\s+)(\p{L}+)/gu, (whole, joiner: string, word: string) => {
      const joined = getActionVerbUse(word);
      if (joined?.tense !== 'past' || ADJECTIVE_PARTICIPLES.has(word.toLowerCase())) return whole;
      return `${joiner}${matchCase(joined.verb.base.split(' ')[0] ?? word, word)}`;
    });
  }
  if (rewritten === text) return null;
  const reason =
    tense === 'past'
      ? 'One tense per role: the past tense throughout.'
      : 'One tense per role: the present tense throughout, for ongoing work.';
  return { text: rewritten, kind: 'tense', reason };
}
