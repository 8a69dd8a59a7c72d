/**
 * The rules issue 24 found broken on resumes the engine had not seen, over every base resume we have
 * (resume-kind-pairs.ts: strong, weak and thin ones, in varied layouts):
 *   - a Skills section that names a technology never costs points (analyze-resume.ts holds the
 *     resume at or above the same resume without it, by up to three points as more of the section
 *     is shown in use, within its own cap);
 *   - padding the skills list with technologies nothing shows never raises the score (the Skills
 *     section credits only a few unsupported ones, skills-in-context charges for each and more for
 *     one from a field other than the headline's role, and the section's margin over no section
 *     shrinks with both);
 *   - run-on bullets score below the same facts written concisely, also on a thin resume.
 * Prints every pair and the share ordered per kind.
 */
import { describe, expect, it } from 'vitest';
import {
  buildKindPairs,
  formatKindPairReport,
  loadAllBaseResumes,
  scoreKindPairs,
  type TScoredKindPair,
} from '#tests/factories/resume-engine/resume-kind-pairs.ts';
import { TARGET_ORDERED_SHARE } from '#tests/factories/resume-engine/resume-fault-pairs.ts';

const MIN_BASES = 30;

describe('pairs of the kinds the first fault sets missed', () => {
  let scored: TScoredKindPair[] = [];
  const ofKind = (kind: string) => scored.filter((pair) => pair.kind === kind);

  it(`builds a pair of each skills kind for each of at least ${MIN_BASES} base resumes, and rambling pairs`, () => {
    const bases = loadAllBaseResumes();
    expect(bases.length).toBeGreaterThanOrEqual(MIN_BASES);
    const pairs = buildKindPairs();
    for (const pair of pairs) expect(pair.worse, `${pair.kind} ${pair.base}`).not.toBe(pair.better);
    expect(pairs.filter((pair) => pair.kind === 'rambling-bullets').length).toBeGreaterThanOrEqual(5);
    scored = scoreKindPairs(pairs);
    console.log(formatKindPairReport(scored));
  });

  it('scores every resume with its Skills section above the same resume without it', () => {
    for (const pair of ofKind('skills-section-removed')) expect(pair.betterScore, pair.base).toBeGreaterThan(pair.worseScore);
  });

  it('scores a padded skills list below the list as it was', () => {
    for (const pair of ofKind('skills-padded-unrelated')) expect(pair.worseScore, pair.base).toBeLessThan(pair.betterScore);
  });

  it(`orders at least ${TARGET_ORDERED_SHARE * 100} % of all these pairs strictly`, () => {
    const ordered = scored.filter((pair) => pair.betterScore > pair.worseScore).length;
    expect(ordered / scored.length).toBeGreaterThanOrEqual(TARGET_ORDERED_SHARE);
  });

  it('scores run-on bullets below the same facts written concisely', () => {
    for (const pair of ofKind('rambling-bullets')) expect(pair.betterScore, pair.base).toBeGreaterThan(pair.worseScore);
  });
});
