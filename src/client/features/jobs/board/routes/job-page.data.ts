/** What a job's page (/jobs/{jobId}) loads first: the job, started by app/preload-screen.ts with the screen's code. */
import type { QueryClient } from '@tanstack/react-query';
import { getJobQueryOptions } from '../api/job-board.ts';

/** The page's id check: a positive whole number, anything else reads as a missing job. */
export function parseJobId(raw: string | undefined): number | null {
  return raw && /^\d{1,12}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

export function prefetchJobPage(queryClient: QueryClient, params: { jobId?: string }): void {
  const jobId = parseJobId(params.jobId);
  if (jobId !== null) void queryClient.prefetchQuery(getJobQueryOptions(jobId));
}
