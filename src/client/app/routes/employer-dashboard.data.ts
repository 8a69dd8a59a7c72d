/**
 * What the employer dashboard (/employer) loads first: the Candidate Search tab's calls, Hiring
 * Insights' articles, the Jobs tab's company, jobs and applicant counts, the Analytics tab's figures or the Team tab's
 * members, by the tab it opens on (the address's, else the remembered one).
 * app/preload-screen.ts starts them with the screen's code.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getBlogPostsQueryOptions } from '#client/features/blog/api/get-blog-posts.ts';
import { prefetchCandidateSearch } from '#client/features/candidate-search/components/candidate-search.data.ts';
import { getCompanyQueryOptions } from '#client/lib/company-query.ts';
import { getApplicantsPerJobQueryOptions, getHiringAnalyticsQueryOptions } from '#client/features/hiring-analytics/api/hiring-analytics.ts';
import { readAnalyticsSelection } from '#client/features/hiring-analytics/utils/analytics-range.ts';
import { getEmployerJobsQueryOptions } from '#client/features/jobs/hiring/api/employer-jobs.ts';
import { OPEN_JOB_PARAM } from '#client/features/jobs/hiring/utils/job-address.ts';
import { getTeamQueryOptions } from '#client/lib/team-query.ts';
import { readStoredTab, readUrlTab } from '#client/lib/use-stored-tab.ts';

export const EMPLOYER_TAB_STORAGE_KEY = 'employerDashboardTab';
export const EMPLOYER_TABS = ['search', 'insights', 'jobs', 'analytics', 'team'] as const;
/** Hiring Insights shows the 6 newest employer articles. */
export const INSIGHTS_FEED = { category: 'employers', limit: 6 } as const;

/** The tab the address names; a shared pipeline's address may name only the job. */
export function readAddressedEmployerTab(searchParams: URLSearchParams): (typeof EMPLOYER_TABS)[number] | null {
  return searchParams.has(OPEN_JOB_PARAM) ? 'jobs' : readUrlTab(searchParams, EMPLOYER_TABS);
}

export function prefetchEmployerDashboard(queryClient: QueryClient, employerId: number, searchParams: URLSearchParams): void {
  const tab = readAddressedEmployerTab(searchParams) ?? readStoredTab(EMPLOYER_TAB_STORAGE_KEY, EMPLOYER_TABS, 'search');
  if (tab === 'search') prefetchCandidateSearch(queryClient, employerId);
  else if (tab === 'insights') void queryClient.prefetchQuery(getBlogPostsQueryOptions(INSIGHTS_FEED));
  else if (tab === 'analytics')
    void queryClient.prefetchQuery(getHiringAnalyticsQueryOptions(employerId, readAnalyticsSelection(searchParams)));
  else if (tab === 'team') void queryClient.prefetchQuery(getTeamQueryOptions(employerId));
  else {
    void queryClient.prefetchQuery(getCompanyQueryOptions(employerId));
    void queryClient.prefetchQuery(getEmployerJobsQueryOptions(employerId));
    void queryClient.prefetchQuery(getApplicantsPerJobQueryOptions(employerId));
  }
}
