/**
 * A PDF's text items (pieces of text placed at x/y on a page, in whatever order the file draws them)
 * → the blocks the Word path builds (word/markdown-blocks.ts), in the order a person reads them:
 * - columns: a vertical gap that splits a page's lines into two bodies of text (a sidebar beside the
 *   main column) makes each column read as a whole, left then right; lines that cross the gap (a name
 *   across the top) stay where they stand, between the bands of columns they separate;
 * - lines: items on one baseline, left to right, a space wherever the gap between two items is a
 *   word space (so a ligature drawn as its own item, 'ML' 'fl' 'ow', joins back into 'MLflow');
 * - wrapped lines: the next line continues this one when it is tight below it, is no bullet, and its
 *   first word would not have fitted at the end of this one (the test a text layout applies);
 * - headings: a short line set clearly larger than the body text; capitals and known section names
 *   are recognised afterwards by structureBlocks, as for Word.
 * Page numbers and lines repeated on every page (running headers and footers) are dropped.
 */
import type { TBlock } from '#shared/resume-markdown.ts';

/** One piece of text as pdf.js gives it, in PDF units (1/72 inch), y growing upwards. */
export type TPdfTextItem = { text: string; x: number; y: number; width: number; size: number };
export type TPdfPage = { width: number; items: TPdfTextItem[] };

/** Facts about how the text was laid out, for the analysis's checks on PDFs. */
export type TPdfLayout = {
  pageCount: number;
  /** Pages whose text stands in two columns (read one column after the other). */
  twoColumnPages: number;
  /** Ligatures ('fi', 'fl', 'ff') drawn as separate pieces inside words: naive text extractors split those words. */
  ligatureSplits: number;
  /** Pages without any text (a scanned page inside a text PDF): an ATS reads nothing there. */
  pagesWithoutText: number;
};

/** `isTabbed`: text set apart on the line (a date at the right margin), which a layout never wraps. */
type TLine = { text: string; x: number; right: number; y: number; size: number; pageIndex: number; isTabbed: boolean };

/** The narrowest gap between columns, in points (a sixth of an inch). */
const COLUMN_GAP_MIN = 12;
/** Each column holds at least this share of the page's characters, and lines that cross the gap at most SPANNING_MAX. */
const COLUMN_SHARE_MIN = 0.15;
const SPANNING_MAX = 0.35;
const COLUMN_LINES_MIN = 4;
const COLUMN_SCAN_MAX_WIDTH = 5000;
/** A piece wider than this share of the text's width is a full-width line, not evidence of a column. */
const WIDE_ITEM_SHARE = 0.6;
/** A line set this much larger than the body text is a heading. */
const HEADING_SIZE_RATIO = 1.15;
const HEADING_MAX_WORDS = 8;
const LIGATURES = new Set(['fi', 'fl', 'ff', 'ffi', 'ffl', 'ft', 'st']);
const BULLET_START = /^[-*+•‣◦▪▫■□●○·–—➢➤►✓✔\uf0a7\uf0b7\uf076\uf0d8\uf0fc]\s/u;
const NUMBERED_START = /^\d{1,3}[.)]\s/;
const PAGE_NUMBER = /^(page\s*)?\d{1,3}(\s*(of|\/)\s*\d{1,3})?$/i;
// Presentation-form ligatures (U+FB00–FB06) and the hyphens a layout engine draws.
const LIGATURE_CHARS: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'ft', ﬆ: 'st' };

/** A gap this many times the font size inside a line is a tab stop, not a word space. */
const TAB_GAP_RATIO = 2;

function normaliseText(text: string): string {
  return (
    text
      .replace(/[\ufb00-\ufb06]/g, (char) => LIGATURE_CHARS[char] ?? char)
      // Word's non-breaking hyphen reaches some PDFs as '-', a soft hyphen and U+2010 ('555-\u00ad\u20105555'): one hyphen.
      .replace(/[-\u2010\u2011]\u00ad*[\u2010\u2011]|-\u00ad+-/g, '-')
      .replace(/[\u2010\u2011]/g, '-')
  );
}

// Loops, not Math.max(...list): a hostile page can hold more pieces than a call takes arguments.
const maxOf = <T>(list: readonly T[], value: (entry: T) => number) => list.reduce((max, entry) => Math.max(max, value(entry)), -Infinity);
const minOf = <T>(list: readonly T[], value: (entry: T) => number) => list.reduce((min, entry) => Math.min(min, value(entry)), Infinity);

const countChars = (items: readonly TPdfTextItem[]) => items.reduce((sum, item) => sum + item.text.trim().length, 0);

function countLines(items: readonly TPdfTextItem[]): number {
  return new Set(items.map((item) => Math.round(item.y))).size;
}

/**
 * The x range of the gap between two columns, or null for a page of one column. The gap is the widest
 * run of points no narrow piece covers; it counts only when both sides hold real bodies of text, so dates
 * set at the right of their lines are no column.
 */
export function findColumnGap(items: readonly TPdfTextItem[]): { start: number; end: number } | null {
  const textItems = items.filter((item) => item.text.trim() !== '' && item.width > 0);
  if (textItems.length === 0) return null;
  const left = Math.floor(minOf(textItems, (item) => item.x));
  const right = Math.ceil(maxOf(textItems, (item) => item.x + item.width));
  const span = right - left;
  // Columns are looked for on pages of paper sizes (A0 is 2,384 pt wide), not on any MediaBox a file claims.
  if (span < COLUMN_GAP_MIN * 4 || span > COLUMN_SCAN_MAX_WIDTH) return null;
  const covered = new Uint8Array(span + 1);
  for (const item of textItems) {
    if (item.width > span * WIDE_ITEM_SHARE) continue;
    for (let x = Math.floor(item.x) - left; x <= Math.ceil(item.x + item.width) - left; x++) covered[x] = 1;
  }
  let best: { start: number; end: number } | null = null;
  for (let x = 0; x <= span;) {
    if (covered[x]) {
      x++;
      continue;
    }
    let end = x;
    while (end <= span && !covered[end]) end++;
    const isInside = x > 0 && end <= span;
    if (isInside && end - x >= COLUMN_GAP_MIN && (!best || end - x > best.end - best.start)) best = { start: left + x, end: left + end };
    x = end;
  }
  if (!best) return null;
  const total = countChars(textItems);
  const leftItems = textItems.filter((item) => item.x + item.width <= best.start + 1);
  const rightItems = textItems.filter((item) => item.x >= best.end - 1);
  const spanningChars = total - countChars(leftItems) - countChars(rightItems);
  const isColumns =
    countChars(leftItems) >= total * COLUMN_SHARE_MIN &&
    countChars(rightItems) >= total * COLUMN_SHARE_MIN &&
    spanningChars <= total * SPANNING_MAX &&
    countLines(leftItems) >= COLUMN_LINES_MIN &&
    countLines(rightItems) >= COLUMN_LINES_MIN;
  return isColumns ? best : null;
}

/** Items on one baseline, left to right, joined with a space wherever the gap is a word space. */
function buildLines(items: readonly TPdfTextItem[], pageIndex: number, counts: { ligatureSplits: number }): TLine[] {
  const sorted = items.filter((item) => item.text !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: TPdfTextItem[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - item.y) <= Math.max(row[0]!.size, item.size) * 0.35) row.push(item);
    else rows.push([item]);
  }
  const lines: TLine[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let text = '';
    let end = -Infinity;
    let isTabbed = false;
    row.forEach((item, index) => {
      const gap = item.x - end;
      if (text !== '' && gap > item.size * TAB_GAP_RATIO) isTabbed = true;
      if (text !== '' && !/\s$/.test(text) && !/^\s/.test(item.text) && gap > item.size * 0.15) text += ' ';
      const next = row[index + 1];
      const isGlued = (neighbour: TPdfTextItem | undefined, distance: number) =>
        neighbour !== undefined && Math.abs(distance) <= item.size * 0.15 && /\p{L}/u.test(neighbour.text);
      if (LIGATURES.has(item.text) && isGlued(row[index - 1], gap) && isGlued(next, next ? next.x - (item.x + item.width) : 0)) {
        counts.ligatureSplits++;
      }
      text += item.text;
      end = Math.max(end, item.x + item.width);
    });
    const clean = normaliseText(text).replace(/\s+/g, ' ').trim();
    if (clean === '') continue;
    const size = maxOf(row, (item) => item.size);
    lines.push({ text: clean, x: row[0]!.x, right: end, y: row[0]!.y, size, pageIndex, isTabbed });
  }
  return lines;
}

/** A page's lines in reading order: with a column gap, band by band (between lines that cross it), left column then right. */
function orderPage(page: TPdfPage, pageIndex: number, counts: TPdfLayout): TLine[][] {
  // Text placed off the page is not shown (and would make the column scan as wide as its coordinates).
  const isOnPage = (item: TPdfTextItem) =>
    [item.x, item.y, item.width, item.size].every(Number.isFinite) && item.x >= -page.width && item.x + item.width <= page.width * 2;
  const items = page.items.filter((item) => isOnPage(item) && (item.text.trim() !== '' || item.width > 0));
  const gap = findColumnGap(items);
  if (!gap) return [buildLines(items, pageIndex, counts)];
  counts.twoColumnPages++;
  const spanning = buildLines(
    items.filter((item) => item.x < gap.start - 1 && item.x + item.width > gap.end + 1),
    pageIndex,
    counts,
  );
  const bandOf = (y: number) => spanning.filter((line) => line.y > y).length;
  const segments: TLine[][] = [];
  for (let band = 0; band <= spanning.length; band++) {
    const inBand = items.filter((item) => !(item.x < gap.start - 1 && item.x + item.width > gap.end + 1) && bandOf(item.y) === band);
    segments.push(
      buildLines(
        inBand.filter((item) => item.x + item.width / 2 < gap.start),
        pageIndex,
        counts,
      ),
    );
    segments.push(
      buildLines(
        inBand.filter((item) => item.x + item.width / 2 >= gap.start),
        pageIndex,
        counts,
      ),
    );
    const crossing = spanning[band];
    if (crossing) segments.push([crossing]);
  }
  return segments.filter((segment) => segment.length > 0);
}

/** The body text's size: the size most characters are set in. */
function findBodySize(lines: readonly TLine[]): number {
  const chars = new Map<number, number>();
  for (const line of lines) chars.set(sizeKey(line.size), (chars.get(sizeKey(line.size)) ?? 0) + line.text.length);
  return [...chars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

const sizeKey = (size: number) => Math.round(size * 2) / 2;

function isLargeShortLine(line: TLine, bodySize: number): boolean {
  return line.size >= bodySize * HEADING_SIZE_RATIO && line.text.split(' ').length <= HEADING_MAX_WORDS && !/[.,;]$/.test(line.text);
}

/**
 * The sizes headings are set in: large short lines come as a set (every section title alike); the
 * largest line opening the document is its title; a lone larger line (a subtitle under the name) is text.
 */
function findHeadingSizes(lines: readonly TLine[], bodySize: number): Set<number> {
  const large = lines.filter((line) => isLargeShortLine(line, bodySize));
  const counts = new Map<number, number>();
  for (const line of large) counts.set(sizeKey(line.size), (counts.get(sizeKey(line.size)) ?? 0) + 1);
  const sizes = new Set([...counts].filter(([, count]) => count >= 2).map(([size]) => size));
  const first = lines[0];
  if (first && large.includes(first) && lines.every((line) => line.size <= first.size)) sizes.add(sizeKey(first.size));
  return sizes;
}

/** Whether `next` carries on the sentence of `line`, wrapped there by the layout rather than by a line break. */
function isWrapped(line: TLine, next: TLine, columnRight: number, linePitch: number): boolean {
  const pitch = line.y - next.y;
  if (next.pageIndex !== line.pageIndex || pitch <= 0 || pitch > linePitch * 1.1) return false;
  if (Math.abs(line.size - next.size) > 0.5 || line.isTabbed || next.isTabbed) return false;
  if (BULLET_START.test(next.text) || NUMBERED_START.test(next.text)) return false;
  const firstWord = next.text.split(' ')[0]!;
  const charWidth = (next.right - next.x) / next.text.length;
  return line.right + charWidth * (firstWord.length + 1) > columnRight - 1;
}

function joinWrapped(text: string, next: string): string {
  if (text.endsWith('\u00ad')) return text.slice(0, -1) + next;
  // 'scikit-' + 'learn': a hyphen the word already had; 'Jan 2022 -' + 'Present' keeps its space.
  if (/\p{L}-$/u.test(text)) return text + next;
  return `${text} ${next}`;
}

/** The pitch between consecutive lines of a paragraph: the smallest usual distance between baselines. */
function findLinePitch(lines: readonly TLine[]): number {
  const pitches = lines
    .slice(1)
    .map((line, index) => ({ pitch: lines[index]!.y - line.y, size: line.size }))
    .filter(({ pitch, size }) => pitch >= size * 0.8 && pitch <= size * 3)
    .map(({ pitch }) => pitch);
  if (pitches.length === 0) return Infinity;
  // The lower quartile: robust to a stray tight pair, and still a within-paragraph pitch when paragraphs are spaced.
  const sorted = pitches.sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 4)]!;
}

/** Lines that repeat at the same height on several pages are running headers or footers; page numbers carry no text. */
function findRunningLines(pages: readonly TLine[][]): Set<string> {
  const seen = new Map<string, Set<number>>();
  for (const line of pages.flat()) {
    const key = `${Math.round(line.y)}|${line.text.toLowerCase()}`;
    seen.set(key, (seen.get(key) ?? new Set()).add(line.pageIndex));
  }
  return new Set([...seen].filter(([, pageSet]) => pageSet.size > 1).map(([key]) => key));
}

/** The text of a PDF's pages as blocks for structureBlocks/renderMarkdown, and the facts of its layout. */
export function readPdfPages(pages: readonly TPdfPage[]): { blocks: TBlock[]; layout: TPdfLayout } {
  const hasText = (page: TPdfPage) => page.items.some((item) => /\p{L}/u.test(item.text));
  const layout: TPdfLayout = {
    pageCount: pages.length,
    twoColumnPages: 0,
    ligatureSplits: 0,
    pagesWithoutText: pages.filter((page) => !hasText(page)).length,
  };
  const segments = pages.flatMap((page, pageIndex) => orderPage(page, pageIndex, layout));
  const running = pages.length > 1 ? findRunningLines(segments) : new Set<string>();
  const keptRunning = new Set<string>();
  const kept = segments.map((segment) =>
    segment.filter((line) => {
      if (PAGE_NUMBER.test(line.text)) return false;
      const key = `${Math.round(line.y)}|${line.text.toLowerCase()}`;
      if (!running.has(key)) return true;
      // The first copy of a running line stays: it is often the name and contact line.
      if (keptRunning.has(key)) return false;
      keptRunning.add(key);
      return true;
    }),
  );
  const bodySize = findBodySize(kept.flat());
  const headingSizes = findHeadingSizes(kept.flat(), bodySize);
  const isHeading = (line: TLine) => isLargeShortLine(line, bodySize) && headingSizes.has(sizeKey(line.size));
  // A heading set on two lines ('TEST' over 'PERSON' in a narrow cell) is one heading.
  const isWrappedHeading = (line: TLine, next: TLine) =>
    isHeading(next) && sizeKey(next.size) === sizeKey(line.size) && next.pageIndex === line.pageIndex && line.y - next.y <= line.size * 1.5;
  const blocks: TBlock[] = [];
  for (const segment of kept) {
    const linePitch = findLinePitch(segment);
    const columnRight = maxOf(segment, (line) => line.right);
    let current: TLine | null = null;
    const flush = () => {
      if (!current) return;
      const text = current.text.replace(/\u00ad/g, '');
      blocks.push(isHeading(current) ? { kind: 'heading', level: 2, line: [{ text }] } : { kind: 'paragraph', lines: [[{ text }]] });
      current = null;
    };
    for (const line of segment) {
      const continues =
        current &&
        (isHeading(current) ? isWrappedHeading(current, line) : !isHeading(line) && isWrapped(current, line, columnRight, linePitch));
      if (current && continues) {
        current = { ...line, x: current.x, text: joinWrapped(current.text, line.text) };
      } else {
        flush();
        current = line;
      }
    }
    flush();
  }
  return { blocks, layout };
}
