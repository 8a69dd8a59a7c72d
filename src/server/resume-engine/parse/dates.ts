/**
 * Resume dates: 'Jan 2022', 'January 2022', '01/2022', '2022-01', '2022', 'Summer 2023', 'Present',
 * and ranges of them joined by '-', '–', '—' or 'to'. Everything has month precision; year-only dates
 * say so, because '2018 – 2021' neither proves nor rules out a gap.
 */

export type TResumeDate = {
  year: number;
  /** 1–12. A year-only date uses January as its start and December as its end. */
  month: number;
  isYearOnly: boolean;
};

export type TDateRange = {
  start: TResumeDate | null;
  /** null when the range is open-ended ('Present') or a single date. */
  end: TResumeDate | null;
  /** 'Present', 'Current', 'Now', 'Today', 'Ongoing'. */
  isCurrent: boolean;
  /** The range as written. */
  text: string;
};

/** A date range found inside a longer line, with its offset, to cut it out of the line. */
type TDateRangeMatch = { range: TDateRange; index: number; length: number };

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// Seasons as the months they cover in the northern hemisphere, the convention of US and EU resumes.
const SEASON_MONTHS: Record<string, { first: number; last: number }> = {
  spring: { first: 3, last: 5 },
  summer: { first: 6, last: 8 },
  fall: { first: 9, last: 11 },
  autumn: { first: 9, last: 11 },
  winter: { first: 12, last: 2 },
};

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const SEASON = String.raw`(?:spring|summer|fall|autumn|winter)`;
const YEAR = String.raw`(?:19[5-9]\d|20\d\d)`;
const SHORT_YEAR = String.raw`['’]\d\d`;
const CURRENT = String.raw`(?:present|current(?:ly)?|now|today|ongoing|date)`;
/** One date: 'Jan 2022', 'January, 2022', "Jan '22", '01/2022', '1.2022', '2022-01', 'Summer 2023', '2022'. */
const SINGLE_DATE = String.raw`(?:${MONTH},?\s*(?:${YEAR}|${SHORT_YEAR})|${SEASON}\s+${YEAR}|(?:0?[1-9]|1[0-2])[/.]${YEAR}|${YEAR}[-/.](?:0[1-9]|1[0-2])(?![\d])|${YEAR})`;
const RANGE_SEPARATOR = String.raw`\s*(?:-|–|—|−|to|until|till|through|thru)\s*`;
/** A range, or a single date. 'Present' only counts as the end of a range ('2021 to Present'). */
const DATE_RANGE = String.raw`(?:(?:from\s+)?(${SINGLE_DATE})(?:${RANGE_SEPARATOR}(${SINGLE_DATE}|${CURRENT}))?)`;

const SINGLE_DATE_PATTERN = new RegExp(`^${SINGLE_DATE}$`, 'i');
const CURRENT_PATTERN = new RegExp(`^${CURRENT}$`, 'i');
const DATE_RANGE_PATTERN = new RegExp(`^${DATE_RANGE}$`, 'i');
// Digits right before or after mean the match is part of a number ('120225', 'v2022.1').
const DATE_RANGE_IN_TEXT = new RegExp(`(?<![\\p{L}\\p{N}])${DATE_RANGE}(?![\\p{L}\\p{N}]|[.,]\\d)`, 'giu');

/** The month number of 'Jan', 'january', 'Sept.'; null otherwise. */
function getMonthNumber(name: string): number | null {
  const index = MONTH_NAMES.indexOf(name.slice(0, 3).toLowerCase());
  return index === -1 ? null : index + 1;
}

function toFullYear(text: string): number {
  const digits = text.replace(/\D/g, '');
  // "'98" → 1998, "'22" → 2022.
  if (digits.length === 2) return Number(digits) > 50 ? 1900 + Number(digits) : 2000 + Number(digits);
  return Number(digits);
}

/** Start and end of one written date: a season covers several months, a year covers twelve. */
function parseDateBounds(text: string): { start: TResumeDate; end: TResumeDate } | null {
  const value = text.trim().replace(/\s+/g, ' ');
  if (!SINGLE_DATE_PATTERN.test(value)) return null;
  const yearOnly = /^\d{4}$/.exec(value);
  if (yearOnly) {
    const year = Number(value);
    return { start: { year, month: 1, isYearOnly: true }, end: { year, month: 12, isYearOnly: true } };
  }
  const season = /^([a-z]+)\s+(\d{4})$/i.exec(value);
  const seasonMonths = season ? SEASON_MONTHS[season[1]?.toLowerCase() ?? ''] : undefined;
  if (season && seasonMonths) {
    const year = Number(season[2]);
    // Winter 2023 runs from December 2023 into February 2024.
    const endYear = seasonMonths.last < seasonMonths.first ? year + 1 : year;
    return {
      start: { year, month: seasonMonths.first, isYearOnly: false },
      end: { year: endYear, month: seasonMonths.last, isYearOnly: false },
    };
  }
  const named = /^([a-z]+)\.?,?\s*(\d{4}|['’]\d\d)$/i.exec(value);
  const numericMonthFirst = /^(\d{1,2})[/.](\d{4})$/.exec(value);
  const numericYearFirst = /^(\d{4})[-/.](\d{2})$/.exec(value);
  let date: TResumeDate | null = null;
  if (named) {
    const month = getMonthNumber(named[1] ?? '');
    if (month) date = { year: toFullYear(named[2] ?? ''), month, isYearOnly: false };
  } else if (numericMonthFirst) date = { year: Number(numericMonthFirst[2]), month: Number(numericMonthFirst[1]), isYearOnly: false };
  else if (numericYearFirst) date = { year: Number(numericYearFirst[1]), month: Number(numericYearFirst[2]), isYearOnly: false };
  return date ? { start: date, end: date } : null;
}

/** One date ('Jan 2022', '2022-01', 'Summer 2023', '2022'), as its first month; null when it is none. */
export function parseResumeDate(text: string): TResumeDate | null {
  return parseDateBounds(text)?.start ?? null;
}

/** True for 'Present', 'Current', 'Now', 'Today', 'Ongoing'. */
export function isCurrentDateWord(text: string): boolean {
  return CURRENT_PATTERN.test(text.trim());
}

function buildRange(startText: string, endText: string | undefined, text: string): TDateRange | null {
  const start = parseDateBounds(startText);
  if (!start) return null;
  if (endText === undefined) {
    // A single year or month stands for itself; a season spans its months.
    const isSpan = start.end.year !== start.start.year || start.end.month !== start.start.month;
    return { start: start.start, end: isSpan ? start.end : null, isCurrent: false, text };
  }
  if (isCurrentDateWord(endText)) return { start: start.start, end: null, isCurrent: true, text };
  const end = parseDateBounds(endText);
  if (!end) return null;
  return { start: start.start, end: end.end, isCurrent: false, text };
}

/** A whole text as a date range ('Jan 2020 - Present', '2018 to 2021', 'Summer 2023'); null otherwise. */
export function parseDateRange(text: string): TDateRange | null {
  const value = text.trim().replace(/\s+/g, ' ');
  const match = DATE_RANGE_PATTERN.exec(value);
  return match ? buildRange(match[1] ?? '', match[2], value) : null;
}

/** Every date range and single date in a text, left to right ('Fall 2022, Spring 2023' → two). */
export function findDateRanges(text: string): TDateRangeMatch[] {
  const matches: TDateRangeMatch[] = [];
  for (const match of text.matchAll(DATE_RANGE_IN_TEXT)) {
    const range = buildRange(match[1] ?? '', match[2], match[0].trim());
    if (range) matches.push({ range, index: match.index, length: match[0].length });
  }
  return matches;
}

const WRITTEN_AS_RANGE = new RegExp(`${SINGLE_DATE}${RANGE_SEPARATOR}`, 'i');

/** A range written with two ends ('2019 – 2021', '2021 to Present'), not a single date that covers months ('2022'). */
export function isWrittenAsRange(range: TDateRange): boolean {
  return WRITTEN_AS_RANGE.test(range.text);
}

/**
 * The date range of an entry line ('Senior Engineer, Acme — 2021 to Present'): the last real range,
 * else the last single date; null when there is none. The last, because entry lines end with their dates.
 */
export function findDateRange(text: string): TDateRangeMatch | null {
  const matches = findDateRanges(text);
  return matches.findLast((match) => isWrittenAsRange(match.range)) ?? matches.at(-1) ?? null;
}

/** Months from a to b: 0 when they are the same month, negative when b is earlier. */
export function getMonthsBetween(a: TResumeDate, b: TResumeDate): number {
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** The last month a range covers: its end ('2021' → Dec 2021), asOf when current, its start for a single month. */
export function getRangeEnd(range: TDateRange, asOf: TResumeDate): TResumeDate | null {
  if (range.isCurrent) return asOf;
  return range.end ?? range.start;
}

/**
 * Length of a range in months, both ends included ('Jan 2020 – Mar 2020' = 3). Current ranges run to
 * asOf (pass today: results must not depend on the clock implicitly). Year-only ranges count whole
 * years ('2018 – 2021' = 48).
 */
export function getDurationMonths(range: TDateRange, asOf: TResumeDate): number {
  const start = range.start;
  const end = getRangeEnd(range, asOf);
  if (!start || !end) return 0;
  return Math.max(0, getMonthsBetween(start, end) + 1);
}

/**
 * Whole months with no entry between an earlier range and a later one ('Jun 2019 – Dec 2020' then
 * 'Apr 2021 – …' = 3); 0 when they touch or overlap. Year-only ends are read generously (December of
 * the earlier year, January of the later one), so '2018 – 2020' then '2021' is no gap.
 */
export function getGapMonths(earlier: TDateRange, later: TDateRange, asOf: TResumeDate): number {
  const earlierEnd = getRangeEnd(earlier, asOf);
  const laterStart = later.start;
  if (!earlierEnd || !laterStart) return 0;
  return Math.max(0, getMonthsBetween(earlierEnd, laterStart) - 1);
}

/** Orders dates oldest first. */
export function compareResumeDates(a: TResumeDate, b: TResumeDate): number {
  return getMonthsBetween(b, a);
}

/** 'Jan 2022', or '2022' for a year alone: how the analysis and the rewrite write a date. */
export function formatResumeDate(date: TResumeDate): string {
  if (date.isYearOnly) return String(date.year);
  const month = MONTH_NAMES[date.month - 1] ?? '';
  return `${month.charAt(0).toUpperCase()}${month.slice(1)} ${date.year}`;
}

/** A JavaScript date as a resume date, e.g. today for asOf. */
export function toResumeDate(date: Date): TResumeDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, isYearOnly: false };
}
