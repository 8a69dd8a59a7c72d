/** The developer's applications: the list with each one's history, applying to a job, withdrawing. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplication, TApplyRequest } from '#shared/schemas/jobs.ts';
import { api } from '#client/lib/api-client.ts';

const APPLICATIONS_PATH = '/api/applicant/applications';

export const applicationsQueryOptions = queryOptions({
  queryKey: [APPLICATIONS_PATH],
  queryFn: () => api.get<TApplication[]>(APPLICATIONS_PATH),
  meta: { errorTitle: 'Applications Unavailable', errorFallback: 'Your applications could not be loaded.' },
});

/** The developer's application to the job (withdrawn or not); there is at most one per job. */
export function findJobApplication(applications: TApplication[] | undefined, jobId: number): TApplication | undefined {
  return applications?.find((application) => application.jobId === jobId);
}

/** POST the resume and note; a refusal (already applied, job closed, the daily limit) toasts the server's reason. */
export function useApplyToJob(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Application Not Sent', errorFallback: 'Your application could not be sent. Please try again.' },
    mutationFn: (request: TApplyRequest) => api.post<TApplication>(`/api/jobs/${jobId}/applications`, request),
    onSuccess: () => queryClient.invalidateQueries(applicationsQueryOptions),
  });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Withdraw Failed', errorFallback: 'Your application could not be withdrawn. Please try again.' },
    mutationFn: (applicationId: number) => api.post<TApplication>(`/api/applications/${applicationId}/withdraw`),
    onSuccess: () => queryClient.invalidateQueries(applicationsQueryOptions),
  });
}
