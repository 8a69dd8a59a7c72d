import { describe, expect, it } from 'vitest';
import { formatProfileUpdatedAgo, formatUpdatedAgo } from './updated-ago.ts';

const NOW = new Date('2026-03-20T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe('formatUpdatedAgo', () => {
  it('reads 1 day for anything up to a day old, including just now and bad dates', () => {
    expect(formatUpdatedAgo(daysAgo(0), NOW)).toBe('Updated 1 day ago');
    expect(formatUpdatedAgo(daysAgo(0.2), NOW)).toBe('Updated 1 day ago');
    expect(formatUpdatedAgo(daysAgo(1), NOW)).toBe('Updated 1 day ago');
    expect(formatUpdatedAgo('not a date', NOW)).toBe('Updated 1 day ago');
    expect(formatUpdatedAgo(daysAgo(-3), NOW)).toBe('Updated 1 day ago');
  });

  it('counts days under a week', () => {
    expect(formatUpdatedAgo(daysAgo(1.5), NOW)).toBe('Updated 2 days ago');
    expect(formatUpdatedAgo(daysAgo(6), NOW)).toBe('Updated 6 days ago');
  });

  it('reads 1 week under 14 days, then whole weeks', () => {
    expect(formatUpdatedAgo(daysAgo(7), NOW)).toBe('Updated 1 week ago');
    expect(formatUpdatedAgo(daysAgo(13), NOW)).toBe('Updated 1 week ago');
    expect(formatUpdatedAgo(daysAgo(14), NOW)).toBe('Updated 2 weeks ago');
    expect(formatUpdatedAgo(daysAgo(20), NOW)).toBe('Updated 2 weeks ago');
    expect(formatUpdatedAgo(daysAgo(21), NOW)).toBe('Updated 3 weeks ago');
    expect(formatUpdatedAgo(daysAgo(400), NOW)).toBe('Updated 57 weeks ago');
  });
});

describe('formatProfileUpdatedAgo', () => {
  it('says how long ago within a day, then reads as the cards do', () => {
    expect(formatProfileUpdatedAgo(daysAgo(0), NOW)).toBe('Updated just now');
    expect(formatProfileUpdatedAgo(daysAgo(5 / 1440), NOW)).toBe('Updated 5 minutes ago');
    expect(formatProfileUpdatedAgo(daysAgo(3 / 24), NOW)).toBe('Updated 3 hours ago');
    expect(formatProfileUpdatedAgo(daysAgo(1), NOW)).toBe('Updated 1 day ago');
    expect(formatProfileUpdatedAgo(daysAgo(9), NOW)).toBe('Updated 1 week ago');
    expect(formatProfileUpdatedAgo('not a date', NOW)).toBe('Updated 1 day ago');
  });
});
