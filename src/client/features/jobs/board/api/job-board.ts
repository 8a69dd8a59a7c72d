/** The public board's calls: a page of open jobs for a search, and one job's page. */
import { queryOptions } from '@tanstack/react-query';
import type { TJob, TJobBoard } from '#shared/schemas/jobs.ts';
import { api } from '#client/lib/api-client.ts';
import { toJobSearchParams, type TJobSearch } from '../utils/job-search.ts';

const BOARD_PATH = '/api/jobs';
/** Jobs open and close during a visit: a board or job page older than this is read again when shown. */
const BOARD_STALE_TIME_MS = 5 * 60 * 1000;

function getJobBoard(search: TJobSearch): Promise<TJobBoard> {
  const query = toJobSearchParams(search).toString();
  return api.get<TJobBoard>(query ? `${BOARD_PATH}?${query}` : BOARD_PATH);
}

export function getJobBoardQueryOptions(search: TJobSearch) {
  return queryOptions({
    // Under the path, so invalidating [BOARD_PATH] refreshes every search.
    queryKey: [BOARD_PATH, search],
    queryFn: () => getJobBoard(search),
    staleTime: BOARD_STALE_TIME_MS,
    meta: { errorTitle: 'Search Failed', errorFallback: 'The jobs could not be loaded. Please try again.' },
  });
}

/** A job's page; without `meta` a failure (404 included) is the page's to show, not a toast. */
export function getJobQueryOptions(jobId: number) {
  const path = `${BOARD_PATH}/${jobId}`;
  return queryOptions({ queryKey: [path], queryFn: () => api.get<TJob>(path), staleTime: BOARD_STALE_TIME_MS, retryOnMount: false });
}
