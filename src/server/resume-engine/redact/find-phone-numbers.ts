/**
 * Phone numbers in a resume's text, found with libphonenumber-js (Google's numbering plans for every
 * region, kept up to date by the library):
 * - a number written with its country code ('+44 7700 900123', '0049 30 98765432', 'tel:+1…') when
 *   the country's plan allows its length, whatever the country;
 * - a national number ('0151 23456789', '(512) 555-0199', '06 12 34 56 78') when it is a valid number
 *   in one of the regions tried: the resume's own country when its location names one, and the
 *   common ones below.
 * Some regions' plans (Germany's above all) accept almost any run of digits, so guards keep what
 * reads as something else: years and dates ('2019 – 2023', '2021-04-15'), quantities ('1.250.000',
 * '12000000 requests', '$1200000', 'from 1200000 to 3400000') and identifiers ('Credential ID
 * 123456789'). A label ('Phone', 'Tel', 'call me on', 'WhatsApp') overrules the guards.
 *
 * Only runs of digits and phone punctuation holding at least PHONE_MIN_DIGITS digits reach the
 * library, each distinct run once per region (about 0.2 ms a call). A text with more distinct runs
 * than MAX_PHONE_LIKE_RUNS, or a run longer than MAX_RUN_CHARS, is not read number by number: such
 * runs are taken whole for phone numbers unless their context says otherwise, so the cost stays
 * bounded and nothing slips through.
 */
import { type CountryCode, findPhoneNumbersInText, getCountries } from 'libphonenumber-js/max';

/** A part of a text, from start (inclusive) to end (exclusive). */
export type TTextRange = { start: number; end: number };

/** Tried for national numbers beside the resume's own country: the regions most developers here write from. */
export const COMMON_PHONE_REGIONS: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR', 'NL', 'IN', 'AU', 'ES', 'IT'];

const PHONE_MIN_DIGITS = 7;
// '+49 (0) 151 2345 6789 ext. 12' is about 30 characters: a longer run holds several numbers, and is taken whole.
const MAX_RUN_CHARS = 64;
const MAX_PHONE_LIKE_RUNS = 300;
// How much of the line around a number its label or unit is looked for in.
const CONTEXT_CHARS = 40;
// Digits with the punctuation numbers are written with (the library's own set), on one line.
const PHONE_LIKE_RUN = /(?:\+|＋)?[(（[]?\d(?:[\d \t\u00A0\u3000\u00AD\u200B\u2060\-‐-―−ー－／.()（）［］[\]/~⁓∼～]*\d)?/g;
const INTERNATIONAL = /^(?:\+|＋|00)/;
// Words that say what follows is a phone number: 'Phone:', 'Tel.', 'Mobile -', 'call me on', 'WhatsApp'.
const PHONE_LABEL_BEFORE =
  /\b(?:phone|telephone|tel|ph|mobile|mob|cell|fax|call|text|sms|whatsapp|signal|telegram|viber|reach(?:able|\s+me)|contact(?:\s+me)?)\b(?:[\s.-]*(?:number|no|nr)\b)?\.?\s*(?:me\s+)?(?:at|on|via)?\s*[:.\-–]?\s*\(?$/i;
// What makes a number a quantity or an identifier rather than a phone number.
const QUANTITY_BEFORE =
  /(?:[$€£¥₹]|\b(?:usd|eur|gbp|chf|inr|of|by|to|from|over|than|about|around|nearly|almost|approximately|approx|some|up to)\b)\s*$/i;
const IDENTIFIER_BEFORE =
  /(?:\b(?:id|no|nr|isbn|issn|doi|iso|credential|licen[cs]e|certificate|patent|order|invoice|ticket|ref)\b\.?|#)\s*:?\s*$/i;
const UNIT_AFTER = /^(?:[+×]|\s*(?:%|x\b|(?:k|m|b|bn|mn|ms|s|h|hrs|kb|mb|gb|tb|km|kg|usd|eur|gbp|inr)\b))/i;
// A lower-case word after the number ('12000000 requests') makes it a count, unless it is one of these.
const WORD_AFTER = /^\s*([\p{Ll}]+)/u;
const WORDS_AFTER_A_PHONE = new Set(
  'or and ext x to until from on at for via any anytime between before after during mobile cell work home office landline fax whatsapp signal telegram please'.split(
    ' ',
  ),
);
// Years with months or days only: '2019 – 2023', '2021-04-15', '04/2019 - 06/2021', '15.04.2021'.
const YEAR = /^(?:19|20)\d\d$/;
const MONTH_OR_DAY = /^\d{1,2}$/;
// '1.250.000', '3,400,000': thousands written out, not a number to dial.
const THOUSANDS = /^[1-9]\d{0,2}(?:([.,'’])\d{3})(?:\1\d{3})*$/;
const countDigits = (text: string) => text.replace(/\D/g, '').length;

function isDateLike(run: string): boolean {
  const groups = run.match(/\d+/g) ?? [];
  return groups.some((group) => YEAR.test(group)) && groups.every((group) => YEAR.test(group) || MONTH_OR_DAY.test(group));
}

/** True when the number at range reads as a quantity, an identifier or a date where it stands; a phone label overrules. */
function isNotAPhone(text: string, range: TTextRange): boolean {
  const number = text.slice(range.start, range.end);
  const before = text
    .slice(Math.max(0, range.start - CONTEXT_CHARS), range.start)
    .split('\n')
    .at(-1)!;
  const after = text.slice(range.end, range.end + CONTEXT_CHARS).split('\n')[0]!;
  if (PHONE_LABEL_BEFORE.test(before)) return false;
  // Part of a word, an address or a URL: 'abc12345678', 'jane-doe-123456789', '/in/12345678'.
  if (/[\p{L}\p{N}_/=#?&@-]$/u.test(before) || /^[\p{L}_@]/u.test(after)) return true;
  if (IDENTIFIER_BEFORE.test(before) || QUANTITY_BEFORE.test(before) || UNIT_AFTER.test(after)) return true;
  const wordAfter = WORD_AFTER.exec(after)?.[1];
  if (wordAfter && !WORDS_AFTER_A_PHONE.has(wordAfter)) return true;
  if (INTERNATIONAL.test(number)) return false;
  return isDateLike(number) || THOUSANDS.test(number.trim());
}

/** The numbers the library finds in one run of digits: international ones when possible, national ones when valid in a region. */
function findNumbersInRun(run: string, regions: readonly CountryCode[]): TTextRange[] {
  const found: TTextRange[] = [];
  const add = (numbers: { startsAt: number; endsAt: number }[], shift = 0) =>
    found.push(...numbers.map((number) => ({ start: number.startsAt + shift, end: number.endsAt + shift })));
  // '0049 …' dialled from abroad reads as '+49 …'; one character shorter, hence the shift.
  const dialled = run.startsWith('00') ? `+${run.slice(2)}` : run;
  if (INTERNATIONAL.test(dialled)) add(findPhoneNumbersInText(dialled, { extended: true }), dialled === run ? 0 : 1);
  for (const region of regions) add(findPhoneNumbersInText(run, { defaultCountry: region }));
  return found;
}

/** Read as a date or a written-out quantity whole ('2019 – 2023', '1.250.000'): so is every number in it. */
const isDateOrQuantity = (run: string) => !INTERNATIONAL.test(run) && (isDateLike(run) || THOUSANDS.test(run));

/** The phone numbers in text, as ranges in text order, none overlapping. */
export function findPhoneNumbers(text: string, regions: readonly CountryCode[]): TTextRange[] {
  const runs = [...text.matchAll(PHONE_LIKE_RUN)]
    .map((match) => ({ value: match[0], start: match.index }))
    .filter((run) => countDigits(run.value) >= PHONE_MIN_DIGITS && !isDateOrQuantity(run.value));
  // The same run (a phone number repeated, a date) is read once.
  const numbersByRun = new Map<string, TTextRange[]>();
  const isOverBudget = new Set(runs.map((run) => run.value)).size > MAX_PHONE_LIKE_RUNS;
  const ranges: TTextRange[] = [];
  for (const run of runs) {
    let numbers = numbersByRun.get(run.value);
    if (!numbers) {
      const isReadWhole = isOverBudget || run.value.length > MAX_RUN_CHARS;
      numbers = isReadWhole ? [{ start: 0, end: run.value.length }] : findNumbersInRun(run.value, regions);
      numbersByRun.set(run.value, numbers);
    }
    for (const number of numbers) {
      const range = { start: run.start + number.start, end: run.start + number.end };
      if (countDigits(text.slice(range.start, range.end)) >= PHONE_MIN_DIGITS && !isNotAPhone(text, range)) ranges.push(range);
    }
  }
  return mergeRanges(ranges);
}

/** The ranges in text order, those that overlap or touch joined. */
export function mergeRanges(ranges: readonly TTextRange[]): TTextRange[] {
  const merged: TTextRange[] = [];
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });
/** 'germany' → 'DE', with the names people write that are not the standard English ones. */
const REGIONS_BY_NAME = new Map<string, CountryCode>([
  ...getCountries().map((code): [string, CountryCode] => [REGION_NAMES.of(code)?.toLowerCase() ?? code, code]),
  ...Object.entries({
    uk: 'GB',
    england: 'GB',
    scotland: 'GB',
    wales: 'GB',
    usa: 'US',
    'united states of america': 'US',
    holland: 'NL',
    deutschland: 'DE',
  }).map(([name, code]): [string, CountryCode] => [name, code as CountryCode]),
]);
// 'Austin, TX': a US state, not Texas' namesake country code.
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);

/** The country a resume's location names ('Berlin, Germany' → DE, 'Austin, TX' → US), or null. */
export function findPhoneRegion(locations: readonly string[]): CountryCode | null {
  for (const location of locations) {
    const last =
      location
        .split(',')
        .at(-1)
        ?.trim()
        .replace(/\s+\d[\d-]*$/, '') ?? '';
    if (US_STATES.has(last)) return 'US';
    const region = REGIONS_BY_NAME.get(last.toLowerCase()) ?? (getCountries() as string[]).find((code) => code === last);
    if (region) return region as CountryCode;
  }
  return null;
}
