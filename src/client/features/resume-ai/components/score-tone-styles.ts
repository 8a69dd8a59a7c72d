/** The colours of a score's tone, shared by the gauges and the category chart. */
import type { TScoreTone } from '../utils/score-tone.ts';

export const SCORE_TONE_STROKE: Record<TScoreTone, string> = {
  strong: 'stroke-emerald-500 dark:stroke-emerald-400',
  fair: 'stroke-primary',
  weak: 'stroke-amber-500 dark:stroke-amber-400',
};

export const SCORE_TONE_FILL: Record<TScoreTone, string> = {
  strong: 'bg-emerald-500 dark:bg-emerald-400',
  fair: 'bg-primary',
  weak: 'bg-amber-500 dark:bg-amber-400',
};

export const SCORE_TONE_TEXT: Record<TScoreTone, string> = {
  strong: 'text-emerald-700 dark:text-emerald-300',
  fair: 'text-primary',
  weak: 'text-amber-700 dark:text-amber-300',
};
