/**
 * Admin statistics: the user counts and the daily
 * activity chart. Admins only. Usage (analyses) stays in usage.routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZActivityStatsSchema, ZUserStatsSchema } from '#shared/schemas/admin.ts';
import { requireRole } from '#server/plugins/auth.ts';
import { getActivityStats, getUserStats } from './stats.queries.ts';

export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.addHook('onRequest', requireRole('admin'));

  app.get('/users/stats', { schema: { summary: 'User counts', response: { 200: ZUserStatsSchema } } }, async () => getUserStats(db));

  app.get('/stats/activity', { schema: { summary: 'Platform activity over time', response: { 200: ZActivityStatsSchema } } }, async () =>
    getActivityStats(db),
  );
};
