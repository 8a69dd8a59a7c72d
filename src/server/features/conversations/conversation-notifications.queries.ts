/**
 * A conversation's news in the user's bell (the notifications table, created through db/notify.queries.ts):
 * one unread notification per conversation, read with the conversation.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { createNotification, type TNewNotification } from '#server/db/notify.queries.ts';
import { notifications } from '#server/db/schema.ts';

/**
 * One unread notification per conversation, brought up to date by
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
