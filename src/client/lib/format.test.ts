import { describe, expect, it } from 'vitest';
import { formatDate, formatFileSize, formatKilobytes, formatTimeAgo, formatViewCount } from './format.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [38_155, '37 KB'],
    [1_572_864, '1.5 MB'],
    [10 * 1024 * 1024, '10 MB'],
  ])('%d bytes reads %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('formatKilobytes', () => {
  it.each([
    [0, '< 1 KB'],
    [1023, '< 1 KB'],
    [1024, '1 KB'],
    [1535, '1 KB'],
    [1536, '2 KB'],
    [38_155, '37 KB'],
    [2_500_000, '2,441 KB'],
  ])('%d bytes reads %s', (bytes, expected) => {
    expect(formatKilobytes(bytes)).toBe(expected);
  });
});

describe('formatDate', () => {
  it('is null for missing or unreadable values', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });

  it('formats an ISO timestamp', () => {
    expect(formatDate('2025-03-04T12:00:00.000Z')).toMatch(/2025/);
  });
});

describe('formatTimeAgo', () => {
  const now = Date.parse('2026-05-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says just now under a minute, then minutes, hours, days and weeks', () => {
    expect(formatTimeAgo(ago(10), now)).toBe('just now');
    expect(formatTimeAgo(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatTimeAgo(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(formatTimeAgo(ago(86_400), now)).toBe('yesterday');
    expect(formatTimeAgo(ago(3 * 86_400), now)).toBe('3 days ago');
    expect(formatTimeAgo(ago(14 * 86_400), now)).toBe('2 weeks ago');
  });

  it('answers an empty text for a value that is not a date', () => {
    expect(formatTimeAgo('soon', now)).toBe('');
  });
});

describe('formatViewCount', () => {
  it('says view for one and views otherwise, with thousands separators', () => {
    expect(formatViewCount(0)).toBe('0 views');
    expect(formatViewCount(1)).toBe('1 view');
    expect(formatViewCount(1234)).toBe('1,234 views');
  });
});
