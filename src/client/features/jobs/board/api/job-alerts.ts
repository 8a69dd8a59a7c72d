/** A developer's job alerts: how often new open jobs that fit them are e-mailed (GET and PUT /api/applicant/job-alerts). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJobAlerts } from '#shared/schemas/jobs.ts';
import { api } from '#client/lib/api-client.ts';

const JOB_ALERTS_PATH = '/api/applicant/job-alerts';

export const jobAlertsQueryOptions = queryOptions({
  queryKey: [JOB_ALERTS_PATH],
  queryFn: () => api.get<TJobAlerts>(JOB_ALERTS_PATH),
});

export function useSaveJobAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Save Failed', errorFallback: 'Your job alerts could not be saved. Please try again.' },
    mutationFn: (jobAlerts: TJobAlerts) => api.put<TJobAlerts>(JOB_ALERTS_PATH, jobAlerts),
    onSuccess: (jobAlerts) => queryClient.setQueryData(jobAlertsQueryOptions.queryKey, jobAlerts),
  });
}
