import { describe, expect, it } from 'vitest';
import { ANALYSIS_STAGES, IMPROVEMENT_STAGES, getProgressMessage } from './progress-stages.ts';

describe('getProgressMessage', () => {
  it('starts with the first stage and moves on as time passes', () => {
    expect(getProgressMessage(ANALYSIS_STAGES, 0)).toBe('Reading your resume…');
    expect(getProgressMessage(ANALYSIS_STAGES, 1.9)).toBe('Reading your resume…');
    expect(getProgressMessage(ANALYSIS_STAGES, 2)).toBe('Checking ATS compatibility…');
    expect(getProgressMessage(ANALYSIS_STAGES, 600)).toMatch(/^Still working/);
  });

  it('has stages sorted by time, the first at zero', () => {
    for (const stages of [ANALYSIS_STAGES, IMPROVEMENT_STAGES]) {
      expect(stages[0]!.afterSeconds).toBe(0);
      const times = stages.map((stage) => stage.afterSeconds);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });
});
