/**
 * The job-ad match (the analysis's keyword match with a pasted ad) on the labelled tuning set
 * (tests/factories/ad-match-set): per resume, the ads' match rates in the order a recruiter put
 * them. The holdout of that folder is measured by `npm run bench` only.
 */
import { describe, expect, it } from 'vitest';
import { AD_MATCH_TUNING } from '#tests/factories/ad-match-set/ad-match-tuning.ts';
import { AD_MATCH_TARGETS, formatAdMatchReport, measureAdMatch } from '#tests/factories/ad-match-set/measure-ad-match.ts';

describe('job-ad match on the labelled set', () => {
  const report = measureAdMatch(AD_MATCH_TUNING);

  it('puts every ideal ad above every wrong one, for every resume', () => {
    console.log(formatAdMatchReport('ad-match tuning set', report));
    expect(report.resumes.filter((resume) => !resume.idealAboveWrong).map((resume) => resume.resumeId)).toEqual([]);
  });

  it(`orders the ads as the labels do: mean Spearman ≥ ${AD_MATCH_TARGETS.meanSpearman}, ordered pairs ≥ ${AD_MATCH_TARGETS.orderedPairShare * 100} %`, () => {
    expect(report.meanSpearman).toBeGreaterThanOrEqual(AD_MATCH_TARGETS.meanSpearman);
    expect(report.orderedPairShare).toBeGreaterThanOrEqual(AD_MATCH_TARGETS.orderedPairShare);
  });
});
