/**
 * What the employer dashboard (/employer) loads first: the Candidate Search tab's calls, Hiring
 * Insights' articles, or the Jobs tab's company and jobs, by the tab it opens on.
 * app/preload-screen.ts starts them with the screen's code.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getBlogPostsQueryOptions } from '#client/features/blog/api/get-blog-posts.ts';
import { prefetchCandidateSearch } from '#client/features/candidate-search/components/candidate-search.data.ts';
import { getCompanyQueryOptions } from '#client/lib/company-query.ts';
import { getEmployerJobsQueryOptions } from '#client/features/jobs/hiring/api/employer-jobs.ts';
import { readStoredTab } from '#client/lib/use-stored-tab.ts';

export const EMPLOYER_TAB_STORAGE_KEY = 'employerDashboardTab';
export const EMPLOYER_TABS = ['search', 'insights', 'jobs'] as const;
/** Hiring Insights shows the 6 newest employer articles. */
export const INSIGHTS_FEED = { category: 'employers', limit: 6 } as const;

export function prefetchEmployerDashboard(queryClient: QueryClient, employerId: number): void {
  const tab = readStoredTab(EMPLOYER_TAB_STORAGE_KEY, EMPLOYER_TABS, 'search');
  if (tab === 'search') prefetchCandidateSearch(queryClient, employerId);
  else if (tab === 'insights') void queryClient.prefetchQuery(getBlogPostsQueryOptions(INSIGHTS_FEED));
  else {
    void queryClient.prefetchQuery(getCompanyQueryOptions(employerId));
    void queryClient.prefetchQuery(getEmployerJobsQueryOptions(employerId));
  }
}
