/**
 * The one client error path. Data never goes stale, no refetch on focus, no polling,
 * no retries. A failed call declares its toast in `meta` ({ errorTitle, errorFallback })
 * and the caches show it with the server's message; queries without `meta.errorTitle` show their
 * error inline. A 401 for a signed-in user means the session is gone: it is cleared and the login
 * screen opens, as the route guard does for a missing user.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, api } from './api-client.ts';
import { readStoredSession, writeStoredSession } from './session-storage.ts';
import { toastApiError } from './toast-api-error.ts';

/** The toast a failed call shows: its title, and the text when the server sends none. */
type TErrorMeta = { errorTitle?: string; errorFallback?: string };

declare module '@tanstack/react-query' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    queryMeta: TErrorMeta;
    mutationMeta: TErrorMeta;
  }
}

/**
 * True when the error is a 401 for a visitor the client believed signed in; the stored session is
 * cleared and the browser goes to the login screen. A 401 for an anonymous visitor (a wrong
 * password, a resume link opened without signing in) is the screen's own business.
 */
function endExpiredSession(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401 || !readStoredSession().user) return false;
  writeStoredSession(null);
  // A full load, so the session context starts over from the cleared storage.
  window.location.assign('/auth');
  return true;
}

function onCallError(error: unknown, meta: TErrorMeta | undefined): void {
  if (endExpiredSession(error)) return;
  if (meta?.errorTitle) toastApiError(meta.errorTitle, error, meta.errorFallback ?? 'Please try again.');
}

/**
 * For lists read again on each visit to their screen: a few seconds let the answer the screen's preload
 * started (app/preload-screen.ts) serve the screen that mounts right after it, instead of a second read.
 */
export const READ_ON_EACH_VISIT_STALE_TIME_MS = 5_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onCallError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => onCallError(error, mutation.options.meta) }),
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
