/**
 * In-app notifications (the header's bell) and the messages employers sent a developer. A contact
 * message creates one notification for the developer; opening it shows the message.
 */
import { z } from 'zod';
import { ZResponseTextSchema } from './text.ts';

export const NOTIFICATIONS_LIST_LIMIT = 50;

/** The message behind a notification, and in the developer's list of employer messages. */
export const ZReceivedMessageSchema = z.object({
  id: z.number(),
  subject: ZResponseTextSchema,
  message: ZResponseTextSchema,
  createdAt: ZResponseTextSchema,
  sender: z.object({ id: z.number(), fullName: ZResponseTextSchema, email: ZResponseTextSchema }),
});
export type TReceivedMessage = z.infer<typeof ZReceivedMessageSchema>;
export const ZReceivedMessageListSchema = z.array(ZReceivedMessageSchema);

export const ZNotificationSchema = z.object({
  id: z.number(),
  kind: ZResponseTextSchema,
  title: ZResponseTextSchema,
  body: ZResponseTextSchema.nullable(),
  link: ZResponseTextSchema.nullable(),
  readAt: ZResponseTextSchema.nullable(),
  createdAt: ZResponseTextSchema,
  message: ZReceivedMessageSchema.nullable(),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

/** GET /api/notifications: the latest NOTIFICATIONS_LIST_LIMIT, newest first, and the unread count of all. */
export const ZNotificationListSchema = z.object({ unreadCount: z.number(), items: z.array(ZNotificationSchema) });
export type TNotificationList = z.infer<typeof ZNotificationListSchema>;
