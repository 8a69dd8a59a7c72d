/**
 * Resumes: list, upload, builder, JSON Resume import, read, download (Word, PDF, JSON Resume), edit,
 * delete, make primary. The owner and admins may change a developer's resumes; employers may also
 * read the featured one and those sent to their jobs (resume-access.ts); other developers may do
 * neither (lib/access.ts). Each change is one use case:
 * upload-resume.ts, build-resume.ts, json-resume.ts, change-resume.ts.
 * No way in stores more text than RESUME_CONTENT_MAX_CHARS, and every new resume counts against the
 * account's quota (db/resume-quota.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMegabytes } from '#shared/file-size.ts';
import { ZMessageSchema } from '#shared/schemas/auth.ts';
import { JSON_RESUME_MAX_BYTES, ZJsonResumeImportSchema } from '#shared/schemas/resumes/json-resume.ts';
import {
  RESUME_MAX_BYTES,
  ZCreateResumeRequestSchema,
  ZResumeBuilderDataResponseSchema,
  ZResumeDetailSchema,
  ZResumeQuotaSchema,
  ZResumePdfQuerySchema,
  ZResumeSchema,
  ZUpdateResumeRequestSchema,
} from '#shared/schemas/resumes/resume.ts';
import { startSkillIndexing } from '#server/db/skill-index.ts';
import {
  findResume,
  getResume,
  getResumeWithBuilderData,
  getResumeOriginalFile,
  getResumeUsage,
  toResumeDetailResponse,
  toResumeResponse,
} from '#server/db/resumes.queries.ts';
import { assertOwnedDataAccess, RESUME_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { readSingleUpload } from '#server/lib/multipart-upload.ts';
import { ZResumeParamsSchema, ZUserParamsSchema, type TZodApp } from '#server/lib/route-params.ts';
import { fileUploadDocs } from '#server/plugins/api-docs.ts';
import { getActor, requireUser } from '#server/plugins/auth.ts';
import { createBuiltResume } from './build-resume.ts';
import { sendResumeDocx } from './resume-docx.ts';
import { exportJsonResume, importJsonResume, JSON_UPLOAD_MESSAGES } from './json-resume.ts';
import { editResume, makePrimaryResume, removeResume } from './change-resume.ts';
import { getAttachmentDisposition } from './resume-files.ts';
import { sendResumePdf } from './resume-pdf.ts';
import { assertResumeAccess, assertUserAccess, listReadableResumes } from './resume-access.ts';
import { UPLOAD_MESSAGES, uploadResume } from './upload-resume.ts';

/** A developer's resume list and quota: addressed by the owner's user id. */
function registerApplicantResumeRoutes(app: TZodApp) {
  const { db } = app.ctx;

  app.get(
    '/applicant/:userId/resumes',
    { schema: { summary: "List a developer's resumes", params: ZUserParamsSchema, response: { 200: z.array(ZResumeSchema) } } },
    async (request) => {
      return (await listReadableResumes(db, getActor(request), request.params.userId)).map(toResumeResponse);
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
      await assertUserAccess(db, getActor(request), userId, 'change');
      const { maxCount, maxBytes } = app.ctx.config.resumeQuota;
      return { ...(await getResumeUsage(db, { userId })), maxCount, maxBytes };
    },
  );
}

/** A new resume for a developer, addressed by the owner's user id: a Word upload, a JSON Resume import or the builder's. */
function registerNewResumeRoutes(app: TZodApp) {
  app.post(
    '/applicant/:userId/resume',
    {
      schema: { summary: 'Upload a Word or PDF resume', params: ZUserParamsSchema, response: { 201: ZResumeSchema } },
      config: {
        swaggerTransform: fileUploadDocs(
          'resume',
          `A Word file (.doc or .docx) or a PDF with text, at most ${formatMegabytes(RESUME_MAX_BYTES)}.`,
        ),
      },
    },
    async (request, reply) => {
      const resume = await uploadResume(app.ctx, getActor(request), {
        userId: request.params.userId,
        readUpload: () => readSingleUpload(request, { field: 'resume', maxBytes: RESUME_MAX_BYTES, messages: UPLOAD_MESSAGES }),
      });
      startSkillIndexing(request.server);
      return reply.code(201).send(toResumeResponse(resume));
    },
  );

  app.post(
    '/applicant/:userId/resume/json-resume',
    {
      schema: { summary: 'Import a JSON Resume (resume.json)', params: ZUserParamsSchema, response: { 201: ZJsonResumeImportSchema } },
      config: {
        swaggerTransform: fileUploadDocs(
          'resume',
          `A JSON Resume file (jsonresume.org), at most ${formatMegabytes(JSON_RESUME_MAX_BYTES)}.`,
        ),
      },
    },
    async (request, reply) => {
      const imported = await importJsonResume(app.ctx, getActor(request), {
        userId: request.params.userId,
        readUpload: () => readSingleUpload(request, { field: 'resume', maxBytes: JSON_RESUME_MAX_BYTES, messages: JSON_UPLOAD_MESSAGES }),
      });
      startSkillIndexing(request.server);
      return reply.code(201).send(imported);
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
      const resume = await createBuiltResume(app.ctx, getActor(request), {
        userId: request.params.userId,
        resumeData: request.body.resumeData,
        source: 'built',
      });
      startSkillIndexing(request.server);
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
      const { viewer } = getActor(request);
      const resume = await findResume(db, { resumeId: request.params.id, viewerId: viewer.id });
      assertOwnedDataAccess(viewer, resume?.userId, 'read', { notFound: RESUME_NOT_FOUND }, resume?.isHiddenFromViewer);
      return toResumeDetailResponse(resume!);
    },
  );

  app.get(
    '/resume/:id/builder-data',
    {
      schema: {
        summary: "A resume's builder data, to open it in the builder",
        params: ZResumeParamsSchema,
        response: { 200: ZResumeBuilderDataResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { ownerId } = await assertResumeAccess(db, getActor(request), id, 'change');
      const resume = (await getResumeWithBuilderData(db, { resumeId: id, userId: ownerId }))!;
      return { builderData: resume.builderData };
    },
  );

  app.get(
    '/resume/:id/original',
    { schema: { summary: "Download a resume's original file", params: ZResumeParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const { ownerId } = await assertResumeAccess(db, getActor(request), id, 'read');
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

/** GET /api/resume/{id}/pdf, /docx and /json-resume: the resume as a PDF, a Word file or JSON Resume, for whoever may read it. */
function registerResumeExportRoutes(app: TZodApp) {
  const { db } = app.ctx;
  app.get(
    '/resume/:id/pdf',
    { schema: { summary: 'Download a resume as PDF', params: ZResumeParamsSchema, querystring: ZResumePdfQuerySchema } },
    async (request, reply) => {
      const { id } = request.params;
      const { ownerId } = await assertResumeAccess(db, getActor(request), id, 'read');
      const resume = (await getResume(db, { resumeId: id, userId: ownerId }))!;
      return sendResumePdf(reply, {
        markdown: resume.content,
        fileName: resume.fileName,
        pageSize: request.query.size,
        template: resume.template,
      });
    },
  );

  app.get(
    '/resume/:id/docx',
    { schema: { summary: 'Download a resume as a Word file (.docx)', params: ZResumeParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const { ownerId } = await assertResumeAccess(db, getActor(request), id, 'read');
      const resume = (await getResume(db, { resumeId: id, userId: ownerId }))!;
      return sendResumeDocx(reply, { markdown: resume.content, fileName: resume.fileName, template: resume.template });
    },
  );

  app.get(
    '/resume/:id/json-resume',
    { schema: { summary: 'Download a resume as JSON Resume (resume.json)', params: ZResumeParamsSchema } },
    async (request, reply) => {
      const jsonResume = await exportJsonResume(app.ctx, getActor(request), { resumeId: request.params.id });
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', 'attachment; filename="resume.json"')
        .header('cache-control', 'private, no-store')
        .send(`${JSON.stringify(jsonResume, null, 2)}\n`);
    },
  );
}

/** Changing one resume: edit, delete, make primary. Only its owner and admins may. */
function registerResumeChangeRoutes(app: TZodApp) {
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
      const { fileName, fileContent } = request.body;
      const resume = await editResume(app.ctx, getActor(request), { resumeId: request.params.id, fileName, fileContent });
      if (fileContent !== undefined) startSkillIndexing(request.server);
      return toResumeDetailResponse(resume);
    },
  );

  app.delete(
    '/resume/:id',
    { schema: { summary: 'Delete a resume', params: ZResumeParamsSchema, response: { 200: ZMessageSchema } } },
    async (request) => {
      await removeResume(app.ctx, getActor(request), { resumeId: request.params.id });
      return { message: 'Resume deleted' };
    },
  );

  app.patch(
    '/resume/:id/set-primary',
    { schema: { summary: 'Make a resume the primary one', params: ZResumeParamsSchema, response: { 200: ZMessageSchema } } },
    async (request) => {
      await makePrimaryResume(app.ctx, getActor(request), { resumeId: request.params.id });
      return { message: 'Primary resume updated' };
    },
  );
}

export const resumeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Authentication comes before input validation: without a session the answer is 401, whatever the input.
  app.addHook('onRequest', requireUser);
  registerApplicantResumeRoutes(app);
  registerNewResumeRoutes(app);
  registerResumeReadRoutes(app);
  registerResumeExportRoutes(app);
  registerResumeChangeRoutes(app);
};
