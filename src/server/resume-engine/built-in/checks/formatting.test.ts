import { describe, expect, it } from 'vitest';
import { runApplicableCheck, runCheck } from '#tests/factories/resume-engine/checks.ts';
import { bulletStructureCheck, overlongBulletsCheck } from './formatting.ts';

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

describe('overlong-bullets', () => {
  it('praises bullets of 30 words or fewer', () => {
    const result = runApplicableCheck(overlongBulletsCheck, `## Experience\n\nEngineer | Acme | 2020 - Present\n\n- Built ${words(29)}`);
    expect(result).toMatchObject({ score: 1, findings: [] });
  });

  it('points at longer ones', () => {
    const result = runApplicableCheck(
      overlongBulletsCheck,
      `## Experience\n\nEngineer | Acme | 2020 - Present\n\n- Built ${words(30)}\n- Led 3 engineers`,
    );
    expect(result.findings[0]).toMatchObject({
      title: 'Shorten long bullets',
      impact: 'low',
      lines: [{ line: 5, text: `- Built ${words(30)}` }],
    });
    expect(result.score).toBe(0);
  });

  it('does not apply without bullets', () => {
    expect(runCheck(overlongBulletsCheck, '# Ana Lima')).toBeNull();
  });
});

describe('bullet-structure', () => {
  it('praises roles written as bullets', () => {
    expect(
      runApplicableCheck(bulletStructureCheck, '## Experience\n\nEngineer | Acme | 2020 - Present\n\n- Built the billing API'),
    ).toMatchObject({ score: 1, findings: [] });
  });

  it('asks for bullets where a role is a paragraph', () => {
    const result = runApplicableCheck(
      bulletStructureCheck,
      '## Experience\n\nEngineer | Acme | 2020 - Present\n\nBuilt the billing API. Led 3 engineers. Cut costs by 20%.',
    );
    expect(result.findings).toEqual([
      expect.objectContaining({
        title: 'Use bullets for your achievements',
        lines: [{ line: 5, text: 'Built the billing API. Led 3 engineers. Cut costs by 20%.' }],
      }),
    ]);
    expect(result.score).toBe(0.75);
  });

  it('asks for bullets where a role tells its achievements in a paragraph beside its bullets, and takes overall points', () => {
    const result = runApplicableCheck(
      bulletStructureCheck,
      '## Experience\n\nEngineer | Acme | 2020 - Present\n\nOwned the billing API. Led 3 engineers on the rewrite. Cut costs by 20% in a year.\n\n- Built the ledger service',
    );
    expect(result.findings.map((item) => [item.title, item.lines.map((line) => line.line)])).toEqual([
      ['Use bullets for your achievements', [5]],
    ]);
    expect(result.overallPenalty).toBeGreaterThanOrEqual(1);
  });

  it("leaves a one-line context above a role's bullets alone", () => {
    const result = runApplicableCheck(
      bulletStructureCheck,
      '## Experience\n\nEngineer | Acme | 2020 - Present\n\nPayments platform team of 6.\n\n- Built the ledger service\n- Cut costs by 20%',
    );
    expect(result).toMatchObject({ score: 1, findings: [] });
    expect(result.overallPenalty ?? 0).toBe(0);
  });

  it('flags walls of text, with more room for a summary', () => {
    const result = runApplicableCheck(bulletStructureCheck, `# Ana Lima\n\n## Summary\n\n${words(80)}\n\n## Projects\n\n${words(61)}`);
    expect(result.findings).toEqual([
      expect.objectContaining({ title: 'Break up long paragraphs', impact: 'medium', lines: [expect.objectContaining({ line: 9 })] }),
    ]);
  });
});

describe('overlong-bullets: two lines', () => {
  it('points at a bullet under 30 words that runs past two lines', () => {
    const long =
      'Standardised observability instrumentation everywhere using OpenTelemetry collectors, Prometheus exporters, Grafana dashboards, Loki aggregation, Tempo tracing, PagerDuty escalation policies, Alertmanager routing trees, Terraform-managed infrastructure';
    const result = runApplicableCheck(
      overlongBulletsCheck,
      `## Experience\n\nEngineer | Acme | 2020 - Present\n\n- ${long}\n- Led 3 engineers`,
    );
    expect(result.findings[0]?.lines.map((line) => line.line)).toEqual([5]);
    expect(result.overallPenalty).toBeGreaterThan(0);
  });
});
