/**
 * Companies and jobs. Under /api/employer/{employerId}: the employer's company profile and own jobs
 * (drafts included), read by them and admins, changed by them alone. Under /api/jobs: the public
 * board of open jobs and each job's page, readable without an account.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JOB_PAGE_SIZE } from '#shared/job-values.ts';
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
import { createIdSchema } from '#shared/schemas/id.ts';
import { getActor, requireRole } from '#server/plugins/auth.ts';
import { toSkillKeys } from '#server/resume-engine/skills/skill-keys.ts';
import { assertEmployerAccess, createJob, getVisibleJob, saveCompany, updateJob } from './job-use-cases.ts';
import { findCompany, listEmployerJobs, searchOpenJobs } from './jobs.queries.ts';

const ZEmployerParamsSchema = z.object({ employerId: createIdSchema('Employer id') });
const ZEmployerJobParamsSchema = ZEmployerParamsSchema.extend({ jobId: createIdSchema('Job id') });
const ZJobParamsSchema = z.object({ jobId: createIdSchema('Job id') });

/** At most this many title words are searched for; more add nothing a reader would mean. */
const TITLE_WORDS_MAX = 8;

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
    async (request) => {
      assertEmployerAccess(getActor(request), request.params.employerId, 'read');
      return { company: await findCompany(ctx.db, { employerId: request.params.employerId }) };
    },
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
    async (request) =>
      saveCompany(ctx, getActor(request), {
        employerId: request.params.employerId,
        company: {
          ...request.body,
          website: request.body.website ?? null,
          size: request.body.size ?? null,
          location: request.body.location ?? null,
          about: request.body.about ?? null,
        },
      }),
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
    async (request) => {
      assertEmployerAccess(getActor(request), request.params.employerId, 'read');
      return listEmployerJobs(ctx.db, { employerId: request.params.employerId });
    },
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
    async (request) => {
      const { q, skills, remote, level, salaryMin, page = 1 } = request.query;
      const filter = {
        titleWords: (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, TITLE_WORDS_MAX),
        skillKeys: toSkillKeys(
          (skills ?? '')
            .split(',')
            .map((skill) => skill.trim())
            .filter(Boolean),
        ),
        remoteOnly: remote === 'true',
        experienceLevel: level ?? null,
        salaryAtLeast: salaryMin ?? null,
      };
      const found = await searchOpenJobs(ctx.db, { filter, page, pageSize: JOB_PAGE_SIZE });
      return { ...found, page, pageSize: JOB_PAGE_SIZE };
    },
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
