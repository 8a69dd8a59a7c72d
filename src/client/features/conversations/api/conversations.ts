/**
 * The viewer's conversations: the Inbox and Archived lists, a page of CONVERSATIONS_PAGE_SIZE at a
 * time by `nextCursor`, and one thread, read backwards from its newest message by `before`. The keys
 * come from lib/conversations-api.ts, so the live updates reload these queries too.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { TConversationList, TThread } from '#shared/schemas/conversations.ts';
import { api } from '#client/lib/api-client.ts';
import { CONVERSATIONS_PATH, getConversationPath } from '#client/lib/conversations-api.ts';

/** An open thread reloads this often, in case the live updates are down (a hidden tab waits). */
const THREAD_REFRESH_MS = 30_000;

export function getConversationListQueryOptions(archived: boolean) {
  return infiniteQueryOptions({
    queryKey: [CONVERSATIONS_PATH, { archived }],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ archived: String(archived) });
      if (pageParam) params.set('cursor', pageParam);
      return api.get<TConversationList>(`${CONVERSATIONS_PATH}?${params}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Pages newest first: the first holds the newest messages and the conversation as it is now. */
export function getThreadQueryOptions(conversationId: number) {
  const path = getConversationPath(conversationId);
  return infiniteQueryOptions({
    queryKey: [path],
    queryFn: ({ pageParam }) => api.get<TThread>(pageParam === null ? path : `${path}?before=${pageParam}`),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.hasOlder ? (page.messages[0]?.id ?? null) : null),
    // A thread that could not be read (not found, not the viewer's) is not asked for again on its own.
    refetchInterval: (query) => (query.state.status === 'error' ? false : THREAD_REFRESH_MS),
  });
}
