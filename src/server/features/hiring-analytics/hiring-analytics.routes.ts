/**
 * Hiring analytics under /api/employer/{employerId}: the funnel, time in each stage and to hire,
 * applications against outreach and its response rate, for the employer's jobs together or one of
 * them, over a range of days (as JSON, or as a CSV file); and the applicants per job the job cards
 * show. Read by the employer the path names and by admins (decision 045 defines each measure).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAnalyticsQuerySchema, ZApplicantsPerJobSchema, ZHiringAnalyticsSchema } from '#shared/schemas/hiring-analytics.ts';
import { ZEmployerParamsSchema } from '#server/lib/route-params.ts';
import { getActor, requireRole } from '#server/plugins/auth.ts';
import { exportHiringAnalytics } from './export-hiring-analytics.ts';
import { getApplicantsPerJob, getHiringAnalytics } from './get-hiring-analytics.ts';

export const hiringAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', requireRole('employer'));

  app.get(
    '/:employerId/analytics',
    {
      schema: {
        summary:
          "The hiring funnel, time in each stage and to hire, and outreach, for the employer's jobs or one (`jobId`), over applications sent from `from` to `to` (UTC days, both included)",
        params: ZEmployerParamsSchema,
        querystring: ZAnalyticsQuerySchema,
        response: { 200: ZHiringAnalyticsSchema },
      },
    },
    async (request) => getHiringAnalytics(ctx, getActor(request), { ...request.params, ...request.query }),
  );

  app.get(
    '/:employerId/analytics.csv',
    {
      schema: {
        summary: 'The same hiring analytics as a CSV file (text a spreadsheet would run as a formula is quoted)',
        params: ZEmployerParamsSchema,
        querystring: ZAnalyticsQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportHiringAnalytics(ctx, getActor(request), { ...request.params, ...request.query });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/:employerId/analytics/applicants',
    {
      schema: {
        summary: 'Applicants per job of the employer (withdrawn applications left out), for the job cards',
        params: ZEmployerParamsSchema,
        response: { 200: ZApplicantsPerJobSchema },
      },
    },
    async (request) => getApplicantsPerJob(ctx, getActor(request), request.params),
  );
};
