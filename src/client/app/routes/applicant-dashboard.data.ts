/**
 * What a developer's dashboard (/applicant) loads first: the resume list every tab uses, and on
 * Overview the profile, the upload quota and the employers' messages. app/preload-screen.ts starts
 * them with the screen's code.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getReceivedMessagesQueryOptions } from '#client/features/profiles/api/messages-api.ts';
import { getApplicantProfileQueryOptions, getResumeQuotaQueryOptions, getResumesQueryOptions } from '#client/lib/applicant-queries.ts';
import { readStoredTab } from '#client/lib/use-stored-tab.ts';

export const APPLICANT_TAB_STORAGE_KEY = 'applicantDashboardTab';
export const APPLICANT_TABS = ['overview', 'builder', 'insights', 'learning'] as const;
export type TApplicantTab = (typeof APPLICANT_TABS)[number];

/** The resume id of an `?tab=analysis&resume={id}` link (it opens Overview), or null. */
export function readAnalysisRequest(searchParams: URLSearchParams): number | null {
  const resumeId = Number(searchParams.get('resume'));
  return searchParams.get('tab') === 'analysis' && Number.isInteger(resumeId) && resumeId > 0 ? resumeId : null;
}

/** The tab the dashboard opens on: Overview for an analysis link, else the remembered one. */
export function readOpeningTab(searchParams: URLSearchParams): TApplicantTab {
  return readAnalysisRequest(searchParams) ? 'overview' : readStoredTab(APPLICANT_TAB_STORAGE_KEY, APPLICANT_TABS, 'overview');
}

export function prefetchApplicantDashboard(queryClient: QueryClient, userId: number, searchParams: URLSearchParams): void {
  void queryClient.prefetchQuery(getResumesQueryOptions(userId));
  if (readOpeningTab(searchParams) !== 'overview') return;
  void queryClient.prefetchQuery(getApplicantProfileQueryOptions(userId));
  void queryClient.prefetchQuery(getResumeQuotaQueryOptions(userId));
  void queryClient.prefetchQuery(getReceivedMessagesQueryOptions(userId));
}
