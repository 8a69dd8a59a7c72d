/**
 * Keeps screens' code and calls ahead of the user (app/preload-screen.ts): a link pointed at or
 * focused loads its screen's code, and each navigation starts the new screen's calls alongside its
 * code instead of after it. Used by the route table, so it costs the landing page's first download nothing.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { preloadRoute } from './route-preload.ts';

function preloadLinkTarget(event: Event): void {
  if (!(event.target instanceof Element)) return;
  const link = event.target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target === '_blank') return;
  // Code only: the screen's data is fetched when the link is followed, so it is never out of date.
  preloadRoute(link, { withCalls: false }).catch(() => undefined);
}

export function useScreenPreload(): void {
  const { pathname, search } = useLocation();

  useEffect(() => {
    preloadRoute({ pathname, search }).catch(() => undefined);
  }, [pathname, search]);

  useEffect(() => {
    document.addEventListener('pointerover', preloadLinkTarget, { passive: true });
    document.addEventListener('focusin', preloadLinkTarget);
    return () => {
      document.removeEventListener('pointerover', preloadLinkTarget);
      document.removeEventListener('focusin', preloadLinkTarget);
    };
  }, []);
}
