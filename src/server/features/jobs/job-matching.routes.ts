/**
 * Jobs matched with developers by the matching engine: a developer's recommended jobs, fit with one
 * job, the keyword check of one of their resumes against a job's ad, and job alerts under /api; a
 * job's ranked candidates under /api/employer/{employerId}/jobs.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createIdSchema } from '#shared/schemas/id.ts';
import {
  ZAdTermsQuerySchema,
  ZAdTermsSchema,
  ZJobAlertsSchema,
  ZJobCandidatesSchema,
  ZJobFitSchema,
  ZRecommendedJobsSchema,
} from '#shared/schemas/jobs.ts';
import { getJobAlerts, setJobAlerts } from '#server/db/alerts.queries.ts';
import { getActor, getSessionUser, requireRole } from '#server/plugins/auth.ts';
import { checkAdTerms } from './check-ad-terms.ts';
import { getJobFit } from './get-job-fit.ts';
import { rankJobCandidates } from './rank-job-candidates.ts';
import { recommendJobs } from './recommend-jobs.ts';

/** Under /api: a developer's matches and job alerts. */
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

  app.get(
    '/jobs/:jobId/ad-terms',
    {
      schema: {
        summary: "Which terms of a job's ad one of the developer's resumes mentions (a keyword check, not a fit)",
        params: z.object({ jobId: createIdSchema('Job id') }),
        querystring: ZAdTermsQuerySchema,
        response: { 200: ZAdTermsSchema },
      },
    },
    async (request) => checkAdTerms(ctx, getActor(request), { ...request.params, ...request.query }),
  );

  app.get(
    '/applicant/job-alerts',
    { schema: { summary: "The developer's job alerts", response: { 200: ZJobAlertsSchema } } },
    async (request) => ({ frequency: await getJobAlerts(ctx.db, { userId: getSessionUser(request).id }) }),
  );

  app.put(
    '/applicant/job-alerts',
    {
      schema: {
        summary: 'Switch alerts of new jobs that fit (off, daily, weekly)',
        body: ZJobAlertsSchema,
        response: { 200: ZJobAlertsSchema },
      },
    },
    async (request) => {
      await setJobAlerts(ctx.db, { userId: getSessionUser(request).id, frequency: request.body.frequency });
      return request.body;
    },
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
