/**
 * The signed-in user's data: GET /api/account/export downloads it all as a zip (a few times a day),
 * DELETE /api/account deletes the account, with the current password and the typed confirmation
 * (db/account-deletion.ts says what goes and what stays without identity).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDeleteAccountRequestSchema } from '#shared/schemas/account.ts';
import { ZMessageSchema } from '#shared/schemas/auth.ts';
import { deleteUserAccount } from '#server/db/account-deletion.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { enforceRateLimit } from '#server/db/rate-limits.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import { CPU_BUSY_RETRY_SECONDS, CpuTaskError } from '#server/lib/worker-pool/cpu-pool.ts';
import { clearSessionCookie, getActor, requireUser } from '#server/plugins/auth.ts';
import { buildAccountExport } from './account-export.ts';
import { confirmOwnPassword } from './password-attempts.ts';

const DAY_MINUTES = 24 * 60;
const EXPORT_BUSY = 'We are preparing many exports right now. Please try again in a minute.';

export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;

  app.get(
    '/account/export',
    { preHandler: requireUser, schema: { summary: 'Download everything DevMatch holds about you (a zip)' } },
    async (request, reply) => {
      const actor = getActor(request);
      const { id } = actor.viewer;
      const perDay = config.dataExportsPerDay;
      await enforceRateLimit(
        db,
        `export:user:${id}`,
        { max: perDay, windowMinutes: DAY_MINUTES },
        `You can download your data ${perDay} times a day.`,
      );
      let zip: Uint8Array;
      try {
        zip = await buildAccountExport(db, id);
      } catch (error) {
        if (!(error instanceof CpuTaskError)) throw error;
        throw new AppError('SERVICE_UNAVAILABLE', EXPORT_BUSY, { retryAfterSeconds: CPU_BUSY_RETRY_SECONDS });
      }
      await writeAuditLog(db, {
        action: 'user.data_exported',
        resourceType: 'user',
        resourceId: id,
        userId: id,
        ipAddress: actor.ipAddress,
      });
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
      const { viewer, ipAddress } = getActor(request);
      const refusal = { action: 'user.deletion_refused', resourceId: viewer.id };
      await confirmOwnPassword(app.ctx, { viewer, password: request.body.currentPassword, ipAddress, refusal });
      await db.transaction(async (tx) => {
        await deleteUserAccount(tx, { userId: viewer.id });
        // Who deleted it is the account itself, which is gone: the entry keeps only what happened.
        await writeAuditLog(tx, {
          action: 'user.deleted',
          resourceType: 'user',
          resourceId: viewer.id,
          details: { userType: viewer.userType, by: 'self' },
        });
      });
      clearSessionCookie(request, reply);
      return { message: 'Your account and its data have been deleted.' };
    },
  );
};
