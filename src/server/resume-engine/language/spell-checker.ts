/**
 * Spelling for the resume engine: Hunspell's English dictionary (nspell with dictionary-en), with
 * the skills taxonomy and a resume's own vocabulary as an allow-list. Only ordinary lower-case words
 * are judged: names, places, companies, acronyms, numbers, URLs, e-mail addresses and words with
 * digits or capitals inside ('PostgreSQL', 'k8s') are never flagged. British spellings count as
 * correct. The dictionary is built once, on first use, so every later check is a few lookups.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import nspell from 'nspell';
import { SKILL_TAXONOMY } from '../skills/taxonomy.ts';

type TSpeller = ReturnType<typeof nspell>;

let speller: TSpeller | null = null;

/** The taxonomy's names and aliases, word by word, lower-cased: 'kubernetes', 'terraform', 'graphql'. */
const SKILL_WORDS: ReadonlySet<string> = new Set(
  SKILL_TAXONOMY.flatMap((skill) => [skill.name, ...skill.aliases.map((alias) => alias.text)]).flatMap((text) =>
    text.toLowerCase().split(/[^\p{L}\p{N}]+/u),
  ),
);

/** Common words of the trade the general dictionary lacks. */
const TRADE_WORDS = new Set(
  (
    'onboarding offboarding runbook runbooks rightsizing rightsized microservice microservices frontend backend fullstack ' +
    'dashboarding blameless deduplication deduplicated datasets dataset toolchain toolchains workflow workflows codebase codebases ' +
    'autoscaling autoscaler failover failovers uptime latencies roadmap roadmaps stakeholder stakeholders signup signups ' +
    'linter linters monorepo monorepos refactor refactored refactoring refactors hackathon hackathons mentee mentees ' +
    'preprocessing pipelining cron crons repo repos config configs e-commerce ecommerce startup startups onboarded upskilled ' +
    'upskilling replatformed replatforming sharding sharded observability scalable geospatial analytics offline online ' +
    'timeline timelines walkthrough walkthroughs touchpoints tooling debuggable containerized containerised idempotent idempotency benchmark kubectl npm pnpm yarn pytest webpack ' +
    'upsert upserts async transpiled transpile deployable deployables reskill reskilled saas paas iaas programme programmes ' +
    'fulfil enrol enrolment standup standups retro retros hotfix hotfixes rollout rollouts webhook webhooks namespace namespaces ' +
    'dockerized dockerised performant minified modularized modularised ideation whitepaper whitepapers fintech healthtech edtech ' +
    'proptech insurtech devops devsecops mlops gitops finops'
  ).split(' '),
);

/** dictionary-en's files, read synchronously (its own module reads them with a top-level await). */
function loadDictionary(): { aff: Buffer; dic: Buffer } {
  const folder = dirname(createRequire(import.meta.url).resolve('dictionary-en'));
  return { aff: readFileSync(join(folder, 'index.aff')), dic: readFileSync(join(folder, 'index.dic')) };
}

function getSpeller(): TSpeller {
  speller ??= nspell(loadDictionary());
  return speller;
}

// British → American endings: a word the dictionary knows in its American spelling is correct.
const BRITISH_ENDINGS: readonly [RegExp, string][] = [
  [/isation(s?)$/, 'ization$1'],
  [/ise(s|d)?$/, 'ize$1'],
  [/ising$/, 'izing'],
  [/yse(s|d)?$/, 'yze$1'],
  [/ysing$/, 'yzing'],
  [/our(s|ed|ing|able)?$/, 'or$1'],
  [/tre(s)?$/, 'ter$1'],
  [/lled$/, 'led'],
  [/lling$/, 'ling'],
  [/ence(s)?$/, 'ense$1'],
  [/ogue(s)?$/, 'og$1'],
];

/** Only plain lower-case words (an initial capital allowed) of 3+ letters are judged. */
const JUDGED_WORD = /^[A-Z]?[a-z]{2,}$/;

// Inflections and derivations the dictionary does not always list: 'integrations', 'oversized',
// 'benchmarked', 'idempotency'. The stem must be a word (or a trade word) itself.
const SUFFIXES: readonly [RegExp, readonly string[]][] = [
  [/ies$/, ['y']],
  [/ied$/, ['y']],
  [/(?:es|s)$/, ['', 'e']],
  [/(\w)\1ed$/, ['$1']],
  [/(?:ed|d)$/, ['', 'e']],
  [/(\w)\1ing$/, ['$1']],
  [/ing$/, ['', 'e']],
  [/ily$/, ['y']],
  [/ly$/, ['']],
  [/(?:er|ers)$/, ['', 'e']],
  [/ncy$/, ['nt']],
  [/ity$/, ['', 'e']],
  [/ness$/, ['']],
  [/ment(s?)$/, ['']],
  [/ability$/, ['able']],
];

/** Whether a lower-case word is an ordinary English word (the dictionary alone: 'yodeling', not 'mypy'). */
export function isDictionaryWord(lower: string): boolean {
  return getSpeller().correct(lower);
}

function isKnownWord(lower: string): boolean {
  if (SKILL_WORDS.has(lower) || TRADE_WORDS.has(lower)) return true;
  const spell = getSpeller();
  if (spell.correct(lower)) return true;
  return BRITISH_ENDINGS.some(([ending, american]) => ending.test(lower) && spell.correct(lower.replace(ending, american)));
}

function isCorrect(word: string): boolean {
  const lower = word.toLowerCase();
  if (getSpeller().correct(word) || isKnownWord(lower)) return true;
  const derivedFrom = SUFFIXES.find(
    ([suffix, stems]) =>
      suffix.test(lower) &&
      stems.some((stem) => {
        const candidate = lower.replace(suffix, stem);
        return candidate.length >= 3 && isKnownWord(candidate);
      }),
  );
  if (!derivedFrom) return false;
  // 'occured' is 'occur' + 'ed', but the dictionary lists 'occurred': a missed double letter, not a derivation.
  const doubled = lower.replace(/([b-df-hj-np-tv-z])(ed|ing)$/, '$1$1$2');
  return doubled === lower || !getSpeller().correct(doubled);
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const MAX_SUGGESTIONS = 3;

/**
 * Dictionary words one edit away (a swap, a missing, extra or wrong letter), in that order: Hunspell's
 * own suggest() takes 5–30 ms a word, these lookups well under one.
 */
function suggestCorrections(word: string): string[] {
  const candidates: string[] = [];
  for (let i = 0; i < word.length - 1; i++) candidates.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  for (let i = 0; i < word.length; i++) candidates.push(word.slice(0, i) + word.slice(i + 1));
  for (let i = 0; i <= word.length; i++) for (const letter of LETTERS) candidates.push(word.slice(0, i) + letter + word.slice(i));
  for (let i = 0; i < word.length; i++) for (const letter of LETTERS) candidates.push(word.slice(0, i) + letter + word.slice(i + 1));
  const spell = getSpeller();
  const suggestions = new Set<string>();
  for (const candidate of candidates) {
    if (candidate === word || candidate.length < 2 || !spell.correct(candidate)) continue;
    suggestions.add(candidate);
    if (suggestions.size === MAX_SUGGESTIONS) break;
  }
  return [...suggestions];
}

export type TMisspelling = { word: string; suggestions: string[] };

/**
 * The misspelt words of one line of prose, in order, each once. Capitalised words are judged only
 * at the start of a sentence (elsewhere they are names), and never when `judgeCapitalised` is false
 * (lines of names: schools, course providers, titles); `knownWords` are the resume's own names
 * (companies, places, people) and are never judged.
 */
export function findMisspellings(
  text: string,
  knownWords: ReadonlySet<string> = new Set(),
  { judgeCapitalised = true }: { judgeCapitalised?: boolean } = {},
): TMisspelling[] {
  const found = new Map<string, TMisspelling>();
  // URLs, e-mail addresses and paths first, so their parts are not read as words.
  const prose = text.replace(/\S+@\S+|\b(?:https?:\/\/|www\.)\S+|\S+\.(?:com|org|net|io|dev|ai|co)\S*|\S*\/\S*/gi, ' ');
  const pattern = /[\p{L}\p{N}][\p{L}\p{N}'’.+#-]*/gu;
  for (const match of prose.matchAll(pattern)) {
    const word = match[0].replace(/['’]s$/, '').replace(/[.'’-]+$/, '');
    if (!JUDGED_WORD.test(word)) continue;
    if (knownWords.has(word.toLowerCase())) continue;
    const before = prose.slice(0, match.index).trimEnd();
    const startsSentence = before === '' || /[.!?:;•–-]$/.test(before);
    if (/^[A-Z]/.test(word) && (!startsSentence || !judgeCapitalised)) continue;
    if (found.has(word.toLowerCase()) || isCorrect(word)) continue;
    // A word no dictionary word is one edit from is jargon or a name far more often than a typo.
    const suggestions = suggestCorrections(word.toLowerCase());
    if (suggestions.length > 0) found.set(word.toLowerCase(), { word, suggestions });
  }
  return [...found.values()];
}
