import { describe, expect, it } from 'vitest';
import { runApplicableCheck, runCheck } from '#tests/factories/resume-engine/checks.ts';
import { objectiveStatementCheck } from './language.ts';

const resume = (heading: string, summary: string) =>
  `# Ana Lima\n\nBackend Engineer\n\n## ${heading}\n\n${summary}\n\n## Experience\n\nEngineer | Acme | Mar 2020 – Present\n\n- Built the billing API used by 2M customers`;

describe('objective-statement', () => {
  it.each([
    ['Objective', 'Seeking a challenging Backend Engineer position at an innovative company.'],
    ['Summary', 'Seeking a position where I can grow my skills.'],
    ['Summary', 'To obtain a senior role in a fast-moving team.'],
    ['Summary', 'Looking for an opportunity to apply my Go skills.'],
    ['Summary', 'Objective: a backend role at a product company.'],
  ])("flags an objective under '%s': %s", (heading, summary) => {
    const result = runApplicableCheck(objectiveStatementCheck, resume(heading, summary));
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]?.title).toBe('Replace the objective with a summary');
    expect(result.findings[0]?.lines.map((line) => line.line)).toContain(7);
    expect(result.score).toBeLessThan(1);
    expect(result.overallPenalty).toBeGreaterThan(0);
  });

  it('flags nothing in a summary of what the person offers, and gives it no score to dilute the others', () => {
    const result = runApplicableCheck(
      objectiveStatementCheck,
      resume('Summary', 'Backend engineer with 6 years in Go. Looking to keep growing while helping others grow.'),
    );
    expect(result).toMatchObject({ score: null, findings: [] });
  });

  it('does not apply without a summary', () => {
    expect(runCheck(objectiveStatementCheck, '# Ana Lima\n\n## Experience\n\n- Built things')).toBeNull();
  });
});
