/** The signed-in user's notifications. */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { NOTIFICATIONS_LIST_LIMIT, type TNotification } from '#shared/schemas/notifications.ts';
import type { Executor } from '#server/db/client.ts';
import { notifications } from '#server/db/schema.ts';

export async function listNotifications(db: Executor, params: { userId: number }): Promise<TNotification[]> {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, params.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIST_LIMIT);
  return rows.map((row) => ({
    ...row,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function countUnread(db: Executor, params: { userId: number }): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, params.userId), isNull(notifications.readAt)));
  return row?.total ?? 0;
}

/** Marks one notification read (once: the first time stays); false when it is not the user's. */
export async function markNotificationRead(db: Executor, params: { userId: number; notificationId: number }): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, params.notificationId), eq(notifications.userId, params.userId)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}

export async function markAllNotificationsRead(db: Executor, params: { userId: number }): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, params.userId), isNull(notifications.readAt)));
}
