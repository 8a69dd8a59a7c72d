/**
 * Authentication for every feature: the session cookie, the loader that resolves it to
 * `request.user`, and the `requireUser` / `requireRole` guards. Features import from here, never
 * from features/auth, which holds only the login, register and password-reset routes.
 *
 * Server-side sessions. The cookie holds a random 256-bit id; the database holds only its hash.
 * A session ends at logout, after SESSION_IDLE_TIMEOUT_MINUTES without use, or SESSION_MAX_AGE_MINUTES
 * after login, whichever comes first. The session table queries are in db/sessions.queries.ts.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TUserType } from '#shared/roles.ts';
import { sessions, users } from '../db/schema.ts';
import { PUBLIC_USER_COLUMNS, type TUserRow } from '../db/users.queries.ts';
import { AppError } from '../lib/app-error.ts';
import { hashToken } from '../lib/tokens.ts';

export const SESSION_COOKIE = 'devmatch_session';
// Writing last_seen_at on every request would turn reads into writes; once a minute is precise enough.
const LAST_SEEN_RESOLUTION_MS = 60_000;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    user: TUserRow | null;
    sessionIdHash: string | null;
  }
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeMinutes: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: maxAgeMinutes * 60,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}

/** Resolves the session cookie to `request.user` on every API request. */
export function registerSessionLoader(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const { db, config } = app.ctx;
    const idHash = hashToken(token);
    const [row] = await db
      .select({ ...PUBLIC_USER_COLUMNS, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.idHash, idHash),
          gt(sessions.expiresAt, sql`now()`),
          gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${config.session.idleTimeoutMinutes})`),
        ),
      );
    if (!row) return;
    const { lastSeenAt, ...user } = row;
    request.user = user;
    request.sessionIdHash = idHash;
    if (Date.now() - lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.idHash, idHash));
    }
  });
}

/** The signed-in user, or a 401. */
export function getSessionUser(request: FastifyRequest): TUserRow {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Not authenticated. Please log in.');
  return request.user;
}

export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  getSessionUser(request);
};

/** 401 without a session, 403 for a user of another type. Admins pass every role check. */
export function requireRole(...allowed: TUserType[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = getSessionUser(request);
    if (user.userType !== 'admin' && !allowed.includes(user.userType)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    }
  };
}
