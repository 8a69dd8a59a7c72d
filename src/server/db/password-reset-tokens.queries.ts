import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { passwordResetTokens } from './schema.ts';
import { createRandomToken, hashToken } from '../lib/tokens.ts';

/** Creates a single-use reset token; any earlier unused token of the user stops working. */
export async function createResetToken(db: Executor, params: { userId: number; ttlMinutes: number }): Promise<string> {
  const token = createRandomToken();
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, params.userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      userId: params.userId,
      expiresAt: sql`now() + make_interval(mins => ${params.ttlMinutes})`,
    });
  });
  return token;
}

/** The user id a token may reset, or undefined when it is unknown, used or expired. */
export async function findUsableResetToken(db: Executor, token: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function markResetTokenUsed(db: Executor, params: { tokenId: number; userId: number }): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(eq(passwordResetTokens.id, params.tokenId));
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, params.userId), ne(passwordResetTokens.id, params.tokenId)));
}

export async function deleteStaleResetTokens(db: Executor): Promise<void> {
  await db.delete(passwordResetTokens).where(sql`${passwordResetTokens.expiresAt} < now() - interval '1 day'`);
}
