/**
 * What a developer's dashboard (/applicant) loads first: the resume list every tab uses, on
 * Overview the profile, the upload quota and the latest conversations, and on Applications the
 * applications. app/preload-screen.ts starts them with the screen's code.
 */
import type { QueryClient } from '@tanstack/react-query';
import { applicationsQueryOptions } from '#client/features/jobs/applying/api/applications.ts';
import { getApplicantProfileQueryOptions, getResumeQuotaQueryOptions, getResumesQueryOptions } from '#client/lib/applicant-queries.ts';
import { getInboxQueryOptions } from '#client/lib/conversations-api.ts';
import { readStoredTab } from '#client/lib/use-stored-tab.ts';

export const APPLICANT_TAB_STORAGE_KEY = 'applicantDashboardTab';
export const APPLICANT_TABS = ['overview', 'builder', 'insights', 'learning', 'applications'] as const;
export type TApplicantTab = (typeof APPLICANT_TABS)[number];

/** The resume id of an `?tab=analysis&resume={id}` link (it opens Overview), or null. */
export function readAnalysisRequest(searchParams: URLSearchParams): number | null {
  const resumeId = Number(searchParams.get('resume'));
  return searchParams.get('tab') === 'analysis' && Number.isInteger(resumeId) && resumeId > 0 ? resumeId : null;
}

/**
 * The tab a link asks for: Overview for an analysis link, the named one for `?tab=applications`
 * (a job's page links there), else null.
 */
export function readRequestedTab(searchParams: URLSearchParams): TApplicantTab | null {
  if (readAnalysisRequest(searchParams)) return 'overview';
  const tab = searchParams.get('tab');
  return APPLICANT_TABS.find((value) => value === tab) ?? null;
}

/** The tab the dashboard opens on: the one a link asks for, else the remembered one. */
export function readOpeningTab(searchParams: URLSearchParams): TApplicantTab {
  return readRequestedTab(searchParams) ?? readStoredTab(APPLICANT_TAB_STORAGE_KEY, APPLICANT_TABS, 'overview');
}

export function prefetchApplicantDashboard(queryClient: QueryClient, userId: number, searchParams: URLSearchParams): void {
  void queryClient.prefetchQuery(getResumesQueryOptions(userId));
  const tab = readOpeningTab(searchParams);
  if (tab === 'applications') void queryClient.prefetchQuery(applicationsQueryOptions);
  if (tab !== 'overview') return;
  void queryClient.prefetchQuery(getApplicantProfileQueryOptions(userId));
  void queryClient.prefetchQuery(getResumeQuotaQueryOptions(userId));
  void queryClient.prefetchQuery(getInboxQueryOptions());
}
