/**
 * In-app notifications (the header's bell). A conversation's news is one notification whose link
 * opens the thread (/messages/{id}); reading the thread reads it.
 */
import { z } from 'zod';
import { ZResponseTextSchema } from './text.ts';

export const NOTIFICATIONS_LIST_LIMIT = 50;

export const ZNotificationSchema = z.object({
  id: z.number(),
  kind: ZResponseTextSchema,
  title: ZResponseTextSchema,
  body: ZResponseTextSchema.nullable(),
  link: ZResponseTextSchema.nullable(),
  readAt: ZResponseTextSchema.nullable(),
  createdAt: ZResponseTextSchema,
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

/** GET /api/notifications: the latest NOTIFICATIONS_LIST_LIMIT, newest first, and the unread count of all. */
export const ZNotificationListSchema = z.object({ unreadCount: z.number(), items: z.array(ZNotificationSchema) });
export type TNotificationList = z.infer<typeof ZNotificationListSchema>;
