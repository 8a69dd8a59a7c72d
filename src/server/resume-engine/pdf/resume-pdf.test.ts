import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { ZResumeBuilderDataSchema } from '#shared/schemas/resumes/resume.ts';
import { buildResumeData } from '#tests/factories/resumes.ts';
import { buildResume } from '../build/resume-builder.ts';
import { renderResumePdf } from './resume-pdf.ts';

async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  const page = await pdf.getPage(1);
  const links = (await page.getAnnotations())
    .filter((annotation) => annotation.subtype === 'Link')
    .map((annotation) => annotation.url as string);
  return { totalPages, text: text.replace(/\s+/g, ' '), size: page.view.slice(2), links };
}

/** Each expected piece is found after the one before it. */
function expectInOrder(text: string, pieces: string[]) {
  let from = 0;
  for (const piece of pieces) {
    const at = text.indexOf(piece, from);
    expect(at, `"${piece}" after position ${from} in: ${text}`).toBeGreaterThanOrEqual(0);
    from = at + piece.length;
  }
}

describe('renderResumePdf', () => {
  it("writes a builder resume's every section, date and skill as text, in reading order, on one A4 page", async () => {
    const data = ZResumeBuilderDataSchema.parse(buildResumeData());
    const { markdown } = await buildResume(data);

    const bytes = await renderResumePdf(markdown, { pageSize: 'a4', title: 'Jane Doe' });

    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { totalPages, text, size } = await readPdf(bytes);
    expect(totalPages).toBe(1);
    expect(size.map(Math.round)).toEqual([595, 842]);
    expectInOrder(text, [
      'Jane Doe',
      'jane.doe@example.com',
      'Berlin, Germany',
      'Backend engineer who likes boring, reliable systems.',
      'Experience',
      'Senior Engineer',
      'Acme',
      'Jan 2022 – Present',
      'Built the billing platform in TypeScript',
      'Cut p99 latency by 40%',
      'Globex',
      'Jun 2019 – Dec 2021',
      'Education',
      'MIT',
      'May 2019',
      'Skills',
      'TypeScript',
      'PostgreSQL',
      'Certifications',
      'AWS Solutions Architect',
    ]);
  });

  it('flows a longer resume onto a second US Letter page, with links clickable and unsafe ones left as text', async () => {
    const role = (index: number) =>
      `### Engineer ${index} · Company ${index}\n\nJan 20${10 + index} – Dec 20${11 + index}\n\n${'- Shipped a feature that customers used every day\n'.repeat(4)}`;
    const markdown = `# Long Resume\n\n[Portfolio](https://example.com/portfolio) · [bad](javascript:alert(1))\n\n## Experience\n\n${Array.from({ length: 9 }, (_, index) => role(index)).join('\n')}\n## Skills\n\nGo, Rust\n`;

    const { totalPages, text, size, links } = await readPdf(await renderResumePdf(markdown, { pageSize: 'letter', title: 'Long' }));

    expect(totalPages).toBe(2);
    expect(size.map(Math.round)).toEqual([612, 792]);
    expect(links).toEqual(['https://example.com/portfolio']);
    expectInOrder(text, ['Long Resume', 'Portfolio', 'bad', 'Engineer 0', 'Jan 2010 – Dec 2011', 'Engineer 8', 'Skills', 'Go, Rust']);
  });

  it('shows the characters markdown escapes, and emphasis as plain text; raw HTML is not text', async () => {
    const markdown = String.raw`# R&D \<Lead\> <b>raw</b>` + '\n\nLoves **bold** and *quiet* "quotes" & more.\n';
    const { text } = await readPdf(await renderResumePdf(markdown, { pageSize: 'a4', title: 'x' }));
    expect(text).toContain('R&D <Lead>');
    expect(text).not.toContain('<b>');
    expect(text).toContain('Loves bold and quiet "quotes" & more.');
  });
});

describe('renderResumePdf templates', () => {
  const render = async (template: 'classic' | 'modern' | 'compact') => {
    const { markdown } = await buildResume(ZResumeBuilderDataSchema.parse(buildResumeData()));
    return readPdf(await renderResumePdf(markdown, { pageSize: 'a4', title: 'Jane Doe', template }));
  };

  it('modern writes the header, then the sidebar (Education, Skills, Certifications), then the main column', async () => {
    const { totalPages, text } = await render('modern');
    expect(totalPages).toBe(1);
    expectInOrder(text, [
      'Jane Doe',
      'jane.doe@example.com',
      'EDUCATION',
      'MIT',
      'SKILLS',
      'TypeScript',
      'CERTIFICATIONS',
      'AWS Solutions Architect',
      'SUMMARY',
      'Backend engineer who likes boring, reliable systems.',
      'EXPERIENCE',
      'Senior Engineer',
      'Cut p99 latency by 40%',
    ]);
  });

  it('compact keeps the classic order, with section titles in capitals', async () => {
    const [classic, compact] = await Promise.all([render('classic'), render('compact')]);
    expect(compact.totalPages).toBe(1);
    expectInOrder(compact.text, ['Jane Doe', 'SUMMARY', 'EXPERIENCE', 'Senior Engineer', 'EDUCATION', 'MIT', 'SKILLS', 'CERTIFICATIONS']);
    expect(classic.text).toContain('Experience');
    expect(classic.text).not.toContain('EXPERIENCE');
    // Apart from the capitals, the same words in the same order.
    expect(compact.text.toLowerCase().replace(/\s/g, '')).toBe(classic.text.toLowerCase().replace(/\s/g, ''));
  });
});
