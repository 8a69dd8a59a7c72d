import { describe, expect, it } from 'vitest';
import {
  compareResumeDates,
  findDateRange,
  findDateRanges,
  getDurationMonths,
  getGapMonths,
  isCurrentDateWord,
  parseDateRange,
  parseResumeDate,
  toResumeDate,
  type TDateRange,
} from './dates.ts';

const AS_OF = { year: 2025, month: 6, isYearOnly: false };
const range = (text: string): TDateRange => {
  const parsed = parseDateRange(text);
  if (!parsed) throw new Error(`not a date range: ${text}`);
  return parsed;
};

describe('parseResumeDate', () => {
  it.each([
    ['Jan 2022', 2022, 1],
    ['January 2022', 2022, 1],
    ['Sept. 2021', 2021, 9],
    ['01/2022', 2022, 1],
    ['1/2022', 2022, 1],
    ['2022-01', 2022, 1],
    ['2022/11', 2022, 11],
    ["Jan '22", 2022, 1],
    ['Summer 2023', 2023, 6],
    ['Fall 2022', 2022, 9],
  ])('%s → %i-%i with month precision', (text, year, month) => {
    expect(parseResumeDate(text)).toEqual({ year, month, isYearOnly: false });
  });

  it('flags a year on its own', () => {
    expect(parseResumeDate('2022')).toEqual({ year: 2022, month: 1, isYearOnly: true });
  });

  it.each(['Present', 'Acme', '13/2022', '2022-13', '3.9/4.0', '(555) 123-4567', ''])('%s is not a date', (text) => {
    expect(parseResumeDate(text)).toBeNull();
  });

  it('knows the words for an ongoing role', () => {
    for (const word of ['Present', 'current', 'Now', 'today', 'Ongoing']) expect(isCurrentDateWord(word)).toBe(true);
    expect(isCurrentDateWord('2022')).toBe(false);
  });
});

describe('parseDateRange', () => {
  it.each([
    'Jan 2020 - Present',
    'Jan 2020 – Present',
    'Jan 2020 — Present',
    'Jan 2020 to Present',
    'January 2020 - Current',
    '01/2020 – now',
  ])('%s is a current range from January 2020', (text) => {
    expect(parseDateRange(text)).toMatchObject({ start: { year: 2020, month: 1 }, end: null, isCurrent: true, text });
  });

  it('reads closed ranges, year-only ends spanning the whole year', () => {
    expect(parseDateRange('Jun 2019 - Dec 2021')).toMatchObject({
      start: { year: 2019, month: 6 },
      end: { year: 2021, month: 12 },
      isCurrent: false,
    });
    expect(parseDateRange('2018 to 2021')).toMatchObject({
      start: { year: 2018, month: 1, isYearOnly: true },
      end: { year: 2021, month: 12, isYearOnly: true },
    });
    expect(parseDateRange('2022-2023')).toMatchObject({ start: { year: 2022 }, end: { year: 2023 } });
  });

  it('reads a season as the months it covers, and a single month as itself', () => {
    expect(parseDateRange('Summer 2023')).toMatchObject({ start: { year: 2023, month: 6 }, end: { year: 2023, month: 8 } });
    expect(parseDateRange('Winter 2022')).toMatchObject({ start: { year: 2022, month: 12 }, end: { year: 2023, month: 2 } });
    expect(parseDateRange('May 2019')).toMatchObject({ start: { year: 2019, month: 5 }, end: null, isCurrent: false });
  });

  it('refuses text that is not only a range', () => {
    expect(parseDateRange('Present')).toBeNull();
    expect(parseDateRange('Senior Engineer 2020')).toBeNull();
  });
});

describe('findDateRange', () => {
  it.each([
    ['Senior Software Engineer, Acme Corporation — 2021 to Present', '2021 to Present'],
    ['Senior Data Scientist | DataDriven Corp | Seattle, WA | Mar 2021 - Present', 'Mar 2021 - Present'],
    ['Teaching Assistant | State University | 2022-2023', '2022-2023'],
    ['Software Development Intern | LocalTech Solutions | Summer 2023', 'Summer 2023'],
    ['MIT · May 2019 · GPA 3.8', 'May 2019'],
    ['AWS Machine Learning Specialty (2022)', '2022'],
  ])('finds the dates in %s', (text, dates) => {
    const found = findDateRange(text);
    expect(found?.range.text).toBe(dates);
    expect(text.slice(found?.index, (found?.index ?? 0) + (found?.length ?? 0)).trim()).toBe(dates);
  });

  it('prefers a real range over a lone date, even a later one', () => {
    expect(findDateRange('Class of 2015, employed 2016 – 2019')?.range.text).toBe('2016 – 2019');
    expect(findDateRange('Engineer | Jan 2020 - Dec 2021 | certified (2022), Summer 2022')?.range.text).toBe('Jan 2020 - Dec 2021');
  });

  it('lists every date in a line, left to right', () => {
    expect(findDateRanges("Dean's List: Fall 2022, Spring 2023; 2019 - 2020").map((match) => [match.range.text, match.index])).toEqual([
      ['Fall 2022', 13],
      ['Spring 2023', 24],
      ['2019 - 2020', 37],
    ]);
  });

  it('ignores numbers that are not dates', () => {
    expect(findDateRange('Cut latency by 40% for 2,000,000 users, (555) 123-4567, GPA 3.9/4.0, zip 33666')).toBeNull();
  });
});

describe('durations and gaps', () => {
  it('counts months with both ends included, current ranges up to asOf', () => {
    expect(getDurationMonths(range('Jan 2020 - Mar 2020'), AS_OF)).toBe(3);
    expect(getDurationMonths(range('2018 to 2021'), AS_OF)).toBe(48);
    expect(getDurationMonths(range('Jan 2024 - Present'), AS_OF)).toBe(18);
    expect(getDurationMonths(range('May 2019'), AS_OF)).toBe(1);
  });

  it('measures the empty months between two entries', () => {
    expect(getGapMonths(range('Jun 2019 - Dec 2020'), range('Apr 2021 - Present'), AS_OF)).toBe(3);
    expect(getGapMonths(range('Jun 2019 - Dec 2020'), range('Jan 2021 - Present'), AS_OF)).toBe(0);
    expect(getGapMonths(range('Jun 2019 - Dec 2021'), range('Jan 2021 - Present'), AS_OF)).toBe(0);
  });

  it('reads year-only ends generously', () => {
    expect(getGapMonths(range('2018 to 2020'), range('2021 - Present'), AS_OF)).toBe(0);
    expect(getGapMonths(range('2015 to 2017'), range('2019 - Present'), AS_OF)).toBe(12);
  });

  it('orders dates and converts JavaScript dates', () => {
    const dates = ['2021-03', 'Jan 2019', '2020'].map((text) => parseResumeDate(text)).filter((date) => date !== null);
    expect(dates.sort(compareResumeDates).map((date) => date.year)).toEqual([2019, 2020, 2021]);
    expect(toResumeDate(new Date(Date.UTC(2024, 1, 15)))).toEqual({ year: 2024, month: 2, isYearOnly: false });
  });
});
