/**
 * What the Messages screen (/messages, /messages/{conversationId}) loads first: the inbox, the open
 * thread and the e-mail setting, started by app/preload-screen.ts with the screen's code.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getConversationListQueryOptions, getThreadQueryOptions } from '../api/conversations.ts';
import { messageSettingsQueryOptions } from '../api/message-settings.ts';

/** The path's conversation id: a positive whole number, anything else reads as a missing conversation. */
export function parseConversationId(raw: string | undefined): number | null {
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

export function prefetchMessagesPage(queryClient: QueryClient, rawConversationId: string | undefined): void {
  void queryClient.prefetchInfiniteQuery(getConversationListQueryOptions(false));
  void queryClient.prefetchQuery(messageSettingsQueryOptions);
  const conversationId = parseConversationId(rawConversationId);
  if (conversationId !== null) void queryClient.prefetchInfiniteQuery(getThreadQueryOptions(conversationId));
}
