import { describe, expect, it } from 'vitest';
import { formatPostAge } from './post-age.ts';

const NOW = new Date('2025-06-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatPostAge', () => {
  it("says 'Just now' under one hour", () => {
    expect(formatPostAge(ago(0), NOW)).toBe('Just now');
    expect(formatPostAge(ago(59 * MINUTE), NOW)).toBe('Just now');
  });

  it("counts whole hours under a day: 'Nh ago'", () => {
    expect(formatPostAge(ago(HOUR), NOW)).toBe('1h ago');
    expect(formatPostAge(ago(5 * HOUR + 59 * MINUTE), NOW)).toBe('5h ago');
    expect(formatPostAge(ago(DAY - 1), NOW)).toBe('23h ago');
  });

  it("counts whole days from then on: 'Nd ago'", () => {
    expect(formatPostAge(ago(DAY), NOW)).toBe('1d ago');
    expect(formatPostAge(ago(45 * DAY + 3 * HOUR), NOW)).toBe('45d ago');
  });

  it("treats a date in the future (clock skew) or an unreadable date as 'Just now'", () => {
    expect(formatPostAge(ago(-2 * HOUR), NOW)).toBe('Just now');
    expect(formatPostAge('not a date', NOW)).toBe('Just now');
  });
});
