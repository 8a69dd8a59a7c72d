/**
 * POST /api/auth/register: a new developer or employer account, signed in at once, while the admin
 * keeps sign-up open; the browser becomes a trusted login device (login-device.ts). Sign-ups are
 * rate-limited per address (offices share one).
 */
import type { z } from 'zod';
import type { ZRegisterRequestSchema } from '#shared/schemas/auth.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { getPlatformSettings } from '#server/db/platform-settings.queries.ts';
import { enforceRateLimit } from '#server/db/rate-limits.queries.ts';
import { createSession, deleteSession } from '#server/db/sessions.queries.ts';
import { createUser, recordSignIn, findUserByEmail, isUsernameTaken, type TUserRow } from '#server/db/users.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import { getUniqueViolationConstraint } from '#server/lib/db-errors.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { createDeviceCookieValue } from './login-device.ts';
import type { TRequestOrigin } from './request-origin.ts';

const EMAIL_TAKEN = 'An account with this email already exists.';
const USERNAME_TAKEN = 'This username is already taken.';
const SIGN_UP_CLOSED = 'Sign-up is closed at the moment. Please try again later.';

export async function signUp(
  { db, config, secrets }: Pick<TAppContext, 'db' | 'config' | 'secrets'>,
  origin: TRequestOrigin,
  body: z.output<typeof ZRegisterRequestSchema>,
): Promise<{ user: TUserRow; token: string; deviceCookie: string }> {
  // Before the rate limit, so a closed sign-up stores nothing at all.
  if (!(await getPlatformSettings(db)).registrationOpen) throw new AppError('FORBIDDEN', SIGN_UP_CLOSED);
  await enforceRateLimit(db, `signup:ip:${origin.ipAddress}`, config.rateLimits.signupPerAddress, 'Too many sign-ups from this network.');
  if (body.userType === 'admin') throw new AppError('FORBIDDEN', 'Admin accounts cannot be created by sign-up.');
  if (await findUserByEmail(db, body.email)) throw new AppError('CONFLICT', EMAIL_TAKEN);
  if (await isUsernameTaken(db, body.username)) throw new AppError('CONFLICT', USERNAME_TAKEN);
  const passwordHash = await hashPassword(body.password);
  // The checks above answer the common case; two simultaneous sign-ups meet at the unique indexes.
  return db
    .transaction(async (tx) => {
      // Signing up from a signed-in browser replaces that session, as login does.
      if (origin.sessionIdHash) await deleteSession(tx, origin.sessionIdHash);
      const created = await createUser(tx, { ...body, userType: body.userType, passwordHash });
      // Signing up signs the person in.
      await recordSignIn(tx, { userId: created.id });
      const token = await createSession(tx, {
        userId: created.id,
        maxAgeMinutes: config.session.maxAgeMinutes,
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent,
      });
      await writeAuditLog(tx, {
        action: 'user.registered',
        resourceType: 'user',
        resourceId: created.id,
        userId: created.id,
        ipAddress: origin.ipAddress,
        details: { userType: created.userType },
      });
      const deviceCookie = createDeviceCookieValue(secrets, { id: created.id, passwordHash }, config.loginDeviceTrustDays);
      return { user: created, token, deviceCookie };
    })
    .catch((error: unknown) => {
      const constraint = getUniqueViolationConstraint(error);
      if (constraint === 'users_email_unique') throw new AppError('CONFLICT', EMAIL_TAKEN);
      if (constraint === 'users_username_lower_unique') throw new AppError('CONFLICT', USERNAME_TAKEN);
      throw error;
    });
}
