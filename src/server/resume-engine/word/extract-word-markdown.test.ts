import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC_MIME, DOCX_MIME } from '#shared/schemas/resumes/resume.ts';
import {
  RESUME_FIXTURES_DIR,
  buildDocumentXml,
  buildMinimalDocx,
  buildOleFile,
  buildWordFib,
  buildZip,
  readResumeFixture,
} from '#tests/factories/resumes.ts';
import { DOCX_LIMITS } from './docx-package.ts';
import { extractWordMarkdown, slimStylesXml, sniffWordFormat } from './extract-word-markdown.ts';
import type { TWordFileErrorReason } from './word-file-error.ts';

type TFixtureExpectation = {
  /** Text the markdown must contain. */
  contains: string[];
  /** Text that must not appear. */
  excludes?: string[];
  /** The one level-1 heading, when the file names a person or a title. */
  title?: string;
  /** Level-2 headings (sections) the file has. */
  sections?: string[];
  /** Some list items (without the '- '). */
  listItems?: string[];
};

/** What each fixture exercises is described in the README beside it. */
const FIXTURES: Record<string, TFixtureExpectation> = {
  'backend-engineer-hard-wrapped.docx': {
    title: 'Jane Doe',
    sections: ['SUMMARY', 'EXPERIENCE', 'EDUCATION', 'SKILLS'],
    // Hand-wrapped lines are joined back into sentences.
    contains: [
      'Backend software engineer with 5 years of experience building scalable web services. Responsible for designing REST APIs and data pipelines. Reduced service latency by 40%',
      'PostgreSQL, React, TensorFlow, communication',
      'Senior Software Engineer, Acme Corporation — 2021 to Present',
    ],
    listItems: ['Built and deployed microservices in Python using FastAPI and Docker.', 'Created dashboards in React and TypeScript.'],
  },
  'data-scientist-strong.docx': {
    title: 'SARAH JOHNSON',
    sections: ['PROFESSIONAL SUMMARY', 'SKILLS', 'PROFESSIONAL EXPERIENCE', 'EDUCATION', 'PUBLICATIONS & PRESENTATIONS', 'CERTIFICATIONS'],
    contains: ['Senior Data Scientist | DataDriven Corp | Seattle, WA | Mar 2021 - Present', 'NLP: spaCy, NLTK, Hugging Face, BERT, GPT'],
    listItems: [
      'Developed customer churn prediction model achieving 92% accuracy, saving $2M annually',
      'AWS Machine Learning Specialty (2022)',
    ],
  },
  'edge-footnotes-endnotes.doc': {
    contains: ['Endnotes and footnotes test', 'Paragraph 1', 'Paragraph 2'],
    // Notes are left out on purpose (see extract-word-markdown.ts).
    excludes: ['This is a footnote', 'This is an endnote'],
  },
  'edge-strict-ooxml.docx': { contains: ['Test'] },
  'edge-text-boxes.docx': {
    // The page header's lines come first, so the styled heading stays a section heading.
    sections: ['Text box document test'],
    contains: [
      'First text box, regular',
      'A shape with text inside',
      'This is in a third text box',
      'Vertical text box added too',
      'Header 1',
    ],
  },
  'edge-unicode-headers-footers.doc': {
    contains: [
      'GBP - £',
      'EUR - €',
      'Molière',
      "L'Avare ou l'École du mensonge",
      'Les Précieuses ridicules',
      'This is a simple header, with a € euro symbol in it.',
      'The footer, with Molière, has Unicode in it.',
    ],
  },
  'fullstack-engineer-strong-converted.doc': {
    title: 'JOHN DOE',
    sections: ['SUMMARY', 'TECHNICAL SKILLS', 'EXPERIENCE', 'EDUCATION', 'CERTIFICATIONS', 'PROJECTS'],
    contains: [
      'Senior Software Engineer | TechCorp Inc. | San Francisco, CA | Jan 2022 - Present',
      'Cloud: AWS (EC2, S3, Lambda, RDS), Google Cloud Platform, Docker, Kubernetes',
    ],
    listItems: ['Led development of microservices architecture serving 10M+ daily active users', 'Kubernetes Administrator (CKA) (2021)'],
  },
  'fullstack-engineer-strong.docx': {
    title: 'JOHN DOE',
    sections: ['SUMMARY', 'TECHNICAL SKILLS', 'EXPERIENCE', 'EDUCATION', 'CERTIFICATIONS', 'PROJECTS'],
    contains: ['Senior Software Engineer | TechCorp Inc. | San Francisco, CA | Jan 2022 - Present', 'john.doe@email.com | (555) 123-4567'],
    listItems: ['Led development of microservices architecture serving 10M+ daily active users'],
  },
  'junior-developer-entry-level-converted.doc': {
    title: 'ALEX CHEN',
    sections: ['OBJECTIVE', 'EDUCATION', 'TECHNICAL SKILLS', 'PROJECTS', 'EXPERIENCE', 'ACTIVITIES'],
    contains: ['Software Development Intern | LocalTech Solutions | Summer 2023'],
    listItems: ['GPA: 3.5/4.0', 'Volunteer, Code.org Hour of Code'],
  },
  'junior-developer-entry-level.docx': {
    title: 'ALEX CHEN',
    sections: ['OBJECTIVE', 'EDUCATION', 'TECHNICAL SKILLS', 'PROJECTS', 'EXPERIENCE', 'ACTIVITIES'],
    contains: ['Entry-level software developer seeking to leverage programming skills'],
    listItems: ['GPA: 3.5/4.0'],
  },
  'minimal-contact-line-breaks.docx': {
    title: 'Karol Miner',
    // Each manual line break stays a line of its own; no words run together.
    contains: [
      '# Karol Miner\n\n336 W. Chugalug Way, Sentinel, WY 33666\n**c:** 444-222-4339 **e:** karmin@southwbell.net',
      'Skills: Java, Groovy, JavaScript',
    ],
    excludes: ['Miner336', '33666c', 'Way,Sentinel'],
  },
  'software-engineer-skills-one-per-line.docx': {
    title: 'John Doe',
    sections: ['Skills', 'Education', 'Experience', 'Projects', 'Certifications'],
    contains: ['Python\n\nFastAPI\n\nSQL', 'LinkedIn: https://linkedin.com/in/johndoe', 'Oracle AI Foundations'],
    listItems: ['Developed microservices using FastAPI and Python.', 'Built parser backend with Python and FastAPI.'],
  },
  'template-placeholders-tables-photo.docx': {
    title: 'Test Person',
    contains: ['Job Title/Company', 'Dates From – To', 'Volunteer Experience or Leadership'],
    // The photo is dropped, never inlined as a data URI.
    excludes: ['data:image', 'base64', 'sheep'],
  },
  'template-unfilled-jinja-tags.docx': {
    sections: ['WORK EXPERIENCE', 'EDUCATION'],
    contains: ['{{ resume.basics.name }}', '{% for profile in resume.basics.profiles -%}'],
  },
};

async function getFailureReason(bytes: Buffer): Promise<TWordFileErrorReason> {
  const error = await extractWordMarkdown(bytes).then(
    () => undefined,
    (failure: { reason: TWordFileErrorReason }) => failure,
  );
  if (!error) throw new Error('expected the file to be refused');
  return error.reason;
}

describe('extractWordMarkdown on every resume fixture', () => {
  it('has an expectation for every file in the fixtures folder', () => {
    const files = readdirSync(RESUME_FIXTURES_DIR).filter((name) => /\.docx?$/.test(name));
    expect(files.sort()).toEqual(Object.keys(FIXTURES).sort());
  });

  for (const [file, expected] of Object.entries(FIXTURES)) {
    it(`reads ${file}`, async () => {
      const { format, mimeType, markdown } = await extractWordMarkdown(readResumeFixture(file));
      expect(format).toBe(file.endsWith('.docx') ? 'docx' : 'doc');
      expect(mimeType).toBe(format === 'docx' ? DOCX_MIME : DOC_MIME);
      for (const text of expected.contains) expect(markdown).toContain(text);
      for (const text of expected.excludes ?? []) expect(markdown).not.toContain(text);
      const titles = markdown.match(/^# .*$/gm) ?? [];
      expect(titles).toEqual(expected.title ? [`# ${expected.title}`] : []);
      for (const section of expected.sections ?? []) expect(markdown).toMatch(new RegExp(`^## ${section.replace(/[&|]/g, '\\$&')}$`, 'm'));
      for (const item of expected.listItems ?? []) expect(markdown).toContain(`\n- ${item}\n`.trimEnd());
      // Clean output: no blank runs, no trailing spaces, no stray escapes in real resumes.
      expect(markdown).not.toMatch(/\n{3,}|[ \t]+$/m);
      expect(markdown).toBe(markdown.trim());
      if (!file.startsWith('template-unfilled-jinja')) expect(markdown).not.toContain('\\');
    });
  }

  it('gives the same markdown for a .doc and the .docx it was converted from', async () => {
    for (const name of ['fullstack-engineer-strong', 'junior-developer-entry-level']) {
      const docx = await extractWordMarkdown(readResumeFixture(`${name}.docx`));
      const doc = await extractWordMarkdown(readResumeFixture(`${name}-converted.doc`));
      expect(doc.markdown).toBe(docx.markdown);
    }
  });

  it('parses the Strict OOXML file to exactly its one word', async () => {
    expect((await extractWordMarkdown(readResumeFixture('edge-strict-ooxml.docx'))).markdown).toBe('Test');
  });
});

describe('extractWordMarkdown on hostile or unreadable files', () => {
  it('sniffs the format from the first bytes only', () => {
    expect(sniffWordFormat(readResumeFixture('edge-strict-ooxml.docx'))).toBe('docx');
    expect(sniffWordFormat(readResumeFixture('edge-footnotes-endnotes.doc'))).toBe('doc');
    expect(sniffWordFormat(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(sniffWordFormat(Buffer.alloc(0))).toBeNull();
  });

  it('refuses files that are not Word documents, whatever their content claims', async () => {
    expect(await getFailureReason(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('not-word');
    expect(await getFailureReason(Buffer.from('plain text resume'))).toBe('not-word');
    expect(await getFailureReason(buildZip([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]))).toBe('not-word');
    expect(await getFailureReason(buildOleFile([{ name: 'Workbook', data: Buffer.alloc(10) }]))).toBe('not-word');
  });

  it('refuses password-protected files: encrypted OOXML and a .doc with fEncrypted', async () => {
    const encryptedOoxml = buildOleFile([
      { name: 'EncryptionInfo', data: Buffer.from([4, 0, 4, 0]) },
      { name: 'EncryptedPackage', data: Buffer.alloc(64) },
    ]);
    expect(await getFailureReason(encryptedOoxml)).toBe('encrypted');
    expect(await getFailureReason(buildOleFile([{ name: 'WordDocument', data: buildWordFib(0x0100) }]))).toBe('encrypted');

    // The real .doc with its fEncrypted bit set: the FIB starts the first sector of WordDocument.
    const doc = Buffer.from(readResumeFixture('fullstack-engineer-strong-converted.doc'));
    const fibOffset = [...Array(doc.length / 512).keys()]
      .map((sector) => sector * 512)
      .find((offset) => offset > 0 && doc.readUInt16LE(offset) === 0xa5ec)!;
    doc.writeUInt16LE(doc.readUInt16LE(fibOffset + 0x0a) | 0x0100, fibOffset + 0x0a);
    expect(await getFailureReason(doc)).toBe('encrypted');
  });

  it('refuses corrupt files without crashing', async () => {
    const docx = readResumeFixture('fullstack-engineer-strong.docx');
    expect(await getFailureReason(docx.subarray(0, docx.length / 2))).toBe('corrupt');
    expect(await getFailureReason(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2000, 7)]))).toBe('corrupt');
    expect(await getFailureReason(buildMinimalDocx('<unclosed'))).toBe('corrupt');
    const doc = readResumeFixture('edge-footnotes-endnotes.doc');
    expect(await getFailureReason(doc.subarray(0, 1024))).toBe('corrupt');
    expect(await getFailureReason(buildOleFile([{ name: 'WordDocument', data: buildWordFib() }]))).toBe('corrupt');
    expect(await getFailureReason(buildOleFile([{ name: 'WordDocument', data: Buffer.alloc(4096, 1) }]))).toBe('corrupt');
  });

  it('survives damaged copies of real files: each one is read or refused with a reason, never a crash', async () => {
    // A fixed-seed generator, so a failure can be replayed.
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (const [file, copies] of [
      ['junior-developer-entry-level-converted.doc', 60],
      ['minimal-contact-line-breaks.docx', 20],
    ] as const) {
      const original = readResumeFixture(file);
      for (let copy = 0; copy < copies; copy += 1) {
        const damaged = Buffer.from(original);
        for (let flip = 0; flip < 8; flip += 1) damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
        const outcome = await extractWordMarkdown(damaged).then(
          () => 'read',
          (error: unknown) => (error as { reason?: string }).reason,
        );
        expect(['read', 'corrupt', 'empty', 'not-word', 'encrypted', 'too-large-unpacked']).toContain(outcome);
      }
    }
  });

  it('refuses a zip bomb quickly', async () => {
    const bomb = buildZip([{ name: 'word/document.xml', data: Buffer.alloc(60 * 1024 * 1024) }]);
    const started = performance.now();
    expect(await getFailureReason(bomb)).toBe('too-large-unpacked');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses a readable document without text', async () => {
    expect(await getFailureReason(buildMinimalDocx(''))).toBe('empty');
  });

  it('refuses a document with more text than allowed from one scan, before converting it', async () => {
    const docx = buildZip([{ name: 'word/document.xml', data: buildDocumentXml(DOCX_LIMITS.maxDocumentPartBytes - 4096) }]);
    const started = performance.now();
    const error = await extractWordMarkdown(docx, { maxTextChars: 200_000 }).catch((failure: { reason: string }) => failure);
    expect(error).toMatchObject({ reason: 'too-much-text' });
    // Converting this much XML takes seconds; counting its text takes a few milliseconds.
    expect(performance.now() - started).toBeLessThan(500);
    expect((await extractWordMarkdown(buildMinimalDocx('Jane Doe'), { maxTextChars: 100 })).markdown).toContain('Jane Doe');
  });

  it('keeps NUL and lone surrogates written as character references out of the text', async () => {
    const { markdown } = await extractWordMarkdown(buildMinimalDocx('Jane&#0;&#xD800; Doe'));
    expect(markdown).toContain('Jane');
    expect(markdown.includes('\u0000') || !markdown.isWellFormed()).toBe(false);
  });
});

describe('slimStylesXml', () => {
  it('keeps what mammoth reads (type, id, name, numbering) and drops formatting', () => {
    const xml =
      '<w:styles><w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>' +
      '<w:latentStyles w:count="1"><w:lsdException w:name="Normal"/></w:latentStyles>' +
      '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:pPr><w:numPr><w:numId w:val="3"/></w:numPr></w:pPr>' +
      '<w:rPr><w:b/><w:rFonts w:ascii="Calibri"/></w:rPr><w:rPr/></w:style>' +
      '<w:style w:type="table" w:styleId="Grid"><w:name w:val="Table Grid"/><w:tblPr><w:tblBorders/></w:tblPr>' +
      '<w:tblStylePr w:type="firstRow"><w:rPr><w:b/></w:rPr><w:tcPr/></w:tblStylePr></w:style></w:styles>';
    expect(slimStylesXml(xml)).toBe(
      '<w:styles><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:pPr><w:numPr><w:numId w:val="3"/></w:numPr></w:pPr></w:style>' +
        '<w:style w:type="table" w:styleId="Grid"><w:name w:val="Table Grid"/></w:style></w:styles>',
    );
  });

  it('leaves an unclosed element and what follows it alone, in linear time on hostile input', () => {
    expect(slimStylesXml('<a><w:rPr><w:b/></a>')).toBe('<a><w:rPr><w:b/></a>');
    const hostile = '<w:rPr '.repeat(200_000);
    const started = performance.now();
    expect(slimStylesXml(hostile)).toBe(hostile);
    // A linear scan takes milliseconds; a quadratic one would take minutes on this input. The bound
    // leaves room for a busy machine.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
