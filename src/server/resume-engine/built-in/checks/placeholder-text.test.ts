import { describe, expect, it } from 'vitest';
import { runApplicableCheck } from '#tests/factories/resume-engine/checks.ts';
import { placeholderTextCheck } from './placeholder-text.ts';

describe('placeholder-text', () => {
  it('passes a resume written by its owner', () => {
    expect(runApplicableCheck(placeholderTextCheck, '# Ana Lima\n\n## Experience\n\nEngineer | Acme | 2020 - Present')).toMatchObject({
      score: 1,
      findings: [],
    });
  });

  it('caps an unfilled template very low, overall and for ATS', () => {
    const template =
      '# {{ resume.basics.name }}\n\n{{ resume.basics.email }}\n\n## Experience\n\nJob Title/Company\n\nDates From – To\n\nLorem ipsum dolor sit amet.';
    const result = runApplicableCheck(placeholderTextCheck, template);
    expect(result).toMatchObject({ score: 0, scoreCap: 15, atsScoreCap: 15 });
    expect(result.findings[0]).toMatchObject({ title: 'This is an unfilled template', impact: 'high' });
    expect(result.findings[0]?.lines.map((line) => line.line)).toEqual([1, 3, 7, 9, 11]);
  });

  it('points at one forgotten prompt without capping the score', () => {
    const result = runApplicableCheck(
      placeholderTextCheck,
      '# Ana Lima\n\nana@example.com\n\n## Experience\n\nEngineer | Acme | 2020 - Present\n\n- Built the billing API in Go\n\n## Education\n\n[Your university name here]',
    );
    expect(result.score).toBe(0);
    expect(result.scoreCap).toBeUndefined();
    expect(result.findings[0]).toMatchObject({
      title: 'Replace the placeholder text',
      lines: [{ line: 13, text: '[Your university name here]' }],
    });
  });
});
