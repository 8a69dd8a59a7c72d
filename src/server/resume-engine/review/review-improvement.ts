/**
 * The 'verify this' review of an improvement, the built-in one or the LLM's: it reads both texts
 * from scratch and assumes nothing about how the rewrite was made. It flags
 * - invented facts: numbers, dates, phone numbers, employers, titles, schools, degrees and skills the
 *   original does not state ('Jan 2022' = '01/2022', '50 %' = '50%', skills by canonical name);
 * - new metrics ('30%', '3x', '$500', '2M users');
 * - sections of the original with no counterpart;
 * - changed employers, titles, schools, degrees or dates of an entry, and entries that disappeared;
 * - text grown over 1.8× (placeholder prompts left out).
 * Messages name the fact itself, so the same problem reads the same in every review of a resume.
 */
import type { TImprovementWarning } from '#shared/schemas/resume-ai.ts';
import type { TResumeSection } from '../parse/types.ts';
import { findChangedFacts } from './changed-facts.ts';
import { findInventedFacts } from './invented-facts.ts';
import { normalizeName } from './names.ts';
import { readReviewedResume, type TReviewedResume } from './reviewed-resume.ts';

const LENGTH_GROWTH_LIMIT = 1.8;

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.+#-]*/gu;

/**
 * The words of the text. Placeholder prompts ('[Add your email]') and the headings of sections that
 * hold nothing else are for the user to fill in, not text the rewrite added.
 */
function countWords(resume: TReviewedResume): number {
  const { sections } = resume.document;
  const emptyHeadings = new Set(sections.filter((section) => section.items.length === 0).map((section) => section.headingLine));
  return resume.contentLines
    .filter((line) => !line.isPlaceholder && !emptyHeadings.has(line.line))
    .reduce((total, line) => total + (line.text.match(WORD)?.length ?? 0), 0);
}

/** A standard section matches by kind ('OBJECTIVE' = 'Summary'); any other by its heading. */
function hasCounterpart(section: TResumeSection, improved: TReviewedResume): boolean {
  const { sections, contact } = improved.document;
  if (section.kind === 'contact') {
    const hasContactDetails = contact.emails.length + contact.phones.length + contact.links.length + contact.locations.length > 0;
    return hasContactDetails || sections.some((candidate) => candidate.kind === 'contact');
  }
  if (section.kind !== 'other') return sections.some((candidate) => candidate.kind === section.kind);
  const heading = normalizeName(section.heading);
  return sections.some((candidate) => normalizeName(candidate.heading) === heading);
}

function findRemovedSections(original: TReviewedResume, improved: TReviewedResume): TImprovementWarning[] {
  return original.document.sections
    .filter((section) => !hasCounterpart(section, improved))
    .map((section) => ({
      kind: 'section-removed',
      message: `The section "${section.heading}" of the original has no counterpart in the improved version.`,
      excerpt: null,
    }));
}

function findLengthGrowth(original: TReviewedResume, improved: TReviewedResume): TImprovementWarning[] {
  const before = countWords(original);
  const after = countWords(improved);
  if (before === 0 || after <= before * LENGTH_GROWTH_LIMIT) return [];
  const ratio = Math.round((after / before) * 10) / 10;
  return [
    {
      kind: 'length-growth',
      message: `The improved version is ${ratio}× as long as the original (${after} words instead of ${before}). Check that nothing was added.`,
      excerpt: null,
    },
  ];
}

/** Reviews a rewrite against its original; see the module comment. Deterministic, one warning per problem. */
export function reviewImprovement(originalContent: string, improvedContent: string): TImprovementWarning[] {
  const original = readReviewedResume(originalContent);
  const improved = readReviewedResume(improvedContent);
  const warnings = [
    ...findInventedFacts(original, improved),
    ...findChangedFacts(original, improved),
    ...findRemovedSections(original, improved),
    ...findLengthGrowth(original, improved),
  ];
  const seen = new Set<string>();
  return warnings.filter((warning) => {
    const key = `${warning.kind}\n${warning.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
