/**
 * The resume builder's output: one outline of blocks (shared/resume-outline.ts), written
 * twice, as the resume's markdown and as a real .docx (Title, Heading 1/2 styles, Word bullets).
 * Both come from the same blocks, so reading the .docx back gives the same markdown.
 */
import type * as DocxModule from 'docx';
import { buildResumeBlocks } from '#shared/resume-outline.ts';
import { DOCX_MIME, type TResumeBuilderDataParsed } from '#shared/schemas/resumes/resume.ts';
import { renderMarkdown, type TBlock, type TLine } from '#shared/resume-markdown.ts';

// Word's built-in style ids (docx's HeadingLevel values); mammoth maps them back to #, ##, ###.
const DOCX_HEADING = { 1: 'Title', 2: 'Heading1', 3: 'Heading2', 4: 'Heading3' } as const;

function toDocxParagraphs(docx: typeof DocxModule, blocks: TBlock[]) {
  const { Paragraph, TextRun } = docx;
  const toTextRuns = (line: TLine) => line.map((run) => new TextRun({ text: run.text, bold: run.bold, italics: run.italic }));
  return blocks.flatMap((block) => {
    if (block.kind === 'heading') return [new Paragraph({ heading: DOCX_HEADING[block.level], children: toTextRuns(block.line) })];
    if (block.kind === 'list')
      return block.items.map((item) => new Paragraph({ bullet: { level: item.depth }, children: toTextRuns(item.line) }));
    return [
      new Paragraph({
        children: block.lines.flatMap((line, index) => [...(index > 0 ? [new TextRun({ break: 1 })] : []), ...toTextRuns(line)]),
      }),
    ];
  });
}

export type TBuiltResume = { fileName: string; markdown: string; docx: Buffer; mimeType: string };

/** The builder's resume: its markdown, the same resume as a .docx, and the file name 'Jane Doe Resume.docx'. */
export async function buildResume(data: TResumeBuilderDataParsed): Promise<TBuiltResume> {
  const blocks = buildResumeBlocks(data);
  const title = `${data.personalInfo.fullName} Resume`;
  // Loaded on first use, like the Word parsers: most server starts never build a resume.
  const docx = await import('docx');
  const document = new docx.Document({
    creator: 'DevMatch',
    title,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [{ children: toDocxParagraphs(docx, blocks) }],
  });
  return { fileName: `${title}.docx`, markdown: renderMarkdown(blocks), docx: await docx.Packer.toBuffer(document), mimeType: DOCX_MIME };
}
