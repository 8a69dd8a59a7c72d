/**
 * The account's own settings: PATCH /api/users/{userId} (the account fields of the profile card,
 * update-account.ts) and POST /api/account/password (change-password.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZChangePasswordRequestSchema } from '#shared/schemas/accounts.ts';
import { ZMessageSchema, ZUserSchema } from '#shared/schemas/auth.ts';
import { ZUpdateUserRequestSchema } from '#shared/schemas/profiles.ts';
import { toPublicUser } from '#server/db/users.queries.ts';
import { sendVerificationMail } from '#server/features/auth/email-verification.ts';
import { setDeviceCookie } from '#server/features/auth/login-device.ts';
import { ZUserParamsSchema } from '#server/lib/route-params.ts';
import { getActor, requireUser } from '#server/plugins/auth.ts';
import { changePassword } from './change-password.ts';
import { updateAccount } from './update-account.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const { user, confirmation } = await updateAccount(app.ctx, getActor(request), {
        userId: request.params.userId,
        changes: request.body,
        sessionIdHash: request.sessionIdHash,
      });
      if (confirmation) {
        const mail = { ...confirmation, log: request.log };
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
      const { deviceCookie, notice } = await changePassword(app.ctx, getActor(request), {
        ...request.body,
        sessionIdHash: request.sessionIdHash,
      });
      setDeviceCookie(request, reply, deviceCookie, app.ctx.config.loginDeviceTrustDays);
      app.backgroundTasks.afterResponse(reply, 'password change notice', () => app.ctx.mailer.send(notice));
      return { message: 'Your password has been changed. Every other session was signed out.' };
    },
  );
};
