/**
 * The candidate's work history as a timeline: dated jobs oldest first, the months they cover, and
 * the gaps between them. Shared by the length check (seniority) and the gap check.
 */
import { compareResumeDates, getMonthsBetween, getRangeEnd, type TResumeDate } from '#server/resume-engine/parse/dates.ts';
import type { TExperienceEntry } from '#server/resume-engine/parse/types.ts';

export type TDatedEntry = { entry: TExperienceEntry; start: TResumeDate; end: TResumeDate };

/** A stretch of months with no job between two dated jobs. */
type TEmploymentGap = { before: TDatedEntry; after: TDatedEntry; months: number };

const monthIndex = (date: TResumeDate) => date.year * 12 + date.month - 1;

const isOpenEnded = (entry: TExperienceEntry) => Boolean(entry.dates?.start && !entry.dates.end && !entry.dates.isCurrent);

/**
 * Where a role written with only a start ('Jan 2019 –') most likely ended: the month before the next
 * role started, or asOf when no role started later. (date-consistency asks for the real end.)
 */
function inferOpenEnd(start: TResumeDate, entries: readonly TExperienceEntry[], asOf: TResumeDate): TResumeDate {
  const nextStart = entries
    .flatMap((entry) => (entry.dates?.start && compareResumeDates(entry.dates.start, start) > 0 ? [entry.dates.start] : []))
    .sort(compareResumeDates)[0];
  if (!nextStart) return asOf;
  const previousMonth = monthIndex(nextStart) - 1;
  return { year: Math.floor(previousMonth / 12), month: (previousMonth % 12) + 1, isYearOnly: false };
}

/** Jobs with a start date, oldest first; current jobs end at asOf. */
export function getDatedEntries(entries: readonly TExperienceEntry[], asOf: TResumeDate): TDatedEntry[] {
  return entries
    .flatMap((entry) => {
      const start = entry.dates?.start;
      if (!start) return [];
      const end = isOpenEnded(entry) ? inferOpenEnd(start, entries, asOf) : getRangeEnd(entry.dates!, asOf);
      return end ? [{ entry, start, end }] : [];
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

/** Months from the first job's start to the last one's end, gaps included: the length of a career. */
export function getCareerSpanMonths(datedEntries: readonly TDatedEntry[]): number {
  if (datedEntries.length === 0) return 0;
  const first = Math.min(...datedEntries.map(({ start }) => monthIndex(start)));
  const last = Math.max(...datedEntries.map(({ end }) => monthIndex(end)));
  return Math.max(0, last - first + 1);
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
