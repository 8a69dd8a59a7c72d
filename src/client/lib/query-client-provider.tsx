/**
 * The app's one query client, created on first use, and the provider lazily loaded components are
 * wrapped in (lib/lazy-component.tsx). This module and TanStack Query's cache load with the
 * first such component, never with the landing page (issue 14).
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { registerQueryClient } from './query-cache-handle.ts';
import { createQueryClient } from './query-client.ts';

let queryClient: QueryClient | null = null;

export function getQueryClient(): QueryClient {
  if (!queryClient) {
    queryClient = createQueryClient();
    registerQueryClient(queryClient);
  }
  return queryClient;
}

export function withQueryClient<TProps extends object>(Component: ComponentType<TProps>): ComponentType<TProps> {
  return function WithQueryClient(props: TProps) {
    return (
      <QueryClientProvider client={getQueryClient()}>
        <Component {...props} />
      </QueryClientProvider>
    );
  };
}
