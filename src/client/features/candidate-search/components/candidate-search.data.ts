/**
 * What the Candidate Search tab loads first: the search it opens with, the employer's saved
 * searches, notes, favourites and contacted candidates. The app starts these calls while the tab's
 * code downloads (app/preload-screen.ts); the tab's own queries then find them under the same keys.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getContactsQueryOptions } from '../api/contacts.ts';
import { getFavoritesQueryOptions } from '../api/favorites.ts';
import { getNotesQueryOptions } from '../api/notes.ts';
import { getSavedSearchesQueryOptions } from '../api/saved-searches.ts';
import { getCandidateSearchQueryOptions } from '../api/search-candidates.ts';
import { toSearchRequest } from '../utils/search-criteria.ts';
import { readInitialSearch } from '../utils/stored-search.ts';

export function prefetchCandidateSearch(queryClient: QueryClient, employerId: number): void {
  void queryClient.prefetchQuery(getCandidateSearchQueryOptions(toSearchRequest(readInitialSearch().run)));
  void queryClient.prefetchQuery(getSavedSearchesQueryOptions(employerId));
  void queryClient.prefetchQuery(getNotesQueryOptions(employerId));
  void queryClient.prefetchQuery(getFavoritesQueryOptions(employerId));
  void queryClient.prefetchQuery(getContactsQueryOptions(employerId));
}
