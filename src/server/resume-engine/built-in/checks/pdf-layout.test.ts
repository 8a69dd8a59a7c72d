import { describe, expect, it } from 'vitest';
import { runApplicableCheck, runCheck } from '#tests/factories/resume-engine/checks.ts';
import { pdfLayoutCheck } from './pdf-layout.ts';

const RESUME = '# Ana Lima\n\nana@example.com | +351 912 345 678\n\n## Experience\n\nEngineer | Acme | 2020 - Present';
const PLAIN_PDF = { pageCount: 1, twoColumnPages: 0, ligatureSplits: 0, pagesWithoutText: 0 };

describe('pdf-layout', () => {
  it('does not apply without a PDF', () => {
    expect(runCheck(pdfLayoutCheck, RESUME)).toBeNull();
  });

  it('praises a one-column PDF with text that extracts', () => {
    const result = runApplicableCheck(pdfLayoutCheck, RESUME, { pdfLayout: PLAIN_PDF });
    expect(result).toMatchObject({ score: 1, findings: [] });
    expect(result.strengths).toHaveLength(1);
  });

  it('flags pages without text, two columns and split ligatures, each costing the formatting score', () => {
    const layout = { pageCount: 2, twoColumnPages: 1, ligatureSplits: 3, pagesWithoutText: 1 };
    const result = runApplicableCheck(pdfLayoutCheck, RESUME, { pdfLayout: layout });
    expect(result.findings.map((finding) => finding.title)).toEqual([
      'Give every page a text layer',
      'Use a single-column layout',
      'Use a font whose text extracts cleanly',
    ]);
    expect(result.findings[1]!.description).toContain('two columns on 1 page');
    expect(result.findings[2]!.description).toContain("'ML fl ow'");
    expect(result.score).toBeCloseTo(0.1);
  });
});
