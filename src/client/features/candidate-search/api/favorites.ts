/** The employer's favourites: a list of applicant ids, add and remove. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFavorite } from '#shared/schemas/candidate-search.ts';
import { api } from '#client/lib/api-client.ts';

export function getFavoritesQueryOptions(employerId: number) {
  const path = `/api/employer/${employerId}/favorites`;
  return queryOptions({
    queryKey: [path],
    queryFn: () => api.get<TFavorite[]>(path),
    meta: { errorTitle: 'Favorites Unavailable', errorFallback: 'Your favorites could not be loaded.' },
  });
}

/** A candidate is favourited when the list holds their applicant id. */
export function isFavorite(favorites: TFavorite[] | undefined, applicantId: number): boolean {
  return favorites?.some((favorite) => favorite.applicantId === applicantId) ?? false;
}

type TToggleFavoriteInput = { applicantId: number; isFavorited: boolean };

/** Adds or removes one favourite, then reloads the list so every card and page agrees. */
export function useToggleFavorite(employerId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = getFavoritesQueryOptions(employerId);
  return useMutation({
    meta: { errorTitle: 'Favorite Failed', errorFallback: 'Your favorites could not be updated. Please try again.' },
    mutationFn: ({ applicantId, isFavorited }: TToggleFavoriteInput) =>
      isFavorited ? api.delete<unknown>(`${queryKey[0]}/${applicantId}`) : api.post<unknown>(String(queryKey[0]), { applicantId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
