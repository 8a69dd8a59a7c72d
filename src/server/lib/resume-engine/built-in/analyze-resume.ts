/** Built-in analysis. PLACEHOLDER until the built-in analyzer lands: scores nothing. */
import type { TAnalysisReport } from '#shared/schemas/analysis.ts';
import type { TAnalyzeOptions, TEngineResume } from '../types.ts';

export function analyzeResume(_resume: TEngineResume, _options: TAnalyzeOptions = {}): TAnalysisReport {
  return {
    overallScore: 0,
    atsCompatibility: 0,
    keySkillsFound: 0,
    suggestions: [],
    strengths: [],
    categoryScores: [],
    skillsFound: [],
    keywordMatch: null,
  };
}
