/** The resume builder's call: POST the builder data, get the created resume back. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TResume, TResumeBuilderData } from '#shared/schemas/resumes/resume.ts';
import { api } from '#client/lib/api-client.ts';
import { refreshResumes } from '#client/lib/applicant-queries.ts';

function createResume(userId: number, resumeData: TResumeBuilderData): Promise<TResume> {
  return api.post<TResume>(`/api/applicant/${userId}/resume/create`, { resumeData });
}

export function useCreateResume(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Error', errorFallback: 'Failed to create resume. Please try again.' },
    mutationFn: (resumeData: TResumeBuilderData) => createResume(userId, resumeData),
    // Waits for the list to reload, so the Overview shows the new resume as soon as it opens.
    onSuccess: () => refreshResumes(queryClient, userId),
  });
}
