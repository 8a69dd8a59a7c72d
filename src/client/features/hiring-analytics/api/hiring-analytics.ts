/** The hiring analytics' calls: the figures for a range and job, the CSV file's address, and applicants per job. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TApplicantsPerJob, THiringAnalytics } from '#shared/schemas/hiring-analytics.ts';
import { api } from '#client/lib/api-client.ts';

export type TAnalyticsSelection = { from: string; to: string; jobId: number | null };

function toQuery({ from, to, jobId }: TAnalyticsSelection): string {
  const params = new URLSearchParams({ from, to });
  if (jobId !== null) params.set('jobId', String(jobId));
  return params.toString();
}

export function getHiringAnalyticsQueryOptions(employerId: number, selection: TAnalyticsSelection) {
  const path = `/api/employer/${employerId}/analytics?${toQuery(selection)}`;
  return queryOptions({
    queryKey: [path],
    queryFn: () => api.get<THiringAnalytics>(path),
    // The figures of the last range stay on screen while the next range's load.
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Analytics Unavailable', errorFallback: 'The hiring analytics could not be loaded.' },
  });
}

/** The CSV file of the same figures, downloaded by the browser itself (the session cookie rides along). */
export function getAnalyticsCsvUrl(employerId: number, selection: TAnalyticsSelection): string {
  return `/api/employer/${employerId}/analytics.csv?${toQuery(selection)}`;
}

export function getApplicantsPerJobQueryOptions(employerId: number) {
  const path = `/api/employer/${employerId}/analytics/applicants`;
  return queryOptions({
    queryKey: [path],
    queryFn: () => api.get<TApplicantsPerJob>(path),
    select: (answer) => new Map(answer.jobs.map((job) => [job.jobId, job.applicants])),
  });
}
