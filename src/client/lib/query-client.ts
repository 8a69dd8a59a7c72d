import { QueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** Spec part 1 §7: data never goes stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // The generic query: GET the key's path and parse JSON.
        queryFn: ({ queryKey }) => api.get(String(queryKey[0])),
      },
      mutations: { retry: false },
    },
  });
}
