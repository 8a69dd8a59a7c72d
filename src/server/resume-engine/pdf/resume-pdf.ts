/**
 * A resume's markdown as a text-based PDF (pdfkit): the outline the builder's .docx has (the name as
 * the title, section headings, bold subheadings, paragraphs, bullets), Inter embedded (subset),
 * links clickable, on A4 or US Letter, as many pages as the text needs, in the resume's template
 * (classic, compact, or modern with a sidebar). Written in reading order (the modern sidebar before
 * the main column), so an ATS that extracts the text gets it as the resume reads. Runs in the
 * worker pool (worker-tasks.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { marked, type Token, type Tokens } from 'marked';
import PDFDocument from 'pdfkit';
import { isSidebarSection, splitSections } from '#shared/resume-outline.ts';
import type { TResumeTemplate } from '#shared/schemas/resumes/resume.ts';

export const PDF_PAGE_SIZES = { a4: 'A4', letter: 'LETTER' } as const;
export type TPdfPageSize = keyof typeof PDF_PAGE_SIZES;

const TEXT_COLOR = '#1f2937';

/** A template's type sizes, spacing and colours; classic is the PDF as it was before templates. */
type TLook = {
  margin: number;
  bodySize: number;
  lineGap: number;
  listIndent: number;
  headings: Record<1 | 2 | 3, { size: number; spaceBefore: number; spaceAfter: number }>;
  /** Section headings and links. */
  accent: string;
  rule: { color: string; width: number };
  upperCaseSections: boolean;
  /** After a paragraph, a list and a list item, in lines. */
  gaps: { paragraph: number; list: number; item: number };
};

const CLASSIC: TLook = {
  margin: 48,
  bodySize: 9.5,
  lineGap: 1.5,
  listIndent: 14,
  headings: {
    1: { size: 20, spaceBefore: 0, spaceAfter: 4 },
    2: { size: 12, spaceBefore: 9, spaceAfter: 4 },
    3: { size: 10.5, spaceBefore: 5, spaceAfter: 1 },
  },
  accent: '#4338ca',
  rule: { color: '#d1d5db', width: 0.6 },
  upperCaseSections: false,
  gaps: { paragraph: 0.35, list: 0.3, item: 0.15 },
};

const LOOKS: Record<TResumeTemplate, TLook> = {
  classic: CLASSIC,
  modern: {
    ...CLASSIC,
    margin: 40,
    headings: { ...CLASSIC.headings, 1: { size: 22, spaceBefore: 0, spaceAfter: 4 }, 2: { size: 9.5, spaceBefore: 10, spaceAfter: 4 } },
    accent: '#0f766e',
    rule: { color: '#0d9488', width: 1.2 },
    upperCaseSections: true,
  },
  compact: {
    ...CLASSIC,
    margin: 32,
    bodySize: 8.5,
    lineGap: 0.8,
    listIndent: 11,
    headings: {
      1: { size: 16, spaceBefore: 0, spaceAfter: 2 },
      2: { size: 9, spaceBefore: 5, spaceAfter: 2 },
      3: { size: 9, spaceBefore: 3, spaceAfter: 0 },
    },
    accent: '#334155',
    rule: { color: '#94a3b8', width: 0.5 },
    upperCaseSections: true,
    gaps: { paragraph: 0.2, list: 0.15, item: 0.05 },
  },
};

/** The modern template's header band and sidebar. */
const MODERN_BAND_COLOR = '#1e293b';
const MODERN_BAND_TEXT = '#f1f5f9';
const MODERN_BAND_LINK = '#99f6e4';
const MODERN_SIDEBAR_COLOR = '#f1f5f9';
const MODERN_SIDEBAR_WIDTH = 178;

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

/** Inline tokens flattened into styled runs (the Word export reads markdown with it too). */
export function toRuns(tokens: Token[] | undefined, style: TStyle = PLAIN): TRun[] {
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

/** Where text goes: the page's text column, or one of the modern template's two. */
type TColumn = { x: number; width: number };
type TWriter = { doc: TDoc; look: TLook; column: TColumn };

/** One paragraph of runs at `x`, `width` wide, in the current size and colour. */
function writeRuns({ doc, look }: TWriter, runs: TRun[], layout: { x: number; width: number; color?: string; linkColor?: string }) {
  const visible = runs.filter((run) => run.text !== '');
  visible.forEach((run, index) => {
    doc.font(fontOf(run)).fillColor(run.href ? (layout.linkColor ?? look.accent) : (layout.color ?? TEXT_COLOR));
    const options = {
      continued: index < visible.length - 1,
      link: run.href,
      underline: run.href !== null,
      width: layout.width,
      lineGap: look.lineGap,
    };
    if (index === 0) doc.text(run.text, layout.x, doc.y, options);
    else doc.text(run.text, options);
  });
}

/** A thin line across the column, `gapAbove` below the text so far; the text goes on `gapBelow` under it. */
function drawRule({ doc, look, column }: TWriter, { gapAbove, gapBelow }: { gapAbove: number; gapBelow: number }) {
  const y = doc.y + gapAbove;
  doc
    .moveTo(column.x, y)
    .lineTo(column.x + column.width, y)
    .lineWidth(look.rule.width)
    .strokeColor(look.rule.color)
    .stroke();
  doc.y = y + gapBelow;
}

function writeHeading(writer: TWriter, token: Tokens.Heading) {
  const { doc, look, column } = writer;
  const level = Math.min(token.depth, 3) as 1 | 2 | 3;
  const { size, spaceBefore, spaceAfter } = look.headings[level];
  doc.moveDown(spaceBefore / look.bodySize);
  doc.fontSize(size);
  const isSection = level === 2;
  const runs = toRuns(token.tokens).map((run) => ({
    ...run,
    bold: true,
    text: isSection && look.upperCaseSections ? run.text.toUpperCase() : run.text,
  }));
  writeRuns(writer, runs, { ...column, color: isSection ? look.accent : TEXT_COLOR });
  if (isSection) drawRule(writer, { gapAbove: 1, gapBelow: 0 });
  doc.fontSize(look.bodySize).moveDown(spaceAfter / look.bodySize);
}

function writeList(writer: TWriter, list: Tokens.List, depth: number) {
  const { doc, look, column } = writer;
  list.items.forEach((item, index) => {
    const indent = column.x + depth * look.listIndent;
    const marker = list.ordered ? `${Number(list.start || 1) + index}.` : '•';
    const top = doc.y;
    doc
      .font('regular')
      .fontSize(look.bodySize)
      .fillColor(TEXT_COLOR)
      .text(marker, indent, top, { width: look.listIndent, lineBreak: false });
    doc.y = top;
    for (const child of item.tokens) {
      if (child.type === 'list') writeList(writer, child as Tokens.List, depth + 1);
      else
        writeRuns(writer, toRuns('tokens' in child ? child.tokens : undefined), {
          x: indent + look.listIndent,
          width: column.width - (depth + 1) * look.listIndent,
        });
    }
    doc.moveDown(look.gaps.item);
  });
}

function writeBlocks(writer: TWriter, tokens: Token[]) {
  const { doc, look, column } = writer;
  for (const token of tokens) {
    switch (token.type) {
      case 'heading':
        writeHeading(writer, token as Tokens.Heading);
        break;
      case 'paragraph':
        writeRuns(writer, toRuns(token.tokens), column);
        doc.moveDown(look.gaps.paragraph);
        break;
      case 'list':
        writeList(writer, token as Tokens.List, 0);
        doc.moveDown(look.gaps.list);
        break;
      case 'blockquote':
        writeBlocks(writer, (token as Tokens.Blockquote).tokens);
        break;
      case 'hr':
        drawRule(writer, { gapAbove: 4, gapBelow: 6 });
        break;
      default:
        break;
    }
  }
}

/**
 * The modern template: name and contact line white on a dark band across the top, then Education,
 * Skills and Certifications in a tinted sidebar and the other sections beside it. Pages the main
 * column flows onto keep the sidebar's tint.
 */
function writeModern(doc: TDoc, look: TLook, tokens: Token[]) {
  const { header, sections } = splitSections(tokens, (token) =>
    token.type === 'heading' && (token as Tokens.Heading).depth === 2 ? (token as Tokens.Heading).text : null,
  );
  const pageWidth = doc.page.width;
  const inner = { x: look.margin, width: pageWidth - 2 * look.margin };
  // The band's height is the header's text height, measured before the band is drawn under it.
  let headerHeight = 0;
  for (const token of header) {
    const isName = token.type === 'heading';
    doc.font(isName ? 'bold' : 'regular').fontSize(isName ? look.headings[1].size : look.bodySize);
    headerHeight += doc.heightOfString('text' in token ? String(token.text) : '', { width: inner.width, lineGap: look.lineGap }) + 4;
  }
  const bandHeight = headerHeight + 2 * look.margin * 0.75;
  doc.rect(0, 0, pageWidth, bandHeight).fill(MODERN_BAND_COLOR);
  doc.y = look.margin * 0.75;
  for (const token of header) {
    const isName = token.type === 'heading';
    doc.fontSize(isName ? look.headings[1].size : look.bodySize);
    const runs = toRuns('tokens' in token ? token.tokens : undefined).map((run) => ({ ...run, bold: run.bold || isName }));
    writeRuns({ doc, look, column: inner }, runs, { ...inner, color: MODERN_BAND_TEXT, linkColor: MODERN_BAND_LINK });
    doc.moveDown(0.3);
  }

  const drawSidebar = (top: number) => doc.rect(0, top, MODERN_SIDEBAR_WIDTH, doc.page.height - top).fill(MODERN_SIDEBAR_COLOR);
  drawSidebar(bandHeight);
  doc.on('pageAdded', () => drawSidebar(0));
  const top = bandHeight + look.margin / 2;
  const sidebar = { x: look.margin * 0.6, width: MODERN_SIDEBAR_WIDTH - look.margin * 1.2 };
  const main = { x: MODERN_SIDEBAR_WIDTH + look.margin * 0.6, width: pageWidth - MODERN_SIDEBAR_WIDTH - look.margin * 1.6 };

  doc.y = top;
  doc.fontSize(look.bodySize);
  const sideSections = sections.filter((section) => isSidebarSection(section.title));
  writeBlocks(
    { doc, look, column: sidebar },
    sideSections.flatMap((section) => section.items),
  );
  // The main column starts at the top again, on the first page.
  doc.switchToPage(0);
  doc.y = top;
  doc.fontSize(look.bodySize);
  const mainSections = sections.filter((section) => !isSidebarSection(section.title));
  writeBlocks(
    { doc, look, column: main },
    mainSections.flatMap((section) => section.items),
  );
}

/** The PDF's bytes. `title` names the document (its metadata, what a viewer's tab shows). */
export function renderResumePdf(
  markdown: string,
  options: { pageSize: TPdfPageSize; title: string; template?: TResumeTemplate },
): Promise<Uint8Array> {
  const template = options.template ?? 'classic';
  const look = LOOKS[template];
  const doc = new PDFDocument({
    size: PDF_PAGE_SIZES[options.pageSize],
    margin: look.margin,
    info: { Title: options.title, Creator: 'DevMatch' },
    lang: 'en',
    displayTitle: true,
    // The modern template goes back to the first page for its main column.
    ...(template === 'modern' && { bufferPages: true }),
  });
  for (const [name, data] of Object.entries(FONTS)) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.font('regular').fontSize(look.bodySize).fillColor(TEXT_COLOR);
  const tokens = marked.lexer(markdown);
  if (template === 'modern') writeModern(doc, look, tokens);
  else writeBlocks({ doc, look, column: { x: look.margin, width: doc.page.width - 2 * look.margin } }, tokens);
  doc.end();
  return done;
}
