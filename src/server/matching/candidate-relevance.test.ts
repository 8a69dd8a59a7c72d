/**
 * The candidate ranking against a recruiter-labelled set (tests/factories/candidate-relevance):
 * prints nDCG@10 and precision@5 per query and overall, and holds the ranking to its targets. The set itself is checked here: it was
 * written before the ranking was tuned, and every candidate is labelled for every query.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  formatRelevanceReport,
  measureRelevance,
  RELEVANCE_TARGETS,
  type TRelevanceReport,
} from '#tests/factories/candidate-relevance/measure-relevance.ts';
import { startFakeLlmServer, type TFakeLlmServer } from '#tests/factories/fake-llm-server.ts';
import { setLlmKey, useLlmServer } from '#tests/factories/llm-settings.ts';
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

// The set's roles are dated ('2019 – Present'), and years of experience count toward the level: the
// labels were written on this day, so the ranking is measured as of it (only Date is fixed, timers run).
const LABELLED_ON = new Date('2026-11-26T12:00:00Z');
beforeAll(() => void vi.useFakeTimers({ toFake: ['Date'], now: LABELLED_ON }));
afterAll(() => void vi.useRealTimers());

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

/** The model's input (criteria and the page's candidates with their built-in scores), from a chat request's user message. */
function readModelCandidates(body: Record<string, unknown>): { id: number; score: number }[] {
  const messages = body.messages as { role: string; content: string }[];
  const input = JSON.parse(messages.find((message) => message.role === 'user')!.content) as { candidates: { id: number; score: number }[] };
  return input.candidates;
}

/** A model answer giving every candidate `scoreOf` its built-in score. */
function modelAnswer(body: Record<string, unknown>, scoreOf: (candidate: { id: number; score: number }) => number) {
  const candidates = readModelCandidates(body).map((candidate) => ({
    id: candidate.id,
    score: scoreOf(candidate),
    recommendation: 'Model view.',
    strengths: [],
    concerns: [],
  }));
  return { content: JSON.stringify({ candidates }) };
}

describe('candidate ranking on the labelled set with the admin’s model (AI Smart Search)', () => {
  const t = useTestApp();
  let server: TFakeLlmServer;
  let builtIn: TRelevanceReport;
  beforeAll(async () => {
    builtIn = await measureRelevance(t.app);
    server = await startFakeLlmServer();
    await useLlmServer(t.db, server.baseUrl);
    await setLlmKey(t, 'sk-relevance-test', true);
  }, 180_000);
  afterAll(() => server.close());

  it('keeps the built-in ranking when the model keeps the built-in scores', async () => {
    server.answerWith((body) => modelAnswer(body, (candidate) => candidate.score));
    const report = await measureRelevance(t.app, { aiEnhanced: true });
    expect(report.meanNdcgAt10).toBeCloseTo(builtIn.meanNdcgAt10, 6);
  }, 180_000);

  it('keeps nDCG@10 within 0.05 of the built-in figure when the model answers noise', async () => {
    // A fixed pseudo-random sequence: the same noise on every run.
    let seed = 42;
    const nextNoise = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return (seed / 2 ** 31) * 200 - 100;
    };
    server.answerWith((body) => modelAnswer(body, (candidate) => candidate.score + nextNoise()));
    const report = await measureRelevance(t.app, { aiEnhanced: true });
    console.log(
      `With a model answering noise: mean nDCG@10 ${report.meanNdcgAt10.toFixed(3)} (built-in ${builtIn.meanNdcgAt10.toFixed(3)})`,
    );
    expect(Math.abs(report.meanNdcgAt10 - builtIn.meanNdcgAt10)).toBeLessThanOrEqual(0.05);
  }, 180_000);
});
