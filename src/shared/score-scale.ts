/**
 * The one reading of a 0–100 score (a resume's overall score, its ATS compatibility, a category):
 * 80 and up Strong, 60 to 79 Good, under 60 Needs work. The badges and gauges show it, and the
 * engine's caps are set against it, so a score held down for what a resume lacks never reads as Good.
 */
export type TScoreBand = 'strong' | 'good' | 'needsWork';

/** The lowest score of each band above the bottom one. */
export const SCORE_BAND_FLOOR = { strong: 80, good: 60 } as const;

export const SCORE_BAND_LABEL: Record<TScoreBand, string> = { strong: 'Strong', good: 'Good', needsWork: 'Needs work' };

/** Said once beside the scores. */
export const SCORE_SCALE_EXPLAINED = '80–100 Strong · 60–79 Good · under 60 Needs work';

export function getScoreBand(score: number): TScoreBand {
  if (score >= SCORE_BAND_FLOOR.strong) return 'strong';
  if (score >= SCORE_BAND_FLOOR.good) return 'good';
  return 'needsWork';
}

/** The highest score that stays under the band: a cap that keeps a resume out of it. */
export function highestScoreUnder(band: keyof typeof SCORE_BAND_FLOOR): number {
  return SCORE_BAND_FLOOR[band] - 1;
}
