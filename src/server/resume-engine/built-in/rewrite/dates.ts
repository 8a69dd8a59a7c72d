/**
 * One date format across the resume: 'Jan 2022 – Present', '2018 – 2021', 'May 2019'. Seasons stay
 * as written ('Summer 2023'): turning them into months would state more than the resume does.
 */
import { findDateRanges, formatResumeDate, type TDateRange } from '#server/resume-engine/parse/dates.ts';
import type { TRuleResult } from './wording.ts';

const SEASON = /\b(?:spring|summer|fall|autumn|winter)\b/i;
const RANGE_SEPARATOR = /\s*(?:–|—|−|-|\bto\b|\buntil\b|\btill\b|\bthrough\b|\bthru\b)\s*/i;
const DATE_SEPARATOR = ' – ';

/** How the two ends of a range are joined: in a date line, or after 'from' in a sentence ('from Jul 2018 to Mar 2021'). */
type TRangeStyle = { separator: string; present: string };
const LINE_STYLE: TRangeStyle = { separator: DATE_SEPARATOR, present: 'Present' };
const SENTENCE_STYLE: TRangeStyle = { separator: ' to ', present: 'the present' };

/** A range in the resume's one format; the text as written when it is a season. */
export function formatDateRange(range: TDateRange, style: TRangeStyle = LINE_STYLE): string {
  const written = range.text.replace(/^from\s+/i, '');
  if (SEASON.test(written)) return written.replace(RANGE_SEPARATOR, style.separator);
  if (!range.start) return written;
  const start = formatResumeDate(range.start);
  if (range.isCurrent) return `${start}${style.separator}${style.present}`;
  if (!range.end) return start;
  // A single year is stored as January to December of that year.
  const isSingleYear = range.start.isYearOnly && range.end.isYearOnly && range.start.year === range.end.year;
  return isSingleYear ? start : `${start}${style.separator}${formatResumeDate(range.end)}`;
}

/** Every date in a line of text in the one format: 'from jan 2019 to march 2021' → 'from Jan 2019 to Mar 2021', '01/2019 - present' → 'Jan 2019 – Present'. */
export function formatDatesInText(text: string): TRuleResult | null {
  let rewritten = text;
  for (const match of findDateRanges(text).reverse()) {
    const written = text.slice(match.index, match.index + match.length);
    const prefix = /^\s*(?:from\s+)?/i.exec(written)?.[0] ?? '';
    const suffix = /\s*$/.exec(written)?.[0] ?? '';
    // After 'from', a dash would read 'from Jan 2019 – Mar 2021': the sentence keeps its 'to'.
    const style = /from\s+$/i.test(prefix) ? SENTENCE_STYLE : LINE_STYLE;
    const formatted = `${prefix}${formatDateRange(match.range, style)}${suffix}`;
    rewritten = `${rewritten.slice(0, match.index)}${formatted}${rewritten.slice(match.index + match.length)}`;
  }
  if (rewritten === text) return null;
  return { text: rewritten, kind: 'date', reason: 'One date format across the resume: "Jan 2022 – Present", "2018 – 2021".' };
}
