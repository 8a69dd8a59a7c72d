/** The employer's private notes: one note per candidate; saving an empty note deletes it. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TNote, TSaveNoteRequest, ZSaveNoteResponseSchema } from '#shared/schemas/candidate-search.ts';
import { api } from '#client/lib/api-client.ts';

type TSaveNoteResponse = z.infer<typeof ZSaveNoteResponseSchema>;

export function getNotesQueryOptions(employerId: number) {
  const path = `/api/employer/${employerId}/notes`;
  return queryOptions({
    queryKey: [path],
    queryFn: () => api.get<TNote[]>(path),
    meta: { errorTitle: 'Notes Unavailable', errorFallback: 'Your notes could not be loaded.' },
  });
}

export function findNote(notes: TNote[] | undefined, applicantId: number): TNote | undefined {
  return notes?.find((note) => note.applicantId === applicantId);
}

/** POST the note; the answer's `note` is null when the trimmed text was empty and the note was deleted. */
export function useSaveNote(employerId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = getNotesQueryOptions(employerId);
  return useMutation({
    meta: { errorTitle: 'Save Failed', errorFallback: 'Your note could not be saved. Please try again.' },
    mutationFn: (request: TSaveNoteRequest) => api.post<TSaveNoteResponse>(String(queryKey[0]), request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export function useDeleteNote(employerId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = getNotesQueryOptions(employerId);
  return useMutation({
    meta: { errorTitle: 'Delete Failed', errorFallback: 'Your note could not be deleted. Please try again.' },
    mutationFn: (applicantId: number) => api.delete<unknown>(`${queryKey[0]}/${applicantId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
