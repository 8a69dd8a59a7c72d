/**
 * PATCH /api/users/{userId}: the account fields of the profile card. Changing the
 * e-mail also takes the current password, the old address is told, and every other session ends.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUserSchema } from '#shared/schemas/auth.ts';
import { ZUpdateUserRequestSchema } from '#shared/schemas/profile.ts';
import type { TAppContext } from '#server/context.ts';
import type { Database } from '#server/db/client.ts';
import { assertCanChangeDeveloperData, USER_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { deleteOtherSessions } from '#server/db/sessions.queries.ts';
import { getUniqueViolationConstraint } from '#server/lib/db-errors.ts';
import { verifyPassword } from '#server/lib/passwords.ts';
import { ZUserParamsSchema } from '#server/lib/route-params.ts';
import { buildEmailChangedMail } from '#server/features/auth/account-mails.ts';
import { assertPasswordAttemptsLeft, clearFailedPasswords, countFailedPassword } from '#server/features/auth/password-attempts.ts';
import { getSessionUser, requireUser } from '#server/plugins/auth.ts';
import {
  findPasswordHash,
  findUserById,
  findUserForUpdate,
  isEmailUsedByOtherUser,
  toPublicUser,
  updateUserAccount,
  type TAccountChanges,
  type TUserRow,
} from '#server/db/users.queries.ts';

const EMAIL_TAKEN = 'An account with this email already exists.';
const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your email.';
const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect.';

/** Stored e-mails are lower case, as the schema makes every new one. */
function changesEmail(changes: TAccountChanges, user: TUserRow): boolean {
  return changes.email !== undefined && changes.email !== user.email.toLowerCase();
}

/**
 * A stolen session alone must not move an account to another inbox: whoever changes the e-mail
 * (the owner, or an admin for someone else) confirms with their own password. Wrong passwords
 * count as failed logins of the signed-in account.
 */
async function confirmCurrentPassword(
  { db, config }: TAppContext,
  params: { viewer: TUserRow; password: string | undefined; userId: number; ipAddress: string },
) {
  const { viewer, password, ipAddress } = params;
  if (!password) throw new AppError('BAD_REQUEST', CURRENT_PASSWORD_REQUIRED);
  const attempt = { email: viewer.email, ipAddress };
  await assertPasswordAttemptsLeft(db, config.rateLimits, attempt);
  const passwordHash = await findPasswordHash(db, viewer.id);
  if (!passwordHash || !(await verifyPassword(passwordHash, password))) {
    await countFailedPassword(db, config.rateLimits, attempt);
    await writeAuditLog(db, {
      action: 'user.email_change_refused',
      resourceType: 'user',
      resourceId: params.userId,
      userId: viewer.id,
      ipAddress,
    });
    throw new AppError('BAD_REQUEST', CURRENT_PASSWORD_WRONG);
  }
  await clearFailedPasswords(db, attempt);
}

/**
 * Saves the changes and their audit entries in one transaction, on the row locked afresh.
 * `previousEmail` is set when the e-mail changed, so the old address can be told.
 */
async function saveAccountChanges(
  db: Database,
  params: { viewer: TUserRow; userId: number; changes: TAccountChanges; isPasswordConfirmed: boolean; ipAddress: string },
): Promise<{ user: TUserRow; previousEmail: string | null }> {
  const { viewer, userId, changes, isPasswordConfirmed, ipAddress } = params;
  return db
    .transaction(async (tx) => {
      const current = await findUserForUpdate(tx, userId);
      if (!current) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
      const isEmailChange = changesEmail(changes, current);
      // The e-mail may have changed in between; then this request would change it unconfirmed.
      if (isEmailChange && !isPasswordConfirmed) throw new AppError('BAD_REQUEST', CURRENT_PASSWORD_REQUIRED);
      if (changes.email !== undefined && (await isEmailUsedByOtherUser(tx, { email: changes.email, userId }))) {
        throw new AppError('CONFLICT', EMAIL_TAKEN);
      }
      if (Object.keys(changes).length === 0) return { user: current, previousEmail: null };
      const updated = await updateUserAccount(tx, { userId, changes });
      const audit = { resourceType: 'user', resourceId: userId, userId: viewer.id, ipAddress };
      await writeAuditLog(tx, { ...audit, action: 'user.updated', details: { fields: Object.keys(changes) } });
      if (isEmailChange) {
        // Support restores a taken-over account from this entry.
        await writeAuditLog(tx, { ...audit, action: 'user.email_changed', details: { from: current.email, to: updated.email } });
      }
      return { user: updated, previousEmail: isEmailChange ? current.email : null };
    })
    .catch((error: unknown) => {
      // The check above answers the common case; two simultaneous changes meet at the unique index.
      if (getUniqueViolationConstraint(error) === 'users_email_unique') throw new AppError('CONFLICT', EMAIL_TAKEN);
      throw error;
    });
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer } = app.ctx;

  app.patch(
    '/users/:userId',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Change account details',
        params: ZUserParamsSchema,
        body: ZUpdateUserRequestSchema,
        response: { 200: ZUserSchema },
      },
    },
    async (request, reply) => {
      const viewer = getSessionUser(request);
      const { userId } = request.params;
      // An account follows the same rule as a developer's data: its owner or an admin.
      assertCanChangeDeveloperData(viewer, userId);
      const { currentPassword, ...changes } = request.body;

      // Checked before the transaction: the slow hash should not hold the row lock, and a failed
      // attempt must be counted even though the change is refused.
      const before = await findUserById(db, userId);
      if (!before) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
      const isPasswordConfirmed = changesEmail(changes, before);
      if (isPasswordConfirmed) {
        await confirmCurrentPassword(app.ctx, { viewer, password: currentPassword, userId, ipAddress: request.ip });
      }

      const { user, previousEmail } = await saveAccountChanges(db, { viewer, userId, changes, isPasswordConfirmed, ipAddress: request.ip });
      if (previousEmail) {
        // Whoever held the account under the old address is signed out; the one who changed it stays.
        await deleteOtherSessions(db, { userId, keepIdHash: viewer.id === userId ? request.sessionIdHash : null });
        const notice = buildEmailChangedMail({ to: previousEmail, fullName: user.fullName, newEmail: user.email });
        app.backgroundTasks.afterResponse(reply, 'e-mail change notice', () => mailer.send(notice));
      }
      return toPublicUser(user);
    },
  );
};
