/**
 * Creating in-app notifications: several features notify a user (jobs, alerts, conversations); the
 * notifications feature reads them (features/notifications/notifications.queries.ts).
 */
import type { Executor } from './client.ts';
import { notifications } from './schema.ts';

export type TNewNotification = {
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
