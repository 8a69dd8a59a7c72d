import { describe, expect, it } from 'vitest';
import { formatFoundCount, formatShowingRange, getLastPage } from './result-range.ts';

describe('results footer', () => {
  it("reads 'Showing a-b of N candidates' for 20 results a page", () => {
    expect(formatShowingRange({ page: 1, count: 3, total: 3 })).toBe('Showing 1-3 of 3 candidates');
    expect(formatShowingRange({ page: 1, count: 20, total: 57 })).toBe('Showing 1-20 of 57 candidates');
    expect(formatShowingRange({ page: 3, count: 17, total: 57 })).toBe('Showing 41-57 of 57 candidates');
    expect(formatShowingRange({ page: 4, count: 0, total: 57 })).toBe('Showing 0-0 of 57 candidates');
  });

  it('uses the singular for exactly one candidate', () => {
    expect(formatShowingRange({ page: 1, count: 1, total: 1 })).toBe('Showing 1-1 of 1 candidate');
    // One result on the last page of many is still 'candidates'.
    expect(formatShowingRange({ page: 2, count: 1, total: 21 })).toBe('Showing 21-21 of 21 candidates');
  });

  it('counts pages', () => {
    expect(getLastPage(0)).toBe(1);
    expect(getLastPage(20)).toBe(1);
    expect(getLastPage(21)).toBe(2);
  });
});

describe('results count line', () => {
  it("reads 'Found N candidates matching your criteria', singular for one", () => {
    expect(formatFoundCount(0)).toBe('Found 0 candidates matching your criteria');
    expect(formatFoundCount(1)).toBe('Found 1 candidate matching your criteria');
    expect(formatFoundCount(2)).toBe('Found 2 candidates matching your criteria');
    expect(formatFoundCount(57)).toBe('Found 57 candidates matching your criteria');
  });
});
