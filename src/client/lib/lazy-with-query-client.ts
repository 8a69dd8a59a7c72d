/**
 * React.lazy for a component that reads or changes server data (issue 14): the component and the
 * query client's provider (lib/query-client-provider.tsx) load together, on first render, so neither
 * is part of the landing page's first download.
 */
import { lazy, type ComponentType } from 'react';

export function lazyWithQueryClient<TProps extends object>(load: () => Promise<ComponentType<TProps>>) {
  return lazy(async () => {
    const [Component, { withQueryClient }] = await Promise.all([load(), import('./query-client-provider.tsx')]);
    return { default: withQueryClient(Component) };
  });
}
