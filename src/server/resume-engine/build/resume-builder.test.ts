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
