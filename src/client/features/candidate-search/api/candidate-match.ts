/** The candidate page's match (GET /api/candidates/{userId}/match): score and reasons, never random. */
import { queryOptions } from '@tanstack/react-query';
import type { TCandidateMatch } from '#shared/schemas/candidate-search.ts';
import { api } from '#client/lib/api-client.ts';

export function getCandidateMatchQueryOptions(userId: number) {
  const path = `/api/candidates/${userId}/match`;
  return queryOptions({ queryKey: [path], queryFn: () => api.get<TCandidateMatch>(path) });
}
