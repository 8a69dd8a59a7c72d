/**
 * The candidate ranking against a recruiter-labelled set (tests/factories/candidate-relevance):
 * prints nDCG@10 and precision@5 per query and overall. The set itself is checked here: it was
 * written before the ranking was tuned, and every candidate is labelled for every query.
 */
import { describe, expect, it } from 'vitest';
import { formatRelevanceReport, measureRelevance } from '#tests/factories/candidate-relevance/measure-relevance.ts';
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

  it('is measured per query and overall', async () => {
    const report = await measureRelevance(t.app);
    console.log(`Candidate ranking on the labelled set\n${formatRelevanceReport(report)}`);
    expect(report.queries).toHaveLength(RELEVANCE_QUERIES.length);
  }, 180_000);
});
