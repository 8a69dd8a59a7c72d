/**
 * Roles and degrees whose facts changed in the rewrite ('fact-changed'): each entry of the original
 * is paired with its counterpart in the rewrite (same employer or school first, then same title or
 * degree, then same position), and its employer, title, school, degree and dates compared.
 */
import type { TImprovementWarning } from '#shared/schemas/resume-ai.ts';
import type { TDateRange, TResumeDate } from '../parse/dates.ts';
import { getDegreeLevel } from '../parse/degrees.ts';
import type { TEducationEntry, TExperienceEntry } from '../parse/types.ts';
import { containsPhrase, normalizeCompany, normalizeName, normalizeTitle } from './names.ts';
import { getLineExcerpt, type TReviewedResume } from './reviewed-resume.ts';

/**
 * One field of an entry: how it is written, and the form it is compared in. Names also say how to
 * normalise a header line to find them in it.
 */
type TField = { label: string; written: string | null; key: string; normalize?: (text: string) => string };

const dateKey = (date: TResumeDate | null) => (date ? (date.isYearOnly ? `${date.year}` : `${date.year}-${date.month}`) : '');
const rangeKey = (range: TDateRange | null) =>
  range ? `${dateKey(range.start)}..${range.isCurrent ? 'present' : dateKey(range.end)}` : '';

const field = (label: string, written: string | null, normalize: (text: string) => string): TField => ({
  label,
  written,
  key: written ? normalize(written) : '',
  normalize,
});

function getRoleFields(entry: TExperienceEntry): TField[] {
  return [
    field('employer', entry.company, normalizeCompany),
    field('job title', entry.title, normalizeTitle),
    { label: 'dates', written: entry.dates?.text ?? null, key: rangeKey(entry.dates) },
  ];
}

function getDegreeKey(entry: TEducationEntry): string {
  const level = entry.degree ? (getDegreeLevel(entry.degree) ?? normalizeName(entry.degree)) : '';
  return [level, entry.field ? normalizeName(entry.field) : ''].join('|');
}

function getDegreeFields(entry: TEducationEntry): TField[] {
  const degree = [entry.degree, entry.field].filter(Boolean).join(' in ') || null;
  return [
    field('school', entry.institution, normalizeName),
    { label: 'degree', written: degree, key: entry.degree || entry.field ? getDegreeKey(entry) : '' },
    { label: 'dates', written: entry.dates?.text ?? null, key: rangeKey(entry.dates) },
  ];
}

type TEntryKind<T> = {
  noun: string;
  getFields: (entry: T) => TField[];
  getLabel: (entry: T) => string;
  getHeaderLines: (entry: T) => number[];
};

const ROLE: TEntryKind<TExperienceEntry> = {
  noun: 'role',
  getFields: getRoleFields,
  getLabel: (entry) => [entry.title, entry.company].filter(Boolean).join(' at '),
  getHeaderLines: (entry) => entry.headerLines,
};

const DEGREE: TEntryKind<TEducationEntry> = {
  noun: 'education entry',
  getFields: getDegreeFields,
  getLabel: (entry) => [[entry.degree, entry.field].filter(Boolean).join(' in '), entry.institution].filter(Boolean).join(', '),
  getHeaderLines: (entry) => entry.headerLines,
};

/** The counterpart of an original entry: same first field (employer / school), else same second, else same position. */
function takeCounterpart<T>(kind: TEntryKind<T>, entry: T, position: number, candidates: Map<number, T>): T | null {
  const [first, second] = kind.getFields(entry);
  for (const fieldIndex of [0, 1]) {
    const wanted = (fieldIndex === 0 ? first : second)?.key;
    if (!wanted) continue;
    for (const [index, candidate] of candidates) {
      if (kind.getFields(candidate)[fieldIndex]?.key !== wanted) continue;
      candidates.delete(index);
      return candidate;
    }
  }
  const samePosition = candidates.get(position);
  if (samePosition === undefined) return null;
  candidates.delete(position);
  return samePosition;
}

function compareEntries<T>(
  kind: TEntryKind<T>,
  originals: readonly T[],
  rewrites: readonly T[],
  improved: TReviewedResume,
): TImprovementWarning[] {
  const candidates = new Map(rewrites.map((entry, index) => [index, entry]));
  const warnings: TImprovementWarning[] = [];
  originals.forEach((entry, position) => {
    const label = kind.getLabel(entry);
    if (!label) return;
    const counterpart = takeCounterpart(kind, entry, position, candidates);
    if (!counterpart) {
      warnings.push({ kind: 'fact-changed', message: `The ${kind.noun} "${label}" is missing from the improved version.`, excerpt: null });
      return;
    }
    const rewritten = kind.getFields(counterpart);
    const headerLines = kind.getHeaderLines(counterpart);
    const headerText = headerLines.map((line) => improved.document.lines[line - 1]?.text ?? '').join(' ');
    kind.getFields(entry).forEach((before, index) => {
      const after = rewritten[index];
      if (!before.written || !after || before.key === after.key) return;
      // The header still says it, split into fields another way ('Engineer — Acme, Berlin (2019)').
      if (before.normalize && containsPhrase(before.normalize(headerText), before.key)) return;
      const now = after.written ? `"${after.written}"` : 'missing';
      warnings.push({
        kind: 'fact-changed',
        message: `The ${before.label} of "${label}" changed from "${before.written}" to ${now}.`,
        excerpt: getLineExcerpt(improved.document, headerLines[0]),
      });
    });
  });
  return warnings;
}

/** Employers, titles, schools, degrees and dates of the original's entries that the rewrite changed or dropped. */
export function findChangedFacts(original: TReviewedResume, improved: TReviewedResume): TImprovementWarning[] {
  return [
    ...compareEntries(ROLE, original.document.experience, improved.document.experience, improved),
    ...compareEntries(DEGREE, original.document.education, improved.document.education, improved),
  ];
}
