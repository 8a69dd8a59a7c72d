/**
 * How much a resume says about the person's work and studies, in words: what the advice to add
 * substance measures (checks/length.ts; since decision 040 it costs nothing and caps nothing, what a
 * short resume lacks does). Padding adds nothing: a statement counts up to a typical bullet's
 * length, the summary up to a short paragraph's (nothing when it runs into a wall of text), filler
 * words count zero, and a statement written in the first person, with a buzzword or a weak opening
 * counts zero as a whole; skills lists, contact and personal details are not substance either. So a
 * writing fault never makes the advice go away.
 */
import { findBuzzwords } from '#server/resume-engine/language/buzzwords.ts';
import { findFillerWords } from '#server/resume-engine/language/filler-words.ts';
import { findFirstPersonPronouns } from '#server/resume-engine/language/pronouns.ts';
import { findWeakPhrases } from '#server/resume-engine/language/weak-phrases.ts';
import { countWords } from '#server/resume-engine/parse/markdown-lines.ts';
import type { TResumeDocument, TSectionKind } from '#server/resume-engine/parse/types.ts';

/** Sections that describe work and studies; skills, contact, languages and interests do not. */
const SUBSTANCE_SECTIONS = new Set<TSectionKind>([
  'experience',
  'projects',
  'education',
  'certifications',
  'awards',
  'volunteer',
  'publications',
]);
/** What one statement (a bullet or a sentence) can add: about a typical bullet. */
const STATEMENT_MAX_WORDS = 22;
/** What the summary can add: two or three sentences; past this many words it is a wall nobody reads. */
const SUMMARY_MAX_WORDS = 45;
const SUMMARY_WALL_WORDS = 90;

const hasFirstPersonSingular = (text: string) => findFirstPersonPronouns(text).some((match) => match.person === 'singular');

/**
 * The words of a statement that carry content: filler removed, and none at all when it is written
 * in the first person or leans on a buzzword or a weak opening (a recruiter skims past it).
 */
export function countContentWords(text: string): number {
  if (hasFirstPersonSingular(text) || findBuzzwords(text).length > 0 || findWeakPhrases(text).length > 0) return 0;
  const filler = findFillerWords(text).reduce((sum, match) => sum + countWords(match.text), 0);
  return Math.max(0, countWords(text) - filler);
}

/** Each sentence of a line counts up to STATEMENT_MAX_WORDS, so merging bullets into a paragraph changes nothing. */
const countStatementWords = (text: string) =>
  text.split(/(?<=[.!?;])\s+/).reduce((sum, sentence) => sum + Math.min(STATEMENT_MAX_WORDS, countContentWords(sentence)), 0);

export function countSubstanceWords(document: TResumeDocument): number {
  let words = 0;
  for (const section of document.sections) {
    if (section.kind === 'summary') {
      const written = section.items.reduce((sum, item) => sum + countWords(item.text), 0);
      if (written <= SUMMARY_WALL_WORDS)
        words += Math.min(
          SUMMARY_MAX_WORDS,
          section.items.reduce((sum, item) => sum + countStatementWords(item.text), 0),
        );
    } else if (SUBSTANCE_SECTIONS.has(section.kind)) {
      words += section.items.reduce((sum, item) => sum + countStatementWords(item.text), 0);
    }
  }
  return words;
}
