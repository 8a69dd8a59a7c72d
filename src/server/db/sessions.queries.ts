/** The session table. The cookie and the loader that reads it are in plugins/auth.ts. */
import { eq, lt, or, sql } from 'drizzle-orm';
import { createRandomToken, hashToken } from '../lib/tokens.ts';
import type { Executor } from './client.ts';
import { sessions } from './schema.ts';

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
