/**
 * The admin's Users list (GET /api/admin/users) and what an admin may do to an account: suspend it
 * (sign-in refused, sessions ended, not listed to employers), unsuspend it, resend its confirmation
 * link, delete it (as the user could, audited with the admin as actor). No admin acts so on their own
 * account, nor suspends or deletes the last admin.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_USERS_PAGE_SIZE,
  ZAdminUserListQuerySchema,
  ZAdminUserListSchema,
  ZAdminUserParamsSchema,
  ZAdminUserSchema,
  type TAdminUser,
} from '#shared/schemas/admin-users.ts';
import { ZMessageSchema } from '#shared/schemas/auth.ts';
import { deleteUserAccount, hasOtherAdmin, LAST_ADMIN } from '#server/db/account-deletion.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import type { Executor } from '#server/db/client.ts';
import { deleteUserSessions } from '#server/db/sessions.queries.ts';
import { findAdminUser, findUserById, listUsersForAdmin, setSuspended } from '#server/db/users.queries.ts';
import { USER_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { getActor, requireRole, type TActor } from '#server/plugins/auth.ts';
import { limitVerificationMails, resendTarget, sendVerificationMail } from './email-verification.ts';

const NOT_ON_YOURSELF = 'You cannot do this to your own account here. Use Account settings.';

type TAdminUserRow = NonNullable<Awaited<ReturnType<typeof findAdminUser>>>;

function toAdminUser(row: TAdminUserRow): TAdminUser {
  const { emailVerifiedAt, suspendedAt, lastSignInAt, createdAt, ...rest } = row;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    lastSignInAt: lastSignInAt?.toISOString() ?? null,
    emailVerified: emailVerifiedAt !== null,
    suspendedAt: suspendedAt?.toISOString() ?? null,
  };
}

/** The account an admin acts on: 404 when unknown, 403 for their own. */
async function findTarget(db: Executor, actor: TActor, userId: number): Promise<TAdminUserRow> {
  if (userId === actor.viewer.id) throw new AppError('FORBIDDEN', NOT_ON_YOURSELF);
  const target = await findAdminUser(db, { userId });
  if (!target) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return target;
}

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const adminOnly = { preHandler: requireRole('admin') };

  app.get(
    '/admin/users',
    { ...adminOnly, schema: { summary: 'Find accounts', querystring: ZAdminUserListQuerySchema, response: { 200: ZAdminUserListSchema } } },
    async (request) => {
      const { page, ...filter } = request.query;
      const { rows, total } = await listUsersForAdmin(db, { filter, page, pageSize: ADMIN_USERS_PAGE_SIZE });
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
      async (request) => {
        const actor = getActor(request);
        const { userId } = request.params;
        await db.transaction(async (tx) => {
          const target = await findTarget(tx, actor, userId);
          if (suspended && target.userType === 'admin' && !(await hasOtherAdmin(tx, { userId })))
            throw new AppError('CONFLICT', LAST_ADMIN);
          await setSuspended(tx, { userId, suspended });
          if (suspended) await deleteUserSessions(tx, userId);
          await writeAuditLog(tx, {
            action: suspended ? 'admin.user_suspended' : 'admin.user_unsuspended',
            resourceType: 'user',
            resourceId: userId,
            userId: actor.viewer.id,
            ipAddress: actor.ipAddress,
          });
        });
        return toAdminUser((await findAdminUser(db, { userId }))!);
      },
    );
  }

  app.post(
    '/admin/users/:userId/resend-verification',
    {
      ...adminOnly,
      schema: { summary: "Mail the account's confirmation link again", params: ZAdminUserParamsSchema, response: { 200: ZMessageSchema } },
    },
    async (request, reply) => {
      const actor = getActor(request);
      const { userId } = request.params;
      await findTarget(db, actor, userId);
      const user = (await findUserById(db, userId))!;
      const email = resendTarget(user);
      if (!email) throw new AppError('CONFLICT', "This user's e-mail address is already verified.");
      await limitVerificationMails(app.ctx, actor.ipAddress, userId);
      await writeAuditLog(db, {
        action: 'admin.verification_resent',
        resourceType: 'user',
        resourceId: userId,
        userId: actor.viewer.id,
        ipAddress: actor.ipAddress,
      });
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
      const actor = getActor(request);
      const { userId } = request.params;
      await db.transaction(async (tx) => {
        const target = await findTarget(tx, actor, userId);
        await deleteUserAccount(tx, { userId });
        await writeAuditLog(tx, {
          action: 'user.deleted',
          resourceType: 'user',
          resourceId: userId,
          userId: actor.viewer.id,
          details: { userType: target.userType, by: 'admin' },
        });
      });
      return { message: 'The account and its data have been deleted.' };
    },
  );
};
