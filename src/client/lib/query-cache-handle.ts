/**
 * The app's one query client, reachable from code on the landing page's critical path (the session,
 * the screens' error boundary) without loading TanStack Query's cache (issue 14): the client is
 * created with the first lazily loaded component that needs it (lib/query-client-provider.tsx). Before
 * that there is no cached answer to clear or reset.
 */
import type { QueryClient } from '@tanstack/react-query';

let current: QueryClient | null = null;

export function registerQueryClient(client: QueryClient): void {
  current = client;
}

/** Drops every cached answer (sign-out). */
export function clearQueryCache(): void {
  current?.clear();
}

/** Resets every query to its initial state and refetches the active ones ('Try again'). */
export async function resetQueryCache(): Promise<void> {
  await current?.resetQueries();
}
