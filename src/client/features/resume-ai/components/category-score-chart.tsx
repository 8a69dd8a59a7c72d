import type { TCategoryScore } from '#shared/schemas/resume-ai.ts';
import { cn } from '#client/lib/utils.ts';
import { getScoreBand } from '#shared/score-scale.ts';
import { SCORE_BAND_FILL } from './score-band-styles.ts';

/** Per-category scores as a bar chart; each row reads as text ('Contact 90 / 100') to screen readers. */
export function CategoryScoreChart({ categoryScores }: { categoryScores: TCategoryScore[] }) {
  return (
    <ul aria-label="Scores by category" className="flex flex-col gap-2.5">
      {categoryScores.map(({ category, label, score }) => (
        <li key={category} className="grid grid-cols-[6.5rem_1fr_2.5rem] items-center gap-3 text-sm">
          <span className="truncate text-muted-foreground">{label}</span>
          <span className="h-2.5 overflow-hidden rounded-full bg-secondary" aria-hidden="true">
            <span
              className={cn(
                'block h-full rounded-full transition-[width] duration-700 ease-out motion-reduce:transition-none',
                SCORE_BAND_FILL[getScoreBand(score)],
              )}
              style={{ width: `${score}%` }}
            />
          </span>
          <span className="text-right font-semibold tabular-nums">
            {score}
            <span className="sr-only"> out of 100</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
