/**
 * What the employer dashboard (/employer) loads first: the Candidate Search tab's calls, or Hiring
 * Insights' articles when it opens on that tab. app/preload-screen.ts starts them with the screen's code.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getBlogPostsQueryOptions } from '#client/features/blog/api/get-blog-posts.ts';
import { prefetchCandidateSearch } from '#client/features/candidates/components/candidate-search.data.ts';
import { readStoredTab } from '#client/lib/use-stored-tab.ts';

export const EMPLOYER_TAB_STORAGE_KEY = 'employerDashboardTab';
export const EMPLOYER_TABS = ['search', 'insights'] as const;
/** Hiring Insights shows the 6 newest employer articles. */
export const INSIGHTS_FEED = { category: 'employers', limit: 6 } as const;

export function prefetchEmployerDashboard(queryClient: QueryClient, employerId: number): void {
  if (readStoredTab(EMPLOYER_TAB_STORAGE_KEY, EMPLOYER_TABS, 'search') === 'search') prefetchCandidateSearch(queryClient, employerId);
  else void queryClient.prefetchQuery(getBlogPostsQueryOptions(INSIGHTS_FEED));
}
