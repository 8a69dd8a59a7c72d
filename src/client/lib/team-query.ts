/**
 * The company's team (GET /api/employer/{employerId}/team): the Team tab shows it, and every screen that
 * writes to the company's data asks it whether the signed-in member is a viewer, who reads only.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTeam } from '#shared/schemas/team.ts';
import { api } from './api-client.ts';
import { useSession } from './session-context.tsx';

export function getTeamQueryOptions(employerId: number) {
  const path = `/api/employer/${employerId}/team`;
  return queryOptions({
    queryKey: [path],
    queryFn: () => api.get<TTeam>(path),
    meta: { errorTitle: 'Team Unavailable', errorFallback: 'Your team could not be loaded.' },
  });
}

/**
 * Whether the signed-in member may change the company's tags, templates and candidates: an employer
 * who is not a viewer (false until the team is known; an admin looking around reads only).
 */
export function useCanWriteForCompany(employerId: number): boolean {
  const isEmployer = useSession().user?.userType === 'employer';
  const role = useQuery({ ...getTeamQueryOptions(employerId), enabled: isEmployer }).data?.myRole;
  return isEmployer && role !== undefined && role !== 'viewer';
}
