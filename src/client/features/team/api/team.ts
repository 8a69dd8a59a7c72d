/** The company's team (members, invitations) and an invitation's link. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyRole } from '#shared/company-roles.ts';
import type { TAcceptInvitationResponse, TInvitationPreview, TInviteRequest, TTeamInvitation, TTeamMember } from '#shared/schemas/team.ts';
import { api } from '#client/lib/api-client.ts';
import { useRefreshingMutation } from '#client/lib/refreshing-mutation.ts';
import { getTeamQueryOptions } from '#client/lib/team-query.ts';

function useTeamMutation<TInput, TResult>(employerId: number, errorTitle: string, mutationFn: (input: TInput) => Promise<TResult>) {
  return useRefreshingMutation(errorTitle, mutationFn, (queryClient) => queryClient.invalidateQueries(getTeamQueryOptions(employerId)));
}

export const useInviteColleague = (employerId: number) =>
  useTeamMutation(employerId, 'Invitation Not Sent', (request: TInviteRequest) =>
    api.post<TTeamInvitation>(`/api/employer/${employerId}/team/invitations`, request),
  );

export const useWithdrawInvitation = (employerId: number) =>
  useTeamMutation(employerId, 'Invitation Not Withdrawn', (invitationId: number) =>
    api.delete<unknown>(`/api/employer/${employerId}/team/invitations/${invitationId}`),
  );

export const useChangeRole = (employerId: number) =>
  useTeamMutation(employerId, 'Role Not Changed', ({ userId, role }: { userId: number; role: TCompanyRole }) =>
    api.patch<TTeamMember>(`/api/employer/${employerId}/team/members/${userId}`, { role }),
  );

export const useRemoveMember = (employerId: number) =>
  useTeamMutation(employerId, 'Member Not Removed', (userId: number) =>
    api.delete<unknown>(`/api/employer/${employerId}/team/members/${userId}`),
  );

export function getInvitationQueryOptions(token: string) {
  const path = `/api/invitations/${encodeURIComponent(token)}`;
  // No toast: the join screen says in place why a link no longer works.
  return queryOptions({ queryKey: [path], queryFn: () => api.get<TInvitationPreview>(path) });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Could Not Join', errorFallback: 'The invitation could not be accepted. Please try again.' },
    mutationFn: () => api.post<TAcceptInvitationResponse>(`/api/invitations/${encodeURIComponent(token)}/accept`),
    // What the dashboards kept came from the old company; the invitation itself stays for the screen that shows it.
    onSuccess: () => queryClient.removeQueries({ predicate: (query) => !String(query.queryKey[0]).startsWith('/api/invitations/') }),
  });
}
