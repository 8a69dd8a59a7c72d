import { getScoreBand, type TScoreBand } from '#shared/score-scale.ts';

const VARIANT_BY_BAND = { strong: 'default', good: 'secondary', needsWork: 'warning' } as const satisfies Record<TScoreBand, string>;

/** 80 or more default style, 60 to 79 secondary, below 60 warning: the score scale's bands. */
export function getScoreBadgeVariant(score: number): (typeof VARIANT_BY_BAND)[TScoreBand] {
  return VARIANT_BY_BAND[getScoreBand(score)];
}
