/**
 * The route table of every screen but the landing page, loaded lazily, and the way to load a route
 * ahead of its first render (main.tsx, app/use-screen-preload.ts).
 */
import { lazyComponent } from '../lib/lazy-component.tsx';

export const ScreenRoutes = lazyComponent(() => import('./screen-routes.tsx').then((m) => m.ScreenRoutes));

export type TLocationLike = { pathname: string; search: string };

/**
 * Loads the route table and the code of the screen at `location`, and starts the screen's first calls
 * unless `withCalls` is false (app/preload-screen.ts). The landing page is already in the first download.
 */
export async function preloadRoute(location: TLocationLike, options?: { withCalls: boolean }): Promise<void> {
  if (location.pathname === '/') return;
  // The screen's calls start as soon as the small preload module is in, not after the route table.
  const screen = import('./preload-screen.ts').then(({ preloadScreen }) => preloadScreen(location, options));
  await Promise.all([screen, ScreenRoutes.preload()]);
}
