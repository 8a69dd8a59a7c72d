/**
 * The analysis panel's improvement calls: the pending review, improve, reject, the score of the
 * chosen changes, and apply-improvements, which stores the approved text as a new resume version.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TApplyImprovementsResponse,
  TImprovement,
  TImprovementScore,
  TImproveRequest,
  TPendingImprovementResponse,
} from '#shared/schemas/resume-ai.ts';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { api } from '#client/lib/api-client.ts';
import { refreshResumes } from '#client/lib/applicant-queries.ts';
import { usePendingMutationStartedAt } from './pending-mutation.ts';

export function getPendingImprovementQueryOptions(resumeId: number) {
  const path = `/api/resume/${resumeId}/improvement`;
  return queryOptions({ queryKey: [path], queryFn: () => api.get<TPendingImprovementResponse>(path) });
}

/**
 * The server engine's score of the pending review with only `acceptedChangeIds`. Keyed by the
 * review and the set, so going back to a set already scored answers at once; the last score stays
 * shown while the next one is computed.
 */
export function getImprovementScoreQueryOptions(params: { resumeId: number; improvementId: number; acceptedChangeIds: string[] }) {
  const path = `/api/resume/${params.resumeId}/improvement/score`;
  const acceptedChangeIds = [...params.acceptedChangeIds].sort();
  return queryOptions({
    queryKey: [path, params.improvementId, acceptedChangeIds],
    queryFn: () => api.post<TImprovementScore>(path, { acceptedChangeIds }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

function getImproveMutationKey(resumeId: number) {
  return ['improve-resume', resumeId];
}

/** Shows the review at once; a reload reads the same review back from the server. */
function useSetPendingImprovement(resumeId: number) {
  const queryClient = useQueryClient();
  return (improvement: TImprovement | null) =>
    queryClient.setQueryData<TPendingImprovementResponse>(getPendingImprovementQueryOptions(resumeId).queryKey, { improvement });
}

export function useImproveResume(resumeId: number) {
  const setPendingImprovement = useSetPendingImprovement(resumeId);
  return useMutation({
    meta: { errorTitle: 'Improvement failed', errorFallback: 'Please try again.' },
    mutationKey: getImproveMutationKey(resumeId),
    mutationFn: (request: TImproveRequest) => api.post<TImprovement>(`/api/resume/${resumeId}/improve`, request),
    onSuccess: setPendingImprovement,
  });
}

/** When the running improvement of this resume started, or null when none runs. */
export function useImprovementStartedAt(resumeId: number): number | null {
  return usePendingMutationStartedAt(getImproveMutationKey(resumeId));
}

export function useRejectImprovement(resumeId: number) {
  const setPendingImprovement = useSetPendingImprovement(resumeId);
  return useMutation({
    meta: { errorTitle: 'Reject failed', errorFallback: 'Please try again.' },
    mutationFn: () => api.delete<unknown>(`/api/resume/${resumeId}/improvement`),
    onSuccess: () => setPendingImprovement(null),
  });
}

export function useApplyImprovements(resume: Pick<TResume, 'id' | 'userId'>) {
  const queryClient = useQueryClient();
  const setPendingImprovement = useSetPendingImprovement(resume.id);
  return useMutation({
    meta: { errorTitle: 'Update failed', errorFallback: 'Please try again.' },
    mutationFn: (improvedContent: string) =>
      api.post<TApplyImprovementsResponse>(`/api/resume/${resume.id}/apply-improvements`, { improvedContent }),
    // Waits for the list to hold the new version, so the caller can select it straight away.
    onSuccess: async () => {
      setPendingImprovement(null);
      await refreshResumes(queryClient, resume.userId);
    },
  });
}
