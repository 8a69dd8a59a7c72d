/**
 * POST /api/auth/login and /logout. Failed passwords are counted (password-attempts.ts) before the
 * password is checked, so a locked account cannot still be guessed at; a login replaces whatever
 * session the browser had with a fresh id.
 */
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { createSession, deleteSession } from '#server/db/sessions.queries.ts';
import { findUserByEmail, recordSignIn } from '#server/db/users.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import { getDummyPasswordHash, verifyPassword } from '#server/lib/passwords.ts';
import { assertPasswordAttemptsLeft, clearFailedPasswords, countFailedPassword } from './password-attempts.ts';
import type { TRequestOrigin } from './request-origin.ts';

const INVALID_CREDENTIALS = 'Invalid email or password.';
export const ACCOUNT_SUSPENDED = 'This account has been suspended. Please contact DevMatch support if you think this is a mistake.';

export async function logIn(
  { db, config }: Pick<TAppContext, 'db' | 'config'>,
  origin: TRequestOrigin,
  credentials: { email: string; password: string },
) {
  const { email, password } = credentials;
  const attempt = { email, ipAddress: origin.ipAddress };
  await assertPasswordAttemptsLeft(db, config.rateLimits, attempt);

  const account = await findUserByEmail(db, email);
  // A made-up hash for an unknown e-mail, so both answers take the same time.
  const isValid = await verifyPassword(account?.passwordHash ?? (await getDummyPasswordHash()), password);
  if (!account || !isValid) {
    await db.transaction(async (tx) => {
      await countFailedPassword(tx, config.rateLimits, attempt);
      await writeAuditLog(tx, {
        action: 'auth.login_failed',
        resourceType: 'session',
        userId: account?.id ?? null,
        ipAddress: origin.ipAddress,
      });
    });
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }

  const { passwordHash: _hash, ...user } = account;
  // Told only to whoever knows the password, so the answer does not reveal suspensions to anyone else.
  if (user.suspendedAt) {
    await writeAuditLog(db, {
      action: 'auth.login_refused_suspended',
      resourceType: 'session',
      userId: user.id,
      ipAddress: origin.ipAddress,
    });
    throw new AppError('FORBIDDEN', ACCOUNT_SUSPENDED);
  }
  const token = await db.transaction(async (tx) => {
    if (origin.sessionIdHash) await deleteSession(tx, origin.sessionIdHash);
    await clearFailedPasswords(tx, attempt);
    await recordSignIn(tx, { userId: user.id });
    const sessionToken = await createSession(tx, {
      userId: user.id,
      maxAgeMinutes: config.session.maxAgeMinutes,
      ipAddress: origin.ipAddress,
      userAgent: origin.userAgent,
    });
    await writeAuditLog(tx, { action: 'auth.login', resourceType: 'session', userId: user.id, ipAddress: origin.ipAddress });
    return sessionToken;
  });
  return { user, token };
}

/** Ends the browser's session, if it has one. */
export async function logOut({ db }: Pick<TAppContext, 'db'>, origin: TRequestOrigin, userId: number | undefined): Promise<void> {
  const { sessionIdHash } = origin;
  if (!sessionIdHash) return;
  await db.transaction(async (tx) => {
    await deleteSession(tx, sessionIdHash);
    await writeAuditLog(tx, { action: 'auth.logout', resourceType: 'session', userId, ipAddress: origin.ipAddress });
  });
}
