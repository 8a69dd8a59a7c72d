import type { Executor } from './client.ts';
import { auditLogs } from './schema.ts';

export type TAuditEntry = {
  action: string;
  resourceType: string;
  resourceId?: string | number | null;
  userId?: number | null;
  ipAddress?: string | null;
  details?: Record<string, unknown>;
};

/** Every state-changing endpoint records what happened, to what, by whom and from where. */
export async function writeAuditLog(db: Executor, entry: TAuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    action: entry.action,
    resourceType: entry.resourceType,
    resourceId: entry.resourceId == null ? null : String(entry.resourceId),
    userId: entry.userId ?? null,
    ipAddress: entry.ipAddress ?? null,
    details: entry.details ?? null,
  });
}
