import { createHash } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DOC_MIME,
  DOCX_MIME,
  RESUME_CONTENT_MAX_CHARS,
  RESUME_MAX_BYTES,
  type TResume,
  type TResumeDetail,
} from '#shared/schemas/resumes/resume.ts';
import { findAuditLogs } from '#tests/factories/auth.ts';
import {
  buildDocumentXml,
  buildEncryptedWordFile,
  buildMinimalDocx,
  buildOleFile,
  buildResumeData,
  buildSlowestAcceptedDocx,
  buildWordFib,
  buildZip,
  buildZipBomb,
  createAccounts,
  readResumeFixture,
  uploadResume,
} from '#tests/factories/resumes.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { buildMultipart } from '#tests/factories/multipart.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import type { Database } from '#server/db/client.ts';
import { resumes, storedFiles } from '#server/db/schema.ts';
import { DOCX_LIMITS } from '#server/resume-engine/word/docx-package.ts';
import { extractWordMarkdown } from '#server/resume-engine/word/extract-word-markdown.ts';

type TAccount = Awaited<ReturnType<typeof createUserWithSession>>;
type TAccounts = Awaited<ReturnType<typeof createAccounts>>;

const WRONG_TYPE = 'Please upload a Microsoft Word document (.doc or .docx) or a PDF.';
const TOO_LARGE = 'Please upload a file smaller than 10MB.';
const FULLSTACK_DOCX = readResumeFixture('fullstack-engineer-strong.docx');
const JUNIOR_DOC = readResumeFixture('junior-developer-entry-level-converted.doc');

async function countStored(db: Database, userId: number) {
  const [resumeCount] = await db.select({ value: count() }).from(resumes).where(eq(resumes.userId, userId));
  const [fileCount] = await db.select({ value: count() }).from(storedFiles).where(eq(storedFiles.ownerUserId, userId));
  return { resumes: resumeCount!.value, files: fileCount!.value };
}

async function getPrimaryIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes.isPrimary, true)));
  return rows.map((row) => row.id);
}

function expectError(response: LightMyRequestResponse, status: number, message?: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  if (message !== undefined) expect(response.json().message).toMatch(message);
}

describe('resumes API', () => {
  const t = useTestApp();
  let accounts: TAccounts;

  const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, account?: TAccount, payload?: object) =>
    t.app.inject({ method, url, ...(account ? { headers: { cookie: account.cookie } } : {}), ...(payload ? { payload } : {}) });
  const upload = (owner: TAccount, bytes: Buffer, fileName: string, actor: TAccount = owner) =>
    uploadResume(t.app, { userId: owner.user.id, cookie: actor.cookie, bytes, fileName });
  async function uploadOk(owner: TAccount, bytes = FULLSTACK_DOCX, fileName = 'cv.docx'): Promise<TResume> {
    const response = await upload(owner, bytes, fileName);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TResume>();
  }
  const newDeveloper = () => createUserWithSession(t.app);

  beforeAll(async () => {
    accounts = await createAccounts(t.app, t.db);
  });

  describe('POST /api/applicant/:userId/resume', () => {
    it('stores a .docx: markdown text, the original bytes, first resume primary, audit log', async () => {
      const owner = await newDeveloper();
      const response = await upload(owner, FULLSTACK_DOCX, 'John Doe CV.docx');
      expect(response.statusCode, response.body).toBe(201);
      const resume = response.json<TResume>();
      expect(resume).toEqual({
        id: expect.any(Number),
        userId: owner.user.id,
        fileName: 'John Doe CV.docx',
        title: 'John Doe CV.docx',
        source: 'uploaded',
        fileSize: FULLSTACK_DOCX.length,
        uploadedAt: expect.any(String),
        updatedAt: expect.any(String),
        isPrimary: true,
        aiScore: null,
        hasOriginalFile: true,
      });

      const [row] = await t.db.select().from(resumes).where(eq(resumes.id, resume.id));
      expect(row!.content).toBe((await extractWordMarkdown(FULLSTACK_DOCX)).markdown);
      const [file] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, row!.originalFileId!));
      expect(file).toMatchObject({ ownerUserId: owner.user.id, mimeType: DOCX_MIME, byteSize: FULLSTACK_DOCX.length });
      expect(file!.sha256).toBe(createHash('sha256').update(FULLSTACK_DOCX).digest('hex'));
      expect(Buffer.from(file!.data).equals(FULLSTACK_DOCX)).toBe(true);

      const [audit] = (await findAuditLogs(t.db, 'resume.uploaded')).filter((entry) => entry.resourceId === String(resume.id));
      expect(audit).toMatchObject({ resourceType: 'resume', userId: owner.user.id });
      expect(audit!.details).toMatchObject({ ownerUserId: owner.user.id, format: 'docx', isPrimary: true });
    });

    it('keeps stored files uncompressed: pglz would scan most of a 10 MB Word file before giving up', async () => {
      const result = await t.db.execute(
        sql`select attstorage as storage from pg_attribute where attrelid = 'stored_files'::regclass and attname = 'data'`,
      );
      // 'e' (external): out of line, never compressed; the default 'x' tries to compress every value.
      expect((result as unknown as { rows: { storage: string }[] }).rows).toEqual([{ storage: 'e' }]);
    });

    it('stores a .doc as application/msword; a second resume is not primary', async () => {
      const owner = await newDeveloper();
      await uploadOk(owner);
      const second = await uploadOk(owner, JUNIOR_DOC, 'junior.doc');
      expect(second.isPrimary).toBe(false);
      const [row] = await t.db
        .select({ mimeType: storedFiles.mimeType, content: resumes.content })
        .from(resumes)
        .innerJoin(storedFiles, eq(storedFiles.id, resumes.originalFileId))
        .where(eq(resumes.id, second.id));
      expect(row!.mimeType).toBe(DOC_MIME);
      expect(row!.content).toContain('# ALEX CHEN');
      expect(await getPrimaryIds(t.db, owner.user.id)).toHaveLength(1);
    });

    it('decides the type by content: a Word file with another name is accepted and gets its real extension', async () => {
      const owner = await newDeveloper();
      expect((await uploadOk(owner, FULLSTACK_DOCX, 'C:\\fakepath\\resume.pdf')).fileName).toBe('resume.pdf.docx');
      expect((await uploadOk(owner, JUNIOR_DOC, 'old.docx')).fileName).toBe('old.doc');
      expect((await uploadOk(owner, FULLSTACK_DOCX, '../../etc/<passwd>.docx')).fileName).toBe('passwd.docx');
    });

    it('refuses files that are neither Word documents nor PDFs, even when named .docx, and stores nothing', async () => {
      const owner = await newDeveloper();
      // A PDF named .docx is read as a PDF (resume-pdf-upload.test.ts).
      const refusals = [
        { bytes: Buffer.from('My resume in plain text'), fileName: 'resume.doc' },
        { bytes: buildZip([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]), fileName: 'resume.docx' },
        { bytes: buildOleFile([{ name: 'Workbook', data: Buffer.alloc(100) }]), fileName: 'resume.doc' },
      ];
      for (const file of refusals) expectError(await upload(owner, file.bytes, file.fileName), 415, WRONG_TYPE);
      expect(await countStored(t.db, owner.user.id)).toEqual({ resumes: 0, files: 0 });
    });

    it('answers 413 for a file over 10 MB and stores nothing', async () => {
      const owner = await newDeveloper();
      const oversized = Buffer.concat([FULLSTACK_DOCX, Buffer.alloc(RESUME_MAX_BYTES + 1 - FULLSTACK_DOCX.length)]);
      expectError(await upload(owner, oversized, 'big.docx'), 413, TOO_LARGE);
      expect(await countStored(t.db, owner.user.id)).toEqual({ resumes: 0, files: 0 });
    });

    it('refuses password-protected, corrupt, zip-bomb and empty Word files with a clear 400', async () => {
      const owner = await newDeveloper();
      expectError(await upload(owner, buildEncryptedWordFile(), 'locked.docx'), 400, /password-protected/);
      expectError(
        await upload(owner, buildOleFile([{ name: 'WordDocument', data: buildWordFib(0x0100) }]), 'locked.doc'),
        400,
        /password-protected/,
      );
      expectError(await upload(owner, FULLSTACK_DOCX.subarray(0, 20_000), 'cut.docx'), 400, /could not be read/);
      expectError(await upload(owner, buildMinimalDocx('<broken'), 'broken.docx'), 400, /could not be read/);
      expectError(await upload(owner, buildZipBomb(60), 'bomb.docx'), 400, /unpacks to far more data/);
      expectError(await upload(owner, buildMinimalDocx(''), 'blank.docx'), 400, /no text/);
      expectError(await upload(owner, Buffer.alloc(0), 'zero.docx'), 400, 'The uploaded file is empty.');
      expect(await countStored(t.db, owner.user.id)).toEqual({ resumes: 0, files: 0 });
    });

    it('refuses at once a small .docx whose document unpacks to 16 MB of ordinary text, storing nothing', async () => {
      const owner = await newDeveloper();
      // The probe's file: ordinary paragraphs at an ordinary ratio, inside every zip-bomb limit.
      const document = buildDocumentXml(16 * 1024 * 1024);
      const docx = buildZip([{ name: 'word/document.xml', data: document }]);
      expect(docx.length).toBeLessThan(RESUME_MAX_BYTES);
      const started = performance.now();
      // Only the check of the zip's directory gives this answer: the document was never parsed.
      expectError(await upload(owner, docx, 'huge.docx'), 400, /unpacks to far more data/);
      // Parsing it took the probe 154 s; refusing it takes milliseconds (plus a worker's start on a busy machine).
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(await countStored(t.db, owner.user.id)).toEqual({ resumes: 0, files: 0 });
    });

    it('refuses a document with more text than a resume can hold before converting it', async () => {
      const owner = await newDeveloper();
      const docx = buildZip([{ name: 'word/document.xml', data: buildDocumentXml(DOCX_LIMITS.maxDocumentPartBytes - 4096) }]);
      expectError(await upload(owner, docx, 'long.docx'), 400, /more text than a resume can/);
      expect(await countStored(t.db, owner.user.id)).toEqual({ resumes: 0, files: 0 });
    });

    it('keeps answering other requests while a slow Word file is parsed', async () => {
      const owner = await newDeveloper();
      const slowDocx = buildSlowestAcceptedDocx();
      let isUploading = true;
      const uploading = upload(owner, slowDocx, 'formatted.docx').finally(() => (isUploading = false));
      const healthTimes: number[] = [];
      while (isUploading) {
        const started = performance.now();
        expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        healthTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // The parse takes seconds; on the request thread it answered nothing else for all of them.
      expect(healthTimes.length).toBeGreaterThan(10);
      expect(Math.max(...healthTimes)).toBeLessThan(500);
      expect((await uploading).statusCode).toBe(201);
    });

    it('refuses two files in one upload with 400 instead of keeping the first, storing nothing', async () => {
      const owner = await newDeveloper();
      const { payload, headers } = buildMultipart(
        { bytes: FULLSTACK_DOCX, fileName: 'first.docx' },
        { bytes: JUNIOR_DOC, fileName: 'second.doc' },
      );
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/applicant/${owner.user.id}/resume`,
        payload,
        headers: { ...headers, cookie: owner.cookie },
      });
      expectError(response, 400, 'Please upload one file at a time.');
      expect(await countStored(t.db, owner.user.id)).toEqual({ resumes: 0, files: 0 });
    });

    it('answers 400 without a file in the "resume" field, without multipart, or for a malformed body', async () => {
      const owner = await newDeveloper();
      const wrongField = await uploadResume(t.app, {
        userId: owner.user.id,
        cookie: owner.cookie,
        bytes: FULLSTACK_DOCX,
        fileName: 'a.docx',
        field: 'file',
      });
      expectError(wrongField, 400, /"resume" field/);
      const textField = '--b0undary\r\nContent-Disposition: form-data; name="resume"\r\n\r\nnot a file\r\n--b0undary--\r\n';
      const headers = { 'content-type': 'multipart/form-data; boundary=b0undary', cookie: owner.cookie };
      expectError(
        await t.app.inject({ method: 'POST', url: `/api/applicant/${owner.user.id}/resume`, payload: textField, headers }),
        400,
        /"resume" field/,
      );
      expectError(await request('POST', `/api/applicant/${owner.user.id}/resume`, owner, { resume: 'x' }), 400, /"resume" field/);
      const malformed = [
        { type: 'multipart/form-data', body: 'no boundary' },
        { type: 'multipart/form-data; boundary=b0undary', body: 'no parts at all' },
        {
          type: 'multipart/form-data; boundary=b0undary',
          body: '--b0undary\r\nContent-Disposition: form-data; name="resume"; filename="a.docx"\r\n\r\nPK\u0003\u0004cut',
        },
      ];
      for (const { type, body } of malformed) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/applicant/${owner.user.id}/resume`,
          payload: body,
          headers: { 'content-type': type, cookie: owner.cookie },
        });
        expectError(response, 400, 'The upload was incomplete or malformed. Please try again.');
      }
      expect(await countStored(t.db, owner.user.id)).toEqual({ resumes: 0, files: 0 });
    });

    it('is for the owner and admins: 401 without session, 403 for another developer or an employer', async () => {
      const { owner, otherDeveloper, employer, admin } = accounts;
      expectError(await uploadResume(t.app, { userId: owner.user.id, bytes: FULLSTACK_DOCX, fileName: 'a.docx' }), 401);
      expectError(await upload(owner, FULLSTACK_DOCX, 'a.docx', otherDeveloper), 403);
      expectError(await upload(owner, FULLSTACK_DOCX, 'a.docx', employer), 403);
      expect(await countStored(t.db, owner.user.id)).toEqual({ resumes: 0, files: 0 });

      const byAdmin = await upload(owner, FULLSTACK_DOCX, 'by-admin.docx', admin);
      expect(byAdmin.statusCode, byAdmin.body).toBe(201);
      expect(byAdmin.json<TResume>().userId).toBe(owner.user.id);
      const [audit] = (await findAuditLogs(t.db, 'resume.uploaded')).filter(
        (entry) => entry.resourceId === String(byAdmin.json<TResume>().id),
      );
      expect(audit!.userId).toBe(admin.user.id);
    });

    it('answers 404 for an unknown user and 400 for an id that is not a number', async () => {
      expectError(
        await uploadResume(t.app, { userId: 999_999, cookie: accounts.admin.cookie, bytes: FULLSTACK_DOCX, fileName: 'a.docx' }),
        404,
      );
      expectError(await request('POST', '/api/applicant/abc/resume', accounts.admin), 400, 'User id must be a positive whole number');
    });
  });

  describe('GET /api/applicant/:userId/resumes', () => {
    it('lists the resumes newest first, without their text', async () => {
      const owner = await newDeveloper();
      const first = await uploadOk(owner, FULLSTACK_DOCX, 'first.docx');
      const second = await uploadOk(owner, JUNIOR_DOC, 'second.doc');
      const response = await request('GET', `/api/applicant/${owner.user.id}/resumes`, owner);
      expect(response.statusCode).toBe(200);
      expect(response.json<TResume[]>().map((resume) => resume.id)).toEqual([second.id, first.id]);
      expect(response.json()[1]).toEqual(first);
      expect(response.body).not.toContain('fileContent');
    });

    it('answers an empty list for a user without resumes', async () => {
      const owner = await newDeveloper();
      const response = await request('GET', `/api/applicant/${owner.user.id}/resumes`, owner);
      expect(response.json()).toEqual([]);
    });

    it('may be read by the owner, employers and admins; not by other developers or without session', async () => {
      const { owner, otherDeveloper, employer, admin } = accounts;
      const url = `/api/applicant/${owner.user.id}/resumes`;
      for (const reader of [owner, employer, admin]) expect((await request('GET', url, reader)).statusCode).toBe(200);
      expectError(await request('GET', url, otherDeveloper), 403);
      // Decided before any lookup: the same answer for an unknown id, so ids cannot be probed.
      expect((await request('GET', '/api/applicant/999999/resumes', otherDeveloper)).body).toBe(
        (await request('GET', url, otherDeveloper)).body,
      );
      expectError(await request('GET', url), 401);
      expectError(await request('GET', '/api/applicant/999999/resumes', employer), 404, 'User not found');
      // An employer cannot tell an account that is not a developer's from an unknown one.
      expectError(await request('GET', `/api/applicant/${admin.user.id}/resumes`, employer), 404, 'User not found');
      expectError(await request('GET', '/api/applicant/99999999999/resumes', employer), 400, 'User id must be a positive whole number');
      // Without a session the answer is 401 even for invalid input.
      expectError(await request('GET', '/api/applicant/abc/resumes'), 401);
    });
  });

  describe('GET /api/resume/:id and /original', () => {
    it('returns the resume with its markdown, to the owner, employers (the featured one) and admins', async () => {
      const { otherDeveloper, employer, admin } = accounts;
      const owner = await newDeveloper();
      const resume = await uploadOk(owner);
      for (const reader of [owner, employer, admin]) {
        const response = await request('GET', `/api/resume/${resume.id}`, reader);
        expect(response.statusCode).toBe(200);
        const detail = response.json<TResumeDetail>();
        expect(detail).toMatchObject({ ...resume, fileContent: expect.stringContaining('# JOHN DOE') });
      }
      // Another developer's resume answers exactly as an unknown id does, so ids cannot be probed.
      const othersResume = await request('GET', `/api/resume/${resume.id}`, otherDeveloper);
      const unknownResume = await request('GET', '/api/resume/999999', otherDeveloper);
      expectError(othersResume, 404, 'Resume not found');
      expect(othersResume.body).toBe(unknownResume.body);
      expectError(await request('GET', `/api/resume/${resume.id}`), 401);
      expectError(await request('GET', '/api/resume/999999', owner), 404, 'Resume not found');
      expectError(await request('GET', '/api/resume/abc', owner), 400, 'Resume id must be a positive whole number');
      expectError(await request('GET', '/api/resume/0', owner), 400, 'Resume id must be a positive whole number');
      // Only decimal digits name a resume: hex, padding, signs, exponents and fractions are refused.
      for (const looseId of [
        `0x${resume.id.toString(16)}`,
        `%20${resume.id}`,
        `${resume.id}%20`,
        `+${resume.id}`,
        `${resume.id}e0`,
        `${resume.id}.0`,
      ]) {
        expectError(await request('GET', `/api/resume/${looseId}`, owner), 400, 'Resume id must be a positive whole number');
      }
    });

    it('downloads the original Word file with its type and an RFC 6266 file name', async () => {
      const { otherDeveloper, employer } = accounts;
      const owner = await newDeveloper();
      const docx = await uploadOk(owner, FULLSTACK_DOCX, 'Résumé 2024.docx');
      const response = await request('GET', `/api/resume/${docx.id}/original`, employer);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(DOCX_MIME);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="R_sum_ 2024.docx"; filename*=UTF-8''R%C3%A9sum%C3%A9%202024.docx`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(FULLSTACK_DOCX)).toBe(true);

      const doc = await uploadOk(owner, JUNIOR_DOC, 'junior.doc');
      const docResponse = await request('GET', `/api/resume/${doc.id}/original`, owner);
      expect(docResponse.headers['content-type']).toBe(DOC_MIME);
      expect(docResponse.rawPayload.equals(JUNIOR_DOC)).toBe(true);

      expectError(await request('GET', `/api/resume/${docx.id}/original`, otherDeveloper), 404, 'Resume not found');
      expectError(await request('GET', `/api/resume/${docx.id}/original`), 401);
      expectError(await request('GET', '/api/resume/999999/original', owner), 404);
    });

    it('answers 404 for a resume without an original file', async () => {
      const { owner } = accounts;
      const [row] = await t.db
        .insert(resumes)
        .values({ userId: owner.user.id, fileName: 'text only', fileSize: 4, content: 'text', source: 'uploaded' })
        .returning();
      expectError(await request('GET', `/api/resume/${row!.id}/original`, owner), 404, /no original Word file/);
      const detail = await request('GET', `/api/resume/${row!.id}`, owner);
      expect(detail.json<TResumeDetail>().hasOriginalFile).toBe(false);
    });
  });

  describe('GET /api/resume/:id/pdf', () => {
    it('makes a text PDF of the resume for its readers, named after it, A4 or US Letter', async () => {
      const { otherDeveloper, employer, admin } = accounts;
      const owner = await newDeveloper();
      const docx = await uploadOk(owner, FULLSTACK_DOCX, 'Résumé 2024.docx');
      for (const reader of [owner, employer, admin]) {
        const response = await request('GET', `/api/resume/${docx.id}/pdf`, reader);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="R_sum_ 2024.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%202024.pdf`,
        );
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
      const pdf = await getDocumentProxy(
        new Uint8Array((await request('GET', `/api/resume/${docx.id}/pdf?size=letter`, owner)).rawPayload),
      );
      expect((await pdf.getPage(1)).view.slice(2).map(Math.round)).toEqual([612, 792]);
      expect((await extractText(pdf, { mergePages: true })).text).toContain('JOHN DOE');

      expectError(await request('GET', `/api/resume/${docx.id}/pdf?size=b5`, owner), 400, 'Size must be a4 or letter');
      expectError(await request('GET', `/api/resume/${docx.id}/pdf?size=a4&extra=1`, owner), 400);
      expectError(await request('GET', `/api/resume/${docx.id}/pdf`, otherDeveloper), 404, 'Resume not found');
      expectError(await request('GET', `/api/resume/${docx.id}/pdf`), 401);
      expectError(await request('GET', '/api/resume/999999/pdf', owner), 404);
    });
  });

  describe('PATCH /api/resume/:id', () => {
    it('renames and rewrites the text; an uploaded resume keeps its file size; audit log', async () => {
      const owner = await newDeveloper();
      const resume = await uploadOk(owner);
      const response = await request('PATCH', `/api/resume/${resume.id}`, owner, {
        fileName: '  New name  ',
        fileContent: '# John\n\nRewritten.',
      });
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json<TResumeDetail>();
      expect(detail).toMatchObject({
        id: resume.id,
        fileName: 'New name',
        fileContent: '# John\n\nRewritten.',
        fileSize: FULLSTACK_DOCX.length,
        isPrimary: true,
      });
      expect(Date.parse(detail.updatedAt)).toBeGreaterThanOrEqual(Date.parse(resume.updatedAt));
      const [audit] = (await findAuditLogs(t.db, 'resume.updated')).filter((entry) => entry.resourceId === String(resume.id));
      expect(audit!.details).toMatchObject({ fields: ['fileName', 'fileContent'] });
      // The download keeps the original file, named after the resume with its extension.
      const original = await request('GET', `/api/resume/${resume.id}/original`, owner);
      expect(original.headers['content-disposition']).toContain(`filename="New name.docx"`);
    });

    it('sets the size of a resume without a Word file to the UTF-8 byte length of its text', async () => {
      const owner = await newDeveloper();
      const [row] = await t.db
        .insert(resumes)
        .values({ userId: owner.user.id, fileName: 'notes', fileSize: 1, content: 'x', source: 'uploaded' })
        .returning();
      const response = await request('PATCH', `/api/resume/${row!.id}`, owner, { fileContent: 'Zoë – 5 €' });
      expect(response.json<TResumeDetail>().fileSize).toBe(Buffer.byteLength('Zoë – 5 €'));
    });

    it('refuses bad input with a 400 and changes nothing', async () => {
      const owner = await newDeveloper();
      const resume = await uploadOk(owner);
      const url = `/api/resume/${resume.id}`;
      expectError(await request('PATCH', url, owner, {}), 400, 'Nothing to update');
      expectError(await request('PATCH', url, owner, { fileName: '   ' }), 400, 'File name is required');
      expectError(await request('PATCH', url, owner, { fileName: '///' }), 400, 'File name is required');
      expectError(await request('PATCH', url, owner, { fileContent: 'x'.repeat(RESUME_CONTENT_MAX_CHARS + 1) }), 400, /at most/);
      expectError(await request('PATCH', url, owner, { fileContent: 42 }), 400, 'Content must be text');
      expectError(await request('PATCH', url, owner, { isPrimary: true }), 400);
      const detail = (await request('GET', url, owner)).json<TResumeDetail>();
      expect(detail.fileName).toBe('cv.docx');
      expect(detail.updatedAt).toBe(resume.updatedAt);
    });

    it('is for the owner and admins only', async () => {
      const { otherDeveloper, employer, admin } = accounts;
      const owner = await newDeveloper();
      const resume = await uploadOk(owner);
      const url = `/api/resume/${resume.id}`;
      expectError(await request('PATCH', url, employer, { fileName: 'x' }), 403);
      expectError(await request('PATCH', url, otherDeveloper, { fileName: 'x' }), 404, 'Resume not found');
      expectError(await request('PATCH', url, undefined, { fileName: 'x' }), 401);
      expectError(await request('PATCH', '/api/resume/999999', owner, { fileName: 'x' }), 404);
      const byAdmin = await request('PATCH', url, admin, { fileName: 'Checked by admin' });
      expect(byAdmin.json<TResumeDetail>().fileName).toBe('Checked by admin');
    });
  });

  describe('primary resume, DELETE and set-primary', () => {
    it('set-primary switches the primary resume; exactly one stays primary', async () => {
      const owner = await newDeveloper();
      const first = await uploadOk(owner);
      const second = await uploadOk(owner);
      const response = await request('PATCH', `/api/resume/${second.id}/set-primary`, owner);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Primary resume updated' });
      expect(await getPrimaryIds(t.db, owner.user.id)).toEqual([second.id]);
      // Setting the primary again is harmless.
      await request('PATCH', `/api/resume/${second.id}/set-primary`, owner);
      expect(await getPrimaryIds(t.db, owner.user.id)).toEqual([second.id]);
      await request('PATCH', `/api/resume/${first.id}/set-primary`, owner);
      expect(await getPrimaryIds(t.db, owner.user.id)).toEqual([first.id]);
      expect(await findAuditLogs(t.db, 'resume.primary_set')).toEqual(
        expect.arrayContaining([expect.objectContaining({ resourceId: String(first.id), userId: owner.user.id })]),
      );
    });

    it('deleting the primary resume promotes the newest remaining one and deletes its stored file', async () => {
      const owner = await newDeveloper();
      const oldest = await uploadOk(owner);
      const middle = await uploadOk(owner);
      const newest = await uploadOk(owner);
      await request('PATCH', `/api/resume/${middle.id}/set-primary`, owner);

      const response = await request('DELETE', `/api/resume/${middle.id}`, owner);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Resume deleted' });
      expect(await getPrimaryIds(t.db, owner.user.id)).toEqual([newest.id]);
      expect(await countStored(t.db, owner.user.id)).toEqual({ resumes: 2, files: 2 });
      const [audit] = (await findAuditLogs(t.db, 'resume.deleted')).filter((entry) => entry.resourceId === String(middle.id));
      expect(audit!.details).toMatchObject({ promotedResumeId: newest.id });

      // Deleting a resume that is not primary leaves the primary alone.
      await request('DELETE', `/api/resume/${oldest.id}`, owner);
      expect(await getPrimaryIds(t.db, owner.user.id)).toEqual([newest.id]);
      await request('DELETE', `/api/resume/${newest.id}`, owner);
      expect(await countStored(t.db, owner.user.id)).toEqual({ resumes: 0, files: 0 });
      // With none left, the next upload is primary again.
      expect((await uploadOk(owner)).isPrimary).toBe(true);
    });

    it('delete and set-primary are for the owner and admins only', async () => {
      const { otherDeveloper, employer, admin } = accounts;
      const owner = await newDeveloper();
      const first = await uploadOk(owner);
      const second = await uploadOk(owner);
      for (const [method, path] of [
        ['DELETE', ''],
        ['PATCH', '/set-primary'],
      ] as const) {
        // An employer may read the featured resume but not change it; the other one is not theirs to know of.
        expectError(await request(method, `/api/resume/${first.id}${path}`, employer), 403);
        expectError(await request(method, `/api/resume/${second.id}${path}`, employer), 404, 'Resume not found');
        expectError(await request(method, `/api/resume/${second.id}${path}`, otherDeveloper), 404, 'Resume not found');
        expectError(await request(method, `/api/resume/${second.id}${path}`), 401);
      }
      expectError(await request('DELETE', '/api/resume/999999', owner), 404);
      expectError(await request('PATCH', '/api/resume/999999/set-primary', owner), 404);
      expectError(await request('DELETE', '/api/resume/1.5', owner), 400, 'Resume id must be a positive whole number');
      expect(await getPrimaryIds(t.db, owner.user.id)).toEqual([first.id]);

      expect((await request('PATCH', `/api/resume/${second.id}/set-primary`, admin)).statusCode).toBe(200);
      expect(await getPrimaryIds(t.db, owner.user.id)).toEqual([second.id]);
      expect((await request('DELETE', `/api/resume/${second.id}`, admin)).statusCode).toBe(200);
      expect(await getPrimaryIds(t.db, owner.user.id)).toEqual([first.id]);
    });

    it('keeps exactly one primary when two first uploads arrive together', async () => {
      const owner = await newDeveloper();
      const responses = await Promise.all([upload(owner, FULLSTACK_DOCX, 'a.docx'), upload(owner, JUNIOR_DOC, 'b.doc')]);
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
      expect(await getPrimaryIds(t.db, owner.user.id)).toHaveLength(1);
    });
  });

  describe('POST /api/applicant/:userId/resume/create', () => {
    it('builds a markdown resume and a .docx original; first resume primary; audit log', async () => {
      const owner = await newDeveloper();
      const response = await request('POST', `/api/applicant/${owner.user.id}/resume/create`, owner, { resumeData: buildResumeData() });
      expect(response.statusCode, response.body).toBe(201);
      const resume = response.json<TResume>();
      expect(resume).toMatchObject({ userId: owner.user.id, fileName: 'Jane Doe Resume.docx', isPrimary: true, hasOriginalFile: true });

      const detail = (await request('GET', `/api/resume/${resume.id}`, owner)).json<TResumeDetail>();
      expect(detail.fileContent).toMatch(/^# Jane Doe\n\njane\.doe@example\.com · \+1 555 0100 · Berlin, Germany\n\n## Summary/);
      expect(detail.fileContent).toContain(
        '### Senior Engineer — Acme\n\n*Jan 2022 – Present*\n\n- Built the billing platform in TypeScript',
      );

      const original = await request('GET', `/api/resume/${resume.id}/original`, owner);
      expect(original.headers['content-type']).toBe(DOCX_MIME);
      expect(resume.fileSize).toBe(original.rawPayload.length);
      expect((await extractWordMarkdown(original.rawPayload)).markdown).toBe(detail.fileContent);
      expect(await findAuditLogs(t.db, 'resume.created')).toEqual(
        expect.arrayContaining([expect.objectContaining({ resourceId: String(resume.id) })]),
      );
    });

    it('keeps what a client sends beyond the form: a numeric GPA, free-text dates and another degree name', async () => {
      const owner = await newDeveloper();
      const data = buildResumeData();
      const resumeData = {
        ...data,
        experience: [{ company: 'Acme', position: 'Engineer', startDate: '2019', endDate: '2021-06-30', current: false, description: '' }],
        education: [{ institution: 'TU Berlin', degree: 'BSc', field: 'Informatics', graduationDate: 'Summer 2018', gpa: 3.7 }],
      };
      const response = await request('POST', `/api/applicant/${owner.user.id}/resume/create`, owner, { resumeData });
      expect(response.statusCode, response.body).toBe(201);
      const detail = (await request('GET', `/api/resume/${response.json<TResume>().id}`, owner)).json<TResumeDetail>();
      expect(detail.fileContent).toContain('2019 – Jun 2021');
      expect(detail.fileContent).toMatch(/BSc[\s\S]*Summer 2018[\s\S]*3\.7/);
    });

    it('answers 400 with the field message when required personal information is missing, storing nothing', async () => {
      const owner = await newDeveloper();
      const url = `/api/applicant/${owner.user.id}/resume/create`;
      const data = buildResumeData();
      expectError(
        await request('POST', url, owner, { resumeData: { ...data, personalInfo: { ...data.personalInfo, fullName: '  ' } } }),
        400,
        'Full name is required',
      );
      expectError(
        await request('POST', url, owner, { resumeData: { ...data, personalInfo: { ...data.personalInfo, email: 'nope' } } }),
        400,
        'Please enter a valid email address',
      );
      expectError(
        await request('POST', url, owner, { resumeData: { ...data, personalInfo: { ...data.personalInfo, location: '' } } }),
        400,
        'Location is required',
      );
      expectError(await request('POST', url, owner, {}), 400);
      expect(await countStored(t.db, owner.user.id)).toEqual({ resumes: 0, files: 0 });
    });

    it('is for the owner and admins only', async () => {
      const { owner, otherDeveloper, employer, admin } = accounts;
      const url = `/api/applicant/${owner.user.id}/resume/create`;
      const payload = { resumeData: buildResumeData() };
      expectError(await request('POST', url, employer, payload), 403);
      expectError(await request('POST', url, otherDeveloper, payload), 403);
      expectError(await request('POST', url, undefined, payload), 401);
      expectError(await request('POST', '/api/applicant/999999/resume/create', admin, payload), 404);
      expect((await request('POST', url, admin, payload)).statusCode).toBe(201);
    });
  });

  describe('the length of a resume’s text', () => {
    it('is at most 50,000 characters whichever way it comes in: edit, builder or Word upload; nothing over it is stored', async () => {
      const owner = await newDeveloper();
      const resume = await uploadOk(owner);
      const url = `/api/resume/${resume.id}`;
      expect((await request('PATCH', url, owner, { fileContent: 'x'.repeat(50_000) })).statusCode).toBe(200);
      expectError(
        await request('PATCH', url, owner, { fileContent: 'x'.repeat(50_001) }),
        400,
        'Content must be at most 50000 characters long',
      );
      expect((await request('GET', url, owner)).json<TResumeDetail>().fileContent).toHaveLength(50_000);

      // Every field within its own limit, 55,000 characters together.
      const description = Array.from({ length: 100 }, () => 'Ran the payment service for a million customers.').join('\n');
      const experience = Array.from({ length: 11 }, () => ({ company: 'Acme', position: 'Engineer', description }));
      expectError(
        await request('POST', `/api/applicant/${owner.user.id}/resume/create`, owner, { resumeData: buildResumeData({ experience }) }),
        400,
        'This resume would be too long (at most 50,000 characters of text). Please shorten its descriptions.',
      );

      // About 72,000 characters of text.
      const wordWithTooMuchText = buildZip([
        { name: 'word/document.xml', data: buildDocumentXml(DOCX_LIMITS.maxDocumentPartBytes - 4096, { runsPerParagraph: 8 }) },
      ]);
      expectError(await upload(owner, wordWithTooMuchText, 'long.docx'), 400, /more text than a resume can \(at most 50,000 characters\)/);
      expect(await countStored(t.db, owner.user.id)).toEqual({ resumes: 1, files: 1 });
    });
  });
});
