/**
 * The checkable facts of a text, found word for word: metrics (percentages, money, multipliers,
 * counts like '10K+'), dates, phone numbers and plain numbers. Each carries a normalised key, so the
 * review compares what a text says, not how: '50 %' = '50%', '$2M' = '2,000,000 dollars',
 * '3x' = '3×' = 'tripled', 'Jan 2022' = '01/2022' = 'January 2022'.
 *
 * A text is read in passes from the most specific to the least; each pass blanks out what it found,
 * so '$2000' is money and not the year 2000, and '2018 – 2021' is a date range and not two numbers.
 */
import { findDateRanges, type TDateRange, type TResumeDate } from '../parse/dates.ts';

type TMetricKind = 'percent' | 'money' | 'multiplier' | 'count';

type TSpan = { text: string; index: number; length: number };

/** A result stated as a number: '35%', '$2M', '3x', '10M+ users'. */
export type TMetric = TSpan & {
  kind: TMetricKind;
  /** The stated amount with its scale applied: '$2M' → 2000000, '35%' → 35, '3x' → 3. */
  value: number;
  /** Kind, currency and value: 'percent:35', 'money:USD:2000000', 'multiplier:3', 'count:10000000'. */
  key: string;
};
export type TDateFact = TSpan & { range: TDateRange };
export type TPhoneFact = TSpan & { digits: string };
export type TNumberFact = TSpan & { value: number };

export type TTextFacts = {
  metrics: TMetric[];
  dates: TDateFact[];
  phones: TPhoneFact[];
  numbers: TNumberFact[];
  /** Digits left inside names ('HTML5', 'EC2', 'K8s'): not facts, but a rewrite may write them apart ('HTML 5'). */
  namedNumbers: number[];
};

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
// Not inside a word or a longer number ('EC2', 'v2.1', '1,000' read from its middle).
const NUMBER_START = String.raw`(?<![\p{L}\p{N}.,])`;
const WORD_END = String.raw`(?![\p{L}\p{N}])`;
const SCALE = String.raw`(?:\s?(?:thousand|million|billion|trillion)|k|mm|m|bn|b)${WORD_END}`;
const CURRENCY_SIGN = String.raw`US\$|\$|€|£|¥|₹|USD|EUR|GBP|INR`;
const CURRENCY_WORD = String.raw`dollars?|usd|euros?|eur|pounds?|gbp|rupees?|inr`;

const SCALE_VALUES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  trillion: 1e12,
};
const CURRENCY_CODES: [RegExp, string][] = [
  [/^(?:us\$|\$|usd|dollars?)$/, 'USD'],
  [/^(?:€|eur|euros?)$/, 'EUR'],
  [/^(?:£|gbp|pounds?)$/, 'GBP'],
  [/^(?:¥)$/, 'JPY'],
  [/^(?:₹|inr|rupees?)$/, 'INR'],
];
const MULTIPLIER_WORDS: Record<string, number> = { doubl: 2, tripl: 3, quadrupl: 4, halv: 0.5 };
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
};

const URL_OR_EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/\S*/giu;
const PHONE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)\s?|\d{3}[\s.-])\d{3,4}[\s.-]\d{3,4}(?![\p{N}])`,
  'gu',
);
const MONEY_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}])(${CURRENCY_SIGN})\s?(${NUMBER})(${SCALE})?`, 'giu');
const MONEY_AFTER = new RegExp(String.raw`${NUMBER_START}(${NUMBER})(${SCALE})?\s?(${CURRENCY_WORD})${WORD_END}`, 'giu');
const PERCENT = new RegExp(String.raw`${NUMBER_START}(${NUMBER})\s?(?:%|percent${WORD_END}|per cent${WORD_END}|pct${WORD_END})`, 'giu');
const MULTIPLIER = new RegExp(String.raw`${NUMBER_START}(${NUMBER})(?:\s?[x×]|[\s-]?fold)${WORD_END}`, 'giu');
const MULTIPLIER_WORD = /(?<![\p{L}-])(doubl|tripl|quadrupl|halv)(?:e|ed|es|ing)(?![\p{L}-])/giu;
const COUNT = new RegExp(String.raw`${NUMBER_START}(${NUMBER})(?:(${SCALE})\+?|\+(?![\p{N}]))`, 'giu');
const PLAIN_NUMBER = new RegExp(String.raw`${NUMBER_START}(${NUMBER})(?![\p{N}])`, 'gu');
// What may follow a number without making it part of a name ('2nd', '1990s', '200ms'; not 'CSS3', '3D').
const NUMBER_SUFFIX = /^(?:st|nd|rd|th|s|ms|h|hrs?|mins?|yrs?|gb|mb|tb|kb|px)?(?![\p{L}])/iu;
const ANY_DIGITS = /\d+(?:\.\d+)?/g;
const NUMBER_WORD = new RegExp(String.raw`\b(${Object.keys(NUMBER_WORDS).join('|')})\b`, 'gi');

/** '1,500' → 1500, with a scale word applied ('2.5', 'M' → 2500000), rounded away from float noise. */
function toNumber(digits: string, scale = ''): number {
  const value = Number(digits.replace(/,/g, '')) * (SCALE_VALUES[scale.trim().toLowerCase()] ?? 1);
  return Number(value.toPrecision(12));
}

function getCurrencyCode(sign: string): string {
  const lower = sign.toLowerCase();
  return CURRENCY_CODES.find(([pattern]) => pattern.test(lower))?.[1] ?? lower.toUpperCase();
}

/** Collects the matches of a pattern and blanks them out of the text, keeping every other offset. */
class Scanner {
  text: string;

  constructor(text: string) {
    this.text = text;
  }

  take<T>(pattern: RegExp, read: (match: RegExpExecArray) => T | null): (T & TSpan)[] {
    const found: (T & TSpan)[] = [];
    for (const match of this.text.matchAll(pattern)) {
      const fact = read(match);
      if (fact !== null) found.push({ ...fact, text: match[0], index: match.index, length: match[0].length });
    }
    for (const fact of found) this.blank(fact.index, fact.length);
    return found;
  }

  blank(index: number, length: number) {
    this.text = this.text.slice(0, index) + ' '.repeat(length) + this.text.slice(index + length);
  }
}

function metric(kind: TMetricKind, value: number, currency = ''): { kind: TMetricKind; value: number; key: string } {
  return { kind, value, key: [kind, currency, String(value)].filter(Boolean).join(':') };
}

/** Every date and date range in a text, left to right. */
function takeDates(scanner: Scanner): TDateFact[] {
  const dates = findDateRanges(scanner.text).map((found) => {
    const written = scanner.text.slice(found.index, found.index + found.length);
    const leading = written.length - written.trimStart().length;
    return { range: found.range, text: written.trim(), index: found.index + leading, length: written.trim().length };
  });
  for (const date of dates) scanner.blank(date.index, date.length);
  return dates;
}

/** The checkable facts of one line or text; see the module comment. */
export function findFacts(text: string): TTextFacts {
  const scanner = new Scanner(text);
  scanner.take(URL_OR_EMAIL, () => ({}));
  const phones = scanner.take(PHONE, (match) => ({ digits: match[0].replace(/\D/g, '') }));
  const metrics = [
    ...scanner.take(MONEY_BEFORE, (match) => metric('money', toNumber(match[2] ?? '', match[3]), getCurrencyCode(match[1] ?? ''))),
    ...scanner.take(MONEY_AFTER, (match) => metric('money', toNumber(match[1] ?? '', match[2]), getCurrencyCode(match[3] ?? ''))),
    ...scanner.take(PERCENT, (match) => metric('percent', toNumber(match[1] ?? ''))),
    ...scanner.take(MULTIPLIER, (match) => metric('multiplier', toNumber(match[1] ?? ''))),
    ...scanner.take(MULTIPLIER_WORD, (match) => metric('multiplier', MULTIPLIER_WORDS[(match[1] ?? '').toLowerCase()] ?? 0)),
    ...scanner.take(COUNT, (match) => metric('count', toNumber(match[1] ?? '', match[2]))),
  ].sort((a, b) => a.index - b.index);
  const dates = takeDates(scanner);
  const numbers = scanner.take(PLAIN_NUMBER, (match) =>
    NUMBER_SUFFIX.test(scanner.text.slice(match.index + match[0].length)) ? { value: toNumber(match[1] ?? '') } : null,
  );
  const namedNumbers = (scanner.text.match(ANY_DIGITS) ?? []).map((digits) => toNumber(digits));
  return { metrics, dates, phones, numbers, namedNumbers };
}

/** The metrics of a text ('35%', '$2M', '3x', '10K+'), left to right. */
export function findMetrics(text: string): TMetric[] {
  return findFacts(text).metrics;
}

/** 'YYYY-M' for a date with a month; null for a year alone. */
export function getMonthKey(date: TResumeDate): string | null {
  return date.isYearOnly ? null : `${date.year}-${date.month}`;
}

/** The dates a range states: its start and, for a real range, its end ('Present' states none). */
export function getRangeDates(range: TDateRange): TResumeDate[] {
  return [range.start, range.end].filter((date): date is TResumeDate => date !== null);
}

/**
 * Everything the original states, to check a rewrite against. Read generously: digits inside names
 * count as known numbers ('HTML5' makes 5 known), and so do number words ('five years').
 */
export type TKnownFacts = { numbers: Set<number>; months: Set<string>; metricKeys: Set<string>; phones: Set<string> };

/** `lineFacts` are the texts' findFacts when the caller has them already. */
export function collectKnownFacts(texts: readonly string[], lineFacts: readonly TTextFacts[] = texts.map(findFacts)): TKnownFacts {
  const known: TKnownFacts = { numbers: new Set(), months: new Set(), metricKeys: new Set(), phones: new Set() };
  for (const [index, text] of texts.entries()) {
    const facts = lineFacts[index]!;
    for (const found of facts.metrics) {
      known.metricKeys.add(found.key);
      known.numbers.add(found.value);
    }
    for (const value of [...facts.numbers.map((found) => found.value), ...facts.namedNumbers]) known.numbers.add(value);
    for (const found of facts.phones) known.phones.add(found.digits);
    for (const date of facts.dates.flatMap((fact) => getRangeDates(fact.range))) {
      known.numbers.add(date.year);
      const month = getMonthKey(date);
      if (month) known.months.add(month);
    }
    for (const [, word = ''] of text.matchAll(NUMBER_WORD)) known.numbers.add(NUMBER_WORDS[word.toLowerCase()] ?? 0);
  }
  return known;
}
