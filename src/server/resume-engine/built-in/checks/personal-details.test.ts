import { describe, expect, it } from 'vitest';
import { runApplicableCheck, runCheck } from '#tests/factories/resume-engine/checks.ts';
import { personalDetailsCheck } from './personal-details.ts';

const base = `# Ana Lima\n\nBackend Engineer\n\n## Summary\n\nBackend engineer with 6 years in Go; cut API latency by 40%.\n\n## Experience\n\nEngineer | Acme | Mar 2020 – Present\n\n- Built the billing API used by 2M customers`;

describe('personal-details', () => {
  it('names age, marital status, a photo and references upon request, pointing at their lines', () => {
    const result = runApplicableCheck(
      personalDetailsCheck,
      `${base}\n\n## Personal Details\n\nAge: 34 | Marital status: Married | Photo attached\n\nReferences available upon request.`,
    );
    expect(result.findings).toHaveLength(1);
    const [finding] = result.findings;
    expect(finding?.title).toBe('Remove personal details');
    expect(finding?.description).toContain('age, marital status, a photo');
    expect(finding?.description).toContain("'References available upon request'");
    expect(finding?.lines.map((line) => line.line)).toEqual([17, 19]);
    expect(result.overallPenalty).toBeGreaterThan(0);
    expect(result.score).toBeLessThan(1);
  });

  it('finds a date of birth and nationality', () => {
    const result = runApplicableCheck(
      personalDetailsCheck,
      `${base}\n\n## Personal Details\n\nDate of birth: 12/04/1990 | Nationality: Brazilian`,
    );
    expect(result.findings[0]?.description).toContain('date of birth and nationality');
  });

  it('flags nothing in a resume without them, and gives it no score to dilute the contact checks', () => {
    expect(runApplicableCheck(personalDetailsCheck, base)).toMatchObject({ score: null, findings: [] });
    // 'single' and 'married' as ordinary words are not marital status.
    expect(runApplicableCheck(personalDetailsCheck, `${base}\n- Merged a single sign-on flow into the main app`)).toMatchObject({
      findings: [],
    });
  });

  it('does not apply to an empty text', () => {
    expect(runCheck(personalDetailsCheck, '')).toBeNull();
  });
});
