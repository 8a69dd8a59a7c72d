/**
 * Lazily loaded components that can also be loaded ahead of their first render (app/preload-screen.ts
 * loads a screen's code while its data is on the way). Until its code is in, a component suspends
 * like React.lazy; once it is in, it renders at once, so a preloaded screen shows without a Suspense
 * fallback (and without React's delay before revealing content that suspended).
 */
import { lazy, type ComponentType } from 'react';

export type TLazyComponent<TProps extends object> = ComponentType<TProps> & {
  /** Loads the component's code; resolves once it can render without suspending. */
  preload: () => Promise<void>;
};

export function lazyComponent<TProps extends object>(load: () => Promise<ComponentType<TProps>>): TLazyComponent<TProps> {
  let loaded: ComponentType<TProps> | null = null;
  let loading: Promise<ComponentType<TProps>> | null = null;

  const loadOnce = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (a new deployment, a dropped connection) is tried again by the next render.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await loadOnce() }));

  function LazyComponent(props: TProps) {
    const Component = loaded ?? Suspending;
    return <Component {...props} />;
  }
  return Object.assign(LazyComponent, { preload: () => loadOnce().then(() => undefined) });
}

/**
 * A lazily loaded component that reads or changes server data (issue 14): the component and the
 * query client's provider (lib/query-client-provider.tsx) load together, so neither is part of the
 * landing page's first download.
 */
export function lazyWithQueryClient<TProps extends object>(load: () => Promise<ComponentType<TProps>>): TLazyComponent<TProps> {
  return lazyComponent(async () => {
    const [Component, { withQueryClient }] = await Promise.all([load(), import('./query-client-provider.tsx')]);
    return withQueryClient(Component);
  });
}
