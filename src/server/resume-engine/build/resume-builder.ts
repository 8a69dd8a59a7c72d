/**
 * The resume builder's output: one outline of blocks (shared/resume-outline.ts), written
 * twice, as the resume's markdown and as a real .docx (Title, Heading 1/2 styles, Word bullets) in
 * the chosen template. Both come from the same blocks, so reading a classic .docx back gives the same markdown.
 */
import type * as DocxModule from 'docx';
import { buildResumeBlocks, isSidebarSection, splitSections } from '#shared/resume-outline.ts';
import { DOCX_MIME, type TResumeBuilderDataParsed, type TResumeTemplate } from '#shared/schemas/resumes/resume.ts';
import { getLineText, renderMarkdown, type TBlock, type TLine } from '#shared/resume-markdown.ts';

// Word's built-in style ids (docx's HeadingLevel values); mammoth maps them back to #, ##, ###.
const DOCX_HEADING = { 1: 'Title', 2: 'Heading1', 3: 'Heading2', 4: 'Heading3' } as const;

/** A template's Word look: type size (half-points), page margins and spacing (twips), section heading colour. */
type TWordLook = { size: number; margin?: number; spacingAfter?: number; sectionColor?: string };

const WORD_LOOKS: Record<TResumeTemplate, TWordLook> = {
  classic: { size: 22 },
  modern: { size: 21, margin: 1000, sectionColor: '0F766E' },
  compact: { size: 18, margin: 720, spacingAfter: 40, sectionColor: '334155' },
};
const MODERN_BAND_FILL = '1E293B';
const MODERN_SIDEBAR_FILL = 'F1F5F9';
/** The modern sidebar's share of the text width, in percent. */
const MODERN_SIDEBAR_PERCENT = 32;

type TParagraphLook = { sectionColor?: string; band?: boolean };

function toDocxParagraphs(docx: typeof DocxModule, blocks: TBlock[], look: TParagraphLook = {}) {
  const { Paragraph, TextRun, ShadingType } = docx;
  const shading = look.band ? { type: ShadingType.CLEAR, color: 'auto', fill: MODERN_BAND_FILL } : undefined;
  const toTextRuns = (line: TLine, color?: string) =>
    line.map((run) => new TextRun({ text: run.text, bold: run.bold, italics: run.italic, color: look.band ? 'FFFFFF' : color }));
  return blocks.flatMap((block) => {
    if (block.kind === 'heading') {
      const color = block.level === 2 ? look.sectionColor : undefined;
      return [new Paragraph({ heading: DOCX_HEADING[block.level], shading, children: toTextRuns(block.line, color) })];
    }
    if (block.kind === 'list')
      return block.items.map((item) => new Paragraph({ bullet: { level: item.depth }, children: toTextRuns(item.line) }));
    return [
      new Paragraph({
        shading,
        children: block.lines.flatMap((line, index) => [...(index > 0 ? [new TextRun({ break: 1 })] : []), ...toTextRuns(line)]),
      }),
    ];
  });
}

/**
 * The modern template in Word: the name and contact line on a dark band, then a borderless two-column
 * table, Education, Skills and Certifications in the tinted left cell and the other sections in the right.
 */
function toModernDocx(docx: typeof DocxModule, blocks: TBlock[], sectionColor: string) {
  const { Paragraph, Table, TableRow, TableCell, WidthType, ShadingType, BorderStyle } = docx;
  const { header, sections } = splitSections(blocks, (block) =>
    block.kind === 'heading' && block.level === 2 ? getLineText(block.line) : null,
  );
  const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
  const cell = (cellBlocks: TBlock[], percent: number, fill?: string) =>
    new TableCell({
      width: { size: percent, type: WidthType.PERCENTAGE },
      shading: fill ? { type: ShadingType.CLEAR, color: 'auto', fill } : undefined,
      margins: { top: 120, bottom: 120, left: 160, right: 160 },
      // A cell needs a paragraph, even an empty one.
      children: cellBlocks.length > 0 ? toDocxParagraphs(docx, cellBlocks, { sectionColor }) : [new Paragraph({})],
    });
  const sidebar = sections.filter((section) => isSidebarSection(section.title)).flatMap((section) => section.items);
  const main = sections.filter((section) => !isSidebarSection(section.title)).flatMap((section) => section.items);
  return [
    ...toDocxParagraphs(docx, header, { band: true }),
    new Paragraph({}),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none },
      rows: [
        new TableRow({ children: [cell(sidebar, MODERN_SIDEBAR_PERCENT, MODERN_SIDEBAR_FILL), cell(main, 100 - MODERN_SIDEBAR_PERCENT)] }),
      ],
    }),
  ];
}

export type TBuiltResume = { fileName: string; markdown: string; docx: Buffer; mimeType: string };

/** Blocks as a .docx in a template: the builder's files, and any resume's Word download (markdown-docx.ts). */
export async function writeResumeDocx(blocks: TBlock[], options: { template: TResumeTemplate; title: string }): Promise<Buffer> {
  const look = WORD_LOOKS[options.template];
  // Loaded on first use, like the Word parsers: most server starts never write a Word file.
  const docx = await import('docx');
  const children =
    options.template === 'modern'
      ? toModernDocx(docx, blocks, look.sectionColor!)
      : toDocxParagraphs(docx, blocks, { sectionColor: look.sectionColor });
  const margin = look.margin;
  const document = new docx.Document({
    creator: 'DevMatch',
    title: options.title,
    styles: {
      default: {
        document: {
          run: { font: 'Calibri', size: look.size },
          ...(look.spacingAfter !== undefined && { paragraph: { spacing: { after: look.spacingAfter } } }),
        },
      },
    },
    sections: [
      { ...(margin && { properties: { page: { margin: { top: margin, right: margin, bottom: margin, left: margin } } } }), children },
    ],
  });
  return docx.Packer.toBuffer(document);
}

/** The builder's resume: its markdown, the same resume as a .docx in its template, and the file name 'Jane Doe Resume.docx'. */
export async function buildResume(data: TResumeBuilderDataParsed): Promise<TBuiltResume> {
  const blocks = buildResumeBlocks(data);
  const title = `${data.personalInfo.fullName} Resume`;
  const docx = await writeResumeDocx(blocks, { template: data.template, title });
  return { fileName: `${title}.docx`, markdown: renderMarkdown(blocks), docx, mimeType: DOCX_MIME };
}
