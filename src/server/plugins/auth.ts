/**
 * Authentication for every feature: the session cookie, the loader that resolves it to
 * `request.user`, and the `requireUser` / `requireRole` guards. Features import from here, never
 * from features/auth, which holds only the login, register and password-reset routes.
 *
 * Server-side sessions. The cookie holds a random 256-bit id; the database holds only its hash.
 * A session ends at logout, after SESSION_IDLE_TIMEOUT_MINUTES without use, or SESSION_MAX_AGE_MINUTES
 * after login, whichever comes first. The session table queries are in db/sessions.queries.ts.
 * Looked-up sessions are cached in memory and dropped the moment the database reports a change
 * (plugins/session-cache.ts).
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TUserType } from '#shared/roles.ts';
import { sessions, users } from '../db/schema.ts';
import { PUBLIC_USER_COLUMNS, recordSessionSignIn, type TUserRow } from '../db/users.queries.ts';
import { SESSION_CHANGE_CHANNEL } from '../db/session-change-channel.ts';
import { AppError } from '../lib/app-error.ts';
import { hashToken } from '../lib/tokens.ts';
import { createSessionCache, type TCachedSession } from './session-cache.ts';

export const SESSION_COOKIE = 'devmatch_session';
// Writing last_seen_at on every request would turn reads into writes; once a minute is precise enough.
const LAST_SEEN_RESOLUTION_MS = 60_000;
// A session in use counts as a sign-in (the admin's 'Last sign-in', the active users), written at most this often per user.
const SESSION_SIGN_IN_RESOLUTION_MINUTES = 10;
// Notices keep the cache exact; the age limit only bounds how long a lost one could matter.
const SESSION_CACHE_MAX_ENTRIES = 10_000;
const SESSION_CACHE_MAX_ENTRY_AGE_MS = 60_000;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    user: TUserRow | null;
    sessionIdHash: string | null;
  }
}

/**
 * `Secure` whenever the site is https: by its public address (APP_URL), so a proxy that terminates
 * TLS without TRUST_PROXY still gets a cookie that never travels over plain http, or by the request.
 */
export function isSecureSite(request: FastifyRequest): boolean {
  return /^https:/i.test(request.server.ctx.config.appUrl) || request.protocol === 'https';
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeMinutes: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureSite(request),
    maxAge: maxAgeMinutes * 60,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecureSite(request) });
}

/** The hash of the session id the request's cookie holds, whether or not that session is still valid. */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 100 ? hashToken(token) : undefined;
}

/** Resolves the session cookie to `request.user` on every API request. */
export function registerSessionLoader(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);
  const { db, config, notices } = app.ctx;
  const idleTimeoutMs = config.session.idleTimeoutMinutes * 60_000;
  const cache = createSessionCache({ maxEntries: SESSION_CACHE_MAX_ENTRIES, maxEntryAgeMs: SESSION_CACHE_MAX_ENTRY_AGE_MS });
  let unsubscribe: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unsubscribe = await notices.subscribe(SESSION_CHANGE_CHANNEL, cache.onNotice, cache.onLive);
  });
  app.addHook('onClose', async () => {
    await unsubscribe?.();
  });

  /** The session from the cache while it is surely still valid there, otherwise from the database. */
  async function findSession(idHash: string, now: number): Promise<TCachedSession | undefined> {
    const cached = cache.get(idHash, now);
    // Near either end the database decides: another server may have marked it used since.
    if (cached && cached.expiresAt > now && now - cached.lastSeenAt < idleTimeoutMs) return cached;
    const version = cache.getVersion();
    const [row] = await db
      .select({ ...PUBLIC_USER_COLUMNS, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt, lastSignInAt: users.lastSignInAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.idHash, idHash),
          // Suspending ends the sessions too; this holds even for one written outside the app.
          isNull(users.suspendedAt),
          gt(sessions.expiresAt, sql`now()`),
          gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${config.session.idleTimeoutMinutes})`),
        ),
      );
    if (!row) return undefined;
    const { expiresAt, lastSeenAt, lastSignInAt, ...user } = row;
    const session = { user, expiresAt: expiresAt.getTime(), lastSeenAt: lastSeenAt.getTime(), lastSignInAt: lastSignInAt?.getTime() ?? 0 };
    cache.set(idHash, session, version, now);
    return session;
  }

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const idHash = readSessionCookie(request);
    if (!idHash) return;
    const now = Date.now();
    const session = await findSession(idHash, now);
    if (!session) return;
    request.user = session.user;
    request.sessionIdHash = idHash;
    if (now - session.lastSeenAt > LAST_SEEN_RESOLUTION_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.idHash, idHash));
      cache.markSeen(idHash, now);
    }
    if (now - session.lastSignInAt > SESSION_SIGN_IN_RESOLUTION_MINUTES * 60_000) {
      await recordSessionSignIn(db, { userId: session.user.id, resolutionMinutes: SESSION_SIGN_IN_RESOLUTION_MINUTES });
      cache.markSignedIn(idHash, now);
    }
  });
}

/**
 * Who acts in a use case: the signed-in user, the address the request came from (audit log) and
 * the request's log. Use cases take this instead of the request, so they can be called without HTTP.
 */
export type TActor = { viewer: TUserRow; ipAddress: string; log: FastifyBaseLogger };

export function getActor(request: FastifyRequest): TActor {
  return { viewer: getSessionUser(request), ipAddress: request.ip, log: request.log };
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

/**
 * Data under /api/employer/{employerId}: that employer may read and change it, admins may read it
 * (403 with `message` otherwise, decided from the ids alone).
 */
export function assertEmployerAccess(viewer: TUserRow, employerId: number, access: 'read' | 'change', message: string): void {
  const isOwner = viewer.id === employerId && viewer.userType === 'employer';
  if (!isOwner && !(access === 'read' && viewer.userType === 'admin')) throw new AppError('FORBIDDEN', message);
}
