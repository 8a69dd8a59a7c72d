/**
 * "Recommended for you" against the recruiter-labelled job sets (tests/factories/job-relevance):
 * the sets are checked here (every job labelled for every developer, each developer with ideal and
 * wrong jobs), and the recommendations are measured on the tuning set, printed per developer and
 * held to the targets they meet, and to at most the one wrong job in a top 3 that decision 038 names.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  formatJobRelevanceReport,
  HOLDOUT_JOB_SET,
  JOB_RELEVANCE_TARGETS,
  measureJobRelevance,
  TUNING_JOB_SET,
  type TJobRelevanceSet,
} from '#tests/factories/job-relevance/measure-job-relevance.ts';
import { useTestApp } from '#tests/setup/test-app.ts';

describe.each([
  { set: TUNING_JOB_SET, minJobs: 40, minDevelopers: 12 },
  { set: HOLDOUT_JOB_SET, minJobs: 30, minDevelopers: 10 },
])('the labelled job set: $set.name', ({ set, minJobs, minDevelopers }) => {
  it('labels every job 0-3 for every developer, each with ideal jobs and wrong ones', () => {
    expect(set.jobs.length).toBeGreaterThanOrEqual(minJobs);
    expect(set.developers.length).toBeGreaterThanOrEqual(minDevelopers);
    const jobKeys = set.jobs.map((job) => job.key).sort();
    expect(new Set(jobKeys).size).toBe(jobKeys.length);
    for (const developer of set.developers) {
      const labels = set.labels[developer.key]!;
      expect(Object.keys(labels).sort(), developer.key).toEqual(jobKeys);
      expect(Object.values(labels).filter((label) => label === 3).length, developer.key).toBeGreaterThanOrEqual(2);
      expect(Object.values(labels).filter((label) => label === 0).length, developer.key).toBeGreaterThanOrEqual(3);
    }
  });

  it('shares no employer, job or developer with the other set', () => {
    const other = set === TUNING_JOB_SET ? HOLDOUT_JOB_SET : TUNING_JOB_SET;
    const keysOf = (s: TJobRelevanceSet) => [...s.employers, ...s.jobs, ...s.developers].map((entry) => entry.key);
    expect(keysOf(set).filter((key) => keysOf(other).includes(key))).toEqual([]);
  });
});

// The resumes' roles are dated ('2021 – present') and years count toward the level: the labels were
// written on this day, so the recommendations are measured as of it (only Date is fixed, timers run).
const LABELLED_ON = new Date('2026-11-28T12:00:00Z');

describe('recommended jobs on the tuning set', () => {
  beforeAll(() => void vi.useFakeTimers({ toFake: ['Date'], now: LABELLED_ON }));
  afterAll(() => void vi.useRealTimers());
  const t = useTestApp();

  it('meet the targets for nDCG@10 and precision@5, list every ideal job and keep wrong jobs out of the top 3', async () => {
    const report = await measureJobRelevance(t.app, TUNING_JOB_SET);
    console.log(`Recommended jobs on the labelled set\n${formatJobRelevanceReport(report)}`);
    expect(report.developers).toHaveLength(TUNING_JOB_SET.developers.length);
    expect(report.meanNdcgAt10).toBeGreaterThanOrEqual(JOB_RELEVANCE_TARGETS.meanNdcgAt10);
    expect(report.meanPrecisionAt5).toBeGreaterThanOrEqual(JOB_RELEVANCE_TARGETS.meanPrecisionAt5);
    for (const developer of report.developers) expect(developer.missedIdeal, `${developer.key}: ideal jobs not listed`).toEqual([]);
    // The target is none; one is left, named in decision 038. Any more is a step back.
    const wrongTop3 = report.developers.filter((developer) => developer.wrongInTop3.length > 0).map((developer) => developer.key);
    expect(wrongTop3.length, `developers with a wrong job in the top 3: ${wrongTop3.join(', ')}`).toBeLessThanOrEqual(1);
  }, 180_000);
});
