/**
 * Where the signed-in user is signed in: GET /api/account/sessions lists their sessions
 * (list-account-sessions.ts), DELETE …/{sessionId} ends one (this one too: a sign-out) and
 * POST …/end-others ends every other (end-sessions.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAccountSessionListSchema, ZAccountSessionParamsSchema, ZEndedSessionsSchema } from '#shared/schemas/accounts.ts';
import { clearSessionCookie, getActor, getSessionUser, requireUser } from '#server/plugins/auth.ts';
import { endOtherSessions, endSession } from './end-sessions.ts';
import { listAccountSessions } from './list-account-sessions.ts';

export const accountSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/sessions',
    { preHandler: requireUser, schema: { summary: 'Where the signed-in user is signed in', response: { 200: ZAccountSessionListSchema } } },
    async (request) => listAccountSessions(app.ctx, getSessionUser(request).id, request.sessionIdHash),
  );

  app.delete(
    '/account/sessions/:sessionId',
    { preHandler: requireUser, schema: { summary: 'End one of your sessions', params: ZAccountSessionParamsSchema } },
    async (request, reply) => {
      const { sessionId } = request.params;
      const { isCurrent } = await endSession(app.ctx, getActor(request), { sessionId, sessionIdHash: request.sessionIdHash });
      if (isCurrent) clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  );

  app.post(
    '/account/sessions/end-others',
    { preHandler: requireUser, schema: { summary: 'Sign out everywhere else', response: { 200: ZEndedSessionsSchema } } },
    async (request) => endOtherSessions(app.ctx, getActor(request), { sessionIdHash: request.sessionIdHash }),
  );
};
