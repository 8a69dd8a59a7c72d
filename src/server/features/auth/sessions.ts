/**
 * Server-side sessions. The cookie holds a random 256-bit id; the database holds only its hash.
 * A session ends at logout, after SESSION_IDLE_TIMEOUT_MINUTES without use, or SESSION_MAX_AGE_MINUTES
 * after login, whichever comes first.
 */
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TUserType } from '#shared/roles.ts';
import type { Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { createRandomToken, hashToken } from '../../lib/tokens.ts';
import { PUBLIC_USER_COLUMNS, type TUserRow } from './users.queries.ts';

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

export async function createSession(
  db: Executor,
  params: { userId: number; maxAgeMinutes: number; ipAddress: string; userAgent: string | undefined },
): Promise<string> {
  const token = createRandomToken();
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId: params.userId,
    expiresAt: sql`now() + make_interval(mins => ${params.maxAgeMinutes})`,
    ipAddress: params.ipAddress,
    userAgent: params.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

export async function deleteSession(db: Executor, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteUserSessions(db: Executor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Executor, idleTimeoutMinutes: number): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleTimeoutMinutes})`)));
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
