import { describe, expect, it } from 'vitest';
import { formatDuration, formatRate, pickChartUnit, toChartValue } from './format-analytics.ts';

describe('analytics figures in words', () => {
  it('writes durations in the unit that reads best', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(20)).toBe('< 1 minute');
    expect(formatDuration(12 * 60)).toBe('12 minutes');
    expect(formatDuration(3600)).toBe('1 hour');
    expect(formatDuration(5.25 * 3600)).toBe('5.3 hours');
    expect(formatDuration(86_400)).toBe('1 day');
    expect(formatDuration((7 * 86_400) / 3)).toBe('2.3 days');
  });

  it('writes rates as percentages', () => {
    expect(formatRate(null)).toBe('—');
    expect(formatRate(2 / 3)).toBe('66.7%');
    expect(formatRate(1)).toBe('100%');
  });

  it('charts short stays in hours and longer ones in days', () => {
    expect(pickChartUnit([null, 3600, 86_400]).name).toBe('hours');
    expect(pickChartUnit([3 * 86_400]).name).toBe('days');
    expect(toChartValue(1.5 * 86_400, 86_400)).toBe(1.5);
    expect(toChartValue(null, 3600)).toBeNull();
  });
});
