/**
 * The candidate ranking against a recruiter-labelled set (tests/factories/candidate-relevance):
 * prints nDCG@10 and precision@5 per query and overall, and holds the ranking to its targets. The set itself is checked here: it was
 * written before the ranking was tuned, and every candidate is labelled for every query.
 */
import { describe, expect, it } from 'vitest';
import { formatRelevanceReport, measureRelevance, RELEVANCE_TARGETS } from '#tests/factories/candidate-relevance/measure-relevance.ts';
import { RELEVANCE_PROFILES, RELEVANCE_QUERIES } from '#tests/factories/candidate-relevance/relevance-set.ts';
import { useTestApp } from '#tests/setup/test-app.ts';

describe('the labelled relevance set', () => {
  it('has at least 40 profiles and 12 queries, and every query labels every profile 0-3', () => {
    expect(RELEVANCE_PROFILES.length).toBeGreaterThanOrEqual(40);
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(12);
    const keys = RELEVANCE_PROFILES.map((profile) => profile.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const query of RELEVANCE_QUERIES) {
      expect(Object.keys(query.labels).sort(), query.key).toEqual([...keys].sort());
      expect(Object.values(query.labels).filter((label) => label >= 2).length, query.key).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('candidate ranking on the labelled set', () => {
  const t = useTestApp();

  it('meets the targets: mean nDCG@10 and precision@5, no wrong person in a top 3, every good candidate returned', async () => {
    const report = await measureRelevance(t.app);
    console.log(`Candidate ranking on the labelled set\n${formatRelevanceReport(report)}`);
    expect(report.queries).toHaveLength(RELEVANCE_QUERIES.length);
    expect(report.meanNdcgAt10).toBeGreaterThanOrEqual(RELEVANCE_TARGETS.meanNdcgAt10);
    expect(report.meanPrecisionAt5).toBeGreaterThanOrEqual(RELEVANCE_TARGETS.meanPrecisionAt5);
    for (const query of report.queries) {
      expect(query.wrongInTop3, `${query.key}: a wrong person in the top 3`).toEqual([]);
      expect(query.missedGood, `${query.key}: good candidates not returned`).toEqual([]);
    }
  }, 180_000);
});
