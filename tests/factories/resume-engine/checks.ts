/** Test helpers for the checks: run one on a small handwritten resume, the way analyzeResume runs it. */
import { createCheckContext, type TBuiltInAnalyzeOptions } from '#server/resume-engine/built-in/analyze-resume.ts';
import type { TWordLayout } from '#server/resume-engine/word/extract-word-layout.ts';
import type { TCheck, TCheckResult } from '#server/resume-engine/built-in/checks/check.ts';

const TEST_AS_OF = { year: 2025, month: 6, isYearOnly: false };

/** A .docx with nothing an ATS could misread. */
export const PLAIN_WORD_LAYOUT: TWordLayout = {
  format: 'docx',
  tableCount: 0,
  multiColumnTableCount: 0,
  textBoxCount: 0,
  imageCount: 0,
  pageColumnCount: 1,
  headerFooterLines: [],
};

export function runCheck(check: TCheck, markdown: string, options: TBuiltInAnalyzeOptions = {}): TCheckResult | null {
  return check.run(createCheckContext(markdown, { asOf: TEST_AS_OF, ...options }));
}

/** The result of a check that must apply. */
export function runApplicableCheck(check: TCheck, markdown: string, options: TBuiltInAnalyzeOptions = {}): TCheckResult {
  const result = runCheck(check, markdown, options);
  if (!result) throw new Error(`${check.id} did not apply`);
  return result;
}
