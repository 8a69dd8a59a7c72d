/**
 * What the viewer does in a thread: reply, mark read, decline (developers), archive, block
 * (developers). A sent message shows at once from the answer; then the thread, the lists and the bell
 * reload (lib/conversations-api.ts). Failures toast the server's message (a repeat within a minute,
 * a limit, a blocked conversation).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TConversationMessage } from '#shared/schemas/conversations.ts';
import { api } from '#client/lib/api-client.ts';
import { CONVERSATIONS_PATH, getConversationPath, refreshConversations } from '#client/lib/conversations-api.ts';
import { getNotificationsQueryOptions } from '#client/lib/notifications-api.ts';
import { appendMessage, markThreadRead } from '../utils/thread.ts';
import { getThreadQueryOptions } from './conversations.ts';

/** Shows the sent message at once; resolves once the thread and the lists have reloaded. */
function showSentMessage(queryClient: QueryClient, conversationId: number, message: TConversationMessage): Promise<unknown> {
  queryClient.setQueryData(getThreadQueryOptions(conversationId).queryKey, (thread) => thread && appendMessage(thread, message));
  return refreshConversations(queryClient, conversationId);
}

export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Message Not Sent', errorFallback: 'Your message could not be sent. Please try again.' },
    mutationFn: (body: string) => api.post<TConversationMessage>(`${getConversationPath(conversationId)}/messages`, { body }),
    // Settles at once: the reply box clears as the message shows, and the reload goes on behind it.
    onSuccess: (message) => void showSentMessage(queryClient, conversationId, message),
    // A refusal may mean the conversation changed (the developer blocked the employer): the thread says so once reloaded.
    onError: () => queryClient.invalidateQueries(getThreadQueryOptions(conversationId)),
  });
}

/** Quiet: a failed read marker is tried again with the next message, and costs the reader nothing. */
export function useMarkRead(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (throughMessageId: number) => api.post<void>(`${getConversationPath(conversationId)}/read`, { throughMessageId }),
    onSuccess: () => {
      queryClient.setQueryData(getThreadQueryOptions(conversationId).queryKey, (thread) => thread && markThreadRead(thread));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [CONVERSATIONS_PATH] }),
        queryClient.invalidateQueries(getNotificationsQueryOptions()),
      ]);
    },
  });
}

/** Sends DECLINE_MESSAGE_TEXT, the developer's fixed polite answer; settles once the thread shows it declined. */
export function useDeclineConversation(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Decline Failed', errorFallback: 'Your answer could not be sent. Please try again.' },
    mutationFn: () => api.post<TConversationMessage>(`${getConversationPath(conversationId)}/decline`),
    onSuccess: (message) => showSentMessage(queryClient, conversationId, message),
  });
}

/** Archives for the viewer alone, or moves back to the inbox; settles once the thread shows the new state. */
export function useArchiveConversation(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Update Failed', errorFallback: 'The conversation could not be moved. Please try again.' },
    mutationFn: (archived: boolean) => api.put<unknown>(`${getConversationPath(conversationId)}/archived`, { archived }),
    onSuccess: () => refreshConversations(queryClient, conversationId),
  });
}

/** The developer blocks the employer, or unblocks; settles once the thread shows the new state. */
export function useBlockConversation(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Update Failed', errorFallback: 'The conversation could not be updated. Please try again.' },
    mutationFn: (blocked: boolean) => api.put<unknown>(`${getConversationPath(conversationId)}/blocked`, { blocked }),
    onSuccess: () => refreshConversations(queryClient, conversationId),
  });
}
