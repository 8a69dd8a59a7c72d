/**
 * One side of a review (the original or the rewrite), read once: its structure, the facts it states
 * and its text in the normalised form names are searched in.
 */
import { parseResume } from '../parse/parse-resume.ts';
import type { TMarkdownLine, TResumeDocument } from '../parse/types.ts';
import { collectKnownFacts, findFacts, type TKnownFacts, type TTextFacts } from './facts.ts';
import { normalizeName } from './names.ts';

export type TReviewedResume = {
  document: TResumeDocument;
  /** The lines with text, in order. */
  contentLines: TMarkdownLine[];
  /** The facts each content line states, in the same order. */
  lineFacts: TTextFacts[];
  known: TKnownFacts;
  /**
   * Every line but those of skills sections, normalised: where an employer, title or school must be
   * found. A skill list naming 'Google Cloud' does not make Google an employer.
   */
  searchLines: string[];
};

const EXCERPT_MAX_CHARS = 160;

export function readReviewedResume(markdown: string): TReviewedResume {
  const document = parseResume(markdown);
  const contentLines = document.lines.filter((line) => line.text !== '');
  const skillLines = new Set(
    document.sections
      .filter((section) => section.kind === 'skills')
      .flatMap((section) => document.lines.slice(section.headingLine - 1, section.endLine).map((line) => line.line)),
  );
  const searchLines = contentLines.filter((line) => !skillLines.has(line.line)).map((line) => normalizeName(line.text));
  const texts = contentLines.map((line) => line.text);
  const lineFacts = texts.map(findFacts);
  return { document, contentLines, lineFacts, known: collectKnownFacts(texts, lineFacts), searchLines };
}

/** The text of a markdown line, cut to a window around `index` when it is long. */
export function getExcerpt(text: string, index = 0): string {
  if (text.length <= EXCERPT_MAX_CHARS) return text;
  const start = Math.max(0, Math.min(index - EXCERPT_MAX_CHARS / 2, text.length - EXCERPT_MAX_CHARS));
  const window = text.slice(start, start + EXCERPT_MAX_CHARS).trim();
  return `${start > 0 ? '…' : ''}${window}${start + EXCERPT_MAX_CHARS < text.length ? '…' : ''}`;
}

/** The excerpt of a document's line by its number; null when there is no such line. */
export function getLineExcerpt(document: TResumeDocument, lineNumber: number | undefined): string | null {
  const line = lineNumber === undefined ? undefined : document.lines[lineNumber - 1];
  return line ? getExcerpt(line.text) : null;
}
