/**
 * What the header, the developer's dashboard and the Messages screen (features/conversations) share about
 * conversations: the query keys and the inbox's first page. Every list sits under CONVERSATIONS_PATH
 * and each thread under its own path, so a change to one conversation reloads its lists and its
 * thread, and nothing else.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TConversationList } from '#shared/schemas/conversations.ts';
import { api } from './api-client.ts';
import { getNotificationsQueryOptions } from './notifications-api.ts';
import { useSession } from './session-context.tsx';

export const CONVERSATIONS_PATH = '/api/conversations';

/** A thread's path: its messages, and the root of what can be done to it. */
export function getConversationPath(conversationId: number): string {
  return `${CONVERSATIONS_PATH}/${conversationId}`;
}

const THREAD_PATH = new RegExp(`^${CONVERSATIONS_PATH}/\\d+$`);

/** The inbox's first page (GET with no parameters): the header's unread count and the dashboard's latest conversations. */
export function getInboxQueryOptions() {
  return queryOptions({ queryKey: [CONVERSATIONS_PATH], queryFn: () => api.get<TConversationList>(CONVERSATIONS_PATH) });
}

/**
 * Reloads what a change to a conversation touches: every conversation list, its thread (each thread
 * without an id) and the bell, whose message notifications follow the conversation's read state.
 */
export function refreshConversations(queryClient: QueryClient, conversationId?: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [CONVERSATIONS_PATH] }),
    conversationId === undefined
      ? queryClient.invalidateQueries({ predicate: (query) => THREAD_PATH.test(String(query.queryKey[0])) })
      : queryClient.invalidateQueries({ queryKey: [getConversationPath(conversationId)] }),
    queryClient.invalidateQueries(getNotificationsQueryOptions()),
  ]);
}

/** Whether the session user takes part in conversations: developers and employers, once the server has confirmed the session. */
export function useHasConversations(): boolean {
  const { user, status } = useSession();
  return status === 'authenticated' && (user?.userType === 'developer' || user?.userType === 'employer');
}

/** Unread messages across the viewer's conversations, for the header; 0 until known. */
export function useUnreadMessageCount(): number {
  const enabled = useHasConversations();
  return useQuery({ ...getInboxQueryOptions(), enabled, select: (list) => list.unreadTotal }).data ?? 0;
}
