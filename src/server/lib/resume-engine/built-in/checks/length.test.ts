import { describe, expect, it } from 'vitest';
import { runApplicableCheck } from '#tests/factories/resume-engine/checks.ts';
import { lengthCheck } from './length.ts';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
const resumeWith = (dates: string, wordCount: number) => `## Experience\n\nEngineer | Acme | ${dates}\n\n- ${words(wordCount)}`;

describe('length', () => {
  it('accepts a length that suits the years of experience', () => {
    const result = runApplicableCheck(lengthCheck, resumeWith('Jan 2019 - Present', 400));
    expect(result.score).toBe(1);
    expect(result.strengths[0]).toMatch(/suits 6 years of experience/);
  });

  it('finds a mid-level resume too short and caps its score on a curve', () => {
    const result = runApplicableCheck(lengthCheck, resumeWith('Jan 2019 - Present', 100));
    // 100 words of bullet plus 9 of heading and role line.
    expect(result.score).toBeCloseTo(109 / 300, 2);
    // 40 + 60 × (109 / 300)²: a third of the usual length leaves too little to judge.
    expect(result.scoreCap).toBe(48);
    expect(result.findings[0]).toMatchObject({ title: 'Add more substance', impact: 'high' });
  });

  it('holds an early-career resume to a lower minimum', () => {
    expect(runApplicableCheck(lengthCheck, resumeWith('Jun 2024 - Present', 250)).score).toBe(1);
  });

  it('finds a junior resume far too long', () => {
    const result = runApplicableCheck(lengthCheck, resumeWith('Jun 2024 - Present', 1200));
    expect(result.findings[0]).toMatchObject({ title: 'Shorten the resume', impact: 'medium' });
    expect(result.score).toBeCloseTo(700 / 1209, 2);
    expect(result.scoreCap).toBeUndefined();
  });
});
