/**
 * The fault-pair set: each well-written resume of tests/fixtures/resume-pairs against the same
 * resume with one fault of resume-faults.ts added, plus 'several faults' pairs (one fault against
 * the same fault and two more). The measure is the share of pairs where the analyzer's overall
 * score puts the better version strictly higher; the target is TARGET_ORDERED_SHARE.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { analyzeResume } from '#server/resume-engine/built-in/analyze-resume.ts';
import { PACKAGE_ROOT } from '#server/lib/paths.ts';
import { getResumeFault, RESUME_FAULTS, type TResumeFault } from './resume-faults.ts';

/** Share of pairs the overall score must order correctly (open issue on the resume engine). */
export const TARGET_ORDERED_SHARE = 0.95;

/** 'Present' means June 2025, so scores do not drift with the calendar. */
const FAULT_PAIR_AS_OF = { year: 2025, month: 6, isYearOnly: false };

export const RESUME_PAIRS_DIR = join(PACKAGE_ROOT, 'tests/fixtures/resume-pairs');

type TBaseResume = { name: string; markdown: string };

/** The base resumes of a folder (by default tests/fixtures/resume-pairs), by file name. */
export function loadBaseResumes(dir: string = RESUME_PAIRS_DIR): TBaseResume[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => ({ name: basename(file, '.md'), markdown: readFileSync(join(dir, file), 'utf8') }));
}

/**
 * Fault combinations for the 'several faults' pairs: the better version has the first fault, the
 * worse one all three. Chosen so no fault undoes another (nothing here rewrites the same lines).
 */
const FAULT_COMBINATIONS: readonly (readonly [string, string, string])[] = [
  ['spelling-mistakes', 'buzzwords', 'weak-openings'],
  ['first-person', 'unsupported-skills', 'personal-details'],
  ['rambling-long-bullet', 'dates-missing-on-role', 'objective-statement'],
  ['dates-unexplained-gap', 'dates-present-tense-past-roles', 'rambling-long-summary'],
];

type TFaultPair = { fault: string; base: string; better: string; worse: string };

const applyFaults = (markdown: string, faults: readonly TResumeFault[]) => faults.reduce((text, fault) => fault.apply(text), markdown);

/**
 * Every fault on every base, then every combination on every base. The faults and combinations
 * default to those of resume-faults.ts; a combination names faults of the given list.
 */
export function buildFaultPairs(
  bases: readonly TBaseResume[] = loadBaseResumes(),
  faults: readonly TResumeFault[] = RESUME_FAULTS,
  combinations: readonly (readonly string[])[] = FAULT_COMBINATIONS,
): TFaultPair[] {
  const singleFaultPairs = faults.flatMap((fault) =>
    bases.map((base) => ({ fault: fault.id, base: base.name, better: base.markdown, worse: fault.apply(base.markdown) })),
  );
  const severalFaultPairs = combinations.flatMap((ids) => {
    const combined = ids.map((id) => getResumeFault(id, faults));
    return bases.map((base) => ({
      fault: `several: ${ids.join(' + ')}`,
      base: base.name,
      better: applyFaults(base.markdown, combined.slice(0, 1)),
      worse: applyFaults(base.markdown, combined),
    }));
  });
  return [...singleFaultPairs, ...severalFaultPairs];
}

export function scoreResume(markdown: string): number {
  return analyzeResume({ content: markdown, fileName: 'resume.md', originalFile: null }, { asOf: FAULT_PAIR_AS_OF }).overallScore;
}

type TScoredFaultPair = TFaultPair & { betterScore: number; worseScore: number; ordered: boolean };

export function scoreFaultPairs(pairs: readonly TFaultPair[] = buildFaultPairs()): TScoredFaultPair[] {
  return pairs.map((pair) => {
    const betterScore = scoreResume(pair.better);
    const worseScore = scoreResume(pair.worse);
    // Strictly higher: a tie means the score did not notice the fault.
    return { ...pair, betterScore, worseScore, ordered: betterScore > worseScore };
  });
}

type TOrderingCount = { total: number; ordered: number };
type TFaultPairOrdering = TOrderingCount & { byFault: Record<string, TOrderingCount> };

function summarizeOrdering(scored: readonly TScoredFaultPair[]): TFaultPairOrdering {
  const byFault: Record<string, TOrderingCount> = {};
  for (const { fault, ordered } of scored) {
    const count = (byFault[fault] ??= { total: 0, ordered: 0 });
    count.total++;
    if (ordered) count.ordered++;
  }
  return { total: scored.length, ordered: scored.filter((pair) => pair.ordered).length, byFault };
}

/** The whole measure in one call, for the bench script. */
export function measureFaultPairOrdering(pairs: readonly TFaultPair[] = buildFaultPairs()): TFaultPairOrdering {
  return summarizeOrdering(scoreFaultPairs(pairs));
}

const percent = ({ total, ordered }: TOrderingCount) => `${ordered}/${total} (${((100 * ordered) / total).toFixed(1)} %)`;

/** A plain-text report: one line per pair, then the share ordered overall and per fault. */
export function formatOrderingReport(scored: readonly TScoredFaultPair[]): string {
  const summary = summarizeOrdering(scored);
  const faultWidth = Math.max(...scored.map((pair) => pair.fault.length));
  const baseWidth = Math.max(...scored.map((pair) => pair.base.length));
  const pairLines = scored.map(
    (pair) =>
      `${pair.fault.padEnd(faultWidth)}  ${pair.base.padEnd(baseWidth)}  ${String(pair.betterScore).padStart(6)}  ${String(pair.worseScore).padStart(5)}  ${pair.ordered ? 'yes' : 'NO'}`,
  );
  const faultLines = Object.entries(summary.byFault).map(([fault, count]) => `${fault.padEnd(faultWidth)}  ${percent(count)}`);
  return [
    `${'fault'.padEnd(faultWidth)}  ${'base'.padEnd(baseWidth)}  better  worse  ordered?`,
    ...pairLines,
    '',
    `Ordered correctly: ${percent(summary)}; target ${TARGET_ORDERED_SHARE * 100} %`,
    ...faultLines,
  ].join('\n');
}
