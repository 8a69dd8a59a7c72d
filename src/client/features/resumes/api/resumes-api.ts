/** The resume manager's calls: list, upload, JSON Resume import, delete, feature. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TJsonResumeImport } from '#shared/schemas/resumes/json-resume.ts';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { ApiError, api } from '#client/lib/api-client.ts';
import { getResumesQueryOptions, refreshResumes } from '#client/lib/applicant-queries.ts';

/**
 * POST with upload progress: fetch cannot report it, XMLHttpRequest can. Failures become the same
 * ApiError as every other call, so toasts read the server's message the usual way.
 */
function postFormWithProgress<T>(path: string, form: FormData, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.responseText, request.statusText));
        return;
      }
      try {
        resolve((request.responseText ? JSON.parse(request.responseText) : undefined) as T);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => reject(new Error('Network error'));
    request.send(form);
  });
}

/** Uploads a Word resume; `progress` is the percent sent (100 while the server converts it). */
export function useUploadResume(userId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    meta: { errorTitle: 'Upload failed', errorFallback: 'Please try again or contact support.' },
    mutationFn: (file: File) => {
      setProgress(0);
      const form = new FormData();
      form.append('resume', file);
      return postFormWithProgress<TResume>(`/api/applicant/${userId}/resume`, form, setProgress);
    },
    onSettled: () => refreshResumes(queryClient, userId),
  });
  return { ...mutation, progress };
}

/** Imports a resume.json as a new builder resume; the answer also holds what it offers the profile. */
export function useImportJsonResume(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Import failed', errorFallback: 'The JSON Resume could not be imported. Please try again.' },
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('resume', file);
      return postFormWithProgress<TJsonResumeImport>(`/api/applicant/${userId}/resume/json-resume`, form, () => undefined);
    },
    onSuccess: () => refreshResumes(queryClient, userId),
  });
}

export function useDeleteResume(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Delete failed', errorFallback: 'Please try again.' },
    mutationFn: (resumeId: number) => api.delete<unknown>(`/api/resume/${resumeId}`),
    // Not awaited: the refreshed list drops the deleted card, and the card's own callbacks
    // (its toast) must run before it unmounts.
    onSuccess: () => {
      void refreshResumes(queryClient, userId);
    },
  });
}

export function useSetPrimaryResume(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Update failed', errorFallback: 'Please try again.' },
    mutationFn: (resumeId: number) => api.patch<unknown>(`/api/resume/${resumeId}/set-primary`),
    onSuccess: () => queryClient.invalidateQueries(getResumesQueryOptions(userId)),
  });
}
