/**
 * The signed-in user's data: GET /api/account/export downloads it all as a zip (export-account-data.ts),
 * DELETE /api/account deletes the account, with the current password and the typed confirmation
 * (delete-account.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDeleteAccountRequestSchema } from '#shared/schemas/accounts.ts';
import { ZMessageSchema } from '#shared/schemas/auth.ts';
import { clearSessionCookie, getActor, requireUser } from '#server/plugins/auth.ts';
import { deleteOwnAccount } from './delete-account.ts';
import { exportAccountData } from './export-account-data.ts';

export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/export',
    { preHandler: requireUser, schema: { summary: 'Download everything DevMatch holds about you (a zip)' } },
    async (request, reply) => {
      const zip = await exportAccountData(app.ctx, getActor(request));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="devmatch-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );

  app.delete(
    '/account',
    {
      preHandler: requireUser,
      schema: { summary: 'Delete your account and its data', body: ZDeleteAccountRequestSchema, response: { 200: ZMessageSchema } },
    },
    async (request, reply) => {
      await deleteOwnAccount(app.ctx, getActor(request), { currentPassword: request.body.currentPassword });
      clearSessionCookie(request, reply);
      return { message: 'Your account and its data have been deleted.' };
    },
  );
};
