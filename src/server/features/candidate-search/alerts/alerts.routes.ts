/** An admin's round of alerts (saved searches' and developers' job alerts) run now rather than at the day's hour. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAlertRoundSchema } from '#shared/schemas/candidate-search.ts';
import { getActor, requireRole } from '#server/plugins/auth.ts';
import { runAlertsNow } from './run-alerts-now.ts';

export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/admin/alerts/run',
    {
      preHandler: requireRole('admin'),
      schema: { summary: 'Send every alert that is on now, with what is new', response: { 200: ZAlertRoundSchema } },
    },
    async (request) => runAlertsNow(ctx, getActor(request)),
  );
};
