/**
 * The holdout fault-pair measure: other base resumes (tests/fixtures/resume-pairs-holdout) and the
 * same faults written another way (resume-faults-holdout.ts), so the analyzer is measured on the
 * faults and not on one way of writing them. Like fault-pairs.test.ts it checks the instrument,
 * prints the share of pairs the overall score orders correctly and holds the engine to the target.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '#server/lib/paths.ts';
import { HOLDOUT_FAULT_COMBINATIONS, HOLDOUT_RESUME_FAULTS } from '#tests/factories/resume-engine/resume-faults-holdout.ts';
import {
  buildFaultPairs,
  formatOrderingReport,
  loadBaseResumes,
  scoreFaultPairs,
  scoreResume,
  TARGET_ORDERED_SHARE,
} from '#tests/factories/resume-engine/resume-fault-pairs.ts';

const MIN_BASE_SCORE = 75;
const MIN_BASES = 6;
const MIN_FAULTS = 15;

const bases = loadBaseResumes(join(PACKAGE_ROOT, 'tests/fixtures/resume-pairs-holdout'));

describe('holdout fault pairs: other resumes, the same faults written differently', () => {
  it(`has at least ${MIN_BASES} base resumes and ${MIN_FAULTS} faults`, () => {
    expect(bases.length).toBeGreaterThanOrEqual(MIN_BASES);
    expect(HOLDOUT_RESUME_FAULTS.length).toBeGreaterThanOrEqual(MIN_FAULTS);
    expect(new Set(HOLDOUT_RESUME_FAULTS.map((fault) => fault.id)).size).toBe(HOLDOUT_RESUME_FAULTS.length);
  });

  it.each(bases)(`base resume $name scores at least ${MIN_BASE_SCORE}`, ({ markdown }) => {
    expect(scoreResume(markdown)).toBeGreaterThanOrEqual(MIN_BASE_SCORE);
  });

  it.each(HOLDOUT_RESUME_FAULTS)('fault $id changes every base resume, the same way each time', (fault) => {
    for (const base of bases) {
      const faulty = fault.apply(base.markdown);
      expect(faulty, base.name).not.toBe(base.markdown);
      expect(fault.apply(base.markdown), base.name).toBe(faulty);
    }
  });

  it(`orders at least ${TARGET_ORDERED_SHARE * 100} % of the pairs correctly, never the faulty version higher or level, and prints the share`, () => {
    const pairs = buildFaultPairs(bases, HOLDOUT_RESUME_FAULTS, HOLDOUT_FAULT_COMBINATIONS);
    expect(pairs.length).toBe(bases.length * (HOLDOUT_RESUME_FAULTS.length + HOLDOUT_FAULT_COMBINATIONS.length));
    const scored = scoreFaultPairs(pairs);
    console.log(formatOrderingReport(scored));
    expect(scored.filter((pair) => pair.ordered).length / scored.length).toBeGreaterThanOrEqual(TARGET_ORDERED_SHARE);
    expect(scored.filter((pair) => pair.worseScore >= pair.betterScore).map((pair) => `${pair.fault} on ${pair.base}`)).toEqual([]);
  });
});
