/**
 * The year a developer's career began, from what their profile says: the earliest dated role in
 * their work history or experience ('Engineer, Northwind (2016–2020)'), or a stated length ('8 years
 * building software', '10+ years of experience') counted back from the year it was written. Search
 * turns it into years of experience when it runs, so the figure never goes stale.
 */
import { findDateRanges, isWrittenAsRange } from './dates.ts';

// 'years' after a number, unless it is an age or a moment ('3 years ago', '25 years old').
const STATED_YEARS = /\b(\d{1,2})\s*\+?\s*(?:years?|yrs?)\b(?!\s+(?:ago|old|later|earlier)\b)/gi;
const EARLIEST_CAREER_YEAR = 1960;
/** A stated length beyond this is not a career ('a 60-year-old company'). */
const LONGEST_CAREER_YEARS = 50;

function findStatedStart(text: string, writtenYear: number): number | null {
  let earliest: number | null = null;
  for (const match of text.matchAll(STATED_YEARS)) {
    const years = Number(match[1]);
    if (years === 0 || years > LONGEST_CAREER_YEARS) continue;
    earliest = Math.min(earliest ?? writtenYear, writtenYear - years);
  }
  return earliest;
}

function findDatedStart(text: string, writtenYear: number): number | null {
  let earliest: number | null = null;
  for (const { range } of findDateRanges(text)) {
    // Only a range dates a role; a single year may be a degree or a product launch.
    const year = range.start?.year;
    if (!isWrittenAsRange(range) || year === undefined || year < EARLIEST_CAREER_YEAR || year > writtenYear) continue;
    earliest = Math.min(earliest ?? year, year);
  }
  return earliest;
}

/** The earliest year the texts place the start of a career in; null when they say nothing about it. */
export function findCareerStartYear(texts: readonly (string | null)[], writtenAt: Date): number | null {
  const writtenYear = writtenAt.getUTCFullYear();
  const starts = texts
    .filter((text): text is string => Boolean(text))
    .flatMap((text) => [findDatedStart(text, writtenYear), findStatedStart(text, writtenYear)])
    .filter((year): year is number => year !== null);
  return starts.length > 0 ? Math.min(...starts) : null;
}
