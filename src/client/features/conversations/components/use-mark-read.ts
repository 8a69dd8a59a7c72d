import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getNotificationsQueryOptions } from '#client/lib/notifications-api.ts';
import { usePageVisible } from '#client/lib/use-page-visible.ts';
import { useMarkRead } from '../api/conversation-actions.ts';

/**
 * Marks a shown thread read up to its newest message: when it opens with unread messages, and when
 * one arrives while the tab is visible (a hidden tab waits until it is shown again). Each newest
 * message is marked once. A thread whose messages a colleague already read can still have news in
 * this reader's bell: opening it reads that too.
 */
export function useMarkThreadRead(
  conversationId: number,
  { unreadCount, newestMessageId }: { unreadCount: number; newestMessageId: number | null },
) {
  const { mutate } = useMarkRead(conversationId);
  const isVisible = usePageVisible();
  const markedThroughId = useRef(0);
  const hasUnreadNews =
    useQuery({
      ...getNotificationsQueryOptions(),
      select: (list) => list.items.some((item) => item.readAt === null && item.link === `/messages/${conversationId}`),
    }).data ?? false;

  useEffect(() => {
    if (!isVisible || (unreadCount === 0 && !hasUnreadNews) || newestMessageId === null || newestMessageId <= markedThroughId.current)
      return;
    markedThroughId.current = newestMessageId;
    mutate(newestMessageId);
  }, [isVisible, unreadCount, hasUnreadNews, newestMessageId, mutate]);
}
