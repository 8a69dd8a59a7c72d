/**
 * The employer's company profile (GET /api/employer/{employerId}/company): the jobs screens show
 * and edit it, and the contact dialog names it.
 */
import { queryOptions } from '@tanstack/react-query';
import type { TCompany } from '#shared/schemas/jobs.ts';
import { api } from './api-client.ts';

export function getCompanyQueryOptions(employerId: number) {
  const path = `/api/employer/${employerId}/company`;
  return queryOptions({
    queryKey: [path],
    queryFn: () => api.get<{ company: TCompany | null }>(path),
    meta: { errorTitle: 'Company Unavailable', errorFallback: 'Your company profile could not be loaded.' },
  });
}
