/**
 * Confirming an address: the link mailed at sign-up, on Resend, and to the new address of an e-mail
 * change, which takes effect only when that link is opened. Opening the link is the whole act (a mail
 * scanner that opens it first only confirms early, which is harmless).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TVerifyEmailOutcome } from '#shared/schemas/auth.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import {
  createVerificationToken,
  findVerificationTokenForUpdate,
  markVerificationTokenUsed,
} from '#server/db/email-verification-tokens.queries.ts';
import { enforceRateLimit } from '#server/db/rate-limits.queries.ts';
import { deleteOtherSessions } from '#server/db/sessions.queries.ts';
import {
  findUserByEmail,
  findUserForUpdate,
  isEmailUsedByOtherUser,
  markEmailVerified,
  moveToVerifiedEmail,
  type TUserRow,
} from '#server/db/users.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import { getUniqueViolationConstraint } from '#server/lib/db-errors.ts';
import { buildEmailChangedMail, buildVerifyEmailMail } from './account-mails.ts';
import { clearAccountPasswordCounts } from './password-attempts.ts';

type TDeps = Pick<TAppContext, 'db' | 'config' | 'mailer'>;

export const ALREADY_VERIFIED = 'Your e-mail address is already verified.';
export const VERIFICATION_SENT = 'We sent a new confirmation link. Please check your inbox.';
/** The signed-out answer, the same whether or not the address has an account that needs it. */
export const VERIFICATION_SENT_IF_NEEDED = 'If an account with this email is waiting to be confirmed, we sent it a new link.';

/** Mails a fresh link for `email` (the account's address, or the new one it asked for). */
export async function sendVerificationMail(
  { db, config, mailer }: TDeps,
  params: { user: Pick<TUserRow, 'id' | 'email'>; email: string; keepSessionIdHash?: string | null; log: FastifyBaseLogger },
): Promise<void> {
  const { user, email } = params;
  const token = await createVerificationToken(db, {
    userId: user.id,
    email,
    ttlHours: config.emailVerificationTtlHours,
    keepSessionIdHash: params.keepSessionIdHash,
  });
  const link = `${config.appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
  // As with reset links: without SMTP the log is where a developer finds it; with SMTP only the inbox has it.
  if (!config.smtpUrl) params.log.info({ userId: user.id, link }, 'verification link issued (SMTP_URL not set)');
  const isAddressChange = email !== user.email;
  await mailer.send(buildVerifyEmailMail({ to: email, link, ttlHours: config.emailVerificationTtlHours, isAddressChange }));
}

/** The address a Resend goes to: a pending new one first, else the account's own while unconfirmed. */
export function resendTarget(user: Pick<TUserRow, 'email' | 'pendingEmail' | 'emailVerifiedAt'>): string | null {
  return user.pendingEmail ?? (user.emailVerifiedAt === null ? user.email : null);
}

/** Resend for the signed-in user: 409 when nothing waits for confirmation. */
export async function resendVerificationForUser(
  deps: TDeps,
  params: { user: TUserRow; ipAddress: string; sessionIdHash: string | null; log: FastifyBaseLogger },
): Promise<void> {
  const { user } = params;
  const email = resendTarget(user);
  if (!email) throw new AppError('CONFLICT', ALREADY_VERIFIED);
  await limitVerificationMails(deps, params.ipAddress, user.id);
  const keepSessionIdHash = user.pendingEmail ? params.sessionIdHash : null;
  await sendVerificationMail(deps, { user, email, keepSessionIdHash, log: params.log });
}

/** Resend from the "link expired" page while signed out; runs after the answer has gone out. */
export async function resendVerificationForAddress(deps: TDeps, params: { email: string; log: FastifyBaseLogger }): Promise<void> {
  const user = await findUserByEmail(deps.db, params.email);
  if (!user || user.emailVerifiedAt !== null) return;
  try {
    await enforceRateLimit(deps.db, `verify-mail:user:${user.id}`, deps.config.rateLimits.verificationMailsPerUser, 'Too many links');
  } catch {
    return; // The answer is already out and must not differ: a flood simply stops being mailed.
  }
  await sendVerificationMail(deps, { user, email: user.email, log: params.log });
}

export async function limitVerificationMails({ db, config }: Pick<TAppContext, 'db' | 'config'>, ipAddress: string, userId?: number) {
  const message = 'Too many confirmation e-mails requested.';
  await enforceRateLimit(db, `verify-mail:ip:${ipAddress}`, config.rateLimits.verificationMailsPerAddress, message);
  if (userId !== undefined) await enforceRateLimit(db, `verify-mail:user:${userId}`, config.rateLimits.verificationMailsPerUser, message);
}

/**
 * GET /api/auth/verify-email: uses the link. A link for the account's own address confirms it; a link
 * for a new address moves the account there, tells the old address, and ends every session but the
 * one that asked for the change.
 */
export async function verifyEmail(
  deps: TDeps,
  params: { token: string; ipAddress: string; log: FastifyBaseLogger },
): Promise<TVerifyEmailOutcome> {
  const { db, mailer } = deps;
  const result = await db
    .transaction(async (tx) => {
      const found = await findVerificationTokenForUpdate(tx, params.token);
      if (!found) return { outcome: 'invalid' as const };
      if (found.isUsed) return { outcome: 'used' as const };
      if (found.isExpired) return { outcome: 'expired' as const };
      const user = (await findUserForUpdate(tx, found.userId))!;
      await markVerificationTokenUsed(tx, found.id);
      const audit = { resourceType: 'user', resourceId: user.id, userId: user.id, ipAddress: params.ipAddress };
      // The inbox proves the account is theirs: strangers' failed logins no longer keep them out.
      const clearLockouts = () => clearAccountPasswordCounts(tx, { userId: user.id, email: found.email });
      if (found.email === user.email) {
        await markEmailVerified(tx, { userId: user.id });
        await clearLockouts();
        await writeAuditLog(tx, { ...audit, action: 'user.email_verified' });
        return { outcome: 'verified' as const };
      }
      // A change: the address may have been taken by someone else since it was asked for.
      if (await isEmailUsedByOtherUser(tx, { email: found.email, userId: user.id })) return { outcome: 'email-taken' as const };
      await moveToVerifiedEmail(tx, { userId: user.id, email: found.email });
      await clearLockouts();
      await deleteOtherSessions(tx, { userId: user.id, keepIdHash: found.keepSessionIdHash });
      // Support restores a taken-over account from this entry.
      await writeAuditLog(tx, { ...audit, action: 'user.email_changed', details: { from: user.email, to: found.email } });
      return {
        outcome: 'email-changed' as const,
        notice: buildEmailChangedMail({ to: user.email, newEmail: found.email }),
      };
    })
    .catch((error: unknown) => {
      // Two accounts confirming the same new address at once meet at the unique index.
      if (getUniqueViolationConstraint(error) === 'users_email_unique') return { outcome: 'email-taken' as const };
      throw error;
    });
  if ('notice' in result && result.notice) {
    await mailer.send(result.notice).catch((error: unknown) => params.log.error({ err: error }, 'e-mail change notice failed'));
  }
  return result.outcome;
}
