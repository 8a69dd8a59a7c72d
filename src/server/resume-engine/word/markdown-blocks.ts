/**
 * From a Word parser's blocks (the model in shared/resume-markdown.ts) to a resume's outline.
 * Word files seldom use real heading or list styles (most resumes type 'EXPERIENCE' in capitals
 * and '- ' before bullets), so `structureBlocks` recognises those conventions the same way for .doc
 * and .docx; `renderMarkdown` (shared) then writes the markdown.
 */
import { getLineText, type TBlock, type TLine } from '#shared/resume-markdown.ts';

/** Section titles common enough to be headings even when typed in mixed case ('Skills:'). */
const SECTION_TITLES = new Set([
  'summary',
  'professional summary',
  'profile',
  'professional profile',
  'about me',
  'objective',
  'career objective',
  'experience',
  'work experience',
  'professional experience',
  'employment',
  'employment history',
  'work history',
  'education',
  'skills',
  'technical skills',
  'key skills',
  'core competencies',
  'projects',
  'personal projects',
  'certifications',
  'certificates',
  'licenses & certifications',
  'awards',
  'achievements',
  'publications',
  'languages',
  'interests',
  'activities',
  'volunteering',
  'volunteer experience',
  'references',
  'contact',
]);

// Typed bullets, including the private-use Symbol/Wingdings glyphs old .doc files carry.
const BULLET_CHARS = '\\-*+•‣◦▪▫■□●○·–—➢➤►✓✔\\uf0a7\\uf0b7\\uf076\\uf0d8\\uf0fc';
const BULLET_PREFIX = new RegExp(`^[${BULLET_CHARS}]\\s+`, 'u');
const NUMBERED_PREFIX = /^\d{1,3}[.)]\s+/;
/** Lines of only bullets, dashes or rules ('-----', '•') carry no text. */
const SEPARATOR_LINE = new RegExp(`^[\\s_=~${BULLET_CHARS}]+$`, 'u');
/** A next line opening with an address ('jane@x.com | …', 'linkedin.com/…') starts something new. */
const STARTS_WITH_ADDRESS = /^\S*(@|:\/\/|www\.|\.com|\.io|\.dev)/i;
// Zero-width characters, soft hyphens, BOMs and C0/C1 controls other than tab and newline.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const HORIZONTAL_SPACE = /[\t \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g;
/** A line this long that stops mid-sentence was probably wrapped by hand (typed Enter at the margin). */
const WRAPPED_LINE_MIN_CHARS = 40;

export function cleanText(text: string): string {
  return text.replace(INVISIBLE, '').replace(HORIZONTAL_SPACE, ' ');
}

/** Normalises spaces in every run and drops what is left empty; trims the line's ends. */
function cleanLine(line: TLine): TLine {
  const runs = line.map((run) => ({ ...run, text: cleanText(run.text) })).filter((run) => run.text !== '');
  while (runs.length > 0 && runs[0]!.text.trim() === '') runs.shift();
  while (runs.length > 0 && runs.at(-1)!.text.trim() === '') runs.pop();
  if (runs.length === 0) return [];
  runs[0] = { ...runs[0]!, text: runs[0]!.text.trimStart() };
  runs[runs.length - 1] = { ...runs.at(-1)!, text: runs.at(-1)!.text.trimEnd() };
  // Spaces were collapsed per run; collapse them across run boundaries too.
  let afterSpace = false;
  return runs
    .map((run) => {
      const text = afterSpace ? run.text.replace(/^ /, '') : run.text;
      if (text !== '') afterSpace = text.endsWith(' ');
      return { ...run, text };
    })
    .filter((run) => run.text !== '');
}

/** Removes the first `count` characters of a line's text, across runs. */
function dropLeadingChars(line: TLine, count: number): TLine {
  let remaining = count;
  const out: TLine = [];
  for (const run of line) {
    if (remaining >= run.text.length) {
      remaining -= run.text.length;
      continue;
    }
    out.push({ ...run, text: run.text.slice(remaining) });
    remaining = 0;
  }
  return out;
}

function joinLines(first: TLine, second: TLine): TLine {
  return [...first, { text: ' ' }, ...second];
}

function isKnownSection(text: string): boolean {
  return SECTION_TITLES.has(text.replace(/:$/, '').trim().toLowerCase());
}

function isSectionTitle(text: string): boolean {
  const title = text.replace(/:$/, '').trim();
  if (title.length < 3 || title.length > 50 || /[\d@|.,;!?]/.test(title)) return false;
  if (isKnownSection(title)) return true;
  // Two to six words in capitals ('TECHNICAL SKILLS', 'JOHN DOE'); a lone capitalised word is
  // more often a skill ('SQL', 'AWS') than a heading, unless it is a known section above.
  const words = title.split(' ');
  const wordCount = words.filter((word) => /^\p{L}{2,}/u.test(word)).length;
  return !/\p{Ll}/u.test(title) && wordCount >= 2 && words.length <= 6;
}

/** 'Jane Doe', 'Mary-Ann O'Neil': the name line a resume opens with. */
function isNameLine(text: string): boolean {
  const words = text.split(' ');
  return text.length <= 40 && words.length >= 2 && words.length <= 4 && words.every((word) => /^\p{Lu}[\p{L}'’.-]*$/u.test(word));
}

/** Splits a paragraph into headings, list items and plain paragraphs by how its lines look. */
function classifyParagraph(lines: TLine[]): TBlock[] {
  const blocks: TBlock[] = [];
  let plain: TLine[] = [];
  const flushPlain = () => {
    if (plain.length > 0) blocks.push({ kind: 'paragraph', lines: plain });
    plain = [];
  };
  for (const line of lines) {
    const text = getLineText(line);
    const bullet = BULLET_PREFIX.exec(text);
    const number = bullet ? null : NUMBERED_PREFIX.exec(text);
    const marker = bullet ?? number;
    if (marker) {
      flushPlain();
      blocks.push({ kind: 'list', ordered: Boolean(number), items: [{ line: dropLeadingChars(line, marker[0].length), depth: 0 }] });
    } else if (lines.length === 1 && isSectionTitle(text)) {
      blocks.push({ kind: 'heading', level: 2, line: [{ text: text.replace(/:$/, '') }] });
    } else {
      plain.push(line);
    }
  }
  flushPlain();
  return blocks;
}

function endsMidSentence(line: TLine): boolean {
  const text = getLineText(line);
  return text.length >= WRAPPED_LINE_MIN_CHARS && !/[.!?:;)]$/.test(text);
}

function continuesSentence(previous: TLine, next: TLine): boolean {
  const nextText = getLineText(next);
  return !STARTS_WITH_ADDRESS.test(nextText) && (/^\p{Ll}/u.test(nextText) || /,$/.test(getLineText(previous)));
}

/** Joins a one-line paragraph into the paragraph or list item before it when it continues its sentence. */
function joinWrappedLines(blocks: TBlock[]): TBlock[] {
  const out: TBlock[] = [];
  for (const block of blocks) {
    const previous = out.at(-1);
    if (block.kind === 'paragraph' && block.lines.length === 1 && previous) {
      const line = block.lines[0]!;
      if (previous.kind === 'paragraph' && previous.lines.length === 1) {
        const last = previous.lines[0]!;
        if (endsMidSentence(last) && continuesSentence(last, line)) {
          previous.lines[0] = joinLines(last, line);
          continue;
        }
      }
      if (previous.kind === 'list') {
        const item = previous.items.at(-1)!;
        if (endsMidSentence(item.line) && continuesSentence(item.line, line)) {
          item.line = joinLines(item.line, line);
          continue;
        }
      }
    }
    out.push(block);
  }
  return out;
}

function mergeAdjacentLists(blocks: TBlock[]): TBlock[] {
  const out: TBlock[] = [];
  for (const block of blocks) {
    const previous = out.at(-1);
    if (block.kind === 'list' && previous?.kind === 'list' && previous.ordered === block.ordered) {
      previous.items.push(...block.items);
    } else {
      out.push(block);
    }
  }
  return out;
}

/** The first block names the document: promote it to the one level-1 heading if there is none. */
function promoteTitle(blocks: TBlock[]): TBlock[] {
  const first = blocks[0];
  if (!first || blocks.some((block) => block.kind === 'heading' && block.level === 1)) return blocks;
  if (first.kind === 'heading') {
    return isKnownSection(getLineText(first.line)) ? blocks : [{ ...first, level: 1 }, ...blocks.slice(1)];
  }
  if (first.kind === 'paragraph' && isNameLine(getLineText(first.lines[0]!))) {
    const title: TBlock = { kind: 'heading', level: 1, line: first.lines[0]! };
    const rest: TBlock[] = first.lines.length > 1 ? [{ kind: 'paragraph', lines: first.lines.slice(1) }] : [];
    return [title, ...rest, ...blocks.slice(1)];
  }
  return blocks;
}

/**
 * Cleans raw blocks from a parser and gives them structure: capitals and known section names
 * become headings, typed bullets become lists, hand-wrapped lines are joined, the name line
 * becomes the title, and empty lines and decorative separators disappear.
 */
export function structureBlocks(rawBlocks: TBlock[]): TBlock[] {
  const blocks: TBlock[] = [];
  for (const block of rawBlocks) {
    if (block.kind === 'heading') {
      const line = cleanLine(block.line);
      if (line.length > 0) blocks.push({ ...block, line });
    } else if (block.kind === 'list') {
      const items = block.items.map((item) => ({ ...item, line: cleanLine(item.line) })).filter((item) => item.line.length > 0);
      if (items.length > 0) blocks.push({ ...block, items });
    } else {
      const lines = block.lines.map(cleanLine).filter((line) => line.length > 0 && !SEPARATOR_LINE.test(getLineText(line)));
      if (lines.length > 0) blocks.push(...classifyParagraph(lines));
    }
  }
  return promoteTitle(mergeAdjacentLists(joinWrappedLines(blocks)));
}
