import { describe, expect, it } from 'vitest';
import type { TAnalysisCategory } from '#shared/schemas/resume-ai.ts';
import type { TCheck, TCheckResult } from './checks/check.ts';
import {
  CATEGORY_WEIGHTS,
  collectStrengths,
  collectSuggestions,
  scoreAtsCompatibility,
  scoreCategories,
  scoreOverall,
  type TCheckOutcome,
} from './scoring.ts';

function outcome(
  id: string,
  category: TAnalysisCategory,
  result: Partial<TCheckResult>,
  weights = { weight: 1, atsWeight: 0 },
): TCheckOutcome {
  const check: TCheck = { id, category, ...weights, run: () => null };
  return { check, result: { score: 1, findings: [], strengths: [], ...result } };
}

const finding = (title: string, impact: 'high' | 'medium' | 'low', line?: number) => ({
  title,
  description: `${title}.`,
  impact,
  lines: line === undefined ? [] : [{ line, text: `line ${line}` }],
});

describe('scoring', () => {
  it('has category weights that sum to 100', () => {
    expect(Object.values(CATEGORY_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });

  it('averages a category by check weight, leaving out advice-only checks, and scores empty categories 0', () => {
    const outcomes = [
      outcome('a', 'impact', { score: 1 }, { weight: 3, atsWeight: 0 }),
      outcome('b', 'impact', { score: 0 }, { weight: 1, atsWeight: 0 }),
      outcome('c', 'impact', { score: null }, { weight: 5, atsWeight: 0 }),
    ];
    const scores = scoreCategories(outcomes);
    expect(scores.find((score) => score.category === 'impact')).toEqual({ category: 'impact', label: 'Impact', score: 75 });
    expect(scores.find((score) => score.category === 'contact')?.score).toBe(0);
  });

  it('weighs categories into the overall score and applies the lowest cap', () => {
    const outcomes = [outcome('a', 'impact', { score: 1 }), outcome('b', 'contact', { score: 0 })];
    const categories = scoreCategories(outcomes);
    const expected = Math.round((100 * CATEGORY_WEIGHTS.impact) / 100);
    expect(scoreOverall(categories, outcomes)).toBe(expected);
    expect(
      scoreOverall(categories, [...outcomes, outcome('c', 'structure', { scoreCap: 20 }), outcome('d', 'structure', { scoreCap: 30 })]),
    ).toBe(20);
  });

  it('takes the overall penalties off before rounding, so a one-point penalty always shows', () => {
    // Impact 35 × 0.99 = 34.65 of a possible 35 plus contact 10 × 1: 99.67 %, rounded to 100 without penalties.
    const outcomes = [outcome('a', 'impact', { score: 0.99 }), outcome('b', 'contact', { score: 1 })];
    const categories = scoreCategories(outcomes);
    const clean = scoreOverall(categories, outcomes);
    for (const penalty of [1, 1.25, 1.5, 2]) {
      expect(scoreOverall(categories, [...outcomes, outcome('c', 'language', { score: null, overallPenalty: penalty })])).toBeLessThan(
        clean,
      );
    }
  });

  it('keeps the overall score between 0 and 100 whatever the penalties', () => {
    const outcomes = [outcome('a', 'impact', { score: 0.1, overallPenalty: 30 })];
    expect(scoreOverall(scoreCategories(outcomes), outcomes)).toBe(0);
  });

  it('never raises the overall score when one category falls and none rises (decision 040)', () => {
    // Every category at every step 0–100 of one, the others fixed at a spread of values, under a cap and a penalty.
    const outcomes = [outcome('cap', 'structure', { scoreCap: 80, overallPenalty: 2 })];
    const base = scoreCategories(outcomes).map((category, index) => ({ ...category, score: 35 + index * 9 }));
    for (const [index] of base.entries()) {
      let previous = Infinity;
      for (let score = 100; score >= 0; score -= 5) {
        const overall = scoreOverall(
          base.map((category, position) => (position === index ? { ...category, score } : category)),
          outcomes,
        );
        expect(overall).toBeLessThanOrEqual(previous);
        previous = overall;
      }
    }
  });

  it('computes ATS compatibility from the ATS-weighted checks, with its own cap', () => {
    const outcomes = [
      outcome('a', 'structure', { score: 1 }, { weight: 1, atsWeight: 3 }),
      outcome('b', 'formatting', { score: 0 }, { weight: 1, atsWeight: 1 }),
      outcome('c', 'language', { score: 0 }),
    ];
    expect(scoreAtsCompatibility(outcomes)).toBe(75);
    expect(scoreAtsCompatibility([...outcomes, outcome('d', 'structure', { scoreCap: 10 })])).toBe(75);
    expect(scoreAtsCompatibility([...outcomes, outcome('d', 'structure', { atsScoreCap: 10 })])).toBe(10);
  });

  it('orders suggestions by impact, then check order, then line, and drops exact repeats', () => {
    const outcomes = [
      outcome('first', 'contact', {
        findings: [finding('Low one', 'low'), finding('Medium later line', 'medium', 9), finding('Medium early line', 'medium', 2)],
      }),
      outcome('second', 'impact', { findings: [finding('High', 'high', 5), finding('High', 'high', 5), finding('Medium', 'medium', 1)] }),
    ];
    const suggestions = collectSuggestions(outcomes);
    expect(suggestions.map((suggestion) => `${suggestion.checkId}:${suggestion.title}`)).toEqual([
      'second:High',
      'first:Medium early line',
      'first:Medium later line',
      'second:Medium',
      'first:Low one',
    ]);
    expect(suggestions[0]).toMatchObject({ category: 'impact', checkId: 'second', lines: [{ line: 5, text: 'line 5' }] });
  });

  it('collects strengths in check order, once each', () => {
    expect(
      collectStrengths([outcome('a', 'impact', { strengths: ['One', 'Two'] }), outcome('b', 'skills', { strengths: ['Two', 'Three'] })]),
    ).toEqual(['One', 'Two', 'Three']);
  });
});
