/**
 * One job's pipeline: its applications (with each resume as it was sent), its candidates ranked by
 * match (applicants, then suggested developers who did not apply), moving an application to another
 * stage, and the chosen cards' bulk actions (move, tag, message).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplicationStage } from '#shared/job-values.ts';
import type {
  TBulkMessageRequest,
  TBulkMessageResult,
  TBulkMoveRequest,
  TBulkMoveResult,
  TBulkTagRequest,
  TBulkTagResult,
  TJobCandidates,
  TReceivedApplication,
} from '#shared/schemas/jobs.ts';
import { api } from '#client/lib/api-client.ts';
import { refreshCandidateTags } from '#client/lib/candidate-tags-api.ts';
import { refreshConversations } from '#client/lib/conversations-api.ts';

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

const bulkPath = (job: TJobKey, action: string) => `/api/employer/${job.employerId}/jobs/${job.jobId}/applications/${action}`;

/** Moves several applications at once; both lists reload once the answer says which moved. */
export function useBulkMoveApplications(job: TJobKey) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Move Failed', errorFallback: 'The candidates could not be moved. Please try again.' },
    mutationFn: (request: TBulkMoveRequest) => api.post<TBulkMoveResult>(bulkPath(job, 'bulk-move'), request),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries(getReceivedApplicationsQueryOptions(job)),
        queryClient.invalidateQueries(getJobCandidatesQueryOptions(job)),
      ]),
  });
}

/** Tags the candidates of several applications at once; the tags on every card (and the tags' counts) reload. */
export function useBulkTagApplications(job: TJobKey) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Tag Not Added', errorFallback: 'The candidates could not be tagged. Please try again.' },
    mutationFn: (request: TBulkTagRequest) => api.post<TBulkTagResult>(bulkPath(job, 'bulk-tag'), request),
    onSuccess: () => refreshCandidateTags(queryClient, job.employerId),
  });
}

/** Sends one message to each of several applications' candidates; the conversations reload. */
export function useBulkMessageApplications(job: TJobKey) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Message Not Sent', errorFallback: 'The messages could not be sent. Please try again.' },
    mutationFn: (request: TBulkMessageRequest) => api.post<TBulkMessageResult>(bulkPath(job, 'bulk-message'), request),
    onSuccess: () => refreshConversations(queryClient),
  });
}
