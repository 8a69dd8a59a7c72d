import { describe, expect, it } from 'vitest';
import { runApplicableCheck } from '#tests/factories/resume-engine/checks.ts';
import { lengthCheck } from './length.ts';

/** `count` words, distinct from every other bullet's (a repeated bullet is read once: no-new-facts.ts). */
const words = (count: number, bullet: number) => Array.from({ length: count }, (_, index) => `word${bullet}x${index}`).join(' ');
/** A role with `wordCount` words of bullets, 20 words each (a typical bullet). */
const resumeWith = (dates: string, wordCount: number) => {
  const bullets = Array.from(
    { length: Math.ceil(wordCount / 20) },
    (_, index) => `- ${words(Math.min(20, wordCount - index * 20), index)}`,
  );
  return `## Experience\n\nEngineer | Acme | ${dates}\n\n${bullets.join('\n')}`;
};

describe('length', () => {
  it('accepts a length that suits the years of experience', () => {
    const result = runApplicableCheck(lengthCheck, resumeWith('Jan 2019 - Present', 400));
    expect(result.score).toBe(1);
    expect(result.strengths[0]).toMatch(/suits 6 years of experience/);
  });

  it('advises a short mid-level resume to add substance, without costing it points or capping it (decision 040)', () => {
    const result = runApplicableCheck(lengthCheck, resumeWith('Jan 2019 - Present', 100));
    // 100 words of bullets plus 8 of the role line are substance; a mid-level resume usually has 0.7 × 300.
    expect(result.score).toBe(1);
    expect(result.scoreCap).toBeUndefined();
    expect(result.findings[0]).toMatchObject({ title: 'Add more substance', impact: 'medium' });
    expect(result.findings[0]?.description).toContain('109 words, 108 of them on your work and studies');
    expect(result.findings[0]?.description).not.toMatch(/stays (at|under)/);
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

  it('counts each listed technology the work shows as a word of substance, and one it does not as none', () => {
    const short = `${resumeWith('Jan 2019 - Present', 100)}\n- Built the billing API in Go on PostgreSQL`;
    const substance = (markdown: string) =>
      Number(/, (\d+) of them on your work/.exec(runApplicableCheck(lengthCheck, markdown).findings[0]!.description)![1]);
    const base = substance(short);
    expect(substance(`${short}\n\n## Skills\n\nGo, PostgreSQL`) - base).toBe(2);
    expect(substance(`${short}\n\n## Skills\n\nKotlin, MongoDB`)).toBe(base);
  });
});
