/** Spec part 2 §5 and §9: the match score fallback, used only when the server gives no score. */
export const MATCH_SCORE_BASE = 70;
export const MATCH_SCORE_SKILL_BONUS = 30;
export const MATCH_SCORE_CAP = 100;

/**
 * The server's score when it is a number (rounded, 0-100). Otherwise 70, plus up to 30 in proportion
 * to the requested skills partially matched (case-insensitive substring, either way round) by the
 * candidate's skills, rounded and capped at 100.
 */
export function getMatchScore(serverScore: number | null | undefined, requestedSkills: string[], candidateSkills: string[]): number {
  if (typeof serverScore === 'number' && Number.isFinite(serverScore)) {
    return Math.min(MATCH_SCORE_CAP, Math.max(0, Math.round(serverScore)));
  }
  const requested = requestedSkills.map((skill) => skill.trim().toLowerCase()).filter(Boolean);
  if (requested.length === 0) return MATCH_SCORE_BASE;
  const owned = candidateSkills.map((skill) => skill.toLowerCase());
  const matched = requested.filter((skill) => owned.some((own) => own.includes(skill) || skill.includes(own))).length;
  return Math.min(MATCH_SCORE_CAP, Math.round(MATCH_SCORE_BASE + (MATCH_SCORE_SKILL_BONUS * matched) / requested.length));
}
