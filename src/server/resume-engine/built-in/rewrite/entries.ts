/**
 * Roles, schools and projects: one '### ' header line per entry with its fields in a fixed order
 * ('Senior Engineer | Acme | Berlin, Germany | Jan 2022 – Present'), then its text and bullets,
 * reworded. A header is rebuilt from its parsed fields only when they hold every word of it;
 * otherwise it stays as written, with only its dates reformatted.
 */
import type { TImprovementChange } from '#shared/schemas/resume-ai.ts';
import { findLeadingActionVerb, type TVerbTense } from '#server/resume-engine/language/action-verbs.ts';
import type { TDateRange } from '#server/resume-engine/parse/dates.ts';
import {
  groupEntries,
  parseEducationEntry,
  parseExperienceEntry,
  parseProjectEntry,
  type TEntryDraft,
} from '#server/resume-engine/parse/entries.ts';
import type { TResumeDocument, TResumeText } from '#server/resume-engine/parse/types.ts';
import { formatDateRange } from './dates.ts';
import { rewriteBullet } from './sentences.ts';

export type TEntryKind = 'experience' | 'education' | 'projects';

const FIELD_SEPARATOR = ' | ';
// Words a rebuilt header may drop: the joining words between its fields.
const JOINING_WORDS = new Set(['at', 'from', 'in', 'and']);

const toWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((word) => word && !JOINING_WORDS.has(word));

/** The header's text with its date range written the resume's way. */
function formatHeaderDates(texts: readonly string[], dates: TDateRange | null): string[] {
  if (!dates) return [...texts];
  return texts.map((text) => (text.includes(dates.text) ? text.replace(dates.text, formatDateRange(dates)) : text));
}

/** An entry's header lines as text (to compare words) and as markdown (to keep links and emphasis). */
type TWrittenHeader = { texts: string[]; markdown: string[] };

/**
 * The rebuilt header when it keeps every word of the written one and the written one holds no
 * link (a link would be lost with the markdown); else the written one.
 */
function chooseHeader(written: TWrittenHeader, dates: TDateRange | null, fields: (string | null)[], alsoWritten: readonly string[] = []) {
  const rebuilt = fields.filter((field): field is string => Boolean(field)).join(FIELD_SEPARATOR);
  const writtenWithoutDates = written.texts.map((text) => (dates ? text.replace(dates.text, ' ') : text)).join(' ');
  const available = new Set(toWords([rebuilt, ...alsoWritten].join(' ')));
  const hasLink = written.markdown.some((line) => line.includes(']('));
  const isRebuilt = !hasLink && toWords(writtenWithoutDates).every((word) => available.has(word));
  return { header: isRebuilt ? rebuilt : formatHeaderDates(written.markdown, dates).join(FIELD_SEPARATOR), isRebuilt };
}

/**
 * A finished role reads in the past tense. A current one keeps the tense most of its sentences
 * already use: 'Led the migration, cutting load time by 45%' is a finished achievement, and
 * forcing it into 'Lead' would read wrong. A tie goes to the present, for ongoing work.
 */
function getTense(dates: TDateRange | null, sentences: readonly TResumeText[] = []): TVerbTense | null {
  if (!dates) return null;
  if (!dates.isCurrent) return 'past';
  const tenses = sentences.flatMap((sentence) => findLeadingActionVerb(sentence.text)?.tense ?? []);
  const pastCount = tenses.filter((tense) => tense === 'past').length;
  return pastCount > tenses.length - pastCount ? 'past' : 'present';
}

type TEntryLayout = {
  header: string;
  dates: TDateRange | null;
  texts: TResumeText[];
  bullets: TResumeText[];
  /** Verb tense of the entry's sentences; null when its dates do not tell. */
  tense: TVerbTense | null;
  /** School details (GPA, coursework) are facts, not sentences to reword. */
  isReworded: boolean;
};

function layOutEntry(kind: TEntryKind, draft: TEntryDraft, written: TWrittenHeader): TEntryLayout {
  const formatDates = (dates: TDateRange | null) => (dates ? formatDateRange(dates) : null);
  if (kind === 'experience') {
    const entry = parseExperienceEntry(draft);
    const { header } = chooseHeader(written, entry.dates, [entry.title, entry.company, entry.location, formatDates(entry.dates)]);
    const tense = getTense(entry.dates, [...entry.description, ...entry.bullets]);
    return { header, dates: entry.dates, texts: entry.description, bullets: entry.bullets, tense, isReworded: true };
  }
  if (kind === 'education') {
    const entry = parseEducationEntry(draft);
    const degree = [entry.degree, entry.field].filter(Boolean).join(' in ');
    const gpa = entry.gpa !== null && written.texts.some((text) => text.includes(entry.gpa ?? '')) ? `GPA ${entry.gpa}` : null;
    const { header } = chooseHeader(written, entry.dates, [degree, entry.institution, entry.location, formatDates(entry.dates), gpa]);
    const isBullet = (item: TResumeText) => item.kind === 'bullet';
    return {
      header,
      dates: entry.dates,
      texts: entry.details.filter((item) => !isBullet(item)),
      bullets: entry.details.filter(isBullet),
      tense: null,
      isReworded: false,
    };
  }
  const entry = parseProjectEntry(draft);
  const { header, isRebuilt } = chooseHeader(
    written,
    entry.dates,
    [entry.name, formatDates(entry.dates)],
    entry.description.map((item) => item.text),
  );
  // 'Name: what it is' on the header line: the description follows a rebuilt header, or stays in the written one.
  const headerLines = new Set(draft.header.map((item) => item.line));
  const texts = isRebuilt ? entry.description : entry.description.filter((item) => !headerLines.has(item.line));
  return {
    header,
    dates: entry.dates,
    texts,
    bullets: entry.bullets,
    tense: getTense(entry.dates, [...texts, ...entry.bullets]),
    isReworded: true,
  };
}

function getHeaderChange(written: string, layout: TEntryLayout): TImprovementChange | null {
  const { header, dates } = layout;
  if (written === header) return null;
  if (dates && written.replace(dates.text, formatDateRange(dates)) === header)
    return {
      kind: 'date',
      before: dates.text,
      after: formatDateRange(dates),
      reason: 'One date format across the resume, such as "Jan 2022 – Present".',
    };
  return {
    kind: 'layout',
    before: written,
    after: header,
    reason:
      'Each entry on one header line with its fields in the same order (title, employer, location, dates), so ATS parsers read every field.',
  };
}

/** An item's markdown: its lines without their bullet markers, inline links and emphasis kept. */
export function getItemMarkdown(document: TResumeDocument, item: TResumeText): string {
  const lines = item.lines.flatMap((line) => document.lines[line - 1] ?? []);
  // A part the parser cut out of its line ('Name: what it is' → 'what it is') has no markdown of its own.
  const isWholeLines = lines.map((line) => line.text).join(' ') === item.text;
  return isWholeLines ? lines.map((line) => line.markdown.trim()).join(' ') : item.text;
}

/** One entry as markdown paragraphs (header, texts, the bullet list) and the changes made to it. */
function rewriteEntry(
  document: TResumeDocument,
  kind: TEntryKind,
  draft: TEntryDraft,
): { paragraphs: string[]; changes: TImprovementChange[] } {
  const layout = layOutEntry(kind, draft, {
    texts: draft.header.map((item) => item.text),
    markdown: draft.header.map((item) => getItemMarkdown(document, item)),
  });
  const changes: TImprovementChange[] = [];
  const headerChange =
    draft.header.length > 0 ? getHeaderChange(draft.header.map((item) => item.text).join(FIELD_SEPARATOR), layout) : null;
  if (headerChange) changes.push(headerChange);
  const reword = (item: TResumeText, asksForOwnPart = false) => {
    const markdown = getItemMarkdown(document, item);
    if (!layout.isReworded) return markdown;
    const rewrite = rewriteBullet(markdown, layout.tense, { asksForOwnPart });
    changes.push(...rewrite.changes);
    return rewrite.text;
  };
  const texts = layout.texts.map((item) => reword(item));
  // A question goes on a bullet of its own, under the bullet it asks about.
  const bullets = layout.bullets.map((item) => `- ${reword(item, true)}`);
  const paragraphs = [...(layout.header ? [`### ${layout.header}`] : []), ...texts, ...(bullets.length > 0 ? [bullets.join('\n')] : [])];
  return { paragraphs, changes };
}

/** A section of roles, schools or projects, rewritten entry by entry, as markdown paragraphs. */
export function rewriteEntries(
  document: TResumeDocument,
  kind: TEntryKind,
  items: readonly TResumeText[],
): { paragraphs: string[]; changes: TImprovementChange[] } {
  const rewrites = groupEntries(items).map((draft) => rewriteEntry(document, kind, draft));
  return { paragraphs: rewrites.flatMap((rewrite) => rewrite.paragraphs), changes: rewrites.flatMap((rewrite) => rewrite.changes) };
}
