import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { emailVerificationTokens } from './schema.ts';
import { createRandomToken, hashToken } from '../lib/tokens.ts';

/**
 * A single-use link for `email`; the user's earlier unused links stop working, so only the newest
 * mail counts (after a Resend, or a second change of address).
 */
export async function createVerificationToken(
  db: Executor,
  params: { userId: number; email: string; ttlHours: number; keepSessionIdHash?: string | null },
): Promise<string> {
  const token = createRandomToken();
  await db.transaction(async (tx) => {
    await tx
      .delete(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.userId, params.userId), isNull(emailVerificationTokens.usedAt)));
    await tx.insert(emailVerificationTokens).values({
      tokenHash: hashToken(token),
      userId: params.userId,
      email: params.email,
      keepSessionIdHash: params.keepSessionIdHash ?? null,
      expiresAt: sql`now() + make_interval(hours => ${params.ttlHours})`,
    });
  });
  return token;
}

/** The token, whether used or expired, locked until the transaction ends; undefined when unknown. */
export async function findVerificationTokenForUpdate(tx: Executor, token: string) {
  const [row] = await tx
    .select({
      id: emailVerificationTokens.id,
      userId: emailVerificationTokens.userId,
      email: emailVerificationTokens.email,
      keepSessionIdHash: emailVerificationTokens.keepSessionIdHash,
      isUsed: sql<boolean>`${emailVerificationTokens.usedAt} is not null`,
      isExpired: sql<boolean>`${emailVerificationTokens.expiresAt} <= now()`,
    })
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.tokenHash, hashToken(token)))
    .for('update');
  return row;
}

export async function markVerificationTokenUsed(db: Executor, tokenId: number): Promise<void> {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: sql`now()` })
    .where(eq(emailVerificationTokens.id, tokenId));
}

/** Unused links of the user stop working (the address change they were for was withdrawn). */
export async function deleteUnusedVerificationTokens(db: Executor, userId: number): Promise<void> {
  await db.delete(emailVerificationTokens).where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}

/** A week after expiry a link is forgotten: opening it then says "invalid" rather than "used". */
export async function deleteStaleVerificationTokens(db: Executor): Promise<void> {
  await db.delete(emailVerificationTokens).where(sql`${emailVerificationTokens.expiresAt} < now() - interval '7 days'`);
}
