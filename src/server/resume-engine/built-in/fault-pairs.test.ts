/**
 * The fault-pair measure (tests/factories/resume-engine/resume-fault-pairs.ts): well-written
 * resumes against the same resumes with one common writing fault added. This file checks the
 * instrument, prints the share of pairs the overall score orders correctly, and holds the engine to
 * the target share.
 */
import { describe, expect, it } from 'vitest';
import { RESUME_FAULTS } from '#tests/factories/resume-engine/resume-faults.ts';
import {
  buildFaultPairs,
  formatOrderingReport,
  loadBaseResumes,
  scoreFaultPairs,
  scoreResume,
  TARGET_ORDERED_SHARE,
} from '#tests/factories/resume-engine/resume-fault-pairs.ts';

/** A base resume must be good enough that a fault has room to lower its score. */
const MIN_BASE_SCORE = 75;
const MIN_PAIRS = 30;
const MIN_BASES = 8;

const bases = loadBaseResumes();

describe('fault pairs: a resume with a writing fault against the same resume without it', () => {
  it(`has at least ${MIN_BASES} base resumes and ${MIN_PAIRS} pairs`, () => {
    expect(bases.length).toBeGreaterThanOrEqual(MIN_BASES);
    expect(buildFaultPairs(bases).length).toBeGreaterThanOrEqual(MIN_PAIRS);
  });

  it.each(bases)(`base resume $name scores at least ${MIN_BASE_SCORE}`, ({ markdown }) => {
    expect(scoreResume(markdown)).toBeGreaterThanOrEqual(MIN_BASE_SCORE);
  });

  it.each(RESUME_FAULTS)('fault $id changes every base resume, the same way each time', (fault) => {
    for (const base of bases) {
      const faulty = fault.apply(base.markdown);
      expect(faulty, base.name).not.toBe(base.markdown);
      expect(fault.apply(base.markdown), base.name).toBe(faulty);
    }
  });

  it(`orders at least ${TARGET_ORDERED_SHARE * 100} % of the pairs correctly, and prints the share`, () => {
    const scored = scoreFaultPairs(buildFaultPairs(bases));
    console.log(formatOrderingReport(scored));
    expect(scored.length).toBeGreaterThanOrEqual(MIN_PAIRS);
    const ordered = scored.filter((pair) => pair.ordered).length;
    expect(ordered / scored.length).toBeGreaterThanOrEqual(TARGET_ORDERED_SHARE);
  });

  it('never scores the version with the fault added higher than the original, or level with it', () => {
    const notLower = scoreFaultPairs(buildFaultPairs(bases)).filter((pair) => pair.worseScore >= pair.betterScore);
    expect(notLower.map((pair) => `${pair.fault} on ${pair.base}`)).toEqual([]);
  });
});
