/** The employer's company profile: read, save, and its logo (upload and remove). */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TCompany, TSaveCompanyRequest } from '#shared/schemas/jobs.ts';
import { api } from '#client/lib/api-client.ts';
import { getCompanyQueryOptions } from '#client/lib/company-query.ts';
import { getEmployerJobsQueryOptions } from './employer-jobs.ts';

/** The company and the jobs that show it. */
function invalidateCompany(queryClient: QueryClient, employerId: number) {
  return Promise.all([
    queryClient.invalidateQueries(getCompanyQueryOptions(employerId)),
    queryClient.invalidateQueries(getEmployerJobsQueryOptions(employerId)),
  ]);
}

export function useSaveCompany(employerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Save Failed', errorFallback: 'Your company profile could not be saved. Please try again.' },
    mutationFn: (request: TSaveCompanyRequest) => api.put<TCompany>(`/api/employer/${employerId}/company`, request),
    onSuccess: () => invalidateCompany(queryClient, employerId),
  });
}

export function useUploadCompanyLogo(employerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Upload Failed', errorFallback: 'The logo could not be uploaded. Please try again.' },
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('logo', file);
      return api.post<{ logoUrl: string }>(`/api/employer/${employerId}/company/logo`, form);
    },
    onSuccess: () => invalidateCompany(queryClient, employerId),
  });
}

export function useRemoveCompanyLogo(employerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Remove Failed', errorFallback: 'The logo could not be removed. Please try again.' },
    mutationFn: () => api.delete<unknown>(`/api/employer/${employerId}/company/logo`),
    onSuccess: () => invalidateCompany(queryClient, employerId),
  });
}
