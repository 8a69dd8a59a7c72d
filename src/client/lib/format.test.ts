import { describe, expect, it } from 'vitest';
import { formatDate, formatFileSize } from './format.ts';

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
