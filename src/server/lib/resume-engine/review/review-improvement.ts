/** The 'verify this' review of an improvement. PLACEHOLDER until the fact checker lands: flags nothing. */
import type { TImprovementWarning } from '#shared/schemas/analysis.ts';

export function reviewImprovement(_originalContent: string, _improvedContent: string): TImprovementWarning[] {
  return [];
}
