import { useQuery } from '@tanstack/react-query';
import { toast } from '#client/lib/use-toast.ts';
import { getFavoritesQueryOptions, isFavorite, useToggleFavorite } from '../api/favorites.ts';

/**
 * The employer's favourites for the search results and the profile page: whether a candidate is
 * one, whether their toggle is under way, and the toggle itself with the same toast on both screens.
 */
export function useCandidateFavorites(employerId: number) {
  const favorites = useQuery(getFavoritesQueryOptions(employerId));
  const toggleFavorite = useToggleFavorite(employerId);

  const isFavorited = (applicantId: number) => isFavorite(favorites.data, applicantId);

  // One mutation serves every card: only the card whose candidate it is working on waits for it.
  const isPending = (applicantId: number) => toggleFavorite.isPending && toggleFavorite.variables.applicantId === applicantId;

  const toggle = (applicantId: number) => {
    const wasFavorited = isFavorited(applicantId);
    toggleFavorite.mutate(
      { applicantId, isFavorited: wasFavorited },
      {
        onSuccess: () =>
          toast(
            wasFavorited
              ? { title: 'Removed from Favorites', description: 'Candidate has been removed from your favorites list.' }
              : { title: 'Added to Favorites', description: 'Candidate has been added to your favorites list.' },
          ),
      },
    );
  };

  return { isFavorited, isPending, toggle };
}
