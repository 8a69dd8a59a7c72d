/** The colours of a score's band, shared by the gauges and the category chart. */
import type { TScoreBand } from '#shared/score-scale.ts';

export const SCORE_BAND_STROKE: Record<TScoreBand, string> = {
  strong: 'stroke-emerald-500 dark:stroke-emerald-400',
  good: 'stroke-primary',
  needsWork: 'stroke-amber-500 dark:stroke-amber-400',
};

export const SCORE_BAND_FILL: Record<TScoreBand, string> = {
  strong: 'bg-emerald-500 dark:bg-emerald-400',
  good: 'bg-primary',
  needsWork: 'bg-amber-500 dark:bg-amber-400',
};

export const SCORE_BAND_TEXT: Record<TScoreBand, string> = {
  strong: 'text-emerald-700 dark:text-emerald-300',
  good: 'text-primary',
  needsWork: 'text-amber-700 dark:text-amber-300',
};
