/**
 * The header's notification bell: the signed-in user's notifications and unread count. Refreshed
 * every minute while the page is visible and whenever the bell opens, so a new message shows up
 * without a reload; reading marks them on the server.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotificationList } from '#shared/schemas/notifications.ts';
import { api } from './api-client.ts';

const NOTIFICATIONS_PATH = '/api/notifications';
const REFRESH_MS = 60_000;

export function getNotificationsQueryOptions() {
  return queryOptions({
    queryKey: [NOTIFICATIONS_PATH],
    queryFn: () => api.get<TNotificationList>(NOTIFICATIONS_PATH),
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

/** Marks one notification read, or all of them without an id; the answer is the new list. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Update Failed', errorFallback: 'Could not mark the notification as read.' },
    mutationFn: (notificationId: number | 'all') =>
      api.post<TNotificationList>(
        notificationId === 'all' ? `${NOTIFICATIONS_PATH}/read-all` : `${NOTIFICATIONS_PATH}/${notificationId}/read`,
      ),
    onSuccess: (list) => queryClient.setQueryData(getNotificationsQueryOptions().queryKey, list),
  });
}
