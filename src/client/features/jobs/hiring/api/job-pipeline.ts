/**
 * One job's pipeline: its applications (with each resume as it was sent), its candidates ranked by
 * match (applicants, then suggested developers who did not apply), and moving an application to
 * another stage.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplicationStage } from '#shared/job-values.ts';
import type { TBulkMoveRequest, TBulkMoveResult, TJobCandidates, TReceivedApplication } from '#shared/schemas/jobs.ts';
import { api } from '#client/lib/api-client.ts';

type TJobKey = { employerId: number; jobId: number };

export function getReceivedApplicationsQueryOptions({ employerId, jobId }: TJobKey) {
  const path = `/api/employer/${employerId}/jobs/${jobId}/applications`;
  return queryOptions({
    queryKey: [path],
    queryFn: () => api.get<TReceivedApplication[]>(path),
    meta: { errorTitle: 'Applications Unavailable', errorFallback: "This job's applications could not be loaded." },
  });
}

/** No toast when it fails: the pipeline still works from the applications, and says inline that matches are missing. */
export function getJobCandidatesQueryOptions({ employerId, jobId }: TJobKey) {
  const path = `/api/employer/${employerId}/jobs/${jobId}/candidates`;
  return queryOptions({ queryKey: [path], queryFn: () => api.get<TJobCandidates>(path) });
}

export type TMoveApplicationInput = { applicationId: number; stage: TApplicationStage; rejectionReason?: string; shareReason?: boolean };

/**
 * Moves an application. The card moves at once (a dragged card would otherwise jump back until the
 * answer came) and goes back if the server refuses; both lists reload either way.
 */
export function useMoveApplication(job: TJobKey) {
  const queryClient = useQueryClient();
  const { queryKey } = getReceivedApplicationsQueryOptions(job);
  return useMutation({
    meta: { errorTitle: 'Move Failed', errorFallback: 'The candidate could not be moved. Please try again.' },
    mutationFn: ({ applicationId, ...move }: TMoveApplicationInput) =>
      api.patch<void>(`/api/employer/${job.employerId}/jobs/${job.jobId}/applications/${applicationId}`, move),
    onMutate: async ({ applicationId, stage }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (applications) =>
        applications?.map((application) => (application.id === applicationId ? { ...application, stage } : application)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey }), queryClient.invalidateQueries(getJobCandidatesQueryOptions(job))]),
  });
}

/** Moves several applications at once; both lists reload once the answer says which moved. */
export function useBulkMoveApplications(job: TJobKey) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Move Failed', errorFallback: 'The candidates could not be moved. Please try again.' },
    mutationFn: (request: TBulkMoveRequest) =>
      api.post<TBulkMoveResult>(`/api/employer/${job.employerId}/jobs/${job.jobId}/applications/bulk-move`, request),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries(getReceivedApplicationsQueryOptions(job)),
        queryClient.invalidateQueries(getJobCandidatesQueryOptions(job)),
      ]),
  });
}
