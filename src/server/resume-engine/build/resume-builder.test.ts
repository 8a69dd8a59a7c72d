import { describe, expect, it } from 'vitest';
import { DOCX_MIME, ZResumeBuilderDataSchema } from '#shared/schemas/resumes/resume.ts';
import { buildResumeData } from '#tests/factories/resumes.ts';
import { extractWordMarkdown } from '../word/extract-word-markdown.ts';
import { formatMonth } from '#shared/resume-outline.ts';
import { buildResume } from './resume-builder.ts';

const parse = (overrides: Parameters<typeof buildResumeData>[0] = {}) => ZResumeBuilderDataSchema.parse(buildResumeData(overrides));

describe('buildResume', () => {
  it('writes a structured markdown resume and names the file after the person', async () => {
    const resume = await buildResume(parse());
    expect(resume.fileName).toBe('Jane Doe Resume.docx');
    expect(resume.mimeType).toBe(DOCX_MIME);
    expect(resume.markdown).toBe(
      [
        '# Jane Doe',
        'jane.doe@example.com · +1 555 0100 · Berlin, Germany',
        '## Summary',
        'Backend engineer who likes boring, reliable systems.',
        '## Experience',
        '### Senior Engineer — Acme',
        '*Jan 2022 – Present*',
        '- Built the billing platform in TypeScript\n- Cut p99 latency by 40%',
        '### Engineer — Globex',
        '*Jun 2019 – Dec 2021*',
        '## Education',
        "### Bachelor's Degree in Computer Science",
        'MIT · May 2019 · GPA 3.8',
        '## Skills',
        'TypeScript, PostgreSQL',
        '## Certifications',
        '- AWS Solutions Architect',
      ].join('\n\n'),
    );
  });

  it('leaves out empty sections and empty entries', async () => {
    const resume = await buildResume(
      parse({
        personalInfo: { fullName: 'Sam Lee', email: 'sam@example.com', phone: '555', location: 'Remote', summary: '  ' },
        experience: [{ company: '', position: '', startDate: '', endDate: '', current: false, description: '' }],
        education: [],
        skills: [],
        certifications: [],
      }),
    );
    expect(resume.markdown).toBe('# Sam Lee\n\nsam@example.com · 555 · Remote');
  });

  it('escapes markdown characters the user typed', async () => {
    const resume = await buildResume(parse({ skills: ['C#', '*nix', 'snake_case'] }));
    expect(resume.markdown).toContain('C#, \\*nix, snake_case');
  });

  it('writes a real .docx that reads back as the same markdown (Title, Heading styles, Word bullets)', async () => {
    const resume = await buildResume(parse());
    expect(resume.docx.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const readBack = await extractWordMarkdown(resume.docx);
    expect(readBack.markdown).toBe(resume.markdown);
  });
});

describe('formatMonth', () => {
  it('formats YYYY-MM (and a full date) and keeps any other date text as written', () => {
    expect(formatMonth('2022-01')).toBe('Jan 2022');
    expect(formatMonth('2019-12')).toBe('Dec 2019');
    expect(formatMonth('2019-12-31')).toBe('Dec 2019');
    expect(formatMonth('Spring 2020')).toBe('Spring 2020');
    expect(formatMonth('2020-13')).toBe('2020-13');
    expect(formatMonth('')).toBe('');
  });
});

describe('buildResume templates', () => {
  const build = (template: 'classic' | 'modern' | 'compact') => buildResume(parse({ template }));
  const documentXml = async (docx: Buffer) => {
    const { unzipSync, strFromU8 } = await import('fflate');
    return strFromU8(unzipSync(new Uint8Array(docx))['word/document.xml']!);
  };
  const wordText = async (docx: Buffer) => {
    const mammoth = await import('mammoth');
    return (await mammoth.extractRawText({ buffer: docx })).value.replace(/\s+/g, ' ').trim();
  };

  it('writes the same markdown whatever the template: the look is in the files, not the text', async () => {
    const [classic, modern, compact] = await Promise.all([build('classic'), build('modern'), build('compact')]);
    expect(modern.markdown).toBe(classic.markdown);
    expect(compact.markdown).toBe(classic.markdown);
  });

  it('modern: the name on a dark band, then Education, Skills and Certifications in a sidebar cell before the main one', async () => {
    const { docx } = await build('modern');
    const text = await wordText(docx);
    const order = [
      'Jane Doe',
      'Berlin, Germany',
      'Education',
      'MIT',
      'Skills',
      'TypeScript',
      'Certifications',
      'Summary',
      'Experience',
      'Acme',
    ];
    const positions = order.map((piece) => text.indexOf(piece));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const xml = await documentXml(docx);
    expect(xml).toContain('w:fill="1E293B"');
    expect(xml).toContain('w:fill="F1F5F9"');
    expect(xml.match(/<w:tc>/g)).toHaveLength(2);
  });

  it('compact: the classic text and order in smaller type with narrower margins', async () => {
    const [classic, compact] = await Promise.all([build('classic'), build('compact')]);
    expect(await wordText(compact.docx)).toBe(await wordText(classic.docx));
    const [classicXml, compactXml] = await Promise.all([documentXml(classic.docx), documentXml(compact.docx)]);
    expect(compactXml).toContain('w:left="720"');
    expect(classicXml).not.toContain('w:left="720"');
    expect((await extractWordMarkdown(compact.docx)).markdown).toBe(compact.markdown);
  });
});
