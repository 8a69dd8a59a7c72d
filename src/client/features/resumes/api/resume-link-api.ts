/** The public resume link: the owner's link and counts, publishing and unpublishing; and the public page's read. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessage } from '#shared/schemas/auth.ts';
import type { TPublicResume, TPublishResumeLinkRequest, TResumeLinkResponse } from '#shared/schemas/resumes/resume-link.ts';
import { api } from '#client/lib/api-client.ts';

export function getResumeLinkQueryOptions(userId: number) {
  const path = `/api/applicant/${userId}/resume-link`;
  // The counts change while the page is open: read again on each visit to the screen.
  return queryOptions({ queryKey: [path], queryFn: () => api.get<TResumeLinkResponse>(path), staleTime: 0 });
}

export function usePublishResumeLink(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Could Not Publish', errorFallback: 'Your resume could not be published. Please try again.' },
    mutationFn: (request: TPublishResumeLinkRequest) => api.put<TResumeLinkResponse>(`/api/applicant/${userId}/resume-link`, request),
    onSuccess: (answer) => queryClient.setQueryData(getResumeLinkQueryOptions(userId).queryKey, answer),
  });
}

export function useUnpublishResumeLink(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Could Not Unpublish', errorFallback: 'Your resume could not be unpublished. Please try again.' },
    mutationFn: () => api.delete<TMessage>(`/api/applicant/${userId}/resume-link`),
    onSuccess: () => queryClient.setQueryData<TResumeLinkResponse>(getResumeLinkQueryOptions(userId).queryKey, { link: null }),
  });
}

export function getPublicResumeQueryOptions(slug: string) {
  const path = `/api/public/resumes/${encodeURIComponent(slug)}`;
  return queryOptions({ queryKey: [path], queryFn: () => api.get<TPublicResume>(path) });
}

export function getPublicResumePdfUrl(slug: string, size: 'a4' | 'letter'): string {
  return `/api/public/resumes/${encodeURIComponent(slug)}/pdf?size=${size}`;
}
