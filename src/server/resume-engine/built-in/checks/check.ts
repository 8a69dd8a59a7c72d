/**
 * What every built-in check is: a pure function of the parsed resume that scores one aspect 0–1 and
 * explains itself with findings (shown as suggestions, pointing at markdown lines) and strengths.
 * Category and ATS scores are weighted averages of these scores (see scoring.ts), so every number
 * in a report can be traced back to the checks that produced it.
 */
import type { TAnalysisCategory, TImpact, TKeywordMatch, TResumeLineRef } from '#shared/schemas/resume-ai.ts';
import type { TResumeDate } from '#server/resume-engine/parse/dates.ts';
import type { TResumeDocument, TResumeText } from '#server/resume-engine/parse/types.ts';
import type { TPdfLayout } from '#server/resume-engine/pdf-text/pdf-reading-order.ts';
import type { TRecognizedSkill } from '#server/resume-engine/skills/recognize-skills.ts';
import type { TWordLayout } from '#server/resume-engine/word/extract-word-layout.ts';

export type TCheckContext = {
  /** The resume as the checks judge it: without text that carries no new fact (no-new-facts.ts). */
  document: TResumeDocument;
  /** The resume as written, repeats included: for the check that charges for them. */
  fullDocument: TResumeDocument;
  /** The technologies recognised in the whole resume, most mentioned first. */
  skills: TRecognizedSkill[];
  /** Null when there is no Word file, or it could not be read. */
  wordLayout: TWordLayout | null;
  /** How an uploaded PDF's text was laid out; null when the original is no PDF. */
  pdfLayout: TPdfLayout | null;
  /** Null unless a target role or a job description was given. */
  keywordMatch: TKeywordMatch | null;
  /** 'Now' for current roles, passed in so results never depend on the clock implicitly. */
  asOf: TResumeDate;
};

/** A suggestion before the runner stamps it with its check's id and category. */
export type TFinding = { title: string; description: string; impact: TImpact; lines: TResumeLineRef[] };

export type TCheckResult = {
  /** 0 (fails completely) to 1 (nothing to improve); null when the check only gives advice. */
  score: number | null;
  findings: TFinding[];
  /** Short, concrete sentences: '12 of 15 bullets show measurable results'. */
  strengths: string[];
  /** The highest overall score the resume may reach while this finding stands (e.g. far too short). */
  scoreCap?: number;
  /** The same for ATS compatibility (e.g. template text, which an ATS reads literally). */
  atsScoreCap?: number;
  /**
   * Points taken off the overall score while this check's findings stand, on top of its weight in
   * its category: writing faults a recruiter notices at a glance (a misspelt word, an objective
   * statement) cost more than their category's share of the overall score would show.
   */
  overallPenalty?: number;
};

export type TCheck = {
  id: string;
  category: TAnalysisCategory;
  /** Weight within its category's score. */
  weight: number;
  /** Weight within ATS compatibility; 0 when an ATS does not care. */
  atsWeight: number;
  /** Null when the check does not apply (e.g. no Word file to inspect). */
  run: (context: TCheckContext) => TCheckResult | null;
};

/** A reference to markdown line `line` (1-based), quoting it as written. */
export function lineRef(context: TCheckContext, line: number): TResumeLineRef {
  return { line, text: context.document.lines[line - 1]?.raw.trim() ?? '' };
}

export function lineRefs(context: TCheckContext, items: readonly { line: number }[]): TResumeLineRef[] {
  const lines = [...new Set(items.map((item) => item.line))].sort((a, b) => a - b);
  return lines.map((line) => lineRef(context, line));
}

/** A 0–1 score for reaching `target` of something (a share, a count); reaching it or more scores 1. */
export function reachScore(value: number, target: number): number {
  if (target <= 0) return 1;
  return Math.max(0, Math.min(1, value / target));
}

/** 1 minus a penalty per problem, never below 0. */
export function penaltyScore(problems: number, penaltyEach: number): number {
  return Math.max(0, 1 - problems * penaltyEach);
}

/**
 * Overall points `count` findings of one writing fault cost (TCheckResult.overallPenalty): `each`
 * per finding up to `max`, and never less than one point, so one added fault always shows in the
 * rounded overall score.
 */
export function faultPenalty(count: number, each: number, max: number): number {
  return count <= 0 ? 0 : Math.min(max, Math.max(1, each * count));
}

/** Appends `value` to the list kept under `key`. */
export function addToGroup<TKey, TValue>(groups: Map<TKey, TValue[]>, key: TKey, value: TValue): void {
  const group = groups.get(key);
  if (group) group.push(value);
  else groups.set(key, [value]);
}

/** 'a, b and c'. */
export function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** 'The role', 'Both roles', 'All 3 roles': the subject of a sentence about every one of `count` things. */
export function everyOne(count: number, singular: string, plural = `${singular}s`): string {
  if (count === 1) return `The ${singular}`;
  return count === 2 ? `Both ${plural}` : `All ${count} ${plural}`;
}

/** '1 role', '3 roles'. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** A 'Label: values' line ('Technologies: Python, Go'): a list, not an achievement. */
const LABEL_LINE = /^[\p{L}/& ]{2,25}:\s/u;

/**
 * The lines that should each state an achievement: the bullets of jobs and projects, and the
 * sentences of jobs written without bullets (a project's one-line description is not one). 'Label:
 * list' lines such as 'Technologies: …' are left out.
 */
export function getAchievementLines(document: TResumeDocument): TResumeText[] {
  return [
    ...document.experience.flatMap((entry) => [...entry.bullets, ...entry.description]),
    ...document.projects.flatMap((entry) => entry.bullets),
  ]
    .filter((item) => !LABEL_LINE.test(item.text))
    .sort((a, b) => a.line - b.line);
}

/** The lines of the summary (or objective) section. */
export function getSummaryItems(document: TResumeDocument): TResumeText[] {
  return document.sections.filter((section) => section.kind === 'summary').flatMap((section) => section.items);
}

/** Every line of prose the reader reads: preamble and section items (no headings, no placeholders). */
export function getProseItems(document: TResumeDocument): TResumeText[] {
  return [...document.preamble, ...document.sections.flatMap((section) => section.items)].filter((item) => item.kind !== 'subheading');
}
