/** Built-in improvement. PLACEHOLDER until the built-in improver lands: returns the content unchanged. */
import type { TEngineResume, TImproveOptions, TImproveReport } from '../types.ts';

export function improveResume(resume: TEngineResume, _options: TImproveOptions = {}): TImproveReport {
  return { improvedContent: resume.content, changes: [] };
}
