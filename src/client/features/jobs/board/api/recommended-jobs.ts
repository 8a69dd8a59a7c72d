/** A developer's recommended jobs: open jobs ranked by their fit with the profile and primary resume. */
import { queryOptions } from '@tanstack/react-query';
import type { TRecommendedJobs } from '#shared/schemas/jobs.ts';
import { api } from '#client/lib/api-client.ts';

const RECOMMENDED_JOBS_PATH = '/api/jobs/recommended';

export const recommendedJobsQueryOptions = queryOptions({
  queryKey: [RECOMMENDED_JOBS_PATH],
  queryFn: () => api.get<TRecommendedJobs>(RECOMMENDED_JOBS_PATH),
  // Read again on each visit (the cached list shows meanwhile): the skills it matches on change on other screens.
  staleTime: 0,
  meta: { errorTitle: 'Recommendations Unavailable', errorFallback: 'Your recommended jobs could not be loaded.' },
});
