/**
 * Turns check results into the report's numbers. A category's score is the weighted average of its
 * checks' scores; the overall score weighs the categories; ATS compatibility weighs the checks an
 * applicant tracking system cares about (headings, parseability, contact, formatting, keywords).
 * Checks that cannot apply, or only give advice, are left out of both averages. A check may cap the overall or ATS
 * score (template text caps both low whatever else looks fine), and take points off the overall score
 * for writing faults a recruiter notices at a glance (several faults take off more than one).
 */
import {
  ANALYSIS_CATEGORIES,
  IMPACT_LEVELS,
  type TAnalysisCategory,
  type TCategoryScore,
  type TSuggestion,
} from '#shared/schemas/resume-ai.ts';
import type { TCheck, TCheckResult } from './checks/check.ts';

const CATEGORY_LABELS: Record<TAnalysisCategory, string> = {
  contact: 'Contact',
  structure: 'Structure',
  experience: 'Experience',
  impact: 'Impact',
  language: 'Language',
  skills: 'Skills',
  formatting: 'Formatting',
};

/**
 * Share of each category in the overall score (they sum to 100). Results weigh most, as they do for
 * recruiters; layout least (it counts again in ATS compatibility).
 */
export const CATEGORY_WEIGHTS: Record<TAnalysisCategory, number> = {
  impact: 35,
  experience: 15,
  skills: 15,
  structure: 10,
  contact: 10,
  language: 10,
  formatting: 5,
};

/** A check that ran, with what it found. */
export type TCheckOutcome = { check: TCheck; result: TCheckResult };

/** Parts without a value (advice-only checks) are left out. */
function weightedAverage(parts: { value: number | null; weight: number }[]): number | null {
  const scored = parts.filter((part): part is { value: number; weight: number } => part.value !== null);
  const totalWeight = scored.reduce((sum, part) => sum + part.weight, 0);
  if (totalWeight === 0) return null;
  return scored.reduce((sum, part) => sum + part.value * part.weight, 0) / totalWeight;
}

const toPercent = (share: number) => Math.round(Math.max(0, Math.min(1, share)) * 100);

/** Every category in the shared order; a category none of whose checks applied scores 0. */
export function scoreCategories(outcomes: TCheckOutcome[]): TCategoryScore[] {
  return ANALYSIS_CATEGORIES.map((category) => {
    const share = weightedAverage(
      outcomes
        .filter(({ check }) => check.category === category)
        .map(({ check, result }) => ({ value: result.score, weight: check.weight })),
    );
    return { category, label: CATEGORY_LABELS[category], score: toPercent(share ?? 0) };
  });
}

export function getCap(outcomes: TCheckOutcome[], cap: 'scoreCap' | 'atsScoreCap'): number {
  return Math.min(100, ...outcomes.map(({ result }) => result[cap] ?? 100));
}

/** The points the checks' findings take off the overall score, together (see TCheckResult.overallPenalty). */
function sumOverallPenalties(outcomes: TCheckOutcome[]): number {
  return outcomes.reduce((sum, { result }) => sum + Math.max(0, result.overallPenalty ?? 0), 0);
}

export function scoreOverall(categoryScores: TCategoryScore[], outcomes: TCheckOutcome[]): number {
  const share = weightedAverage(categoryScores.map(({ category, score }) => ({ value: score / 100, weight: CATEGORY_WEIGHTS[category] })));
  // The penalties come off after the caps and before the one rounding, so each writing fault costs
  // its points also on a capped (short) resume, and a one-point penalty always shows.
  const capped = Math.min((share ?? 0) * 100, getCap(outcomes, 'scoreCap'));
  return Math.round(Math.max(0, Math.min(100, capped - sumOverallPenalties(outcomes))));
}

export function scoreAtsCompatibility(outcomes: TCheckOutcome[]): number {
  const share = weightedAverage(outcomes.map(({ check, result }) => ({ value: result.score, weight: check.atsWeight })));
  return Math.min(toPercent(share ?? 0), getCap(outcomes, 'atsScoreCap'));
}

/** Orders by impact, high first. */
export function compareImpact(a: TSuggestion['impact'], b: TSuggestion['impact']): number {
  return IMPACT_LEVELS.indexOf(a) - IMPACT_LEVELS.indexOf(b);
}

/**
 * The outcomes' findings as suggestions: high impact first, then in check order, then by the first
 * line they point at; exact repeats dropped.
 */
export function collectSuggestions(outcomes: TCheckOutcome[]): TSuggestion[] {
  const seen = new Set<string>();
  const suggestions = outcomes.flatMap(({ check, result }, checkIndex) =>
    result.findings.map((finding) => ({
      checkIndex,
      suggestion: { ...finding, category: check.category, checkId: check.id } satisfies TSuggestion,
    })),
  );
  return suggestions
    .filter(({ suggestion }) => {
      const key = JSON.stringify([suggestion.checkId, suggestion.title, suggestion.description, suggestion.lines]);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(
      (a, b) =>
        compareImpact(a.suggestion.impact, b.suggestion.impact) ||
        a.checkIndex - b.checkIndex ||
        (a.suggestion.lines[0]?.line ?? 0) - (b.suggestion.lines[0]?.line ?? 0),
    )
    .map(({ suggestion }) => suggestion);
}

/** A report shows the strengths that matter most, not every check that passed. */
export const MAX_STRENGTHS = 8;

/** Strengths of the weightiest categories first (then in check order), once each, at most MAX_STRENGTHS. */
export function collectStrengths(outcomes: TCheckOutcome[]): string[] {
  const ordered = outcomes
    .map((outcome, index) => ({ outcome, index }))
    .sort((a, b) => CATEGORY_WEIGHTS[b.outcome.check.category] - CATEGORY_WEIGHTS[a.outcome.check.category] || a.index - b.index);
  return [...new Set(ordered.flatMap(({ outcome }) => outcome.result.strengths))].slice(0, MAX_STRENGTHS);
}
