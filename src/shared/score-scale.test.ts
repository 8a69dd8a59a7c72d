import { describe, expect, it } from 'vitest';
import { getScoreBand, highestScoreUnder, SCORE_BAND_LABEL } from './score-scale.ts';

describe('the score scale', () => {
  it.each([
    [100, 'Strong'],
    [80, 'Strong'],
    [79, 'Good'],
    [60, 'Good'],
    [59, 'Needs work'],
    [0, 'Needs work'],
  ] as const)('%d reads %s', (score, label) => {
    expect(SCORE_BAND_LABEL[getScoreBand(score)]).toBe(label);
  });

  it('caps a score under a band at the top of the band below', () => {
    expect(getScoreBand(highestScoreUnder('good'))).toBe('needsWork');
    expect(getScoreBand(highestScoreUnder('strong'))).toBe('good');
  });
});
