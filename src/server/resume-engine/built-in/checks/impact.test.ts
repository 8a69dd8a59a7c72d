import { describe, expect, it } from 'vitest';
import { runApplicableCheck, runCheck } from '#tests/factories/resume-engine/checks.ts';
import { actionVerbsCheck, quantifiedResultsCheck, weakPhrasesCheck } from './impact.ts';

const withBullets = (...bullets: string[]) =>
  `# Ana Lima\n\n## Experience\n\nEngineer | Acme | Jan 2020 - Dec 2023\n\n${bullets.map((bullet) => `- ${bullet}`).join('\n')}`;

describe('action-verbs', () => {
  it('praises bullets that open with strong verbs, leaving out label lines', () => {
    const result = runApplicableCheck(
      actionVerbsCheck,
      withBullets('Built the billing API', 'Led 3 engineers', 'Reduced costs by 20%', 'Technologies: Go, SQL'),
    );
    expect(result).toMatchObject({ score: 1, findings: [], strengths: ['3 of 3 bullets open with a strong action verb'] });
  });

  it('points at the bullets without one', () => {
    const result = runApplicableCheck(
      actionVerbsCheck,
      withBullets('Built the billing API', 'Responsible for deployments', 'Team player on the payments squad'),
    );
    expect(result.findings[0]).toMatchObject({ title: 'Open bullets with strong action verbs', impact: 'high' });
    expect(result.findings[0]?.lines.map((line) => line.line)).toEqual([8, 9]);
    expect(result.score).toBeCloseTo(1 / 3 / 0.9);
  });

  it('scores 0 with no achievements at all', () => {
    expect(runApplicableCheck(actionVerbsCheck, '# Ana Lima\n\n## Skills\n\nGo, SQL')).toMatchObject({ score: 0, findings: [] });
  });
});

describe('quantified-results', () => {
  it('counts bullets with a number that is not a date', () => {
    const result = runApplicableCheck(
      quantifiedResultsCheck,
      withBullets(
        'Reduced p95 latency by 45%',
        'Saved $120K a year',
        'Served 12,000 orders a day',
        'Mentored 3 developers',
        'Built the billing API in 2021',
      ),
    );
    expect(result.strengths).toEqual(['4 of 5 bullets show measurable results']);
    expect(result.score).toBe(1);
  });

  it('asks for numbers when few bullets have them, pointing at those without', () => {
    const result = runApplicableCheck(
      quantifiedResultsCheck,
      withBullets('Built the billing API', 'Improved the deploy pipeline', 'Cut costs by 20%', 'Wrote the docs'),
    );
    expect(result.findings[0]).toMatchObject({ title: 'Quantify your results', impact: 'medium' });
    expect(result.findings[0]?.lines.map((line) => line.line)).toEqual([7, 8, 10]);
    expect(result.score).toBeCloseTo(0.25 / 0.6);
    expect(runApplicableCheck(quantifiedResultsCheck, withBullets('Built the billing API', 'Wrote the docs')).findings[0]?.impact).toBe(
      'high',
    );
  });
});

describe('weak-phrases', () => {
  it('names each weak phrase with a stronger verb', () => {
    const result = runApplicableCheck(
      weakPhrasesCheck,
      withBullets('Responsible for the billing API', 'Worked on the deploy pipeline', 'Built a cache that cut latency by 40%'),
    );
    expect(result.findings.map((finding) => [finding.title, finding.lines.map((line) => line.line)])).toEqual([
      ["Replace 'responsible for'", [7]],
      ["Replace 'worked on'", [8]],
    ]);
    expect(result.findings[0]?.description).toContain("'Led'");
    expect(result.score).toBe(0);
  });

  it('reads the summary too', () => {
    const result = runApplicableCheck(
      weakPhrasesCheck,
      `# Ana Lima\n\n## Summary\n\nEngineer who helped with payments.\n\n${withBullets('Built the billing API').split('\n\n').slice(1).join('\n\n')}`,
    );
    expect(result.findings.map((finding) => finding.lines[0]?.line)).toEqual([5]);
  });

  it('does not apply with nothing to read', () => {
    expect(runCheck(weakPhrasesCheck, '# Ana Lima\n\n## Skills\n\nGo, SQL')).toBeNull();
  });
});
