/**
 * Accounts: sign-up, login, logout, the session user, and password reset by e-mail
 *.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORGOT_PASSWORD_REPLY,
  ZForgotPasswordRequestSchema,
  ZLoginRequestSchema,
  ZMessageSchema,
  ZRegisterRequestSchema,
  ZResetPasswordRequestSchema,
  ZUserSchema,
  ZVerifyResetTokenQuerySchema,
} from '#shared/schemas/auth.ts';
import type { TAppContext } from '#server/context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { getUniqueViolationConstraint } from '#server/lib/db-errors.ts';
import { getDummyPasswordHash, hashPassword, verifyPassword } from '#server/lib/passwords.ts';
import { enforceRateLimit } from '#server/db/rate-limits.queries.ts';
import type { TZodApp } from '#server/lib/route-params.ts';
import { buildResetPasswordMail } from '#server/features/auth/account-mails.ts';
import { assertPasswordAttemptsLeft, clearFailedPasswords, countFailedPassword } from '#server/features/auth/password-attempts.ts';
import { createResetToken, findUsableResetToken, markResetTokenUsed } from '#server/db/password-reset-tokens.queries.ts';
import { getPlatformSettings } from '#server/db/platform-settings.queries.ts';
import { createSession, deleteSession, deleteUserSessions } from '#server/db/sessions.queries.ts';
import { clearSessionCookie, getSessionUser, setSessionCookie } from '#server/plugins/auth.ts';
import { PUBLIC_ROUTE } from '#server/plugins/api-docs.ts';
import { createUser, findUserByEmail, isUsernameTaken, toPublicUser, updatePasswordHash } from '#server/db/users.queries.ts';

const INVALID_CREDENTIALS = 'Invalid email or password.';
const INVALID_RESET_TOKEN = 'This reset link has expired or has already been used.';
const EMAIL_TAKEN = 'An account with this email already exists.';
const USERNAME_TAKEN = 'This username is already taken.';
const SIGN_UP_CLOSED = 'Sign-up is closed at the moment. Please try again later.';

/** Looks the account up and, when it exists, mails it a fresh reset link; runs after the answer has gone out. */
async function issuePasswordReset(
  { db, config, mailer }: TAppContext,
  params: { email: string; ipAddress: string; log: FastifyBaseLogger },
): Promise<void> {
  const account = await findUserByEmail(db, params.email);
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
    .send(buildResetPasswordMail({ to: account.email, fullName: account.fullName, link, ttlMinutes: config.resetTokenTtlMinutes }))
    .catch((error: unknown) => params.log.error({ err: error, userId: account.id }, 'password reset e-mail failed'));
}

/** Sign-up: a new developer or employer account, signed in at once, while the admin keeps sign-up open. */
function registerSignUpRoute(app: TZodApp) {
  const { db, config } = app.ctx;

  app.post(
    '/register',
    { schema: { summary: 'Sign up and start a session', ...PUBLIC_ROUTE, body: ZRegisterRequestSchema, response: { 201: ZUserSchema } } },
    async (request, reply) => {
      // Before the rate limit, so a closed sign-up stores nothing at all.
      if (!(await getPlatformSettings(db)).registrationOpen) throw new AppError('FORBIDDEN', SIGN_UP_CLOSED);
      await enforceRateLimit(db, `signup:ip:${request.ip}`, config.rateLimits.signupPerAddress, 'Too many sign-ups from this network.');
      const body = request.body;
      if (body.userType === 'admin') {
        throw new AppError('FORBIDDEN', 'Admin accounts cannot be created by sign-up.');
      }
      if (await findUserByEmail(db, body.email)) {
        throw new AppError('CONFLICT', EMAIL_TAKEN);
      }
      if (await isUsernameTaken(db, body.username)) {
        throw new AppError('CONFLICT', USERNAME_TAKEN);
      }
      const passwordHash = await hashPassword(body.password);
      // The checks above answer the common case; two simultaneous sign-ups meet at the unique indexes.
      const { user, token } = await db
        .transaction(async (tx) => {
          // Signing up from a signed-in browser replaces that session, as login does.
          if (request.sessionIdHash) await deleteSession(tx, request.sessionIdHash);
          const created = await createUser(tx, { ...body, userType: body.userType, passwordHash });
          const sessionToken = await createSession(tx, {
            userId: created.id,
            maxAgeMinutes: config.session.maxAgeMinutes,
            ipAddress: request.ip,
            userAgent: request.headers['user-agent'],
          });
          await writeAuditLog(tx, {
            action: 'user.registered',
            resourceType: 'user',
            resourceId: created.id,
            userId: created.id,
            ipAddress: request.ip,
            details: { userType: created.userType },
          });
          return { user: created, token: sessionToken };
        })
        .catch((error: unknown) => {
          const constraint = getUniqueViolationConstraint(error);
          if (constraint === 'users_email_unique') throw new AppError('CONFLICT', EMAIL_TAKEN);
          if (constraint === 'users_username_lower_unique') throw new AppError('CONFLICT', USERNAME_TAKEN);
          throw error;
        });
      setSessionCookie(request, reply, token, config.session.maxAgeMinutes);
      return reply.code(201).send(toPublicUser(user));
    },
  );
}

/** Login, logout and the session user. */
function registerSessionRoutes(app: TZodApp) {
  const { db, config } = app.ctx;

  app.post(
    '/login',
    { schema: { summary: 'Log in and start a session', ...PUBLIC_ROUTE, body: ZLoginRequestSchema, response: { 200: ZUserSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = { email, ipAddress: request.ip };
      await assertPasswordAttemptsLeft(db, config.rateLimits, attempt);

      const account = await findUserByEmail(db, email);
      const isValid = await verifyPassword(account?.passwordHash ?? (await getDummyPasswordHash()), password);
      if (!account || !isValid) {
        await db.transaction(async (tx) => {
          await countFailedPassword(tx, config.rateLimits, attempt);
          await writeAuditLog(tx, {
            action: 'auth.login_failed',
            resourceType: 'session',
            userId: account?.id ?? null,
            ipAddress: request.ip,
          });
        });
        throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
      }

      const { passwordHash: _hash, ...user } = account;
      const token = await db.transaction(async (tx) => {
        // Rotate: whatever session this browser had before is replaced by a fresh id.
        if (request.sessionIdHash) await deleteSession(tx, request.sessionIdHash);
        await clearFailedPasswords(tx, attempt);
        const sessionToken = await createSession(tx, {
          userId: user.id,
          maxAgeMinutes: config.session.maxAgeMinutes,
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'],
        });
        await writeAuditLog(tx, { action: 'auth.login', resourceType: 'session', userId: user.id, ipAddress: request.ip });
        return sessionToken;
      });
      setSessionCookie(request, reply, token, config.session.maxAgeMinutes);
      return toPublicUser(user);
    },
  );

  app.post('/logout', { schema: { summary: 'Log out, ending the session', response: { 200: ZMessageSchema } } }, async (request, reply) => {
    if (request.sessionIdHash) {
      const { sessionIdHash } = request;
      await db.transaction(async (tx) => {
        await deleteSession(tx, sessionIdHash);
        await writeAuditLog(tx, { action: 'auth.logout', resourceType: 'session', userId: request.user?.id, ipAddress: request.ip });
      });
    }
    clearSessionCookie(request, reply);
    return { message: 'Logged out' };
  });

  app.get('/me', { schema: { summary: 'The signed-in user', response: { 200: ZUserSchema } } }, async (request) =>
    toPublicUser(getSessionUser(request)),
  );
}

/** Password reset by e-mail: the request, the link check and the new password. */
function registerPasswordResetRoutes(app: TZodApp) {
  const { db, config } = app.ctx;

  app.post(
    '/forgot-password',
    {
      schema: {
        summary: 'Ask for a password reset e-mail',
        ...PUBLIC_ROUTE,
        body: ZForgotPasswordRequestSchema,
        response: { 200: ZMessageSchema },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(db, `reset:ip:${request.ip}`, config.rateLimits.resetPerAddress, 'Too many reset requests from this network.');
      // Everything that depends on whether the account exists happens after the answer, so neither the
      // answer nor its timing tells.
      const params = { email: request.body.email, ipAddress: request.ip, log: request.log };
      app.backgroundTasks.afterResponse(reply, 'password reset request', () => issuePasswordReset(app.ctx, params));
      return { message: FORGOT_PASSWORD_REPLY };
    },
  );

  app.get(
    '/verify-reset-token',
    {
      schema: {
        summary: 'Check a password reset token',
        ...PUBLIC_ROUTE,
        querystring: ZVerifyResetTokenQuerySchema,
        response: { 200: ZMessageSchema },
      },
    },
    async (request) => {
      if (!(await findUsableResetToken(db, request.query.token))) throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN);
      return { message: 'Token is valid' };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        summary: 'Set a new password with a reset token',
        ...PUBLIC_ROUTE,
        body: ZResetPasswordRequestSchema,
        response: { 200: ZMessageSchema },
      },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      // Check before the deliberately slow hash, so an invalid link costs the server nothing.
      if (!(await findUsableResetToken(db, token))) throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        // Locked, so two submissions of the same link cannot both succeed.
        const usable = await findUsableResetToken(tx, token, { lock: true });
        if (!usable) throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN);
        await markResetTokenUsed(tx, { tokenId: usable.id, userId: usable.userId });
        await updatePasswordHash(tx, usable.userId, passwordHash);
        // A reset is often a response to a compromised account: sign out everywhere.
        await deleteUserSessions(tx, usable.userId);
        await writeAuditLog(tx, {
          action: 'auth.password_reset',
          resourceType: 'user',
          resourceId: usable.userId,
          userId: usable.userId,
          ipAddress: request.ip,
        });
      });
      return { message: 'Your password has been reset. You can now log in with your new password.' };
    },
  );
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSignUpRoute(app);
  registerSessionRoutes(app);
  registerPasswordResetRoutes(app);
};
