/**
 * POST /api/account/password: a new password, confirmed with the current one, which signs out every
 * other session and keeps this browser a trusted login device (a new password ends every device
 * cookie's trust).
 */
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { deleteOtherSessions } from '#server/db/sessions.queries.ts';
import { updatePasswordHash } from '#server/db/users.queries.ts';
import { buildPasswordChangedMail } from '#server/features/auth/account-mails.ts';
import { createDeviceCookieValue } from '#server/features/auth/login-device.ts';
import { confirmOwnPassword } from '#server/features/auth/password-attempts.ts';
import type { TMail } from '#server/lib/mailer.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import type { TActor } from '#server/plugins/auth.ts';

/** Answers the browser's new device cookie and the notice to mail to the account's address. */
export async function changePassword(
  ctx: Pick<TAppContext, 'db' | 'config' | 'secrets'>,
  actor: TActor,
  params: { currentPassword: string; newPassword: string; sessionIdHash: string | null },
): Promise<{ deviceCookie: string; notice: TMail }> {
  const { viewer, ipAddress } = actor;
  const refusal = { action: 'user.password_change_refused', resourceId: viewer.id };
  await confirmOwnPassword(ctx, { viewer, password: params.currentPassword, ipAddress, refusal });
  const passwordHash = await hashPassword(params.newPassword);
  await ctx.db.transaction(async (tx) => {
    await updatePasswordHash(tx, viewer.id, passwordHash);
    // Whoever else holds a session may be the reason for the change.
    await deleteOtherSessions(tx, { userId: viewer.id, keepIdHash: params.sessionIdHash });
    await writeAuditLog(tx, {
      action: 'user.password_changed',
      resourceType: 'user',
      resourceId: viewer.id,
      userId: viewer.id,
      ipAddress,
    });
  });
  const deviceCookie = createDeviceCookieValue(ctx.secrets, { id: viewer.id, passwordHash }, ctx.config.loginDeviceTrustDays);
  return { deviceCookie, notice: buildPasswordChangedMail({ to: viewer.email }) };
}
