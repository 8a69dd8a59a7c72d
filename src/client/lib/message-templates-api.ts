/**
 * The company's message templates (/api/employer/{employerId}/templates): the Team tab manages them,
 * and the contact dialog, the reply box and the reject dialog insert them.
 */
import { queryOptions } from '@tanstack/react-query';
import type { TTemplate, TTemplateRequest } from '#shared/schemas/message-templates.ts';
import { api } from './api-client.ts';
import { useRefreshingMutation } from './refreshing-mutation.ts';

const templatesPath = (employerId: number) => `/api/employer/${employerId}/templates`;

export function getTemplatesQueryOptions(employerId: number) {
  const path = templatesPath(employerId);
  return queryOptions({
    queryKey: [path],
    queryFn: () => api.get<TTemplate[]>(path),
    meta: { errorTitle: 'Templates Unavailable', errorFallback: 'Your templates could not be loaded.' },
  });
}

function useTemplateMutation<TInput, TResult>(employerId: number, errorTitle: string, mutationFn: (input: TInput) => Promise<TResult>) {
  return useRefreshingMutation(errorTitle, mutationFn, (queryClient) =>
    queryClient.invalidateQueries(getTemplatesQueryOptions(employerId)),
  );
}

/** Creates a template, or replaces the one of `id`. */
export const useSaveTemplate = (employerId: number) =>
  useTemplateMutation(employerId, 'Template Not Saved', ({ id, ...template }: TTemplateRequest & { id?: number }) =>
    id === undefined
      ? api.post<TTemplate>(templatesPath(employerId), template)
      : api.put<TTemplate>(`${templatesPath(employerId)}/${id}`, template),
  );

export const useDeleteTemplate = (employerId: number) =>
  useTemplateMutation(employerId, 'Template Not Deleted', (id: number) => api.delete<unknown>(`${templatesPath(employerId)}/${id}`));
