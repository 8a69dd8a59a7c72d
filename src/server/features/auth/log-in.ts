/**
 * POST /api/auth/login and /logout. Each attempt is counted as a failure (password-attempts.ts)
 * before the password is checked, so a locked account cannot still be guessed at, not even by many
 * requests at once; the right password gives the count back. A browser holding the account's device
 * cookie (login-device.ts) meets its own budget instead of the account's lockout, and each login
 * hands out a fresh cookie. A login replaces whatever session the browser had with a fresh id.
 */
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { createSession, deleteSession } from '#server/db/sessions.queries.ts';
import { findUserByEmail, recordSignIn } from '#server/db/users.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import { getDummyPasswordHash, verifyPassword } from '#server/lib/passwords.ts';
import { createDeviceCookieValue, readTrustedDevice } from './login-device.ts';
import { reserveLoginAttempt, settleRightPassword } from './password-attempts.ts';
import type { TRequestOrigin } from './request-origin.ts';

const INVALID_CREDENTIALS = 'Invalid email or password.';
export const ACCOUNT_SUSPENDED = 'This account has been suspended. Please contact DevMatch support if you think this is a mistake.';

/**
 * Signs in with e-mail and password. `deviceCookie` is the browser's device cookie, if any; the
 * answer carries the session token and the device cookie to set in its place.
 */
export async function logIn(
  { db, config, secrets }: Pick<TAppContext, 'db' | 'config' | 'secrets'>,
  origin: TRequestOrigin,
  credentials: { email: string; password: string; deviceCookie: string | undefined },
) {
  const { email, password } = credentials;
  const account = await findUserByEmail(db, email);
  const device = account ? readTrustedDevice(secrets, credentials.deviceCookie, account) : null;
  const reserved = await reserveLoginAttempt(db, config.rateLimits, { email, ipAddress: origin.ipAddress, device });

  // A made-up hash for an unknown e-mail, so both answers take the same time.
  const isValid = await verifyPassword(account?.passwordHash ?? (await getDummyPasswordHash()), password);
  if (!account || !isValid) {
    await writeAuditLog(db, {
      action: 'auth.login_failed',
      resourceType: 'session',
      userId: account?.id ?? null,
      ipAddress: origin.ipAddress,
    });
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  await settleRightPassword(db, reserved);

  const { passwordHash, ...user } = account;
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
  const deviceCookie = createDeviceCookieValue(secrets, { id: user.id, passwordHash }, config.loginDeviceTrustDays);
  return { user, token, deviceCookie };
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
