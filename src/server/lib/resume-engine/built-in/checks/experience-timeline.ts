/**
 * The candidate's work history as a timeline: dated jobs oldest first, the months they cover, and
 * the gaps between them. Shared by the length check (seniority) and the gap check.
 */
import { compareResumeDates, getMonthsBetween, getRangeEnd, type TResumeDate } from '#server/lib/resume-engine/parse/dates.ts';
import type { TExperienceEntry } from '#server/lib/resume-engine/parse/types.ts';

export type TDatedEntry = { entry: TExperienceEntry; start: TResumeDate; end: TResumeDate };

/** A stretch of months with no job between two dated jobs. */
export type TEmploymentGap = { before: TDatedEntry; after: TDatedEntry; months: number };

const monthIndex = (date: TResumeDate) => date.year * 12 + date.month - 1;

/** Jobs with a start date, oldest first; current jobs end at asOf. */
export function getDatedEntries(entries: readonly TExperienceEntry[], asOf: TResumeDate): TDatedEntry[] {
  return entries
    .flatMap((entry) => {
      const start = entry.dates?.start;
      const end = entry.dates ? getRangeEnd(entry.dates, asOf) : null;
      return start && end ? [{ entry, start, end }] : [];
    })
    .sort((a, b) => compareResumeDates(a.start, b.start) || compareResumeDates(a.end, b.end));
}

/** Months covered by at least one job, overlapping jobs counted once. */
export function getExperienceMonths(datedEntries: readonly TDatedEntry[]): number {
  let total = 0;
  let coveredUntil = -Infinity;
  for (const { start, end } of datedEntries) {
    const first = Math.max(monthIndex(start), coveredUntil + 1);
    const last = monthIndex(end);
    if (last >= first) total += last - first + 1;
    coveredUntil = Math.max(coveredUntil, last);
  }
  return total;
}

/** Gaps longer than minMonths between the end of everything before a job and its start. */
export function findEmploymentGaps(datedEntries: readonly TDatedEntry[], minMonths: number): TEmploymentGap[] {
  const gaps: TEmploymentGap[] = [];
  let latest: TDatedEntry | null = null;
  for (const dated of datedEntries) {
    if (latest) {
      const months = getMonthsBetween(latest.end, dated.start) - 1;
      if (months > minMonths) gaps.push({ before: latest, after: dated, months });
    }
    if (!latest || monthIndex(dated.end) > monthIndex(latest.end)) latest = dated;
  }
  return gaps;
}
