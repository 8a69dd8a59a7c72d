/** The resume page's calls: read one resume with its content, save edits. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TResumeBuilderDataResponse, TResumeDetail, TUpdateResumeRequest } from '#shared/schemas/resumes/resume.ts';
import { api } from '#client/lib/api-client.ts';
import { getResumesQueryOptions } from '#client/lib/applicant-queries.ts';

export function getResumeQueryOptions(resumeId: number) {
  const path = `/api/resume/${resumeId}`;
  return queryOptions({ queryKey: [path], queryFn: () => api.get<TResumeDetail>(path) });
}

export function getOriginalResumeUrl(resumeId: number): string {
  return `/api/resume/${resumeId}/original`;
}

/** The resume's text as it is now, as a Word file (every resume, an improved version too). */
export function getResumeDocxUrl(resumeId: number): string {
  return `/api/resume/${resumeId}/docx`;
}

export function getResumePdfUrl(resumeId: number, size: 'a4' | 'letter'): string {
  return `/api/resume/${resumeId}/pdf?size=${size}`;
}

/** The builder's data of a resume it wrote (or a JSON Resume import), null otherwise: the owner's "Edit in Resume Builder". */
export function getResumeBuilderDataQueryOptions(resumeId: number) {
  const path = `/api/resume/${resumeId}/builder-data`;
  return queryOptions({ queryKey: [path], queryFn: () => api.get<TResumeBuilderDataResponse>(path) });
}

/** The resume as JSON Resume (jsonresume.org), for other tools. */
export function getJsonResumeUrl(resumeId: number): string {
  return `/api/resume/${resumeId}/json-resume`;
}

export function useUpdateResume(resumeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Save Failed', errorFallback: 'Your changes could not be saved. Please try again.' },
    mutationFn: (changes: TUpdateResumeRequest) => api.patch<TResumeDetail>(`/api/resume/${resumeId}`, changes),
    onSuccess: (resume) => {
      queryClient.setQueryData(getResumeQueryOptions(resumeId).queryKey, resume);
      // The owner's list shows the name, size and score that just changed; new text also ends the stored analysis.
      return Promise.all([
        queryClient.invalidateQueries(getResumesQueryOptions(resume.userId)),
        queryClient.invalidateQueries({ queryKey: [`/api/resume/${resumeId}/analysis`] }),
        // New text drops the builder's data.
        queryClient.invalidateQueries(getResumeBuilderDataQueryOptions(resumeId)),
      ]);
    },
  });
}
