/** The employer's own jobs: the list (drafts included), post one, edit, publish, close or reopen it. */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TCreateJobRequest, TJob, TUpdateJobRequest } from '#shared/schemas/jobs.ts';
import { api } from '#client/lib/api-client.ts';
import { getJobCandidatesQueryOptions } from './job-pipeline.ts';

export function getEmployerJobsQueryOptions(employerId: number) {
  const path = `/api/employer/${employerId}/jobs`;
  return queryOptions({
    queryKey: [path],
    queryFn: () => api.get<TJob[]>(path),
    meta: { errorTitle: 'Jobs Unavailable', errorFallback: 'Your jobs could not be loaded.' },
  });
}

/**
 * After a change the list reloads, and so does every cached public job call (the board and job
 * pages, keyed by their /api/jobs paths), which may show the job as it was.
 */
function invalidateJobs(queryClient: QueryClient, employerId: number) {
  return Promise.all([
    queryClient.invalidateQueries(getEmployerJobsQueryOptions(employerId)),
    queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/jobs') }),
  ]);
}

export function useCreateJob(employerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Save Failed', errorFallback: 'The job could not be saved. Please try again.' },
    mutationFn: (request: TCreateJobRequest) => api.post<TJob>(`/api/employer/${employerId}/jobs`, request),
    onSuccess: () => invalidateJobs(queryClient, employerId),
  });
}

type TUpdateJobInput = { jobId: number; changes: TUpdateJobRequest };

export function useUpdateJob(employerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Save Failed', errorFallback: 'The job could not be saved. Please try again.' },
    mutationFn: ({ jobId, changes }: TUpdateJobInput) => api.patch<TJob>(`/api/employer/${employerId}/jobs/${jobId}`, changes),
    // Its candidates are ranked against its skills, and suggestions exist only while it is open.
    onSuccess: (_job, { jobId }) =>
      Promise.all([
        invalidateJobs(queryClient, employerId),
        queryClient.invalidateQueries(getJobCandidatesQueryOptions({ employerId, jobId })),
      ]),
  });
}
