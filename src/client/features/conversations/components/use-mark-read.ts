import { useEffect, useRef } from 'react';
import { usePageVisible } from '#client/lib/use-page-visible.ts';
import { useMarkRead } from '../api/conversation-actions.ts';

/**
 * Marks a shown thread read up to its newest message: when it opens with unread messages, and when
 * one arrives while the tab is visible (a hidden tab waits until it is shown again). Each newest
 * message is marked once.
 */
export function useMarkThreadRead(
  conversationId: number,
  { unreadCount, newestMessageId }: { unreadCount: number; newestMessageId: number | null },
) {
  const { mutate } = useMarkRead(conversationId);
  const isVisible = usePageVisible();
  const markedThroughId = useRef(0);

  useEffect(() => {
    if (!isVisible || unreadCount === 0 || newestMessageId === null || newestMessageId <= markedThroughId.current) return;
    markedThroughId.current = newestMessageId;
    mutate(newestMessageId);
  }, [isVisible, unreadCount, newestMessageId, mutate]);
}
