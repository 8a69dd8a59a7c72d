/**
 * The admin's Users list (GET /api/admin/users) and what an admin may do to an account: suspend it
 * or lift the suspension (suspend-account.ts), resend its confirmation link (resend-verification.ts),
 * delete it (delete-account.ts). No admin acts so on their own account, nor suspends or deletes the
 * last admin.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_USERS_PAGE_SIZE,
  ZAdminUserListQuerySchema,
  ZAdminUserListSchema,
  ZAdminUserParamsSchema,
  ZAdminUserSchema,
} from '#shared/schemas/accounts.ts';
import { ZMessageSchema } from '#shared/schemas/auth.ts';
import { listUsersForAdmin } from '#server/db/users.queries.ts';
import { sendVerificationMail } from '#server/features/auth/email-verification.ts';
import { getActor, requireRole } from '#server/plugins/auth.ts';
import { toAdminUser } from './admin-user-access.ts';
import { deleteAccountAsAdmin } from './delete-account.ts';
import { resendVerificationAsAdmin } from './resend-verification.ts';
import { suspendAccount, unsuspendAccount } from './suspend-account.ts';

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = { preHandler: requireRole('admin') };

  app.get(
    '/admin/users',
    { ...adminOnly, schema: { summary: 'Find accounts', querystring: ZAdminUserListQuerySchema, response: { 200: ZAdminUserListSchema } } },
    async (request) => {
      const { page, ...filter } = request.query;
      const { rows, total } = await listUsersForAdmin(app.ctx.db, { filter, page, pageSize: ADMIN_USERS_PAGE_SIZE });
      return { items: rows.map(toAdminUser), total, page };
    },
  );

  for (const suspended of [true, false]) {
    app.post(
      `/admin/users/:userId/${suspended ? 'suspend' : 'unsuspend'}`,
      {
        ...adminOnly,
        schema: {
          summary: suspended ? 'Suspend an account (ends its sessions)' : 'Lift a suspension',
          params: ZAdminUserParamsSchema,
          response: { 200: ZAdminUserSchema },
        },
      },
      async (request) => (suspended ? suspendAccount : unsuspendAccount)(app.ctx, getActor(request), request.params),
    );
  }

  app.post(
    '/admin/users/:userId/resend-verification',
    {
      ...adminOnly,
      schema: { summary: "Mail the account's confirmation link again", params: ZAdminUserParamsSchema, response: { 200: ZMessageSchema } },
    },
    async (request, reply) => {
      const { user, email } = await resendVerificationAsAdmin(app.ctx, getActor(request), request.params);
      app.backgroundTasks.afterResponse(reply, 'verification e-mail', () =>
        sendVerificationMail(app.ctx, { user, email, log: request.log }),
      );
      return { message: `A new confirmation link is on its way to ${email}.` };
    },
  );

  app.delete(
    '/admin/users/:userId',
    {
      ...adminOnly,
      schema: { summary: 'Delete an account and its data', params: ZAdminUserParamsSchema, response: { 200: ZMessageSchema } },
    },
    async (request) => {
      await deleteAccountAsAdmin(app.ctx, getActor(request), request.params);
      return { message: 'The account and its data have been deleted.' };
    },
  );
};
