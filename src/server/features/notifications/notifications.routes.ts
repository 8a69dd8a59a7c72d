/**
 * The header's notification bell (any signed-in user). Everything is the session user's own; another
 * user's notification answers 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZNotificationListSchema } from '#shared/schemas/notifications.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createIdSchema } from '#shared/schemas/id.ts';
import { getSessionUser, requireUser } from '#server/plugins/auth.ts';
import { countUnread, listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.queries.ts';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  const getList = async (userId: number) => ({
    unreadCount: await countUnread(db, { userId }),
    items: await listNotifications(db, { userId }),
  });

  app.get(
    '/notifications',
    { preHandler: requireUser, schema: { summary: "The signed-in user's notifications", response: { 200: ZNotificationListSchema } } },
    async (request) => getList(getSessionUser(request).id),
  );

  app.post(
    '/notifications/:id/read',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Mark a notification read',
        params: z.object({ id: createIdSchema('Notification id') }),
        response: { 200: ZNotificationListSchema },
      },
    },
    async (request) => {
      const { id: userId } = getSessionUser(request);
      if (!(await markNotificationRead(db, { userId, notificationId: request.params.id }))) {
        throw new AppError('NOT_FOUND', 'Notification not found');
      }
      return getList(userId);
    },
  );

  app.post(
    '/notifications/read-all',
    { preHandler: requireUser, schema: { summary: 'Mark all notifications read', response: { 200: ZNotificationListSchema } } },
    async (request) => {
      const { id: userId } = getSessionUser(request);
      await markAllNotificationsRead(db, { userId });
      return getList(userId);
    },
  );
};
