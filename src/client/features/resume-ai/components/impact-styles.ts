/** Impact levels, each with one colour used wherever an impact is shown. */
import type { TImpact } from '#shared/schemas/resume-ai.ts';

export const IMPACT_LABEL: Record<TImpact, string> = { high: 'High impact', medium: 'Medium impact', low: 'Low impact' };

export const IMPACT_BADGE: Record<TImpact, string> = {
  high: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-200',
  medium: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  low: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-200',
};

export const IMPACT_ACCENT: Record<TImpact, string> = {
  high: 'border-l-rose-500',
  medium: 'border-l-amber-500',
  low: 'border-l-sky-500',
};

export const IMPACT_DOT: Record<TImpact, string> = {
  high: 'bg-rose-500',
  medium: 'bg-amber-500',
  low: 'bg-sky-500',
};
