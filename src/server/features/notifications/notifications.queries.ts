/** The signed-in user's notifications and the employer messages a developer received. */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NOTIFICATIONS_LIST_LIMIT, type TNotification, type TReceivedMessage } from '#shared/schemas/notifications.ts';
import type { Executor } from '#server/db/client.ts';
import { applicantProfiles, contactMessages, notifications, users } from '#server/db/schema.ts';

const sender = alias(users, 'sender');

const MESSAGE_COLUMNS = {
  id: contactMessages.id,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  senderId: sender.id,
  senderName: sender.fullName,
  senderEmail: sender.email,
};

type TMessageRow = {
  id: number;
  subject: string;
  message: string;
  createdAt: Date;
  senderId: number;
  senderName: string;
  senderEmail: string;
};

function toReceivedMessage(row: TMessageRow): TReceivedMessage {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    sender: { id: row.senderId, fullName: row.senderName, email: row.senderEmail },
  };
}

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
      message: { ...MESSAGE_COLUMNS },
    })
    .from(notifications)
    .leftJoin(contactMessages, eq(contactMessages.id, notifications.contactMessageId))
    .leftJoin(sender, eq(sender.id, contactMessages.employerId))
    .where(eq(notifications.userId, params.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIST_LIMIT);
  return rows.map((row) => ({
    ...row,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    message: row.message?.id == null ? null : toReceivedMessage(row.message as TMessageRow),
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

/** Every message employers sent this developer, newest first. */
export async function listReceivedMessages(db: Executor, params: { userId: number }): Promise<TReceivedMessage[]> {
  const rows = await db
    .select(MESSAGE_COLUMNS)
    .from(contactMessages)
    .innerJoin(applicantProfiles, eq(applicantProfiles.id, contactMessages.candidateId))
    .innerJoin(sender, eq(sender.id, contactMessages.employerId))
    .where(eq(applicantProfiles.userId, params.userId))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map(toReceivedMessage);
}
