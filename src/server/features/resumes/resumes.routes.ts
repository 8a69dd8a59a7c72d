/**
 * Resumes: upload, list, read, download, edit, delete, feature, builder (spec part 1 §7, part 2 §7).
 * The owner and admins may change a developer's resumes; employers may also read them; other
 * developers may do neither (lib/access.ts). Uploads are recognised by content, capped while
 * streaming, and parsed with time and zip-bomb limits (lib/word); uploads and the builder's files
 * are worked on in worker threads, and no way in stores more text than RESUME_CONTENT_MAX_CHARS.
 * Uploads count against the user's hourly upload allowance, and every new resume against the
 * account's quota (db/resume-quota.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMegabytes } from '#shared/file-size.ts';
import type { TErrorCode } from '#shared/errors.ts';
import { ZMessageSchema } from '#shared/schemas/auth.ts';
import {
  RESUME_CONTENT_MAX_CHARS,
  RESUME_MAX_BYTES,
  ZCreateResumeRequestSchema,
  type TResumeBuilderDataParsed,
  ZResumeDetailSchema,
  ZResumeQuotaSchema,
  ZResumeSchema,
  ZUpdateResumeRequestSchema,
} from '#shared/schemas/resume.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { readSingleUpload } from '#server/lib/multipart-upload.ts';
import { enforceUploadRateLimit } from '#server/db/rate-limits.queries.ts';
import { fileUploadDocs } from '#server/plugins/api-docs.ts';
import {
  assertOwnedDataAccess,
  assertUserDataAccess,
  RESUME_NOT_FOUND,
  USER_NOT_FOUND,
  type TDeveloperDataAccess,
} from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { hashFile } from '#server/lib/file-hash.ts';
import { assertResumeQuota, createResumeWithinQuota } from '#server/db/resume-quota.ts';
import { startResumeSkillIndexing } from '#server/db/resume-skill-index.ts';
import { CpuTaskError, runInWorker } from '#server/lib/worker-pool/cpu-pool.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { ZResumeParamsSchema, ZUserParamsSchema, type TZodApp } from '#server/lib/route-params.ts';
import type { TExtractedWord } from '#server/lib/word/extract-word-markdown.ts';
import { WordFileError, type TWordFileErrorReason } from '#server/lib/word/word-file-error.ts';
import { readWordMarkdown } from '#server/lib/word/word-reader.ts';
import { getSessionUser, requireUser } from '#server/plugins/auth.ts';
import { findDataOwner, type TUserRow } from '#server/db/users.queries.ts';
import { getAttachmentDisposition, sanitizeFileName, toUploadFileName } from './resume-files.ts';
import {
  deleteResume,
  findResume,
  findResumeOwner,
  getResumeOriginalFile,
  getResumeUsage,
  listResumes,
  lockResumeOwner,
  setPrimaryResume,
  toResumeDetailResponse,
  toResumeResponse,
  updateResume,
  type TNewResume,
} from '#server/db/resumes.queries.ts';

const WRONG_TYPE = 'Please upload a Microsoft Word document (.doc or .docx).';
const TOO_LARGE = `Please upload a file smaller than ${formatMegabytes(RESUME_MAX_BYTES)}.`;
const UNREADABLE_UPLOAD = 'The upload was incomplete or malformed. Please try again.';
const NO_FILE = 'Please choose a Word file (.doc or .docx) to upload in the "resume" field.';
const MAX_CHARS_TEXT = RESUME_CONTENT_MAX_CHARS.toLocaleString('en-US');
const TOO_MUCH_TEXT = `This document holds more text than a resume can (at most ${MAX_CHARS_TEXT} characters).`;
const TOO_LONG_BUILT = `This resume would be too long (at most ${MAX_CHARS_TEXT} characters of text). Please shorten its descriptions.`;
const BUILDER_BUSY = 'We are writing many resumes right now. Please try again in a minute.';

/** What the user is told for each way a Word file can fail; all leave nothing stored. */
const WORD_FILE_MESSAGES: Record<TWordFileErrorReason, string> = {
  'not-word': WRONG_TYPE,
  encrypted:
    'This Word file is password-protected. Please remove the password in Word (File > Info > Protect Document) and upload it again.',
  corrupt: 'This Word file could not be read; it may be damaged. Please open it in Word, save it again and upload the new copy.',
  'too-large-unpacked':
    'This Word file unpacks to far more data than a resume needs, so it was not processed. Please save a simpler copy and upload it again.',
  'too-much-text': TOO_MUCH_TEXT,
  timeout: 'This Word file took too long to read. Please save a simpler copy and upload it again.',
  busy: 'We are reading many files right now. Please try again in a minute.',
  empty: 'This Word file contains no text we could read. If it holds a scanned image, please upload a version with real text.',
};

const STATUS_BY_REASON: Partial<Record<TWordFileErrorReason, TErrorCode>> = {
  'not-word': 'UNSUPPORTED_MEDIA_TYPE',
  busy: 'SERVICE_UNAVAILABLE',
};

const BUSY_RETRY_SECONDS = 30;

const UPLOAD_MESSAGES = { missing: NO_FILE, tooLarge: TOO_LARGE, unreadable: UNREADABLE_UPLOAD };

async function parseWordFile(request: FastifyRequest, bytes: Buffer): Promise<TExtractedWord> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'The uploaded file is empty.');
  try {
    return await readWordMarkdown(bytes, { maxTextChars: RESUME_CONTENT_MAX_CHARS });
  } catch (error) {
    if (!(error instanceof WordFileError)) throw error;
    request.log.info({ reason: error.reason, detail: error.message }, 'resume upload refused');
    const retry = error.reason === 'busy' ? { retryAfterSeconds: BUSY_RETRY_SECONDS } : {};
    throw new AppError(STATUS_BY_REASON[error.reason] ?? 'BAD_REQUEST', WORD_FILE_MESSAGES[error.reason], retry);
  }
}

/** The builder's resume, written in a worker thread (its time grows with the text); 400 when the text is too long. */
async function buildResumeFile(data: TResumeBuilderDataParsed) {
  try {
    const built = await runInWorker('build-resume', { data });
    if (built.markdown.length > RESUME_CONTENT_MAX_CHARS) throw new AppError('BAD_REQUEST', TOO_LONG_BUILT);
    return { ...built, docx: Buffer.from(built.docx.buffer, built.docx.byteOffset, built.docx.byteLength) };
  } catch (error) {
    if (!(error instanceof CpuTaskError)) throw error;
    throw new AppError('SERVICE_UNAVAILABLE', BUILDER_BUSY, { retryAfterSeconds: BUSY_RETRY_SECONDS });
  }
}

async function assertUserAccess(db: Database, request: FastifyRequest, userId: number, access: TDeveloperDataAccess) {
  const viewer = getSessionUser(request);
  await assertUserDataAccess(viewer, userId, access, (id) => findDataOwner(db, id));
  return viewer;
}

/** The resume's owner: 404 for an unknown resume or one the viewer may not read, 403 if they may not change it. */
async function assertResumeAccess(db: Database, request: FastifyRequest, resumeId: number, access: TDeveloperDataAccess) {
  const viewer = getSessionUser(request);
  const owner = await findResumeOwner(db, { resumeId });
  const ownerId = owner?.userId;
  assertOwnedDataAccess(viewer, ownerId, access, { notFound: RESUME_NOT_FOUND }, owner?.isHiddenFromEmployers);
  return { viewer, ownerId };
}

/** Runs `work` with the owner's row locked, answering 404 if the owner is gone. */
function inOwnerTransaction<T>(db: Database, userId: number, work: (tx: Transaction) => Promise<T>) {
  return db.transaction(async (tx) => {
    if (!(await lockResumeOwner(tx, { userId }))) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    return work(tx);
  });
}

/** Stores a new resume within the quota (the first one becomes primary) and its audit entry in one transaction. */
async function storeNewResume(
  db: Database,
  request: FastifyRequest,
  viewer: TUserRow,
  input: TNewResume & { auditAction: string; auditDetails?: Record<string, unknown> },
) {
  const { auditAction, auditDetails, ...resume } = input;
  const { resumeQuota } = request.server.ctx.config;
  const stored = await inOwnerTransaction(db, resume.userId, async (tx) => {
    const created = await createResumeWithinQuota(tx, { ...resume, quota: resumeQuota });
    await writeAuditLog(tx, {
      action: auditAction,
      resourceType: 'resume',
      resourceId: created.id,
      userId: viewer.id,
      ipAddress: request.ip,
      details: {
        ownerUserId: resume.userId,
        fileName: created.fileName,
        fileSize: created.fileSize,
        isPrimary: created.isPrimary,
        ...auditDetails,
      },
    });
    return created;
  });
  startResumeSkillIndexing(request.server);
  return stored;
}

/** A developer's resume list, upload and builder: addressed by the owner's user id. */
function registerApplicantResumeRoutes(app: TZodApp) {
  const { db } = app.ctx;

  app.get(
    '/applicant/:userId/resumes',
    { schema: { summary: "List a developer's resumes", params: ZUserParamsSchema, response: { 200: z.array(ZResumeSchema) } } },
    async (request) => {
      const { userId } = request.params;
      await assertUserAccess(db, request, userId, 'read');
      return (await listResumes(db, { userId })).map(toResumeResponse);
    },
  );

  app.get(
    '/applicant/:userId/resume-quota',
    {
      schema: {
        summary: "A developer's resumes against the account's limits",
        params: ZUserParamsSchema,
        response: { 200: ZResumeQuotaSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      await assertUserAccess(db, request, userId, 'change');
      const { maxCount, maxBytes } = app.ctx.config.resumeQuota;
      return { ...(await getResumeUsage(db, { userId })), maxCount, maxBytes };
    },
  );

  app.post(
    '/applicant/:userId/resume',
    {
      schema: { summary: 'Upload a Word resume', params: ZUserParamsSchema, response: { 201: ZResumeSchema } },
      config: { swaggerTransform: fileUploadDocs('resume', `A Word file (.doc or .docx), at most ${formatMegabytes(RESUME_MAX_BYTES)}.`) },
    },
    async (request, reply) => {
      const { userId } = request.params;
      const viewer = await assertUserAccess(db, request, userId, 'change');
      await enforceUploadRateLimit(db, app.ctx.config.uploadRatePerUser, viewer.id);
      // A full account is told before its file is read and parsed; storing checks again under the lock.
      await assertResumeQuota(db, { userId, addedBytes: 0, quota: app.ctx.config.resumeQuota });
      const upload = await readSingleUpload(request, { field: 'resume', maxBytes: RESUME_MAX_BYTES, messages: UPLOAD_MESSAGES });
      const word = await parseWordFile(request, upload.bytes);
      const fileName = toUploadFileName(upload.fileName, word.format);
      const resume = await storeNewResume(db, request, viewer, {
        userId,
        fileName,
        content: word.markdown,
        file: { bytes: upload.bytes, mimeType: word.mimeType, sha256: await hashFile(upload.bytes) },
        auditAction: 'resume.uploaded',
        auditDetails: { format: word.format },
      });
      return reply.code(201).send(toResumeResponse(resume));
    },
  );

  app.post(
    '/applicant/:userId/resume/create',
    {
      schema: {
        summary: 'Create a resume with the builder',
        params: ZUserParamsSchema,
        body: ZCreateResumeRequestSchema,
        response: { 201: ZResumeSchema },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      const viewer = await assertUserAccess(db, request, userId, 'change');
      const built = await buildResumeFile(request.body.resumeData);
      const fileName = sanitizeFileName(built.fileName);
      const resume = await storeNewResume(db, request, viewer, {
        userId,
        fileName,
        content: built.markdown,
        file: { bytes: built.docx, mimeType: built.mimeType, sha256: await hashFile(built.docx) },
        auditAction: 'resume.created',
      });
      return reply.code(201).send(toResumeResponse(resume));
    },
  );
}

/** Reading one resume, addressed by its own id: its owner is known only after the lookup. */
function registerResumeReadRoutes(app: TZodApp) {
  const { db } = app.ctx;

  app.get(
    '/resume/:id',
    { schema: { summary: 'A resume', params: ZResumeParamsSchema, response: { 200: ZResumeDetailSchema } } },
    async (request) => {
      const { id } = request.params;
      const resume = await findResume(db, { resumeId: id });
      assertOwnedDataAccess(getSessionUser(request), resume?.userId, 'read', { notFound: RESUME_NOT_FOUND }, resume?.isHiddenFromEmployers);
      return toResumeDetailResponse(resume!);
    },
  );

  app.get(
    '/resume/:id/original',
    { schema: { summary: "Download a resume's original file", params: ZResumeParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const { ownerId } = await assertResumeAccess(db, request, id, 'read');
      const file = await getResumeOriginalFile(db, { resumeId: id, userId: ownerId });
      if (!file) throw new AppError('NOT_FOUND', 'This resume has no original Word file.');
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', getAttachmentDisposition(file.fileName, file.mimeType))
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );
}

/** Changing one resume: edit, delete, make primary. Only its owner and admins may. */
function registerResumeChangeRoutes(app: TZodApp) {
  const { db } = app.ctx;

  app.patch(
    '/resume/:id',
    {
      schema: {
        summary: 'Change a resume',
        params: ZResumeParamsSchema,
        body: ZUpdateResumeRequestSchema,
        response: { 200: ZResumeDetailSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { viewer, ownerId } = await assertResumeAccess(db, request, id, 'change');
      const { fileContent } = request.body;
      const fileName = request.body.fileName === undefined ? undefined : sanitizeFileName(request.body.fileName);
      if (fileName === '') throw new AppError('BAD_REQUEST', 'File name is required');
      const resume = await db.transaction(async (tx) => {
        const updated = await updateResume(tx, { resumeId: id, userId: ownerId, fileName, content: fileContent });
        if (!updated) throw new AppError('NOT_FOUND', RESUME_NOT_FOUND);
        await writeAuditLog(tx, {
          action: 'resume.updated',
          resourceType: 'resume',
          resourceId: id,
          userId: viewer.id,
          ipAddress: request.ip,
          details: {
            ownerUserId: ownerId,
            fields: [...(fileName !== undefined ? ['fileName'] : []), ...(fileContent !== undefined ? ['fileContent'] : [])],
          },
        });
        return updated;
      });
      if (fileContent !== undefined) startResumeSkillIndexing(request.server);
      return toResumeDetailResponse(resume);
    },
  );

  app.delete(
    '/resume/:id',
    { schema: { summary: 'Delete a resume', params: ZResumeParamsSchema, response: { 200: ZMessageSchema } } },
    async (request) => {
      const { id } = request.params;
      const { viewer, ownerId } = await assertResumeAccess(db, request, id, 'change');
      await inOwnerTransaction(db, ownerId, async (tx) => {
        const deleted = await deleteResume(tx, { resumeId: id, userId: ownerId });
        if (!deleted) throw new AppError('NOT_FOUND', RESUME_NOT_FOUND);
        await writeAuditLog(tx, {
          action: 'resume.deleted',
          resourceType: 'resume',
          resourceId: id,
          userId: viewer.id,
          ipAddress: request.ip,
          details: { ownerUserId: ownerId, fileName: deleted.fileName, promotedResumeId: deleted.promotedResumeId },
        });
      });
      return { message: 'Resume deleted' };
    },
  );

  app.patch(
    '/resume/:id/set-primary',
    { schema: { summary: 'Make a resume the primary one', params: ZResumeParamsSchema, response: { 200: ZMessageSchema } } },
    async (request) => {
      const { id } = request.params;
      const { viewer, ownerId } = await assertResumeAccess(db, request, id, 'change');
      await inOwnerTransaction(db, ownerId, async (tx) => {
        if (!(await setPrimaryResume(tx, { resumeId: id, userId: ownerId }))) throw new AppError('NOT_FOUND', RESUME_NOT_FOUND);
        await writeAuditLog(tx, {
          action: 'resume.primary_set',
          resourceType: 'resume',
          resourceId: id,
          userId: viewer.id,
          ipAddress: request.ip,
          details: { ownerUserId: ownerId },
        });
      });
      return { message: 'Primary resume updated' };
    },
  );
}

export const resumeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Authentication comes before input validation: without a session the answer is 401, whatever the input.
  app.addHook('onRequest', requireUser);
  registerApplicantResumeRoutes(app);
  registerResumeReadRoutes(app);
  registerResumeChangeRoutes(app);
};
