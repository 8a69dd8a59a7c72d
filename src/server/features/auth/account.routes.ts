/**
 * PATCH /api/users/{userId}: the account fields of the profile card. Changing the e-mail also takes
 * the current password and waits for the new address's confirmation link; when it is opened, the old
 * address is told and every other session ends (email-verification.ts). POST /api/account/password:
 * a new password, confirmed with the current one, which signs out every other session and keeps
 * this browser a trusted login device (a new password ends every device cookie's trust).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZChangePasswordRequestSchema } from '#shared/schemas/account.ts';
import { ZMessageSchema, ZUserSchema } from '#shared/schemas/auth.ts';
import { ZUpdateUserRequestSchema } from '#shared/schemas/profile.ts';
import type { Database } from '#server/db/client.ts';
import { assertCanChangeDeveloperData, USER_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { deleteUnusedVerificationTokens } from '#server/db/email-verification-tokens.queries.ts';
import { ZUserParamsSchema } from '#server/lib/route-params.ts';
import { buildPasswordChangedMail } from '#server/features/auth/account-mails.ts';
import { sendVerificationMail } from '#server/features/auth/email-verification.ts';
import { deleteOtherSessions } from '#server/db/sessions.queries.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { confirmOwnPassword } from '#server/features/auth/password-attempts.ts';
import { createDeviceCookieValue, setDeviceCookie } from '#server/features/auth/login-device.ts';
import { getSessionUser, requireUser } from '#server/plugins/auth.ts';
import {
  findUserById,
  findUserForUpdate,
  isEmailUsedByOtherUser,
  toPublicUser,
  updatePasswordHash,
  updateUserAccount,
  type TAccountChanges,
  type TUserRow,
} from '#server/db/users.queries.ts';

const EMAIL_TAKEN = 'An account with this email already exists.';
const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your email.';

/** Stored e-mails are lower case, as the schema makes every new one. */
function changesEmail(changes: TAccountChanges, user: TUserRow): boolean {
  return changes.email !== undefined && changes.email !== user.email.toLowerCase();
}

/**
 * Saves the changes and their audit entries in one transaction, on the row locked afresh. A new
 * e-mail is not saved as the address: it waits as `pendingEmail` until its link is opened
 * (email-verification.ts); `requestedEmail` is set when a link must go out to it.
 */
async function saveAccountChanges(
  db: Database,
  params: { viewer: TUserRow; userId: number; changes: TAccountChanges; isPasswordConfirmed: boolean; ipAddress: string },
): Promise<{ user: TUserRow; requestedEmail: string | null }> {
  const { viewer, userId, changes, isPasswordConfirmed, ipAddress } = params;
  return db.transaction(async (tx) => {
    const current = await findUserForUpdate(tx, userId);
    if (!current) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    const isEmailChange = changesEmail(changes, current);
    // The e-mail may have changed in between; then this request would change it unconfirmed.
    if (isEmailChange && !isPasswordConfirmed) throw new AppError('BAD_REQUEST', CURRENT_PASSWORD_REQUIRED);
    if (isEmailChange && (await isEmailUsedByOtherUser(tx, { email: changes.email!, userId }))) {
      throw new AppError('CONFLICT', EMAIL_TAKEN);
    }
    const { email, ...otherChanges } = changes;
    // The current address sent back withdraws a change still waiting for its link.
    const isWithdrawal = email !== undefined && !isEmailChange && current.pendingEmail !== null;
    const pendingEmail = isEmailChange ? email! : isWithdrawal ? null : undefined;
    if (Object.keys(otherChanges).length === 0 && pendingEmail === undefined) return { user: current, requestedEmail: null };
    if (isWithdrawal) await deleteUnusedVerificationTokens(tx, userId);
    const updated = await updateUserAccount(tx, { userId, changes: { ...otherChanges, pendingEmail } });
    const audit = { resourceType: 'user', resourceId: userId, userId: viewer.id, ipAddress };
    const fields = Object.keys(otherChanges);
    if (fields.length > 0) await writeAuditLog(tx, { ...audit, action: 'user.updated', details: { fields } });
    if (isEmailChange) await writeAuditLog(tx, { ...audit, action: 'user.email_change_requested', details: { to: email } });
    return { user: updated, requestedEmail: isEmailChange ? email! : null };
  });
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

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
        // A stolen session alone must not move an account to another inbox: whoever changes the e-mail
        // (the owner, or an admin for someone else) confirms with their own password.
        if (!currentPassword) throw new AppError('BAD_REQUEST', CURRENT_PASSWORD_REQUIRED);
        const attempt = { viewer, password: currentPassword, ipAddress: request.ip };
        await confirmOwnPassword(app.ctx, { ...attempt, refusal: { action: 'user.email_change_refused', resourceId: userId } });
      }

      const { user, requestedEmail } = await saveAccountChanges(db, {
        viewer,
        userId,
        changes,
        isPasswordConfirmed,
        ipAddress: request.ip,
      });
      if (requestedEmail) {
        // When the link is opened, every session ends but the one that asked (none when an admin asked).
        const keepSessionIdHash = viewer.id === userId ? request.sessionIdHash : null;
        const mail = { user, email: requestedEmail, keepSessionIdHash, log: request.log };
        app.backgroundTasks.afterResponse(reply, 'e-mail change confirmation', () => sendVerificationMail(app.ctx, mail));
      }
      return toPublicUser(user);
    },
  );

  app.post(
    '/account/password',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Change your password (signs out every other session)',
        body: ZChangePasswordRequestSchema,
        response: { 200: ZMessageSchema },
      },
    },
    async (request, reply) => {
      const viewer = getSessionUser(request);
      const { currentPassword, newPassword } = request.body;
      const refusal = { action: 'user.password_change_refused', resourceId: viewer.id };
      await confirmOwnPassword(app.ctx, { viewer, password: currentPassword, ipAddress: request.ip, refusal });
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, viewer.id, passwordHash);
        // Whoever else holds a session may be the reason for the change.
        await deleteOtherSessions(tx, { userId: viewer.id, keepIdHash: request.sessionIdHash });
        await writeAuditLog(tx, {
          action: 'user.password_changed',
          resourceType: 'user',
          resourceId: viewer.id,
          userId: viewer.id,
          ipAddress: request.ip,
        });
      });
      const { loginDeviceTrustDays } = app.ctx.config;
      const deviceCookie = createDeviceCookieValue(app.ctx.secrets, { id: viewer.id, passwordHash }, loginDeviceTrustDays);
      setDeviceCookie(request, reply, deviceCookie, loginDeviceTrustDays);
      const notice = buildPasswordChangedMail({ to: viewer.email });
      app.backgroundTasks.afterResponse(reply, 'password change notice', () => app.ctx.mailer.send(notice));
      return { message: 'Your password has been changed. Every other session was signed out.' };
    },
  );
};
