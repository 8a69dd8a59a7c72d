/**
 * Where the signed-in user is signed in: GET /api/account/sessions lists their sessions (the device
 * from the browser's user agent), DELETE …/{sessionId} ends one (this one too: a sign-out) and
 * POST …/end-others ends every other. A session is named by a digest of its stored hash, so the list
 * gives nothing a cookie could be made from; another user's session is simply not found.
 */
import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountSessionListSchema,
  ZAccountSessionParamsSchema,
  ZEndedSessionsSchema,
  type TAccountSession,
} from '#shared/schemas/account-sessions.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { deleteOtherSessions, deleteSession, listUserSessions } from '#server/db/sessions.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import { clearSessionCookie, getActor, requireUser } from '#server/plugins/auth.ts';

const SESSION_ID_LENGTH = 22;

/** A session's id in these routes: a digest of its stored hash. */
export const toSessionId = (idHash: string) => createHash('sha256').update(idHash).digest('base64url').slice(0, SESSION_ID_LENGTH);

/** 'Chrome on macOS', 'Safari on iOS', or as much of it as the user agent tells. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const parts = [browser.name, os.name].filter(Boolean);
  return parts.length === 2 ? `${parts[0]} on ${parts[1]}` : (parts[0] ?? 'Unknown device');
}

export const accountSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;

  const listOwn = (userId: number) => listUserSessions(db, { userId, idleTimeoutMinutes: config.session.idleTimeoutMinutes });

  app.get(
    '/account/sessions',
    { preHandler: requireUser, schema: { summary: 'Where the signed-in user is signed in', response: { 200: ZAccountSessionListSchema } } },
    async (request): Promise<TAccountSession[]> => {
      const { viewer } = getActor(request);
      const sessions = (await listOwn(viewer.id)).map((session) => ({
        id: toSessionId(session.idHash),
        device: describeDevice(session.userAgent),
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        isCurrent: session.idHash === request.sessionIdHash,
      }));
      return sessions.sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
    },
  );

  app.delete(
    '/account/sessions/:sessionId',
    { preHandler: requireUser, schema: { summary: 'End one of your sessions', params: ZAccountSessionParamsSchema } },
    async (request, reply) => {
      const actor = getActor(request);
      const session = (await listOwn(actor.viewer.id)).find((candidate) => toSessionId(candidate.idHash) === request.params.sessionId);
      if (!session) throw new AppError('NOT_FOUND', 'Session not found');
      await db.transaction(async (tx) => {
        await deleteSession(tx, session.idHash);
        await writeAuditLog(tx, {
          action: 'session.ended',
          resourceType: 'user',
          resourceId: actor.viewer.id,
          userId: actor.viewer.id,
          ipAddress: actor.ipAddress,
        });
      });
      if (session.idHash === request.sessionIdHash) clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  );

  app.post(
    '/account/sessions/end-others',
    { preHandler: requireUser, schema: { summary: 'Sign out everywhere else', response: { 200: ZEndedSessionsSchema } } },
    async (request) => {
      const actor = getActor(request);
      return db.transaction(async (tx) => {
        const ended = await deleteOtherSessions(tx, { userId: actor.viewer.id, keepIdHash: request.sessionIdHash });
        await writeAuditLog(tx, {
          action: 'session.ended_others',
          resourceType: 'user',
          resourceId: actor.viewer.id,
          userId: actor.viewer.id,
          ipAddress: actor.ipAddress,
          details: { ended },
        });
        return { ended };
      });
    },
  );
};
