/**
 * Live conversations: one server-sent event stream (GET /api/conversations/events) per signed-in
 * developer or employer. Each event names a conversation that changed (a message, a read marker, a
 * block); its lists, its thread and the bell reload. Mounted once, by the signed-in header
 * (components/layout/signed-in-nav.tsx), which loads lazily, so none of it is in the landing page's
 * first download. An open thread also reloads on a timer (features/conversations), in case the stream is down.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CONVERSATION_EVENT } from '#shared/schemas/conversations.ts';
import { CONVERSATIONS_PATH, refreshConversations, useHasConversations } from './conversations-api.ts';
import { useSession } from './session-context.tsx';

const EVENTS_PATH = `${CONVERSATIONS_PATH}/events`;
/** The wait before opening the stream again after the browser gave up on it. */
const RECONNECT_MS = 30_000;

/** The conversation id of an event's data (`{"conversationId": 12}`), or null when it holds none. */
export function readConversationEvent(data: unknown): number | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (parsed && typeof parsed === 'object' && 'conversationId' in parsed && Number.isInteger(parsed.conversationId)) {
      return parsed.conversationId as number;
    }
  } catch {
    // Not JSON: nothing to refresh.
  }
  return null;
}

export function useConversationEvents(): void {
  const queryClient = useQueryClient();
  const { user } = useSession();
  // Keyed by the user, so another sign-in opens a stream of its own.
  const userId = useHasConversations() ? (user?.id ?? null) : null;

  useEffect(() => {
    if (userId === null) return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let hasOpened = false;

    const connect = () => {
      const stream = new EventSource(EVENTS_PATH);
      source = stream;
      stream.addEventListener('open', () => {
        // Events sent while the stream was down are lost: what is on screen is read again once it is back.
        if (hasOpened) void refreshConversations(queryClient);
        hasOpened = true;
      });
      stream.addEventListener(CONVERSATION_EVENT, (event) => {
        const conversationId = readConversationEvent(event.data);
        if (conversationId !== null) void refreshConversations(queryClient, conversationId);
      });
      stream.addEventListener('error', () => {
        // The browser reconnects by itself after a dropped connection, but not after an error answer (a proxy's 502 during a restart).
        if (stream.readyState === EventSource.CLOSED) retryTimer = setTimeout(connect, RECONNECT_MS);
      });
    };

    connect();
    return () => {
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [userId, queryClient]);
}
