/** The session table. The cookie and the loader that reads it are in plugins/auth.ts. */
import { and, desc, eq, exists, gt, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { createRandomToken, hashToken } from '../lib/tokens.ts';
import type { Executor } from './client.ts';
import { sessions, users } from './schema.ts';

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

/**
 * Ends the session if a suspension is what stopped it (suspending keeps the sessions, unused, so that
 * the browser holding one can be told why); true when it did.
 */
export async function takeSuspendedSession(db: Executor, idHash: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.idHash, idHash),
        exists(
          db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, sessions.userId), isNotNull(users.suspendedAt))),
        ),
      ),
    )
    .returning({ idHash: sessions.idHash });
  return ended.length > 0;
}

export async function deleteUserSessions(db: Executor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Executor, idleTimeoutMinutes: number): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleTimeoutMinutes})`)));
}

/** The user's sessions that are still valid, newest use first. */
export function listUserSessions(db: Executor, params: { userId: number; idleTimeoutMinutes: number }) {
  return db
    .select({
      idHash: sessions.idHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, params.userId),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${params.idleTimeoutMinutes})`),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/** Ends every session of the user but `keepIdHash` (none kept when null); how many ended. */
export async function deleteOtherSessions(db: Executor, params: { userId: number; keepIdHash: string | null }): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, params.userId), params.keepIdHash ? ne(sessions.idHash, params.keepIdHash) : undefined))
    .returning({ idHash: sessions.idHash });
  return ended.length;
}
