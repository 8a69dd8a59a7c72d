import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { AUDIT_LOG_PAGE_SIZE, type TAuditLog } from '#shared/schemas/admin.ts';
import type { Executor } from '#server/db/client.ts';
import { auditLogs, users } from '#server/db/schema.ts';

type TAuditLogFilter = { action?: string; userId?: number };

function toWhere({ action, userId }: TAuditLogFilter): SQL | undefined {
  return and(action ? eq(auditLogs.action, action) : undefined, userId === undefined ? undefined : eq(auditLogs.userId, userId));
}

/** One page of entries, newest first, with the total that match the filter. */
export async function getAuditLogPage(
  db: Executor,
  { page, filter }: { page: number; filter: TAuditLogFilter },
): Promise<{ total: number; entries: TAuditLog[] }> {
  const where = toWhere(filter);
  const [totalRow] = await db.select({ total: count() }).from(auditLogs).where(where);
  const rows = await db
    .select({
      id: auditLogs.id,
      action: auditLogs.action,
      resourceType: auditLogs.resourceType,
      resourceId: auditLogs.resourceId,
      userId: auditLogs.userId,
      userName: users.fullName,
      userEmail: users.email,
      ipAddress: auditLogs.ipAddress,
      details: auditLogs.details,
      createdAt: auditLogs.createdAt,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(AUDIT_LOG_PAGE_SIZE)
    .offset((page - 1) * AUDIT_LOG_PAGE_SIZE);
  const entries = rows.map((row) => ({
    ...row,
    details: row.details as TAuditLog['details'],
    createdAt: row.createdAt.toISOString(),
  }));
  return { total: totalRow?.total ?? 0, entries };
}

/** Every action recorded so far, alphabetically. */
export async function getAuditLogActions(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLogs.action }).from(auditLogs).orderBy(asc(auditLogs.action));
  return rows.map((row) => row.action);
}
