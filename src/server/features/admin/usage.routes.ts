/** Admin usage statistics: the Overview's 'AI Analyses (plus today)' card. Admins only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUsageStatsSchema } from '#shared/schemas/admin.ts';
import { requireRole } from '#server/plugins/auth.ts';
import { getUsageStats } from './usage.queries.ts';

export const adminUsageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.addHook('onRequest', requireRole('admin'));

  app.get('/usage/stats', { schema: { summary: 'Language model usage', response: { 200: ZUsageStatsSchema } } }, async () =>
    getUsageStats(db),
  );
};
