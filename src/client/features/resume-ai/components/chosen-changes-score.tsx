import { useQuery } from '@tanstack/react-query';
import { Gauge, Loader2 } from 'lucide-react';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';
import { cn } from '#client/lib/utils.ts';
import { getImprovementScoreQueryOptions } from '../api/improvement-api.ts';

/** Toggling several changes in a row asks the server once. */
const SCORE_DELAY_MS = 400;

/** The engine's score of the resume with the accepted changes, beside the score it has now, before anything is saved. */
export function ChosenChangesScore(props: { resumeId: number; improvementId: number; acceptedChangeIds: string[] }) {
  const acceptedChangeIds = useDebouncedValue(props.acceptedChangeIds, SCORE_DELAY_MS);
  const score = useQuery(getImprovementScoreQueryOptions({ ...props, acceptedChangeIds }));
  const isUpdating = score.isFetching || acceptedChangeIds !== props.acceptedChangeIds;
  const difference = score.data ? score.data.overallScore - score.data.originalScore : 0;
  return (
    <div className="flex items-center gap-3 rounded-lg border bg-muted/30 p-3 text-sm" aria-live="polite" aria-busy={isUpdating}>
      <Gauge className="size-5 shrink-0 text-primary" aria-hidden="true" />
      {score.data ? (
        <p className="min-w-0 flex-1">
          Score with the accepted changes: <strong className="text-base tabular-nums">{score.data.overallScore}</strong>
          <span className="text-muted-foreground"> / 100 · your resume now scores {score.data.originalScore}</span>
          {difference !== 0 ? (
            <span
              className={cn(
                'ml-2 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
                difference > 0
                  ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-100'
                  : 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-100',
              )}
            >
              {difference > 0 ? `+${difference}` : difference}
            </span>
          ) : null}
        </p>
      ) : (
        <p className="min-w-0 flex-1 text-muted-foreground">
          {score.isError ? 'The score of the accepted changes could not be computed.' : 'Scoring the accepted changes…'}
        </p>
      )}
      {isUpdating ? <Loader2 className="size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden="true" /> : null}
    </div>
  );
}
