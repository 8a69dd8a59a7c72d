import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZAnalysisResultSchema } from '#shared/schemas/resume-ai.ts';
import { PDF_MIME, RESUME_MAX_BYTES, type TResume, type TResumeDetail } from '#shared/schemas/resumes/resume.ts';
import { findAuditLogs } from '#tests/factories/auth.ts';
import { createAccounts, uploadResume } from '#tests/factories/resumes.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import type { Database } from '#server/db/client.ts';
import { resumes, storedFiles } from '#server/db/schema.ts';
import { PACKAGE_ROOT } from '#server/lib/paths.ts';
import { extractPdfMarkdown } from '#server/resume-engine/pdf-text/extract-pdf-markdown.ts';

type TAccount = Awaited<ReturnType<typeof createUserWithSession>>;

const WRONG_TYPE = 'Please upload a Microsoft Word document (.doc or .docx) or a PDF.';
const readPdf = (name: string) => readFileSync(resolve(PACKAGE_ROOT, 'tests/fixtures/resumes-pdf', name));
const FULLSTACK_PDF = readPdf('fullstack-engineer-strong.pdf');
const TWO_COLUMN_PDF = readPdf('data-scientist-two-column.pdf');
const SCANNED_PDF = readPdf('fullstack-engineer-scanned-image-only.pdf');

function buildPdf(pages: string[], options: { userPassword?: string } = {}): Promise<Buffer> {
  const document = new PDFDocument({ autoFirstPage: false, ...options });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolvePdf) => document.on('end', () => resolvePdf(Buffer.concat(chunks))));
  for (const text of pages) document.addPage().text(text);
  document.end();
  return done;
}

async function countStored(db: Database, userId: number) {
  const [resumeCount] = await db.select({ value: count() }).from(resumes).where(eq(resumes.userId, userId));
  const [fileCount] = await db.select({ value: count() }).from(storedFiles).where(eq(storedFiles.ownerUserId, userId));
  return { resumes: resumeCount!.value, files: fileCount!.value };
}

function expectError(response: LightMyRequestResponse, status: number, message?: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  if (message !== undefined) expect(response.json().message).toMatch(message);
}

describe('PDF resumes: POST /api/applicant/:userId/resume', () => {
  const t = useTestApp();
  let accounts: Awaited<ReturnType<typeof createAccounts>>;
  const upload = (owner: TAccount, bytes: Buffer, fileName: string, actor: TAccount = owner) =>
    uploadResume(t.app, { userId: owner.user.id, cookie: actor.cookie, bytes, fileName });
  const newDeveloper = () => createUserWithSession(t.app);

  beforeAll(async () => {
    accounts = await createAccounts(t.app, t.db);
  });

  it('stores a text PDF: its markdown, the original bytes as application/pdf, first resume primary, audit log', async () => {
    const owner = await newDeveloper();
    const response = await upload(owner, FULLSTACK_PDF, 'John Doe CV.pdf');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TResume>()).toMatchObject({
      userId: owner.user.id,
      fileName: 'John Doe CV.pdf',
      fileSize: FULLSTACK_PDF.length,
      isPrimary: true,
      aiScore: null,
      hasOriginalFile: true,
    });
    const resume = response.json<TResume>();
    const [row] = await t.db.select().from(resumes).where(eq(resumes.id, resume.id));
    expect(row!.content).toBe((await extractPdfMarkdown(FULLSTACK_PDF)).markdown);
    expect(row!.content).toContain('## EXPERIENCE');
    const [file] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, row!.originalFileId!));
    expect(file).toMatchObject({ ownerUserId: owner.user.id, mimeType: PDF_MIME, byteSize: FULLSTACK_PDF.length });
    expect(file!.sha256).toBe(createHash('sha256').update(FULLSTACK_PDF).digest('hex'));
    expect(Buffer.from(file!.data).equals(FULLSTACK_PDF)).toBe(true);
    const [audit] = (await findAuditLogs(t.db, 'resume.uploaded')).filter((entry) => entry.resourceId === String(resume.id));
    expect(audit!.details).toMatchObject({ ownerUserId: owner.user.id, format: 'pdf', isPrimary: true });
  });

  it('decides the type by content: a PDF named .docx is read as a PDF and named .pdf', async () => {
    const owner = await newDeveloper();
    const response = await upload(owner, TWO_COLUMN_PDF, 'C:\\fakepath\\sarah.docx');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TResume>().fileName).toBe('sarah.docx.pdf');
  });

  it('analyses an uploaded PDF like its Word twin, and downloads the original as the PDF', async () => {
    const owner = await newDeveloper();
    const resume = (await upload(owner, TWO_COLUMN_PDF, 'Sarah.pdf')).json<TResume>();
    const analysed = await t.app.inject({ method: 'POST', url: `/api/resume/${resume.id}/analyze`, headers: { cookie: owner.cookie } });
    expect(analysed.statusCode, analysed.body).toBe(200);
    const analysis = ZAnalysisResultSchema.parse(analysed.json());
    expect(analysis.overallScore).toBeGreaterThan(60);
    expect(analysis.skillsFound.map((skill) => skill.name)).toEqual(
      expect.arrayContaining(['Python', 'MLflow', 'Apache Airflow', 'PyTorch']),
    );

    const original = await t.app.inject({ method: 'GET', url: `/api/resume/${resume.id}/original`, headers: { cookie: owner.cookie } });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe(PDF_MIME);
    expect(original.headers['content-disposition']).toBe(`attachment; filename="Sarah.pdf"; filename*=UTF-8''Sarah.pdf`);
    expect(original.rawPayload.equals(TWO_COLUMN_PDF)).toBe(true);
    const detail = await t.app.inject({ method: 'GET', url: `/api/resume/${resume.id}`, headers: { cookie: owner.cookie } });
    expect(detail.json<TResumeDetail>().hasOriginalFile).toBe(true);
    // The generated PDF of the text keeps the name, without doubling the extension.
    const generated = await t.app.inject({ method: 'GET', url: `/api/resume/${resume.id}/pdf`, headers: { cookie: owner.cookie } });
    expect(generated.statusCode).toBe(200);
    expect(generated.headers['content-disposition']).toContain('filename="Sarah.pdf"');
  });

  it('refuses a scan with a message saying it has no text layer and what to do, storing nothing', async () => {
    const owner = await newDeveloper();
    const response = await upload(owner, SCANNED_PDF, 'scan.pdf');
    expectError(response, 400, /no text layer: it is a scan or an image/);
    expect(response.json().message).toMatch(/export your resume from your editor as a PDF with text .*, or upload the Word file/);
    expect(await countStored(t.db, owner.user.id)).toEqual({ resumes: 0, files: 0 });
  });

  it('refuses password-protected, damaged and over-long PDFs with a clear 400, storing nothing', async () => {
    const owner = await newDeveloper();
    expectError(
      await upload(owner, await buildPdf(['Jane Doe'], { userPassword: 'secret' }), 'locked.pdf'),
      400,
      /PDF is password-protected/,
    );
    expectError(await upload(owner, Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj'), 'broken.pdf'), 400, /PDF could not be read/);
    expectError(await upload(owner, FULLSTACK_PDF.subarray(0, 4000), 'cut.pdf'), 400, /PDF could not be read/);
    const longPdf = await buildPdf(Array.from({ length: 11 }, (_, page) => `Chapter ${page + 1} of a life story`));
    expectError(
      await upload(owner, longPdf, 'long.pdf'),
      400,
      'This PDF has more than 10 pages, more than a resume needs. Please upload a shorter version.',
    );
    expect(await countStored(t.db, owner.user.id)).toEqual({ resumes: 0, files: 0 });
  });

  it('answers a wrong type with the message naming Word and PDF, and 413 for a PDF over 10 MB', async () => {
    const owner = await newDeveloper();
    for (const [bytes, fileName] of [
      [Buffer.from('My resume in plain text'), 'resume.pdf'],
      [Buffer.from('\x89PNG\r\n\x1a\n'), 'scan.pdf'],
    ] as const) {
      expectError(await upload(owner, bytes, fileName), 415, WRONG_TYPE);
    }
    const oversized = Buffer.concat([FULLSTACK_PDF, Buffer.alloc(RESUME_MAX_BYTES + 1 - FULLSTACK_PDF.length)]);
    expectError(await upload(owner, oversized, 'big.pdf'), 413, 'Please upload a file smaller than 10MB.');
    expect(await countStored(t.db, owner.user.id)).toEqual({ resumes: 0, files: 0 });
  });

  it('is for the owner and admins: 401 without session, 403 for another developer or an employer, 404 for an unknown user', async () => {
    const { owner, otherDeveloper, employer, admin } = accounts;
    expectError(await uploadResume(t.app, { userId: owner.user.id, bytes: FULLSTACK_PDF, fileName: 'a.pdf' }), 401);
    expectError(await upload(owner, FULLSTACK_PDF, 'a.pdf', otherDeveloper), 403);
    expectError(await upload(owner, FULLSTACK_PDF, 'a.pdf', employer), 403);
    expect(await countStored(t.db, owner.user.id)).toEqual({ resumes: 0, files: 0 });
    expectError(await uploadResume(t.app, { userId: 999_999, cookie: admin.cookie, bytes: FULLSTACK_PDF, fileName: 'a.pdf' }), 404);
    const byAdmin = await upload(owner, FULLSTACK_PDF, 'by-admin.pdf', admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    const resume = byAdmin.json<TResume>();
    // Another developer cannot download the original PDF.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/resume/${resume.id}/original`,
      headers: { cookie: otherDeveloper.cookie },
    });
    expectError(foreign, 404, 'Resume not found');
  });
});
