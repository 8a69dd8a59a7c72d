import { describe, expect, it } from 'vitest';
import { getScoreBadgeVariant } from './score-badge-variant.ts';

describe('getScoreBadgeVariant', () => {
  it.each([
    [100, 'default'],
    [80, 'default'],
    [79, 'secondary'],
    [60, 'secondary'],
    [59, 'warning'],
    [0, 'warning'],
  ] as const)('%d reads %s', (score, variant) => {
    expect(getScoreBadgeVariant(score)).toBe(variant);
  });
});
