/**
 * Deleting an account, by its owner or an admin, in the caller's transaction. The person's rows and
 * files go with the users row (every owned table cascades, stored files included). Their company
 * stays with its other members; the last member takes it along (its last owner cannot leave others
 * behind). What outlives them keeps no identity:
 * - conversations stay for the other party, the deleted side null (shown as "Deleted user");
 * - the candidate search log keeps the searches for the market report, the employer null;
 * - the admin's analysis figures keep their counts through deleted_account_counts;
 * - audit entries keep their action, with no address, details or user.
 */
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { AppError } from '#server/lib/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { auditLogs, conversations, deletedAccountCounts, rateLimitCounters, resumeAnalyses, users } from '#server/db/schema.ts';
import { leaveCompany } from '#server/db/company-members.queries.ts';

export const LAST_ADMIN = 'The last admin account cannot be deleted or suspended.';

/** Whether another admin than `userId` exists (deleting or suspending the last one would lock everyone out). */
export async function hasOtherAdmin(db: Executor, params: { userId: number }): Promise<boolean> {
  const [row] = await db
    .select({ others: count() })
    .from(users)
    .where(and(eq(users.userType, 'admin'), ne(users.id, params.userId), isNull(users.suspendedAt)));
  return (row?.others ?? 0) > 0;
}

/** Deletes the account; false when it does not exist. Refuses the last admin with 409. */
export async function deleteUserAccount(tx: Executor, params: { userId: number }): Promise<{ userType: string } | null> {
  const { userId } = params;
  const [user] = await tx.select({ userType: users.userType, email: users.email }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) return null;
  if (user.userType === 'admin' && !(await hasOtherAdmin(tx, { userId }))) throw new AppError('CONFLICT', LAST_ADMIN);

  await tx
    .insert(deletedAccountCounts)
    .select(
      tx
        .select({
          day: sql<string>`(${resumeAnalyses.createdAt} at time zone 'UTC')::date`.as('day'),
          metric: sql<'resume_analyses'>`'resume_analyses'`.as('metric'),
          count: sql<number>`count(*)::int`.as('count'),
        })
        .from(resumeAnalyses)
        .where(eq(resumeAnalyses.userId, userId))
        .groupBy(sql`1`),
    )
    .onConflictDoUpdate({
      target: [deletedAccountCounts.metric, deletedAccountCounts.day],
      set: { count: sql`${deletedAccountCounts.count} + excluded.count` },
    });

  await leaveCompany(tx, { userId });
  await tx.update(conversations).set({ developerUserId: null }).where(eq(conversations.developerUserId, userId));
  await tx.delete(conversations).where(and(isNull(conversations.companyId), isNull(conversations.developerUserId)));

  await tx
    .update(auditLogs)
    .set({ ipAddress: null, details: null })
    .where(sql`${auditLogs.userId} = ${userId} or (${auditLogs.resourceType} = 'user' and ${auditLogs.resourceId} = ${String(userId)})`);
  // Failed-login counters are keyed by the address.
  await tx.delete(rateLimitCounters).where(sql`position(${`:${user.email}`} in ${rateLimitCounters.key}) > 0`);

  await tx.delete(users).where(eq(users.id, userId));
  return { userType: user.userType };
}
