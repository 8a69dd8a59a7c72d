import { describe, expect, it } from 'vitest';
import { formatShowingRange, getLastPage } from './result-range.ts';

describe('results footer', () => {
  it("reads 'Showing a-b of N candidates' for 20 results a page", () => {
    expect(formatShowingRange({ page: 1, count: 3, total: 3 })).toBe('Showing 1-3 of 3 candidates');
    expect(formatShowingRange({ page: 1, count: 20, total: 57 })).toBe('Showing 1-20 of 57 candidates');
    expect(formatShowingRange({ page: 3, count: 17, total: 57 })).toBe('Showing 41-57 of 57 candidates');
    expect(formatShowingRange({ page: 4, count: 0, total: 57 })).toBe('Showing 0-0 of 57 candidates');
  });

  it('counts pages', () => {
    expect(getLastPage(0)).toBe(1);
    expect(getLastPage(20)).toBe(1);
    expect(getLastPage(21)).toBe(2);
  });
});
