/**
 * Companies and jobs. Under /api/employer/{employerId}: the employer's company profile and own jobs
 * (drafts included), read by them and admins, changed by them alone. Under /api/jobs: the public
 * board of open jobs and each job's page, readable without an account.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SKILL_SUGGESTIONS_MAX,
  ZApplicationListSchema,
  ZApplicationSchema,
  ZApplyRequestSchema,
  ZBulkMessageRequestSchema,
  ZBulkMessageResultSchema,
  ZBulkMoveRequestSchema,
  ZBulkMoveResultSchema,
  ZBulkTagRequestSchema,
  ZBulkTagResultSchema,
  ZCompanyResponseSchema,
  ZCompanySchema,
  ZCreateJobRequestSchema,
  ZJobBoardQuerySchema,
  ZJobBoardSchema,
  ZJobListSchema,
  ZJobSchema,
  ZMoveApplicationRequestSchema,
  ZReceivedApplicationListSchema,
  ZSaveCompanyRequestSchema,
  ZSavedJobsSchema,
  ZSkillSuggestionsSchema,
  ZUpdateJobRequestSchema,
} from '#shared/schemas/jobs.ts';
import { createIdSchema } from '#shared/schemas/id.ts';
import { createTextSchema, ZResponseTextSchema } from '#shared/schemas/text.ts';
import { formatMegabytes } from '#shared/file-size.ts';
import { ZMessageSchema } from '#shared/schemas/auth.ts';
import { readSingleUpload } from '#server/lib/multipart-upload.ts';
import { ZEmployerParamsSchema, type TZodApp } from '#server/lib/route-params.ts';
import { sendStoredImage } from '#server/lib/stored-image-reply.ts';
import { fileUploadDocs } from '#server/plugins/api-docs.ts';
import { getActor, requireRole, requireUser } from '#server/plugins/auth.ts';
import { createPublicAnswers } from '#server/plugins/public-answers.ts';
import { suggestSkillNames } from '#server/resume-engine/skills/taxonomy.ts';
import { applyToJob, listOwnApplications, withdrawApplication } from './apply-to-job.ts';
import { browseOpenJobs, getVisibleJob, listOwnJobs } from './browse-jobs.ts';
import { createJob } from './create-job.ts';
import { listReceivedApplications, moveApplication } from './move-application.ts';
import { sendMessageMail } from '../conversations/conversation-mail.ts';
import { bulkMessageApplications } from './bulk-message-applications.ts';
import { bulkMoveApplications } from './bulk-move-applications.ts';
import { bulkTagApplications } from './bulk-tag-applications.ts';
import { getCompany, saveCompany } from './save-company.ts';
import { forgetSavedJob, getSavedJobs, saveJob } from './save-job.ts';
import { updateJob } from './update-job.ts';
import {
  COMPANY_LOGO_FIELD,
  COMPANY_LOGO_MAX_BYTES,
  deleteCompanyLogo,
  LOGO_UPLOAD_MESSAGES,
  readCompanyLogo,
  uploadCompanyLogo,
} from './upload-company-logo.ts';

const ZEmployerJobParamsSchema = ZEmployerParamsSchema.extend({ jobId: createIdSchema('Job id') });
const ZJobParamsSchema = z.object({ jobId: createIdSchema('Job id') });
const ZCompanyLogoResponseSchema = z.object({ logoUrl: ZResponseTextSchema });
const ZSkillSuggestionsQuerySchema = z
  .object({
    q: createTextSchema({ label: 'Search', error: 'Search must be text' })
      .trim()
      .min(1, 'Type at least one character')
      .max(60, 'Search must be at most 60 characters long'),
  })
  .strict();

/** The employer's company profile and logo. */
function registerCompanyRoutes(app: TZodApp) {
  const { ctx } = app;
  app.get(
    '/:employerId/company',
    {
      schema: {
        summary: "The employer's company profile (null until named)",
        params: ZEmployerParamsSchema,
        response: { 200: ZCompanyResponseSchema },
      },
    },
    async (request) => ({ company: await getCompany(ctx, getActor(request), request.params) }),
  );

  app.put(
    '/:employerId/company',
    {
      schema: {
        summary: "Create or replace the employer's company profile",
        params: ZEmployerParamsSchema,
        body: ZSaveCompanyRequestSchema,
        response: { 200: ZCompanySchema },
      },
    },
    async (request) => saveCompany(ctx, getActor(request), { employerId: request.params.employerId, company: request.body }),
  );

  app.post(
    '/:employerId/company/logo',
    {
      schema: { summary: "Upload the company's logo", params: ZEmployerParamsSchema, response: { 200: ZCompanyLogoResponseSchema } },
      config: {
        swaggerTransform: fileUploadDocs(
          COMPANY_LOGO_FIELD,
          `A JPEG, PNG, GIF or WebP image, at most ${formatMegabytes(COMPANY_LOGO_MAX_BYTES)}.`,
        ),
      },
    },
    async (request) => ({
      logoUrl: await uploadCompanyLogo(ctx, getActor(request), {
        employerId: request.params.employerId,
        readUpload: () =>
          readSingleUpload(request, { field: COMPANY_LOGO_FIELD, maxBytes: COMPANY_LOGO_MAX_BYTES, messages: LOGO_UPLOAD_MESSAGES }),
      }),
    }),
  );

  app.delete(
    '/:employerId/company/logo',
    { schema: { summary: "Remove the company's logo", params: ZEmployerParamsSchema, response: { 200: ZMessageSchema } } },
    async (request) => {
      await deleteCompanyLogo(ctx, getActor(request), request.params.employerId);
      return { message: 'Logo removed' };
    },
  );
}

/** The employer's jobs and the applications they received. */
function registerOwnJobRoutes(app: TZodApp) {
  const { ctx } = app;
  app.get(
    '/:employerId/jobs',
    {
      schema: {
        summary: "The employer's jobs, drafts included, newest first",
        params: ZEmployerParamsSchema,
        response: { 200: ZJobListSchema },
      },
    },
    async (request) => listOwnJobs(ctx, getActor(request), request.params),
  );

  app.post(
    '/:employerId/jobs',
    {
      schema: {
        summary: 'Post a job (a draft, or open at once)',
        params: ZEmployerParamsSchema,
        body: ZCreateJobRequestSchema,
        response: { 201: ZJobSchema },
      },
    },
    async (request, reply) => {
      const job = await createJob(ctx, getActor(request), { employerId: request.params.employerId, job: request.body });
      return reply.code(201).send(job);
    },
  );

  app.get(
    '/:employerId/jobs/:jobId/applications',
    {
      schema: {
        summary: "A job's applications, newest first",
        params: ZEmployerJobParamsSchema,
        response: { 200: ZReceivedApplicationListSchema },
      },
    },
    async (request) => listReceivedApplications(ctx, getActor(request), request.params),
  );

  app.patch(
    '/:employerId/jobs/:jobId/applications/:applicationId',
    {
      schema: {
        summary: 'Move an application to another stage (a rejection may carry a reason for the candidate)',
        params: ZEmployerJobParamsSchema.extend({ applicationId: createIdSchema('Application id') }),
        body: ZMoveApplicationRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await moveApplication(ctx, getActor(request), { ...request.params, ...request.body });
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/:employerId/jobs/:jobId',
    {
      schema: {
        summary: 'Edit a job, publish a draft, close or reopen it',
        params: ZEmployerJobParamsSchema,
        body: ZUpdateJobRequestSchema,
        response: { 200: ZJobSchema },
      },
    },
    async (request) =>
      updateJob(ctx, getActor(request), { employerId: request.params.employerId, jobId: request.params.jobId, changes: request.body }),
  );
}

/** The board's chosen cards at once: moved (or rejected with one reason), tagged, or sent one message each. */
function registerBulkActionRoutes(app: TZodApp) {
  const { ctx } = app;
  app.post(
    '/:employerId/jobs/:jobId/applications/bulk-move',
    {
      schema: {
        summary: "Move several of a job's applications to one stage at once (a rejection with one reason, shared or not)",
        params: ZEmployerJobParamsSchema,
        body: ZBulkMoveRequestSchema,
        response: { 200: ZBulkMoveResultSchema },
      },
    },
    async (request) => bulkMoveApplications(ctx, getActor(request), { ...request.params, ...request.body }),
  );

  app.post(
    '/:employerId/jobs/:jobId/applications/bulk-tag',
    {
      schema: {
        summary: "Tag the candidates of several of a job's applications at once (with a tag, or a new one by name)",
        params: ZEmployerJobParamsSchema,
        body: ZBulkTagRequestSchema,
        response: { 200: ZBulkTagResultSchema },
      },
    },
    async (request) => bulkTagApplications(ctx, getActor(request), { ...request.params, ...request.body }),
  );

  app.post(
    '/:employerId/jobs/:jobId/applications/bulk-message',
    {
      schema: {
        summary: "Send one message to each candidate of several of a job's applications, in the conversation about the job",
        params: ZEmployerJobParamsSchema,
        body: ZBulkMessageRequestSchema,
        response: { 200: ZBulkMessageResultSchema },
      },
    },
    async (request, reply) => {
      const { result, delivered } = await bulkMessageApplications(ctx, getActor(request), { ...request.params, ...request.body });
      app.backgroundTasks.afterResponse(reply, 'message e-mails', async () => {
        for (const message of delivered) await sendMessageMail(ctx, message);
      });
      return result;
    },
  );
}

export const employerJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireRole('employer'));
  registerCompanyRoutes(app);
  registerOwnJobRoutes(app);
  registerBulkActionRoutes(app);
};

/** The board and a job's page, for anyone: visitors' answers come from memory until a job changes. */
function registerPublicJobRoutes(app: TZodApp) {
  const { ctx } = app;
  const publicAnswers = createPublicAnswers(app, 'jobs');

  app.get(
    '/jobs',
    {
      schema: {
        summary: 'Open jobs, newest first, with search and paging',
        querystring: ZJobBoardQuerySchema,
        response: { 200: ZJobBoardSchema },
      },
    },
    async (request, reply) =>
      publicAnswers.send(request, reply, {
        key: `board:${JSON.stringify(request.query)}`,
        schema: ZJobBoardSchema,
        read: async () => ({ value: await browseOpenJobs(ctx, request.query) }),
      }),
  );

  app.get(
    '/jobs/:jobId',
    {
      schema: {
        summary: "A job's page: open and closed jobs for anyone, drafts for their owner",
        params: ZJobParamsSchema,
        response: { 200: ZJobSchema },
      },
    },
    async (request, reply) => {
      const { jobId } = request.params;
      // A signed-in viewer may be the owner, who also sees drafts: their answer is their own.
      if (request.user) return getVisibleJob(ctx, request.user, jobId);
      return publicAnswers.send(request, reply, {
        key: `job:${jobId}`,
        schema: ZJobSchema,
        read: async () => ({ value: await getVisibleJob(ctx, null, jobId) }),
      });
    },
  );
}

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  registerPublicJobRoutes(app);

  app.get(
    '/companies/:companyId/logo',
    {
      schema: {
        summary: "A company's logo (WebP), for its public job pages",
        params: z.object({ companyId: createIdSchema('Company id') }),
      },
    },
    async (request, reply) => sendStoredImage(request, reply, await readCompanyLogo(ctx, request.params.companyId), 'public'),
  );

  app.get(
    '/skills/suggestions',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Taxonomy skill names for what has been typed, for skill tag inputs',
        querystring: ZSkillSuggestionsQuerySchema,
        response: { 200: ZSkillSuggestionsSchema },
      },
    },
    async (request) => ({ skills: suggestSkillNames(request.query.q, SKILL_SUGGESTIONS_MAX) }),
  );
};

/** A developer's applications: apply, follow, withdraw. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', requireRole('developer'));

  app.post(
    '/jobs/:jobId/applications',
    {
      schema: {
        summary: 'Apply to an open job with one of your resumes',
        params: ZJobParamsSchema,
        body: ZApplyRequestSchema,
        response: { 201: ZApplicationSchema },
      },
    },
    async (request, reply) => {
      const application = await applyToJob(ctx, getActor(request), { jobId: request.params.jobId, ...request.body });
      return reply.code(201).send(application);
    },
  );

  app.get(
    '/applicant/applications',
    {
      schema: { summary: "The developer's applications, newest first, with their history", response: { 200: ZApplicationListSchema } },
    },
    async (request) => listOwnApplications(ctx, getActor(request)),
  );

  app.post(
    '/applications/:applicationId/withdraw',
    {
      schema: {
        summary: 'Withdraw an application',
        params: z.object({ applicationId: createIdSchema('Application id') }),
        response: { 200: ZApplicationSchema },
      },
    },
    async (request) => withdrawApplication(ctx, getActor(request), request.params),
  );

  app.get(
    '/applicant/saved-jobs',
    { schema: { summary: "The developer's saved jobs, newest saved first", response: { 200: ZSavedJobsSchema } } },
    async (request) => getSavedJobs(ctx, getActor(request)),
  );

  app.put(
    '/applicant/saved-jobs/:jobId',
    { schema: { summary: 'Save a job to look at again', params: ZJobParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await saveJob(ctx, getActor(request), request.params);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/applicant/saved-jobs/:jobId',
    { schema: { summary: 'Forget a saved job', params: ZJobParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await forgetSavedJob(ctx, getActor(request), request.params);
      return reply.code(204).send(null);
    },
  );
};
