/**
 * Accounts: sign-up, login, logout, the session user, password reset by e-mail and the address's
 * confirmation link. Each route is its schema and one use case: sign-up.ts, log-in.ts,
 * password-reset.ts, email-verification.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORGOT_PASSWORD_REPLY,
  ZForgotPasswordRequestSchema,
  ZLoginRequestSchema,
  ZMessageSchema,
  ZRegisterRequestSchema,
  ZResendVerificationRequestSchema,
  ZResetPasswordRequestSchema,
  ZResetPasswordResponseSchema,
  ZSessionResponseSchema,
  ZUserSchema,
  ZVerifyEmailQuerySchema,
  ZVerifyResetTokenQuerySchema,
} from '#shared/schemas/auth.ts';
import { findUsableResetToken } from '#server/db/password-reset-tokens.queries.ts';
import { toPublicUser } from '#server/db/users.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TZodApp } from '#server/lib/route-params.ts';
import { PUBLIC_ROUTE } from '#server/plugins/api-docs.ts';
import { clearSessionCookie, getSessionUser, readSessionCookie, setSessionCookie } from '#server/plugins/auth.ts';
import { logIn, logOut } from './log-in.ts';
import { readSession } from './read-session.ts';
import { DEVICE_COOKIE, setDeviceCookie } from './login-device.ts';
import { INVALID_RESET_TOKEN, issuePasswordReset, limitResetRequests, resetPassword } from './password-reset.ts';
import {
  limitVerificationMails,
  resendVerificationForAddress,
  resendVerificationForUser,
  sendVerificationMail,
  verifyEmail,
  VERIFICATION_SENT,
  VERIFICATION_SENT_IF_NEEDED,
} from './email-verification.ts';
import { getRequestOrigin } from './request-origin.ts';
import { signUp } from './sign-up.ts';

/** Sign-up, login, logout and the session user. */
function registerSessionRoutes(app: TZodApp) {
  const { maxAgeMinutes } = app.ctx.config.session;

  app.post(
    '/register',
    { schema: { summary: 'Sign up and start a session', ...PUBLIC_ROUTE, body: ZRegisterRequestSchema, response: { 201: ZUserSchema } } },
    async (request, reply) => {
      const { user, token, deviceCookie } = await signUp(app.ctx, getRequestOrigin(request), request.body);
      setSessionCookie(request, reply, token, maxAgeMinutes);
      setDeviceCookie(request, reply, deviceCookie, app.ctx.config.loginDeviceTrustDays);
      const mail = { user, email: user.email, log: request.log };
      app.backgroundTasks.afterResponse(reply, 'verification e-mail', () => sendVerificationMail(app.ctx, mail));
      return reply.code(201).send(toPublicUser(user));
    },
  );

  app.post(
    '/login',
    { schema: { summary: 'Log in and start a session', ...PUBLIC_ROUTE, body: ZLoginRequestSchema, response: { 200: ZUserSchema } } },
    async (request, reply) => {
      const credentials = { ...request.body, deviceCookie: request.cookies[DEVICE_COOKIE] };
      const { user, token, deviceCookie } = await logIn(app.ctx, getRequestOrigin(request), credentials);
      setSessionCookie(request, reply, token, maxAgeMinutes);
      setDeviceCookie(request, reply, deviceCookie, app.ctx.config.loginDeviceTrustDays);
      return toPublicUser(user);
    },
  );

  app.post('/logout', { schema: { summary: 'Log out, ending the session', response: { 200: ZMessageSchema } } }, async (request, reply) => {
    await logOut(app.ctx, getRequestOrigin(request), request.user?.id);
    clearSessionCookie(request, reply);
    return { message: 'Logged out' };
  });

  app.get('/me', { schema: { summary: 'The signed-in user', response: { 200: ZUserSchema } } }, async (request) =>
    toPublicUser(getSessionUser(request)),
  );

  app.get(
    '/session',
    {
      schema: {
        summary: 'Who is signed in, or null (and why, when a suspension ended the session): /me without a 401 for a visitor',
        ...PUBLIC_ROUTE,
        response: { 200: ZSessionResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await readSession(app.ctx, { user: request.user, sessionIdHash: readSessionCookie(request) });
      if (answer.ended) clearSessionCookie(request, reply);
      return answer;
    },
  );
}

/** Password reset by e-mail: the request, the link check and the new password. */
function registerPasswordResetRoutes(app: TZodApp) {
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
      await limitResetRequests(app.ctx, request.ip);
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
      if (!(await findUsableResetToken(app.ctx.db, request.query.token))) throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN);
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
        response: { 200: ZResetPasswordResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, deviceCookie } = await resetPassword(app.ctx, { ...request.body, ipAddress: request.ip });
      setDeviceCookie(request, reply, deviceCookie, app.ctx.config.loginDeviceTrustDays);
      return { message: 'Your password has been reset. You can now log in with your new password.', email };
    },
  );
}

/** The confirmation link of an address, and Resend. */
function registerEmailVerificationRoutes(app: TZodApp) {
  app.get(
    '/verify-email',
    {
      schema: {
        summary: 'Open an e-mail confirmation link (redirects to /verify-email?status=…)',
        ...PUBLIC_ROUTE,
        querystring: ZVerifyEmailQuerySchema,
      },
    },
    async (request, reply) => {
      const outcome = await verifyEmail(app.ctx, { token: request.query.token, ipAddress: request.ip, log: request.log });
      // The link is opened from a mail client: the answer is a page of the app, not JSON.
      return reply.redirect(`/verify-email?status=${outcome}`, 303);
    },
  );

  app.post(
    '/resend-verification',
    {
      schema: {
        summary: 'Mail a new confirmation link',
        ...PUBLIC_ROUTE,
        body: ZResendVerificationRequestSchema,
        response: { 200: ZMessageSchema },
      },
    },
    async (request, reply) => {
      if (request.user) {
        const params = { user: request.user, ipAddress: request.ip, sessionIdHash: request.sessionIdHash, log: request.log };
        await resendVerificationForUser(app.ctx, params);
        return { message: VERIFICATION_SENT };
      }
      const { email } = request.body;
      if (!email) throw new AppError('BAD_REQUEST', 'Email is required');
      await limitVerificationMails(app.ctx, request.ip);
      // As with password resets, whether the address has an account shows neither in the answer nor its timing.
      app.backgroundTasks.afterResponse(reply, 'verification resend', () =>
        resendVerificationForAddress(app.ctx, { email, log: request.log }),
      );
      return { message: VERIFICATION_SENT_IF_NEEDED };
    },
  );
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSessionRoutes(app);
  registerPasswordResetRoutes(app);
  registerEmailVerificationRoutes(app);
};
