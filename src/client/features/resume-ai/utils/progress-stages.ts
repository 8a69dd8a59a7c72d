/**
 * What a slow analysis or rewrite is doing, by elapsed time. The built-in engine answers in
 * milliseconds; a connected language model can take most of a minute, and the user should see that
 * the work goes on. The messages name the engine's real steps; no percentage is invented.
 */
export type TProgressStage = { afterSeconds: number; message: string };

export const ANALYSIS_STAGES: TProgressStage[] = [
  { afterSeconds: 0, message: 'Reading your resume…' },
  { afterSeconds: 2, message: 'Checking ATS compatibility…' },
  { afterSeconds: 5, message: 'Recognising your skills…' },
  { afterSeconds: 9, message: 'Weighing experience and impact…' },
  { afterSeconds: 15, message: 'Writing suggestions…' },
  { afterSeconds: 30, message: 'Still working: language models can take up to a minute…' },
];

export const IMPROVEMENT_STAGES: TProgressStage[] = [
  { afterSeconds: 0, message: 'Reading your resume…' },
  { afterSeconds: 2, message: 'Rewriting bullets with strong action verbs…' },
  { afterSeconds: 6, message: 'Grouping skills and tidying sections…' },
  { afterSeconds: 12, message: 'Checking every fact against your original…' },
  { afterSeconds: 30, message: 'Still working: language models can take up to a minute…' },
];

/** The last stage whose time has come (stages are sorted by `afterSeconds`, the first at 0). */
export function getProgressMessage(stages: TProgressStage[], elapsedSeconds: number): string {
  let message = stages[0]?.message ?? '';
  for (const stage of stages) if (elapsedSeconds >= stage.afterSeconds) message = stage.message;
  return message;
}
