/**
 * Resume markdown → structure (TResumeDocument). Written for what real resumes look like once
 * extracted from Word: headings as '#', as bold paragraphs or as ALL CAPS lines; hard-wrapped
 * sentences; contact details on one line split by '|' or '·'; templates that must yield nothing.
 * Pure and deterministic; a two-page resume takes about a millisecond.
 */
import { extractContact } from './contact.ts';
import {
  groupEntries,
  parseCertification,
  parseEducationEntry,
  parseExperienceEntry,
  parseProjectEntry,
  parseSkillLine,
} from './entries.ts';
import { countWords, isFillInPrompt, toMarkdownLines } from './markdown-lines.ts';
import { getSectionKind, isStandardHeading } from './section-headings.ts';
import type { THeadingStyle, TLocatedValue, TMarkdownLine, TResumeDocument, TResumeSection, TResumeText, TSectionKind } from './types.ts';

const DEFAULT_SECTION_LEVEL = 2;
const HEADING_MAX_WORDS = 5;
/** An unfilled template: at least this many placeholder lines, making up this share of the text. */
const TEMPLATE_MIN_PLACEHOLDERS = 3;
const TEMPLATE_MIN_SHARE = 0.3;
const NAME_MAX_WORDS = 5;
const HEADLINE_MAX_WORDS = 10;
// Inline 'Label: values' lines open a section only for these kinds ('Skills: Java, Groovy').
const INLINE_SECTION_KINDS = new Set<TSectionKind>(['skills', 'languages', 'interests', 'certifications', 'awards']);
const BOLD_ONLY = /^\s*(\*\*|__)(?!\s)([^*_]+?)\1\s*:?\s*$/;
const NAME_PARTICLES = new Set('de da di del della van von der den le la bin binti al el dos du y'.split(' '));
const NOT_A_NAME = /^(?:resume|résumé|curriculum vitae|cv)$/i;

type TSectionDraft = Omit<TResumeSection, 'items' | 'endLine'> & { lines: TMarkdownLine[] };

/** 'Experience' heading in one of the non-markdown ways: a bold line, an ALL CAPS line, or 'Experience:' alone. */
function getPlainHeading(line: TMarkdownLine): { kind: TSectionKind; style: THeadingStyle } | null {
  if (line.kind !== 'text' || countWords(line.text) > HEADING_MAX_WORDS || /\d/.test(line.text)) return null;
  const kind = getSectionKind(line.text);
  if (!kind) return null;
  if (BOLD_ONLY.test(line.raw)) return { kind, style: 'bold' };
  const letters = line.text.replace(/[^\p{L}]/gu, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return { kind, style: 'caps' };
  // Plain 'Skills' could be a one-per-line skill; only a trailing colon or a standard name makes it a heading.
  if (/:\s*$/.test(line.text) || isStandardHeading(line.text)) return { kind, style: 'plain' };
  return null;
}

/** 'Skills: Java, Groovy' outside any section: a section given inline. */
function getInlineSection(line: TMarkdownLine): { kind: TSectionKind; label: string } | null {
  const labelled = /^([\p{L} &/]{3,30}):\s+\S/u.exec(line.text);
  const label = labelled?.[1]?.trim() ?? '';
  const kind = label ? getSectionKind(label) : null;
  return kind && INLINE_SECTION_KINDS.has(kind) ? { kind, label } : null;
}

/**
 * Joins a hard-wrapped line to the one before: it continues a sentence (starts in lower case, or the
 * line before ends with a comma or a connecting word), or is an indented continuation of a bullet.
 * Skill lists only join after a trailing comma: 'spaCy' or 'scikit-learn' start in lower case.
 */
function continuesPreviousLine(previous: TMarkdownLine, line: TMarkdownLine, kind: TSectionKind): boolean {
  // Header lines (name, title, contact details) are never wrapped sentences.
  if (kind === 'contact' || line.kind !== 'text' || previous.kind === 'heading' || previous.kind === 'blank') return false;
  if (/[|·•]/.test(line.text) || /^[\p{L}]{1,12}:\s/u.test(line.text)) return false;
  if (/[,&]$|\b(?:and|or|of|the|with|to|for|in|a|an|on|by|using|including)$/i.test(previous.text)) return true;
  if (kind === 'skills') return false;
  if (previous.kind === 'bullet' && /^\s{2,}\S/.test(line.raw)) return true;
  return /^[\p{Ll}(]/u.test(line.text) && !/[.!?:]$/.test(previous.text);
}

function toItems(lines: readonly TMarkdownLine[], kind: TSectionKind): TResumeText[] {
  const items: TResumeText[] = [];
  let previous: TMarkdownLine | null = null;
  for (const line of lines) {
    const last = items.at(-1);
    if (line.kind === 'blank' || line.isPlaceholder) {
      previous = line.kind === 'blank' ? line : previous;
      continue;
    }
    if (last && previous && continuesPreviousLine(previous, line, kind)) {
      last.text = `${last.text} ${line.text}`;
      last.lines.push(line.line);
    } else {
      const itemKind = line.kind === 'heading' ? 'subheading' : line.kind === 'bullet' ? 'bullet' : 'text';
      items.push({ text: line.text, line: line.line, lines: [line.line], kind: itemKind });
    }
    previous = line;
  }
  return items;
}

export function looksLikeName(text: string): boolean {
  const words = text.split(/\s+/);
  if (words.length < 2 || words.length > NAME_MAX_WORDS || NOT_A_NAME.test(text) || getSectionKind(text)) return false;
  return words.every((word) => NAME_PARTICLES.has(word) || /^\p{Lu}[\p{L}'’.-]*$/u.test(word));
}

/**
 * Mostly placeholders. The improver's fill-in prompts do not count: a resume with its own text and
 * '[Add your most recent role…]' prompts is half filled, not an unfilled template.
 */
function isTemplateDocument(lines: readonly TMarkdownLine[]): boolean {
  const content = lines.filter((line) => line.kind !== 'blank' && !isFillInPrompt(line.text));
  const placeholders = content.filter((line) => line.isPlaceholder).length;
  return placeholders >= TEMPLATE_MIN_PLACEHOLDERS && placeholders >= content.length * TEMPLATE_MIN_SHARE;
}

/** Splits the lines into the preamble and the sections, finding headings however they were written. */
function splitSections(lines: readonly TMarkdownLine[]): { preamble: TMarkdownLine[]; sections: TSectionDraft[] } {
  // Sections are at the highest level a known section name is written at ('#### Skills' in some Word templates).
  const knownLevels = lines
    .filter((line) => line.kind === 'heading' && !line.isPlaceholder && getSectionKind(line.text) !== null)
    .map((line) => line.headingLevel ?? DEFAULT_SECTION_LEVEL);
  const sectionLevel = knownLevels.length > 0 ? Math.min(...knownLevels) : DEFAULT_SECTION_LEVEL;
  const preamble: TMarkdownLine[] = [];
  const sections: TSectionDraft[] = [];
  let hasNameHeading = false;

  for (const line of lines) {
    const current = sections.at(-1);
    const open = (kind: TSectionKind, heading: string, headingStyle: THeadingStyle, content: TMarkdownLine[] = []) =>
      sections.push({ kind, heading, headingLine: line.line, headingStyle, lines: content });

    if (line.kind === 'heading' && !line.isPlaceholder) {
      // Inside a section, a deeper heading is an entry ('### Full-Stack Developer — Fabrikam') unless it is exactly a section name.
      const isSubheading = current !== undefined && (line.headingLevel ?? 1) > sectionLevel;
      const kind = getSectionKind(line.text, { exactOnly: isSubheading });
      const isNameHeading: boolean = !current && !hasNameHeading && line.headingLevel === 1 && !kind;
      hasNameHeading ||= isNameHeading;
      if (kind) open(kind, line.text, 'markdown');
      else if (!isNameHeading && (line.headingLevel ?? 1) <= sectionLevel) open('other', line.text, 'markdown');
      else (current?.lines ?? preamble).push(line);
      continue;
    }
    const plainHeading = line.isPlaceholder ? null : getPlainHeading(line);
    const inline = !plainHeading && line.kind === 'text' && (!current || current.kind === 'other') ? getInlineSection(line) : null;
    if (plainHeading) open(plainHeading.kind, line.text.replace(/:\s*$/, ''), plainHeading.style);
    else if (inline) {
      // The values stay as the section's first line, without their label.
      open(inline.kind, inline.label, 'inline-label', [{ ...line, text: line.text.slice(line.text.indexOf(':') + 1).trim() }]);
    } else (current?.lines ?? preamble).push(line);
  }
  return { preamble, sections };
}

function findName(preamble: readonly TMarkdownLine[]): TLocatedValue | null {
  const content = preamble.filter((line) => line.kind !== 'blank' && !line.isPlaceholder && line.text);
  const heading = content.find((line) => line.kind === 'heading' && line.headingLevel === 1 && !NOT_A_NAME.test(line.text));
  const nameLine = heading ?? content.slice(0, 3).find((line) => looksLikeName(line.text));
  return nameLine ? { value: nameLine.text, line: nameLine.line } : null;
}

/** The line under the name that is neither contact details nor a sentence: 'Senior Data Scientist'. */
function findHeadline(preamble: readonly TResumeText[], name: TLocatedValue, contactLines: ReadonlySet<number>): TLocatedValue | null {
  const afterName = preamble.filter((item) => item.line > name.line);
  const headline = afterName.find(
    (item) => !contactLines.has(item.line) && countWords(item.text) <= HEADLINE_MAX_WORDS && !/[:|·@]|\d{3}|[.!]$/.test(item.text),
  );
  return headline ? { value: headline.text, line: headline.line } : null;
}

/** Parses resume markdown into its structure; see TResumeDocument. */
export function parseResume(markdown: string): TResumeDocument {
  const lines = toMarkdownLines(markdown);
  const { preamble: preambleLines, sections: drafts } = splitSections(lines);
  const isTemplate = isTemplateDocument(lines);
  const preamble = toItems(preambleLines, 'contact');
  const sections: TResumeSection[] = drafts.map((draft, index) => {
    const nextHeading = drafts[index + 1]?.headingLine;
    return {
      kind: draft.kind,
      heading: draft.heading,
      headingLine: draft.headingLine,
      headingStyle: draft.headingStyle,
      endLine: nextHeading ? nextHeading - 1 : lines.length,
      items: toItems(draft.lines, draft.kind),
    };
  });
  if (isTemplate) {
    const contact = { emails: [], phones: [], locations: [], links: [] };
    return {
      lines,
      name: null,
      headline: null,
      contact,
      preamble,
      sections,
      experience: [],
      education: [],
      skills: [],
      projects: [],
      certifications: [],
      isTemplate,
    };
  }

  const itemsOf = (kind: TSectionKind) => sections.filter((section) => section.kind === kind).flatMap((section) => section.items);
  const contactLineNumbers = new Set([...preamble, ...itemsOf('contact')].flatMap((item) => item.lines));
  const contact = extractContact(lines, contactLineNumbers);
  const linesWithContact = new Set(
    [...contact.emails, ...contact.phones, ...contact.locations, ...contact.links].map((value) => value.line),
  );
  const name = findName(preambleLines);
  return {
    lines,
    name,
    headline: name && findHeadline(preamble, name, linesWithContact),
    contact,
    preamble,
    sections,
    experience: groupEntries(itemsOf('experience')).map(parseExperienceEntry),
    education: groupEntries(itemsOf('education')).map(parseEducationEntry),
    skills: itemsOf('skills').map(parseSkillLine),
    projects: groupEntries(itemsOf('projects')).map(parseProjectEntry),
    certifications: itemsOf('certifications').flatMap((item) => parseCertification(item) ?? []),
    isTemplate,
  };
}
