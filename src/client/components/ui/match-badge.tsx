import { Sparkles } from 'lucide-react';
import { cn } from '#client/lib/utils.ts';

/** Green from 80, indigo from 60, amber below: readable on light and dark cards. */
function getMatchTone(score: number): string {
  if (score >= 80)
    return 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-400/40 dark:bg-emerald-400/10 dark:text-emerald-200';
  if (score >= 60)
    return 'border-indigo-300 bg-indigo-50 text-indigo-800 dark:border-indigo-400/40 dark:bg-indigo-400/10 dark:text-indigo-200';
  return 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100';
}

/** 'N% match', with an AI mark when the score comes from AI Smart Search (candidate search, job pipelines). */
export function MatchBadge({ score, isAIEnhanced = false, className }: { score: number; isAIEnhanced?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex shrink-0 items-center gap-1.5', className)}>
      <span
        data-slot="match-badge"
        className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold tabular-nums', getMatchTone(score))}
      >
        {score}% match
      </span>
      {isAIEnhanced ? (
        <span
          title="Scored by AI Smart Search"
          className="inline-flex items-center gap-1 rounded-full bg-gradient-to-r from-indigo-600 to-violet-600 px-2 py-0.5 text-xs font-semibold text-white"
        >
          <Sparkles className="size-3" aria-hidden="true" />
          AI
        </span>
      ) : null}
    </span>
  );
}
