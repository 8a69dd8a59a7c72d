import { describe, expect, it } from 'vitest';
import type { TWordLayout } from '#server/resume-engine/word/extract-word-layout.ts';
import { PLAIN_WORD_LAYOUT, runApplicableCheck, runCheck } from '#tests/factories/resume-engine/checks.ts';
import { wordLayoutCheck } from './word-layout.ts';

const RESUME = '# Ana Lima\n\nana@example.com | +351 912 345 678\n\n## Experience\n\nEngineer | Acme | 2020 - Present';

describe('word-layout', () => {
  it('does not apply without a Word file', () => {
    expect(runCheck(wordLayoutCheck, RESUME)).toBeNull();
  });

  it('praises a plain one-column file', () => {
    expect(runApplicableCheck(wordLayoutCheck, RESUME, { wordLayout: PLAIN_WORD_LAYOUT })).toMatchObject({ score: 1, findings: [] });
  });

  it('finds contact details in the page header and points at where they landed', () => {
    const result = runApplicableCheck(wordLayoutCheck, RESUME, {
      wordLayout: { ...PLAIN_WORD_LAYOUT, headerFooterLines: ['ana@example.com | +351 912 345 678', 'Page 1'] },
    });
    expect(result.findings).toEqual([
      expect.objectContaining({
        title: 'Move contact details out of the page header',
        impact: 'high',
        lines: [{ line: 3, text: 'ana@example.com | +351 912 345 678' }],
      }),
    ]);
    expect(result.score).toBeCloseTo(0.7);
  });

  it('weighs text boxes, columns, tables and images by how much an ATS loses', () => {
    const layout = { ...PLAIN_WORD_LAYOUT, textBoxCount: 2, pageColumnCount: 2, tableCount: 3, multiColumnTableCount: 1, imageCount: 1 };
    const result = runApplicableCheck(wordLayoutCheck, RESUME, { wordLayout: layout });
    expect(result.findings.map((finding) => [finding.title, finding.impact])).toEqual([
      ['Take text out of text boxes', 'high'],
      ['Use a single-column layout', 'high'],
      ['Avoid side-by-side table layouts', 'medium'],
      ['Leave out photos and graphics', 'low'],
    ]);
    expect(result.score).toBeCloseTo(1 - 0.3 - 0.3 - 0.25 - 0.1);
    expect(runApplicableCheck(wordLayoutCheck, RESUME, { wordLayout: { ...PLAIN_WORD_LAYOUT, tableCount: 1 } }).score).toBeCloseTo(0.9);
  });

  it('says only what a legacy .doc tells', () => {
    const doc: TWordLayout = {
      ...PLAIN_WORD_LAYOUT,
      format: 'doc',
      tableCount: null,
      multiColumnTableCount: null,
      imageCount: null,
      pageColumnCount: null,
    };
    const result = runApplicableCheck(wordLayoutCheck, RESUME, { wordLayout: doc });
    expect(result.strengths[0]).not.toContain('tables');
  });
});
