/** Taxonomy skill names for the skill tag inputs, as the employer types. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TSkillSuggestions } from '#shared/schemas/jobs.ts';
import { api } from '#client/lib/api-client.ts';

/**
 * No toast when it fails: the input then simply offers no suggestions, and the typed text can still
 * be added. The last list stays up while the next one loads, so it does not flicker as one types.
 */
export function getSkillSuggestionsQueryOptions(text: string) {
  const path = `/api/skills/suggestions?q=${encodeURIComponent(text)}`;
  return queryOptions({
    queryKey: ['/api/skills/suggestions', text],
    queryFn: () => api.get<TSkillSuggestions>(path),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}
