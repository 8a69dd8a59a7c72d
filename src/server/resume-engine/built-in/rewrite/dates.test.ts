import { describe, expect, it } from 'vitest';
import { findDateRange, parseDateRange } from '#server/resume-engine/parse/dates.ts';
import { formatDateRange, formatDatesInText } from './dates.ts';

function format(text: string): string {
  const range = parseDateRange(text);
  if (!range) throw new Error(`not a date range: ${text}`);
  return formatDateRange(range);
}

describe('formatDateRange', () => {
  it.each([
    ['Jan 2022 - Present', 'Jan 2022 – Present'],
    ['January 2022 to current', 'Jan 2022 – Present'],
    ['01/2022 - 12/2023', 'Jan 2022 – Dec 2023'],
    ['2022-01 – 2023-06', 'Jan 2022 – Jun 2023'],
    ['Sept. 2020', 'Sep 2020'],
    ['2018 to 2021', '2018 – 2021'],
    ['2022-2023', '2022 – 2023'],
    ['2017', '2017'],
    ['2019 - Mar 2021', '2019 – Mar 2021'],
  ])('writes %s as %s', (written, expected) => {
    expect(format(written)).toBe(expected);
  });

  it('keeps seasons as written, with the standard dash', () => {
    expect(format('Summer 2023')).toBe('Summer 2023');
    expect(format('Fall 2021 - Spring 2022')).toBe('Fall 2021 – Spring 2022');
  });

  it('drops a leading "from" of a range found in a sentence', () => {
    const found = findDateRange('Engineer from 2019 to 2021');
    expect(found && formatDateRange(found.range)).toBe('2019 – 2021');
  });
});

describe('formatDatesInText', () => {
  it('writes every date of a sentence in the one format, keeping its words', () => {
    expect(formatDatesInText('worked at acme from jan 2019 to march 2021')?.text).toBe('worked at acme from Jan 2019 to Mar 2021');
    expect(formatDatesInText('DevOps Engineer from Jul 2018 – Mar 2021, then')?.text).toBe(
      'DevOps Engineer from Jul 2018 to Mar 2021, then',
    );
    expect(formatDatesInText('lead from april 2021 - present')?.text).toBe('lead from Apr 2021 to the present');
    expect(formatDatesInText('Since 01/2019 - present, and Summer 2023')?.text).toBe('Since Jan 2019 – Present, and Summer 2023');
    expect(formatDatesInText('Built it in 2019')).toBeNull();
    expect(formatDatesInText('5 years of experience')).toBeNull();
  });
});
