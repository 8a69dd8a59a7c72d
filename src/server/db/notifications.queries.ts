/** Creating in-app notifications: any feature may notify a user (the notifications feature reads them). */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { notifications } from './schema.ts';

type TNewNotification = {
  userId: number;
  kind: string;
  title: string;
  body?: string | null;
  link?: string | null;
  conversationId?: number | null;
};

export async function createNotification(db: Executor, notification: TNewNotification): Promise<number> {
  const [row] = await db.insert(notifications).values(notification).returning({ id: notifications.id });
  return row!.id;
}

/**
 * A conversation's news in the bell: one unread notification per conversation, brought up to date by
 * each new message, so a lively thread does not fill the bell.
 */
export async function notifyOfConversation(db: Executor, notification: TNewNotification & { conversationId: number }): Promise<void> {
  const refreshed = await db
    .update(notifications)
    .set({ title: notification.title, body: notification.body, createdAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, notification.userId),
        eq(notifications.conversationId, notification.conversationId),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  if (refreshed.length === 0) await createNotification(db, notification);
}

/** Reading a conversation reads its notifications. */
export async function markConversationNotificationsRead(db: Executor, params: { userId: number; conversationId: number }): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(eq(notifications.userId, params.userId), eq(notifications.conversationId, params.conversationId), isNull(notifications.readAt)),
    );
}
