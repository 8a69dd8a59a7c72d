/** The developer's learning suggestions: free courses for what their target role asks for and their resume lacks. */
import { queryOptions } from '@tanstack/react-query';
import type { TLearningSuggestions } from '#shared/schemas/learning.ts';
import { api } from '#client/lib/api-client.ts';

const LEARNING_SUGGESTIONS_PATH = '/api/learning/suggestions';

export const learningSuggestionsQueryOptions = queryOptions({
  queryKey: [LEARNING_SUGGESTIONS_PATH],
  queryFn: () => api.get<TLearningSuggestions>(LEARNING_SUGGESTIONS_PATH),
  // Read again on each visit to the tab (the cached list shows meanwhile): an analysis or a profile edit elsewhere changes it.
  staleTime: 0,
  meta: { errorTitle: 'Suggestions Unavailable', errorFallback: 'Your learning suggestions could not be loaded.' },
});
