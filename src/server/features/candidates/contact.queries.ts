/** Messages from employers to candidates. */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { contactMessages, users } from '#server/db/schema.ts';

/** Locks the employer's row until the transaction ends, so two sends cannot both pass the daily limit. */
export async function lockEmployer(tx: Executor, params: { employerId: number }): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, params.employerId)).for('update');
}

/** The employer's messages in the last `hours`, to everyone or, with `candidateId`, to one candidate. */
export async function countMessagesSince(
  db: Executor,
  params: { employerId: number; hours: number; candidateId?: number },
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.employerId, params.employerId),
        params.candidateId === undefined ? undefined : eq(contactMessages.candidateId, params.candidateId),
        gt(contactMessages.createdAt, sql`now() - make_interval(hours => ${params.hours})`),
      ),
    );
  return row?.total ?? 0;
}

export async function createContactMessage(
  db: Executor,
  params: { employerId: number; candidateId: number; subject: string; message: string },
) {
  const [row] = await db.insert(contactMessages).values(params).returning({
    id: contactMessages.id,
    candidateId: contactMessages.candidateId,
    subject: contactMessages.subject,
    createdAt: contactMessages.createdAt,
  });
  return row!;
}

export async function markMessageEmailed(db: Executor, params: { messageId: number }): Promise<void> {
  await db
    .update(contactMessages)
    .set({ emailedAt: sql`now()` })
    .where(eq(contactMessages.id, params.messageId));
}
