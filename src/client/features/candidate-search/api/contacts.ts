/** The candidates the employer wrote to, each with the latest conversation: 'Contacted on …' on their cards and page. */
import { queryOptions } from '@tanstack/react-query';
import type { TContactedCandidate } from '#shared/schemas/conversations.ts';
import { api } from '#client/lib/api-client.ts';

export function getContactsQueryOptions(employerId: number) {
  const path = `/api/employer/${employerId}/contacts`;
  return queryOptions({ queryKey: [path], queryFn: () => api.get<TContactedCandidate[]>(path) });
}

export function findContact(contacts: TContactedCandidate[] | undefined, applicantId: number): TContactedCandidate | undefined {
  return contacts?.find((contact) => contact.applicantId === applicantId);
}
