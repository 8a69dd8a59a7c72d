/** How the signed-in developer fits one job: score, summary, skills had and missing, strengths and concerns. */
import { queryOptions } from '@tanstack/react-query';
import type { TJobFit } from '#shared/schemas/jobs.ts';
import { api } from '#client/lib/api-client.ts';

export function getJobFitQueryOptions(jobId: number) {
  const path = `/api/jobs/${jobId}/fit`;
  return queryOptions({
    queryKey: [path],
    queryFn: () => api.get<TJobFit>(path),
    // Read again on each visit: the profile and resumes it is measured on change on other screens.
    staleTime: 0,
  });
}
