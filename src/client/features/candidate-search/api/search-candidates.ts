/**
 * Candidate search. The answer is one page of results;
 * the x-total-count header holds the matches on all pages and x-match-engine says who explained
 * them. Each distinct request is its own cache entry, so paging back or re-sorting is instant.
 */
import { queryOptions } from '@tanstack/react-query';
import type { TCandidateSearchRequest, TCandidateSearchResult } from '#shared/schemas/candidate-search.ts';
import { MATCH_ENGINES, MATCH_ENGINE_HEADER, TOTAL_COUNT_HEADER, type TMatchEngine } from '#shared/candidate-search.ts';
import { api } from '#client/lib/api-client.ts';

const SEARCH_PATH = '/api/candidates/search';

export type TCandidateSearchPage = { candidates: TCandidateSearchResult[]; total: number; engine: TMatchEngine };

function readMatchEngine(value: string | null): TMatchEngine {
  return MATCH_ENGINES.find((engine) => engine === value) ?? 'built-in';
}

async function searchCandidates(request: TCandidateSearchRequest): Promise<TCandidateSearchPage> {
  const { data, headers } = await api.postWithHeaders<TCandidateSearchResult[]>(SEARCH_PATH, request);
  const total = Number.parseInt(headers.get(TOTAL_COUNT_HEADER) ?? '', 10);
  return {
    candidates: data,
    // A server without the header still answers a list: its length is the best total there is.
    total: Number.isFinite(total) ? total : data.length,
    engine: readMatchEngine(headers.get(MATCH_ENGINE_HEADER)),
  };
}

export function getCandidateSearchQueryOptions(request: TCandidateSearchRequest) {
  return queryOptions({
    queryKey: [SEARCH_PATH, request],
    queryFn: () => searchCandidates(request),
    meta: { errorTitle: 'Search Failed', errorFallback: 'The candidate search could not be run. Please try again.' },
  });
}
