/** The developer's saved jobs: the list, newest saved first, and saving or forgetting one. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSavedJobs } from '#shared/schemas/jobs.ts';
import { api } from '#client/lib/api-client.ts';

const SAVED_JOBS_PATH = '/api/applicant/saved-jobs';

export const savedJobsQueryOptions = queryOptions({
  queryKey: [SAVED_JOBS_PATH],
  queryFn: () => api.get<TSavedJobs>(SAVED_JOBS_PATH),
  meta: { errorTitle: 'Saved Jobs Unavailable', errorFallback: 'Your saved jobs could not be loaded.' },
});

export function isJobSaved(saved: TSavedJobs | undefined, jobId: number): boolean {
  return saved?.jobs.some((job) => job.id === jobId) ?? false;
}

type TToggleSavedJobInput = { jobId: number; isSaved: boolean };

/** Saves or forgets one job (PUT and DELETE answer 204), then reloads the list so every button agrees. */
export function useToggleSavedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Save Failed', errorFallback: 'Your saved jobs could not be updated. Please try again.' },
    mutationFn: ({ jobId, isSaved }: TToggleSavedJobInput) =>
      isSaved ? api.delete<unknown>(`${SAVED_JOBS_PATH}/${jobId}`) : api.put<unknown>(`${SAVED_JOBS_PATH}/${jobId}`),
    // Not awaited: in the Saved view the reloaded list drops the card, and the button's own callbacks (its toast) must run first.
    onSuccess: () => {
      void queryClient.invalidateQueries(savedJobsQueryOptions);
    },
  });
}
