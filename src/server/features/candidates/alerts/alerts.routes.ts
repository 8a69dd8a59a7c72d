/** A developer's job alerts, and an admin's round of alerts run now rather than at the day's hour. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAlertRoundSchema, ZJobAlertsSchema } from '#shared/schemas/candidate-search.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { getActor, getSessionUser, requireRole } from '#server/plugins/auth.ts';
import { runAlertRound } from './alert-round.ts';
import { getJobAlerts, setJobAlerts } from './alerts.queries.ts';

export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/applicant/job-alerts',
    { preHandler: requireRole('developer'), schema: { summary: "The developer's job alerts", response: { 200: ZJobAlertsSchema } } },
    async (request) => ({ frequency: await getJobAlerts(ctx.db, { userId: getSessionUser(request).id }) }),
  );

  app.put(
    '/applicant/job-alerts',
    {
      preHandler: requireRole('developer'),
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

  app.post(
    '/admin/alerts/run',
    {
      preHandler: requireRole('admin'),
      schema: { summary: 'Send every alert that is on now, with what is new', response: { 200: ZAlertRoundSchema } },
    },
    async (request) => {
      const actor = getActor(request);
      const round = await runAlertRound({ ...ctx, log: request.log }, { now: new Date(), force: true });
      await writeAuditLog(ctx.db, {
        action: 'alerts.run',
        resourceType: 'alerts',
        resourceId: null,
        userId: actor.viewer.id,
        ipAddress: actor.ipAddress,
        details: round,
      });
      return round;
    },
  );
};
