/**
 * Where the page is scrolled on a navigation. BrowserRouter (not a data router, so react-router's own
 * ScrollRestoration does not apply) leaves the window where the last screen was: a new screen (a new
 * path) starts at its top; Back and Forward return to where that entry was left, also after a reload
 * (positions kept per history entry in sessionStorage); a change of search only (a dashboard's tab)
 * keeps the position. Loaded after the first paint (app/providers.tsx).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scrollPositions';
// A screen returned to may still be loading its data: keep trying to reach the position for this long.
const RESTORE_WINDOW_MS = 1_500;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function writePositions(positions: Record<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage unavailable: positions are kept for this page load only.
  }
}

/** Scrolls to `top`, again on each frame while the page is too short to reach it; returns a cancel. */
function scrollToWhenReachable(top: number): () => void {
  const until = performance.now() + RESTORE_WINDOW_MS;
  let frame = 0;
  const attempt = () => {
    // An open dialog or menu has locked the page where it was: moving it would move the page under it.
    if (document.body.hasAttribute('data-scroll-locked')) return;
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) > 1 && performance.now() < until) frame = requestAnimationFrame(attempt);
  };
  attempt();
  // A person who scrolls, clicks or types meanwhile has taken over where the page is.
  const takeOverEvents = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of takeOverEvents) window.removeEventListener(type, stop, true);
  };
  for (const type of takeOverEvents) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const previous = useRef(location);
  // The position before the new screen rendered: by the layout effect a shorter screen has already clamped scrollY.
  const lastScrollY = useRef(0);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    positions.current ??= readPositions();
    lastScrollY.current = window.scrollY;
    // A reload, or a return from another site, comes back to where this entry was left.
    const [loading] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const saved = positions.current[previous.current.key];
    // Loaded after the first paint: a person may already have scrolled, clicked or typed, and keeps where they are.
    const personActed = window.scrollY > 0 || navigator.userActivation?.hasBeenActive === true;
    const cancelRestore = loading?.type !== 'navigate' && saved !== undefined && !personActed ? scrollToWhenReachable(saved) : undefined;
    const onScroll = () => {
      lastScrollY.current = window.scrollY;
    };
    const onPageHide = () => {
      positions.current![previous.current.key] = window.scrollY;
      writePositions(positions.current!);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelRestore?.();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  useLayoutEffect(() => {
    const from = previous.current;
    if (from.key === location.key) return;
    previous.current = location;
    positions.current ??= readPositions();
    positions.current[from.key] = lastScrollY.current;
    writePositions(positions.current);
    // A link to a part of the page (#main-content) is the browser's to scroll.
    if (location.hash) return;
    const saved = navigationType === 'POP' ? positions.current[location.key] : undefined;
    if (saved !== undefined) return scrollToWhenReachable(saved);
    if (location.pathname !== from.pathname) window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
