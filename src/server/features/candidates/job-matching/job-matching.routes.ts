/**
 * Jobs matched with developers (use cases in match-jobs.ts): a developer's recommended jobs and fit
 * with one job under /api/jobs, and a job's ranked candidates under /api/employer/{employerId}/jobs.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createIdSchema } from '#shared/schemas/id.ts';
import { ZJobCandidatesSchema, ZJobFitSchema, ZRecommendedJobsSchema } from '#shared/schemas/jobs.ts';
import { getActor, requireRole } from '#server/plugins/auth.ts';
import { getJobFit, rankJobCandidates, recommendJobs } from './match-jobs.ts';

/** Under /api: a developer's matches. */
export const jobFitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', requireRole('developer'));

  app.get(
    '/jobs/recommended',
    {
      schema: {
        summary: 'Open jobs that fit the developer, best first, each with its explained fit',
        response: { 200: ZRecommendedJobsSchema },
      },
    },
    async (request) => recommendJobs(ctx, getActor(request)),
  );

  app.get(
    '/jobs/:jobId/fit',
    {
      schema: {
        summary: "How the developer's profile and primary resume fit a job",
        params: z.object({ jobId: createIdSchema('Job id') }),
        response: { 200: ZJobFitSchema },
      },
    },
    async (request) => getJobFit(ctx, getActor(request), request.params),
  );
};

/** Under /api/employer: a job's candidates for its owner. */
export const jobCandidateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', requireRole('employer'));

  app.get(
    '/:employerId/jobs/:jobId/candidates',
    {
      schema: {
        summary: "A job's applicants ranked by match, then suggested developers who did not apply",
        params: z.object({ employerId: createIdSchema('Employer id'), jobId: createIdSchema('Job id') }),
        response: { 200: ZJobCandidatesSchema },
      },
    },
    async (request) => rankJobCandidates(ctx, getActor(request), request.params),
  );
};
