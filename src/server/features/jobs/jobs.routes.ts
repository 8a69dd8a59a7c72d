/**
 * Companies and jobs. Under /api/employer/{employerId}: the employer's company profile and own jobs
 * (drafts included), read by them and admins, changed by them alone. Under /api/jobs: the public
 * board of open jobs and each job's page, readable without an account.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCompanyResponseSchema,
  ZCompanySchema,
  ZCreateJobRequestSchema,
  ZJobBoardQuerySchema,
  ZJobBoardSchema,
  ZJobListSchema,
  ZJobSchema,
  ZSaveCompanyRequestSchema,
  ZUpdateJobRequestSchema,
} from '#shared/schemas/jobs.ts';
import {
  ZApplicationListSchema,
  ZApplicationSchema,
  ZApplyRequestSchema,
  ZMoveApplicationRequestSchema,
  ZReceivedApplicationListSchema,
} from '#shared/schemas/applications.ts';
import { createIdSchema } from '#shared/schemas/id.ts';
import { getActor, requireRole } from '#server/plugins/auth.ts';
import {
  applyToJob,
  listOwnApplications,
  listReceivedApplications,
  moveApplication,
  withdrawApplication,
} from './application-use-cases.ts';
import { browseOpenJobs, createJob, getCompany, getVisibleJob, listOwnJobs, saveCompany, updateJob } from './job-use-cases.ts';

const ZEmployerParamsSchema = z.object({ employerId: createIdSchema('Employer id') });
const ZEmployerJobParamsSchema = ZEmployerParamsSchema.extend({ jobId: createIdSchema('Job id') });
const ZJobParamsSchema = z.object({ jobId: createIdSchema('Job id') });

export const employerJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', requireRole('employer'));

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
};

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/jobs',
    {
      schema: {
        summary: 'Open jobs, newest first, with search and paging',
        querystring: ZJobBoardQuerySchema,
        response: { 200: ZJobBoardSchema },
      },
    },
    async (request) => browseOpenJobs(ctx, request.query),
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
    async (request) => getVisibleJob(ctx, request.user ?? null, request.params.jobId),
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
};
