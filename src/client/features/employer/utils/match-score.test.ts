import { describe, expect, it } from 'vitest';
import { getMatchScore } from './match-score.ts';

describe('getMatchScore (spec part 2 §5)', () => {
  it("uses the server's score when there is one, rounded and kept within 0-100", () => {
    expect(getMatchScore(87.4, ['Go'], [])).toBe(87);
    expect(getMatchScore(0, ['Go'], ['Go'])).toBe(0);
    expect(getMatchScore(140, [], [])).toBe(100);
  });

  it('falls back to 70 plus up to 30 for partially matched requested skills', () => {
    expect(getMatchScore(undefined, [], ['Go'])).toBe(70);
    expect(getMatchScore(null, ['react', 'Go', 'SQL'], ['React Native', 'PostgreSQL'])).toBe(90);
    expect(getMatchScore(Number.NaN, ['JavaScript'], ['javascript'])).toBe(100);
    expect(getMatchScore(undefined, ['Rust'], ['Go'])).toBe(70);
  });
});
