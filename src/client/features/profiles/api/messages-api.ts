/** The messages employers sent the developer (their contact dialog), newest first. */
import { queryOptions } from '@tanstack/react-query';
import type { TReceivedMessage } from '#shared/schemas/notifications.ts';
import { api } from '#client/lib/api-client.ts';

export function getReceivedMessagesQueryOptions(userId: number) {
  const path = `/api/applicant/${userId}/messages`;
  return queryOptions({ queryKey: [path], queryFn: () => api.get<TReceivedMessage[]>(path) });
}
