/**
 * A resume's markdown as a text-based PDF (pdfkit): the outline the builder's .docx has (the name as
 * the title, section headings, bold subheadings, paragraphs, bullets), Inter embedded (subset),
 * links clickable, on A4 or US Letter, as many pages as the text needs. Written in reading order, so
 * an ATS that extracts the text gets it as the resume reads. Runs in the worker pool (worker-tasks.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { marked, type Token, type Tokens } from 'marked';
import PDFDocument from 'pdfkit';

export const PDF_PAGE_SIZES = { a4: 'A4', letter: 'LETTER' } as const;
export type TPdfPageSize = keyof typeof PDF_PAGE_SIZES;

const MARGIN = 48;
const BODY_SIZE = 9.5;
const LINE_GAP = 1.5;
const LIST_INDENT = 14;
const TEXT_COLOR = '#1f2937';
const ACCENT_COLOR = '#4338ca';
const MUTED_COLOR = '#d1d5db';
const HEADINGS = {
  1: { size: 20, spaceBefore: 0, spaceAfter: 4 },
  2: { size: 12, spaceBefore: 9, spaceAfter: 4 },
  3: { size: 10.5, spaceBefore: 5, spaceAfter: 1 },
} as const;

const requireFont = createRequire(import.meta.url);
const readFont = (path: string) => readFileSync(requireFont.resolve(`@expo-google-fonts/inter/${path}`));
// Read once per worker thread; each document parses and subsets them anew.
const FONTS = {
  regular: readFont('400Regular/Inter_400Regular.ttf'),
  italic: readFont('400Regular_Italic/Inter_400Regular_Italic.ttf'),
  bold: readFont('700Bold/Inter_700Bold.ttf'),
  boldItalic: readFont('700Bold_Italic/Inter_700Bold_Italic.ttf'),
};

type TRun = { text: string; bold: boolean; italic: boolean; href: string | null };
type TStyle = Omit<TRun, 'text'>;
const PLAIN: TStyle = { bold: false, italic: false, href: null };

/** Only web and mail links become clickable: a resume's text must not open anything else. */
const toSafeHref = (href: string) => (/^(https?:|mailto:)/i.test(href) ? href : null);

/** Inline tokens flattened into styled runs. */
function toRuns(tokens: Token[] | undefined, style: TStyle = PLAIN): TRun[] {
  return (tokens ?? []).flatMap((token): TRun[] => {
    switch (token.type) {
      case 'strong':
        return toRuns(token.tokens, { ...style, bold: true });
      case 'em':
        return toRuns(token.tokens, { ...style, italic: true });
      case 'link':
        return toRuns(token.tokens, { ...style, href: toSafeHref(token.href) });
      case 'br':
        return [{ ...style, text: '\n' }];
      case 'html':
        return [];
      case 'text':
        return 'tokens' in token && token.tokens ? toRuns(token.tokens, style) : [{ ...style, text: decodeEntities(token.text) }];
      default:
        return 'text' in token && typeof token.text === 'string' ? [{ ...style, text: decodeEntities(token.text) }] : [];
    }
  });
}

/** marked keeps &amp; and friends in text tokens; the PDF shows the characters. */
function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

type TDoc = InstanceType<typeof PDFDocument>;

function fontOf(run: TStyle): string {
  if (run.bold) return run.italic ? 'boldItalic' : 'bold';
  return run.italic ? 'italic' : 'regular';
}

/** One paragraph of runs at `x`, `width` wide, in the current size and colour. */
function writeRuns(doc: TDoc, runs: TRun[], layout: { x: number; width: number; color?: string }) {
  const visible = runs.filter((run) => run.text !== '');
  visible.forEach((run, index) => {
    doc.font(fontOf(run)).fillColor(run.href ? ACCENT_COLOR : (layout.color ?? TEXT_COLOR));
    const options = {
      continued: index < visible.length - 1,
      link: run.href,
      underline: run.href !== null,
      width: layout.width,
      lineGap: LINE_GAP,
    };
    if (index === 0) doc.text(run.text, layout.x, doc.y, options);
    else doc.text(run.text, options);
  });
}

/** A thin line across the text column, `gapAbove` below the text so far; the text goes on `gapBelow` under it. */
function drawRule(doc: TDoc, { gapAbove, gapBelow, contentWidth }: { gapAbove: number; gapBelow: number; contentWidth: number }) {
  const y = doc.y + gapAbove;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth, y)
    .lineWidth(0.6)
    .strokeColor(MUTED_COLOR)
    .stroke();
  doc.y = y + gapBelow;
}

function writeHeading(doc: TDoc, token: Tokens.Heading, contentWidth: number) {
  const level = Math.min(token.depth, 3) as 1 | 2 | 3;
  const { size, spaceBefore, spaceAfter } = HEADINGS[level];
  doc.moveDown(spaceBefore / BODY_SIZE);
  doc.fontSize(size);
  const runs = toRuns(token.tokens).map((run) => ({ ...run, bold: true }));
  writeRuns(doc, runs, { x: MARGIN, width: contentWidth, color: level === 2 ? ACCENT_COLOR : TEXT_COLOR });
  if (level === 2) drawRule(doc, { gapAbove: 1, gapBelow: 0, contentWidth });
  doc.fontSize(BODY_SIZE).moveDown(spaceAfter / BODY_SIZE);
}

function writeList(doc: TDoc, list: Tokens.List, depth: number, contentWidth: number) {
  list.items.forEach((item, index) => {
    const indent = MARGIN + depth * LIST_INDENT;
    const marker = list.ordered ? `${Number(list.start || 1) + index}.` : '•';
    const top = doc.y;
    doc.font('regular').fontSize(BODY_SIZE).fillColor(TEXT_COLOR).text(marker, indent, top, { width: LIST_INDENT, lineBreak: false });
    doc.y = top;
    for (const child of item.tokens) {
      if (child.type === 'list') writeList(doc, child as Tokens.List, depth + 1, contentWidth);
      else
        writeRuns(doc, toRuns('tokens' in child ? child.tokens : undefined), {
          x: indent + LIST_INDENT,
          width: contentWidth - (depth + 1) * LIST_INDENT,
        });
    }
    doc.moveDown(0.15);
  });
}

function writeBlocks(doc: TDoc, tokens: Token[], contentWidth: number) {
  for (const token of tokens) {
    switch (token.type) {
      case 'heading':
        writeHeading(doc, token as Tokens.Heading, contentWidth);
        break;
      case 'paragraph':
        writeRuns(doc, toRuns(token.tokens), { x: MARGIN, width: contentWidth });
        doc.moveDown(0.35);
        break;
      case 'list':
        writeList(doc, token as Tokens.List, 0, contentWidth);
        doc.moveDown(0.3);
        break;
      case 'blockquote':
        writeBlocks(doc, (token as Tokens.Blockquote).tokens, contentWidth);
        break;
      case 'hr':
        drawRule(doc, { gapAbove: 4, gapBelow: 6, contentWidth });
        break;
      default:
        break;
    }
  }
}

/** The PDF's bytes. `title` names the document (its metadata, what a viewer's tab shows). */
export function renderResumePdf(markdown: string, options: { pageSize: TPdfPageSize; title: string }): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: PDF_PAGE_SIZES[options.pageSize],
    margin: MARGIN,
    info: { Title: options.title, Creator: 'DevMatch' },
    lang: 'en',
    displayTitle: true,
  });
  for (const [name, data] of Object.entries(FONTS)) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.font('regular').fontSize(BODY_SIZE).fillColor(TEXT_COLOR);
  writeBlocks(doc, marked.lexer(markdown), doc.page.width - 2 * MARGIN);
  doc.end();
  return done;
}
