/** POST /api/employer/contact: the message reaches the candidate's notifications and e-mail. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TContactRequest, ZContactResponseSchema } from '#shared/schemas/employer.ts';
import { api } from '#client/lib/api-client.ts';

type TContactResponse = z.infer<typeof ZContactResponseSchema>;

export function useContactCandidate() {
  return useMutation({
    // A 429 (the daily limit) carries the server's own message, shown in this toast.
    meta: { errorTitle: 'Message Not Sent', errorFallback: 'Your message could not be sent. Please try again.' },
    mutationFn: (request: TContactRequest) => api.post<TContactResponse>('/api/employer/contact', request),
  });
}
