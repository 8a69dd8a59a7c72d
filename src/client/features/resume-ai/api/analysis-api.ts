/** The analysis panel's analysis calls: the latest stored analysis, and analyze. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAnalysisResult, TAnalyzeRequest, TLatestAnalysisResponse } from '#shared/schemas/resume-ai.ts';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { api } from '#client/lib/api-client.ts';
import { getResumesQueryOptions } from '#client/lib/applicant-queries.ts';
import { usePendingMutationStartedAt } from './pending-mutation.ts';

export function getLatestAnalysisQueryOptions(resumeId: number) {
  const path = `/api/resume/${resumeId}/analysis`;
  return queryOptions({ queryKey: [path], queryFn: () => api.get<TLatestAnalysisResponse>(path) });
}

/** Keyed by resume, so a run started before the panel switched resumes is still seen when it comes back. */
function getAnalyzeMutationKey(resumeId: number) {
  return ['analyze-resume', resumeId];
}

export function useAnalyzeResume(resume: Pick<TResume, 'id' | 'userId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Analysis failed', errorFallback: 'Please try again.' },
    mutationKey: getAnalyzeMutationKey(resume.id),
    mutationFn: (request: TAnalyzeRequest) => api.post<TAnalysisResult>(`/api/resume/${resume.id}/analyze`, request),
    onSuccess: (analysis) => {
      queryClient.setQueryData(getLatestAnalysisQueryOptions(resume.id).queryKey, { analysis });
      // The resume's aiScore changed: its badges and the summary's latest score follow (the profile did not change).
      void queryClient.invalidateQueries(getResumesQueryOptions(resume.userId));
    },
  });
}

/** When the running analysis of this resume started, or null when none runs. */
export function useAnalysisStartedAt(resumeId: number): number | null {
  return usePendingMutationStartedAt(getAnalyzeMutationKey(resumeId));
}
