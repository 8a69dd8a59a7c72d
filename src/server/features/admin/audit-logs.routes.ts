/**
 * The audit log for the admin's Audit Logs tab and Recent Activity. Admins only.
 * Pages of AUDIT_LOG_PAGE_SIZE, newest first, filtered by action and user; X-Total-Count holds the total.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAuditLogActionsSchema, ZAuditLogQuerySchema, ZAuditLogSchema } from '#shared/schemas/admin.ts';
import { TOTAL_COUNT_HEADER } from '#shared/candidate-search.ts';
import { requireRole } from '#server/plugins/auth.ts';
import { getAuditLogActions, getAuditLogPage } from './audit-logs.queries.ts';

export const adminAuditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.addHook('onRequest', requireRole('admin'));

  app.get(
    '/audit-logs',
    { schema: { summary: 'Search the audit log', querystring: ZAuditLogQuerySchema, response: { 200: z.array(ZAuditLogSchema) } } },
    async (request, reply) => {
      const { page, action, userId } = request.query;
      const { total, entries } = await getAuditLogPage(db, { page, filter: { action, userId } });
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return entries;
    },
  );

  app.get(
    '/audit-logs/actions',
    { schema: { summary: 'List the audit log action names', response: { 200: ZAuditLogActionsSchema } } },
    async () => getAuditLogActions(db),
  );
};
