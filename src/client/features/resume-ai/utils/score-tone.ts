/**
 * How a 0–100 score reads. The bands are the AI score badge's (80 or more, 60 to 79,
 * below 60), taken from the badge itself so a gauge and the badge beside it never disagree.
 */
import { getScoreBadgeVariant } from '#client/lib/score-badge-variant.ts';

export type TScoreTone = 'strong' | 'fair' | 'weak';

const TONE_BY_BADGE_VARIANT = { default: 'strong', secondary: 'fair', warning: 'weak' } as const satisfies Record<
  ReturnType<typeof getScoreBadgeVariant>,
  TScoreTone
>;

export const SCORE_TONE_LABEL: Record<TScoreTone, string> = { strong: 'Strong', fair: 'Good', weak: 'Needs work' };

export function getScoreTone(score: number): TScoreTone {
  return TONE_BY_BADGE_VARIANT[getScoreBadgeVariant(score)];
}
