import { describe, expect, it } from 'vitest';
import { checkCustomRange, readAnalyticsSelection } from './analytics-range.ts';

const TODAY = '2026-11-28';
const read = (query: string) => readAnalyticsSelection(new URLSearchParams(query), TODAY);

describe('the Analytics tab address', () => {
  it('reads presets ending today, the last 90 days when none is named', () => {
    expect(read('')).toEqual({ preset: '90', from: '2026-08-31', to: TODAY, jobId: null });
    expect(read('range=30&analyticsJob=12')).toEqual({ preset: '30', from: '2026-10-30', to: TODAY, jobId: 12 });
    expect(read('range=365')).toMatchObject({ from: '2025-11-29', to: TODAY });
  });

  it('reads a custom range, and falls back to the default for a bad one or a bad job', () => {
    expect(read('range=custom&from=2026-10-01&to=2026-10-31')).toEqual({
      preset: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
      jobId: null,
    });
    expect(read('range=custom&from=2026-10-31&to=2026-10-01&analyticsJob=x')).toEqual({
      preset: '90',
      from: '2026-08-31',
      to: TODAY,
      jobId: null,
    });
  });

  it('says what is wrong with a custom range', () => {
    expect(checkCustomRange('', '2026-10-01')).toBe('Enter a start date');
    expect(checkCustomRange('2026-10-01', '2026-02-30')).toBe('Enter an end date');
    expect(checkCustomRange('2026-10-02', '2026-10-01')).toBe('The start date must be on or before the end date');
    expect(checkCustomRange('2026-10-01', '2026-10-01')).toBeNull();
  });
});
