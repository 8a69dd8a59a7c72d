/**
 * What the job board (/jobs) loads first: the page of jobs its address asks for. Kept apart from the
 * screen so the app can start the call while the screen's code downloads (app/preload-screen.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { getJobBoardQueryOptions } from '../api/job-board.ts';
import { readJobSearch } from '../utils/job-search.ts';

/** A developer's two views of /jobs: the board (with their recommendations) and their saved jobs (`?view=saved`). */
export type TJobsView = 'browse' | 'saved';

export function readJobsView(searchParams: URLSearchParams): TJobsView {
  return searchParams.get('view') === 'saved' ? 'saved' : 'browse';
}

export function prefetchJobsBoardPage(queryClient: QueryClient, searchParams: URLSearchParams): void {
  if (readJobsView(searchParams) === 'browse') void queryClient.prefetchQuery(getJobBoardQueryOptions(readJobSearch(searchParams)));
}
