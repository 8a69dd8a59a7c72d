/**
 * POST /api/employer/contact: the message opens a conversation with the candidate (or continues it),
 * which then shows in the employer's Messages and as 'Contacted on …' on the candidate.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TContactRequest, ZContactResponseSchema } from '#shared/schemas/conversations.ts';
import { api } from '#client/lib/api-client.ts';
import { refreshConversations } from '#client/lib/conversations-api.ts';
import { getContactsQueryOptions } from './contacts.ts';

type TContactResponse = z.infer<typeof ZContactResponseSchema>;

export function useContactCandidate(employerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // A 429 (the daily limit) carries the server's own message, shown in this toast.
    meta: { errorTitle: 'Message Not Sent', errorFallback: 'Your message could not be sent. Please try again.' },
    mutationFn: (request: TContactRequest) => api.post<TContactResponse>('/api/employer/contact', request),
    onSuccess: ({ conversationId }) => {
      void queryClient.invalidateQueries(getContactsQueryOptions(employerId));
      void refreshConversations(queryClient, conversationId);
    },
  });
}
