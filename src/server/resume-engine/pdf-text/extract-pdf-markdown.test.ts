import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { PDF_MIME } from '#shared/schemas/resumes/resume.ts';
import { PACKAGE_ROOT } from '#server/lib/paths.ts';
import { analyzeResumeWithLayout } from '../built-in/analyze-resume.ts';
import { extractWordMarkdown } from '../word/extract-word-markdown.ts';
import { extractPdfMarkdown } from './extract-pdf-markdown.ts';
import { PdfFileError } from './pdf-file-error.ts';
import { readPdfPages, type TPdfTextItem } from './pdf-reading-order.ts';
import { renderMarkdown } from '#shared/resume-markdown.ts';
import { structureBlocks } from '../word/markdown-blocks.ts';

const readPdf = (name: string) => readFileSync(resolve(PACKAGE_ROOT, 'tests/fixtures/resumes-pdf', name));
const readWord = (name: string) => readFileSync(resolve(PACKAGE_ROOT, 'tests/fixtures/resumes', name));

async function expectRefusal(promise: Promise<unknown>, reason: PdfFileError['reason']) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PdfFileError);
  expect((error as PdfFileError).reason).toBe(reason);
}

/** A PDF written with pdfkit: one paragraph a page, optionally password-protected. */
function buildPdf(pages: string[], options: { userPassword?: string } = {}): Promise<Buffer> {
  const document = new PDFDocument({ autoFirstPage: false, ...options });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolvePdf) => document.on('end', () => resolvePdf(Buffer.concat(chunks))));
  for (const text of pages) document.addPage().text(text);
  document.end();
  return done;
}

describe('extractPdfMarkdown', () => {
  it('reads every text fixture with its key lines, in the markdown shape the Word path gives', async () => {
    const expectations: Record<string, string[]> = {
      'fullstack-engineer-strong.pdf': [
        '# JOHN DOE',
        'john.doe@email.com | (555) 123-4567 | linkedin.com/in/johndoe | github.com/johndoe',
        '## TECHNICAL SKILLS',
        'ML/AI: TensorFlow, PyTorch, scikit-learn, spaCy, Hugging Face Transformers',
        'Senior Software Engineer | TechCorp Inc. | San Francisco, CA | Jan 2022 - Present',
        '- Led development of microservices architecture serving 10M+ daily active users',
      ],
      'data-scientist-strong.pdf': ['# SARAH JOHNSON', '## PROFESSIONAL EXPERIENCE', 'MLOps: MLflow, Kubeflow, Docker, Airflow'],
      'junior-developer-entry-level.pdf': ['# ALEX CHEN', '## OBJECTIVE', '## EDUCATION', '## PROJECTS'],
      'backend-engineer-hard-wrapped.pdf': ['# Jane Doe', '## EXPERIENCE', '## SKILLS'],
      'software-engineer-skills-one-per-line.pdf': ['# John Doe', '## Skills', '## Certifications'],
      'template-placeholders-tables-photo.pdf': ['# TEST PERSON', '## OBJECTIVE'],
      'data-scientist-two-column.pdf': ['# SARAH JOHNSON', 'sarah.johnson@email.com', '## SKILLS', '## PROFESSIONAL EXPERIENCE'],
      'openresume-john-doe.pdf': ['# John Doe', 'hello@openresume.com 123-456-7890 NYC, NY linkedin.com/in/john-doe', '## WORK EXPERIENCE'],
      'openresume-laverne-campus.pdf': ['# Leo Leopard', '(909) 555-5555', 'To obtain an on-campus position serving', '## SKILLS'],
    };
    for (const [name, lines] of Object.entries(expectations)) {
      const { markdown, mimeType, format } = await extractPdfMarkdown(readPdf(name));
      expect({ format, mimeType }).toEqual({ format: 'pdf', mimeType: PDF_MIME });
      for (const line of lines) expect(markdown, `${name}: ${line}`).toContain(line);
      // Soft hyphens, page numbers and broken ligatures never reach the text.
      expect(markdown, name).not.toMatch(/\u00ad|^\d+$| fl ow|--/m);
    }
  });

  it('gives the same markdown as the Word file for PDFs saved from Word (LibreOffice export)', async () => {
    for (const name of [
      'fullstack-engineer-strong',
      'data-scientist-strong',
      'junior-developer-entry-level',
      'backend-engineer-hard-wrapped',
      'software-engineer-skills-one-per-line',
    ]) {
      const pdf = await extractPdfMarkdown(readPdf(`${name}.pdf`));
      const word = await extractWordMarkdown(readWord(`${name}.docx`));
      expect(pdf.markdown, name).toBe(word.markdown);
    }
  });

  it('reads two columns one after the other: the sidebar’s skills never interleave with the experience bullets', async () => {
    const { markdown, layout } = await extractPdfMarkdown(readPdf('data-scientist-two-column.pdf'));
    expect(layout).toMatchObject({ pageCount: 1, twoColumnPages: 1, ligatureSplits: 3 });
    const lines = markdown.split('\n');
    const at = (text: string) => lines.findIndex((line) => line.includes(text));
    // The sidebar in order, whole: name, contact, skills, certifications, education.
    const sidebar = [
      'SARAH JOHNSON',
      '(555) 987-6543',
      '## SKILLS',
      'Programming: Python',
      'MLOps: MLflow, Kubeflow, Docker, Airflow',
      '## CERTIFICATIONS',
      '## EDUCATION',
    ];
    const main = [
      '## PROFESSIONAL SUMMARY',
      '## PROFESSIONAL EXPERIENCE',
      'Senior Data Scientist | DataDriven Corp',
      '- Developed customer churn',
      'Data Scientist | Analytics Pro',
      'Data Analyst | InsightCo',
      '- Automated weekly reporting processes',
    ];
    const positions = [...sidebar, ...main].map(at);
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // Between the first and the last experience line stands nothing from the sidebar.
    const experience = lines.slice(at('## PROFESSIONAL EXPERIENCE'), at('- Automated weekly reporting processes') + 1).join('\n');
    expect(experience).not.toMatch(/Programming:|MLOps|PyTorch, XGBoost|Stanford|AWS Machine Learning Specialty/);
    // Wrapped sidebar lines are whole again.
    expect(markdown).toContain('Machine Learning: scikit-learn, TensorFlow, PyTorch, XGBoost, LightGBM, Keras');
    expect(markdown).toContain('- Google Professional Machine Learning Engineer (2021)');
  });

  it('keeps columns apart even when the file draws them line by line across the page', () => {
    const item = (text: string, x: number, y: number, size = 10): TPdfTextItem => ({ text, x, y, width: text.length * size * 0.5, size });
    const left = ['SKILLS', 'Python, Go', 'Kubernetes', 'Terraform', 'EDUCATION', 'BSc, MIT'];
    const right = [
      'EXPERIENCE',
      'Engineer | Acme | 2020 - Present',
      '- Cut costs by 30% with autoscaling',
      '- Led the move to Kubernetes',
      '- Wrote the on-call guide',
      '- Mentored four engineers',
    ];
    // Drawn row by row: left cell, right cell, as a table-based layout does.
    const items = left.flatMap((text, row) => [item(text, 40, 700 - row * 30), item(right[row]!, 260, 700 - row * 30)]);
    const { blocks, layout } = readPdfPages([{ width: 595, items }]);
    expect(layout.twoColumnPages).toBe(1);
    const markdown = renderMarkdown(structureBlocks(blocks));
    expect(markdown.indexOf('BSc, MIT')).toBeLessThan(markdown.indexOf('## EXPERIENCE'));
    expect(markdown).toContain(
      '- Cut costs by 30% with autoscaling\n- Led the move to Kubernetes\n- Wrote the on-call guide\n- Mentored four engineers',
    );
  });

  it('keeps a one-column page with dates at the right margin in one column', async () => {
    const { layout } = await extractPdfMarkdown(readPdf('openresume-laverne-campus.pdf'));
    expect(layout.twoColumnPages).toBe(0);
  });

  it('refuses a scan (no text layer), a password-protected, a broken, a too long and a too wordy PDF', async () => {
    await expectRefusal(extractPdfMarkdown(readPdf('fullstack-engineer-scanned-image-only.pdf')), 'no-text-layer');
    await expectRefusal(extractPdfMarkdown(await buildPdf(['Jane Doe, engineer'], { userPassword: 'secret' })), 'encrypted');
    await expectRefusal(extractPdfMarkdown(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj')), 'corrupt');
    await expectRefusal(extractPdfMarkdown(readPdf('fullstack-engineer-strong.pdf').subarray(0, 4000)), 'corrupt');
    await expectRefusal(extractPdfMarkdown(Buffer.from('not a pdf at all')), 'corrupt');
    await expectRefusal(
      extractPdfMarkdown(await buildPdf(Array.from({ length: 11 }, (_, page) => `Page ${page + 1} of my life story`))),
      'too-many-pages',
    );
    await expectRefusal(extractPdfMarkdown(readPdf('fullstack-engineer-strong.pdf'), { maxTextChars: 1000 }), 'too-much-text');
  });
});

describe('a PDF’s analysis against its Word twin', () => {
  // Measured: every pair gives the same overall score and the same skills (differences 0).
  const MAX_SCORE_DIFFERENCE = 8;
  const MAX_SKILL_DIFFERENCE = 3;
  const twins = [
    ['fullstack-engineer-strong.pdf', 'fullstack-engineer-strong.docx'],
    ['data-scientist-strong.pdf', 'data-scientist-strong.docx'],
    ['junior-developer-entry-level.pdf', 'junior-developer-entry-level.docx'],
    ['backend-engineer-hard-wrapped.pdf', 'backend-engineer-hard-wrapped.docx'],
    ['software-engineer-skills-one-per-line.pdf', 'software-engineer-skills-one-per-line.docx'],
    ['template-placeholders-tables-photo.pdf', 'template-placeholders-tables-photo.docx'],
    ['data-scientist-two-column.pdf', 'data-scientist-strong.docx'],
  ] as const;

  it.each(twins)('%s scores and finds skills as %s does', async (pdfName, wordName) => {
    const pdfBytes = readPdf(pdfName);
    const wordBytes = readWord(wordName);
    const pdf = await extractPdfMarkdown(pdfBytes);
    const word = await extractWordMarkdown(wordBytes);
    const pdfReport = await analyzeResumeWithLayout({
      content: pdf.markdown,
      fileName: pdfName,
      originalFile: { bytes: pdfBytes, mimeType: PDF_MIME },
    });
    const wordReport = await analyzeResumeWithLayout({
      content: word.markdown,
      fileName: wordName,
      originalFile: { bytes: wordBytes, mimeType: word.mimeType },
    });
    expect(Math.abs(pdfReport.overallScore - wordReport.overallScore)).toBeLessThanOrEqual(MAX_SCORE_DIFFERENCE);
    const pdfSkills = new Set(pdfReport.skillsFound.map((skill) => skill.name));
    const wordSkills = new Set(wordReport.skillsFound.map((skill) => skill.name));
    const differing = [
      ...[...pdfSkills].filter((skill) => !wordSkills.has(skill)),
      ...[...wordSkills].filter((skill) => !pdfSkills.has(skill)),
    ];
    expect(differing.length, differing.join(', ')).toBeLessThanOrEqual(MAX_SKILL_DIFFERENCE);
    // The PDF's own ATS findings: only the two-column file has any (its columns and split ligatures).
    const pdfFindings = pdfReport.suggestions
      .filter((suggestion) => suggestion.checkId === 'pdf-layout')
      .map((suggestion) => suggestion.title);
    expect(pdfFindings).toEqual(
      pdfName === 'data-scientist-two-column.pdf'
        ? ['Use a single-column layout', 'Use a font whose text extracts cleanly']
        : pdfName === 'template-placeholders-tables-photo.pdf'
          ? ['Use a single-column layout']
          : [],
    );
  });
});
