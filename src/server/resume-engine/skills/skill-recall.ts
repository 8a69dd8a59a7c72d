/** How well recognition matches a hand-written list of the technologies a reader sees in a resume. */

export type TSkillRecall = {
  /** Share of the expected skills that were recognised, 0–1 (1 when nothing was expected). */
  recall: number;
  /** Share of the recognised skills that were expected, 0–1 (1 when nothing was recognised). */
  precision: number;
  missing: string[];
  unexpected: string[];
};

/** Compares canonical skill names; both lists are taken as sets. */
export function measureSkillRecall(expected: readonly string[], recognized: readonly string[]): TSkillRecall {
  const expectedSet = new Set(expected);
  const recognizedSet = new Set(recognized);
  const missing = [...expectedSet].filter((name) => !recognizedSet.has(name)).sort();
  const unexpected = [...recognizedSet].filter((name) => !expectedSet.has(name)).sort();
  const found = expectedSet.size - missing.length;
  return {
    recall: expectedSet.size === 0 ? 1 : found / expectedSet.size,
    precision: recognizedSet.size === 0 ? 1 : (recognizedSet.size - unexpected.length) / recognizedSet.size,
    missing,
    unexpected,
  };
}
