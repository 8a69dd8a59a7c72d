/**
 * The developer's resume list and profile reads, shared by the dashboard, the resume screens and the
 * analysis (each refreshes the list after a change). Keys are the GET paths (see query-client.ts).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TApplicantProfileResponse } from '#shared/schemas/profiles.ts';
import type { TResume, TResumeQuota } from '#shared/schemas/resumes/resume.ts';
import { api } from './api-client.ts';

export function getResumesQueryOptions(userId: number) {
  const path = `/api/applicant/${userId}/resumes`;
  return queryOptions({ queryKey: [path], queryFn: () => api.get<TResume[]>(path) });
}

/** The developer's resumes against the account's limits (the upload zone shows it). */
export function getResumeQuotaQueryOptions(userId: number) {
  const path = `/api/applicant/${userId}/resume-quota`;
  return queryOptions({ queryKey: [path], queryFn: () => api.get<TResumeQuota>(path) });
}

export function getApplicantProfileQueryOptions(userId: number) {
  const path = `/api/applicant/profile/${userId}`;
  return queryOptions({ queryKey: [path], queryFn: () => api.get<TApplicantProfileResponse>(path) });
}

/** A resume change also moves the quota's usage and profile completion (it counts having a resume), so all reload. */
export function refreshResumes(queryClient: QueryClient, userId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries(getResumesQueryOptions(userId)),
    queryClient.invalidateQueries(getResumeQuotaQueryOptions(userId)),
    queryClient.invalidateQueries(getApplicantProfileQueryOptions(userId)),
  ]);
}
