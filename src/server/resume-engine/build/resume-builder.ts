/**
 * The resume builder's output: one outline of blocks, written
 * twice, as the resume's markdown and as a real .docx (Title, Heading 1/2 styles, Word bullets).
 * Both come from the same blocks, so reading the .docx back gives the same markdown.
 */
import type * as DocxModule from 'docx';
import { DOCX_MIME, type TResumeBuilderDataParsed } from '#shared/schemas/resumes/resume.ts';
import { renderMarkdown, type TBlock, type TLine } from '../word/markdown-blocks.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SEPARATOR = ' · ';
// Word's built-in style ids (docx's HeadingLevel values); mammoth maps them back to #, ##, ###.
const DOCX_HEADING = { 1: 'Title', 2: 'Heading1', 3: 'Heading2', 4: 'Heading3' } as const;

/** '2022-01' (or '2022-01-15') → 'Jan 2022'; any other date text stays as written. */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])(-\d{2})?$/.exec(value);
  return match ? `${MONTHS[Number(match[2]) - 1]} ${match[1]}` : value;
}

function formatPeriod(startDate: string, endDate: string, current: boolean): string {
  const end = current ? 'Present' : formatMonth(endDate);
  return [formatMonth(startDate), end].filter(Boolean).join(' – ');
}

const heading = (level: 1 | 2 | 3, text: string): TBlock => ({ kind: 'heading', level, line: [{ text }] });
const paragraph = (...lines: TLine[]): TBlock => ({ kind: 'paragraph', lines });

/** Description lines become bullets; bullets the user typed themselves are not doubled. */
function toBulletItems(text: string) {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*[-*•]\s+/, '').trim())
    .filter(Boolean)
    .map((line) => ({ line: [{ text: line }], depth: 0 }));
}

/** Blank-line separated paragraphs, each keeping its own line breaks. */
function toParagraphs(text: string): TBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((part) =>
      part
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map((lines) => paragraph(...lines.map((line) => [{ text: line }])));
}

/** The resume as blocks: name, contact line, then Summary, Experience, Education, Skills, Certifications; empty sections left out. */
export function buildResumeBlocks(data: TResumeBuilderDataParsed): TBlock[] {
  const { personalInfo } = data;
  const blocks: TBlock[] = [
    heading(1, personalInfo.fullName),
    // An imported resume may have no phone or location.
    paragraph([{ text: [personalInfo.email, personalInfo.phone, personalInfo.location].filter(Boolean).join(SEPARATOR) }]),
  ];

  const summary = toParagraphs(personalInfo.summary);
  if (summary.length > 0) blocks.push(heading(2, 'Summary'), ...summary);

  const jobs = data.experience.filter((job) => job.position || job.company || job.description);
  if (jobs.length > 0) {
    blocks.push(heading(2, 'Experience'));
    for (const job of jobs) {
      blocks.push(heading(3, [job.position, job.company].filter(Boolean).join(' — ') || 'Position'));
      const period = formatPeriod(job.startDate, job.endDate, job.current);
      if (period) blocks.push(paragraph([{ text: period, italic: true }]));
      const items = toBulletItems(job.description);
      if (items.length > 0) blocks.push({ kind: 'list', ordered: false, items });
    }
  }

  const schools = data.education.filter((school) => school.institution || school.degree || school.field);
  if (schools.length > 0) {
    blocks.push(heading(2, 'Education'));
    for (const school of schools) {
      const degree = [school.degree, school.field].filter(Boolean).join(' in ');
      blocks.push(heading(3, degree || school.institution));
      const gpa = school.gpa?.trim();
      const details = [degree ? school.institution : '', formatMonth(school.graduationDate), gpa ? `GPA ${gpa}` : ''].filter(Boolean);
      if (details.length > 0) blocks.push(paragraph([{ text: details.join(SEPARATOR) }]));
    }
  }

  if (data.skills.length > 0) blocks.push(heading(2, 'Skills'), paragraph([{ text: data.skills.join(', ') }]));
  if (data.certifications.length > 0) {
    blocks.push(heading(2, 'Certifications'), {
      kind: 'list',
      ordered: false,
      items: data.certifications.map((text) => ({ line: [{ text }], depth: 0 })),
    });
  }
  return blocks;
}

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
