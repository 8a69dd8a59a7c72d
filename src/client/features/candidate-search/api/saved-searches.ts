/**
 * Saved searches: the panel's criteria under a name, listed, run again, deleted,
 * and each with its alerts (off, daily, weekly).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAlertFrequency } from '#shared/schemas/alert-frequency.ts';
import type { TSavedSearch, TSaveSearchRequest } from '#shared/schemas/candidate-search.ts';
import { api } from '#client/lib/api-client.ts';

export function getSavedSearchesQueryOptions(employerId: number) {
  const path = `/api/employer/${employerId}/saved-searches`;
  return queryOptions({
    queryKey: [path],
    queryFn: () => api.get<TSavedSearch[]>(path),
    meta: { errorTitle: 'Saved Searches Unavailable', errorFallback: 'Your saved searches could not be loaded.' },
  });
}

export function useSaveSearch(employerId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = getSavedSearchesQueryOptions(employerId);
  return useMutation({
    meta: { errorTitle: 'Save Failed', errorFallback: 'The search could not be saved. Please try again.' },
    mutationFn: (request: TSaveSearchRequest) => api.post<TSavedSearch>(String(queryKey[0]), request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export function useDeleteSavedSearch(employerId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = getSavedSearchesQueryOptions(employerId);
  return useMutation({
    meta: { errorTitle: 'Delete Failed', errorFallback: 'The saved search could not be deleted. Please try again.' },
    mutationFn: (savedSearchId: number) => api.delete<unknown>(`${queryKey[0]}/${savedSearchId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

type TSavedSearchAlertsInput = { savedSearchId: number; alertFrequency: TAlertFrequency };

/** Switches one saved search's alerts; the answer replaces that search in the cached list. */
export function useUpdateSavedSearchAlerts(employerId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = getSavedSearchesQueryOptions(employerId);
  return useMutation({
    meta: { errorTitle: 'Save Failed', errorFallback: 'The alerts of this search could not be saved. Please try again.' },
    mutationFn: ({ savedSearchId, alertFrequency }: TSavedSearchAlertsInput) =>
      api.put<TSavedSearch>(`${queryKey[0]}/${savedSearchId}/alerts`, { alertFrequency }),
    onSuccess: (updated) =>
      queryClient.setQueryData(queryKey, (savedSearches) =>
        savedSearches?.map((savedSearch) => (savedSearch.id === updated.id ? updated : savedSearch)),
      ),
  });
}
