/**
 * Password reset by e-mail: the request (answered before the account is looked up, so neither the
 * answer nor its timing tells whether the address has an account; an account gets at most
 * RATE_LIMIT_RESET_MAILS_PER_ACCOUNT mails a window, however many addresses ask), the link check,
 * and the new password, which signs the account out everywhere, ends its login lockouts and makes
 * the browser that set it a trusted device (login-device.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { createResetToken, findUsableResetToken, markResetTokenUsed } from '#server/db/password-reset-tokens.queries.ts';
import { enforceRateLimit, takeRateLimitHit } from '#server/db/rate-limits.queries.ts';
import { deleteUserSessions } from '#server/db/sessions.queries.ts';
import { findUserByEmail, updatePasswordHash } from '#server/db/users.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { buildResetPasswordMail } from './account-mails.ts';
import { createDeviceCookieValue } from './login-device.ts';
import { clearAccountPasswordCounts } from './password-attempts.ts';

export const INVALID_RESET_TOKEN = 'This reset link has expired or has already been used.';

/** Reset requests are limited per address; refused ones change nothing. */
export function limitResetRequests({ db, config }: Pick<TAppContext, 'db' | 'config'>, ipAddress: string): Promise<void> {
  return enforceRateLimit(db, `reset:ip:${ipAddress}`, config.rateLimits.resetPerAddress, 'Too many reset requests from this network.');
}

/** Looks the account up and, when it exists, mails it a fresh reset link; runs after the answer has gone out. */
export async function issuePasswordReset(
  { db, config, mailer }: Pick<TAppContext, 'db' | 'config' | 'mailer'>,
  params: { email: string; ipAddress: string; log: FastifyBaseLogger },
): Promise<void> {
  const account = await findUserByEmail(db, params.email);
  // The answer has gone out alike: the asker cannot tell a refused mail from a sent one.
  if (account && !(await takeRateLimitHit(db, `reset-mail:user:${account.id}`, config.rateLimits.resetMailsPerAccount))) {
    params.log.info({ userId: account.id }, 'password reset e-mail not sent: the account had its allowance for the window');
    return;
  }
  const token = await db.transaction(async (tx) => {
    await writeAuditLog(tx, {
      action: 'auth.password_reset_requested',
      resourceType: 'user',
      resourceId: account?.id,
      userId: account?.id,
      ipAddress: params.ipAddress,
    });
    return account ? createResetToken(tx, { userId: account.id, ttlMinutes: config.resetTokenTtlMinutes }) : null;
  });
  if (!account || !token) return;
  const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  // Without SMTP the e-mail lands in the outbox folder and the log is where a developer finds the link;
  // with SMTP the link must reach the inbox alone, or anyone reading the log could take the account.
  if (!config.smtpUrl) params.log.info({ userId: account.id, link }, 'password reset link issued (SMTP_URL not set)');
  await mailer
    .send(buildResetPasswordMail({ to: account.email, link, ttlMinutes: config.resetTokenTtlMinutes }))
    .catch((error: unknown) => params.log.error({ err: error, userId: account.id }, 'password reset e-mail failed'));
}

/** Sets the new password; answers the account's e-mail (for the login form) and a device cookie for this browser. */
export async function resetPassword(
  { db, config, secrets }: Pick<TAppContext, 'db' | 'config' | 'secrets'>,
  params: { token: string; newPassword: string; ipAddress: string },
): Promise<{ email: string; deviceCookie: string }> {
  const { token } = params;
  // Check before the deliberately slow hash, so an invalid link costs the server nothing.
  if (!(await findUsableResetToken(db, token))) throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN);
  const passwordHash = await hashPassword(params.newPassword);
  const account = await db.transaction(async (tx) => {
    // Locked, so two submissions of the same link cannot both succeed.
    const usable = await findUsableResetToken(tx, token, { lock: true });
    if (!usable) throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN);
    await markResetTokenUsed(tx, { tokenId: usable.id, userId: usable.userId });
    const { email } = await updatePasswordHash(tx, usable.userId, passwordHash);
    // Whoever opened the link has the inbox: strangers' failed logins no longer keep them out.
    await clearAccountPasswordCounts(tx, { userId: usable.userId, email });
    // A reset is often a response to a compromised account: sign out everywhere.
    await deleteUserSessions(tx, usable.userId);
    await writeAuditLog(tx, {
      action: 'auth.password_reset',
      resourceType: 'user',
      resourceId: usable.userId,
      userId: usable.userId,
      ipAddress: params.ipAddress,
    });
    return { id: usable.userId, email };
  });
  const deviceCookie = createDeviceCookieValue(secrets, { id: account.id, passwordHash }, config.loginDeviceTrustDays);
  return { email: account.email, deviceCookie };
}
