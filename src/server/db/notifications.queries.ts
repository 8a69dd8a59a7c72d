/** Creating in-app notifications: any feature may notify a user (the notifications feature reads them). */
import type { Executor } from './client.ts';
import { notifications } from './schema.ts';

type TNewNotification = {
  userId: number;
  kind: string;
  title: string;
  body?: string | null;
  link?: string | null;
  contactMessageId?: number | null;
};

export async function createNotification(db: Executor, notification: TNewNotification): Promise<number> {
  const [row] = await db.insert(notifications).values(notification).returning({ id: notifications.id });
  return row!.id;
}
