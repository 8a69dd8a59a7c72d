/**
 * Bringing the results heading into view after a search, a saved search or a page change. The
 * sticky header (64 px) covers the top of the viewport, and the results' height changes once the
 * answer arrives (a long list becomes an empty state), so the check runs after the search settles.
 */

/** The header is `h-16` and sticky; the heading carries a matching `scroll-mt-20`. */
const STICKY_HEADER_HEIGHT = 64;

/**
 * Whether the heading needs scrolling into view: when it sits under the sticky header or above the
 * viewport, or in the lower quarter of the viewport or below it (on narrow screens the results come
 * after the criteria panel). A heading already in plain view stays where it is.
 */
export function isRevealNeeded(headingTop: number, viewportHeight: number): boolean {
  return headingTop < STICKY_HEADER_HEIGHT || headingTop > viewportHeight * 0.75;
}

/** Smooth scrolling, unless the user asked the system for reduced motion. */
export function getScrollBehavior(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? 'auto' : 'smooth';
}

/**
 * Scrolls the heading (with its scroll margin) into view when needed, and then moves focus to it so
 * keyboard and screen-reader users follow. A heading already in view keeps focus where it was.
 */
export function revealResults(heading: HTMLElement | null): void {
  if (!heading || !isRevealNeeded(heading.getBoundingClientRect().top, window.innerHeight)) return;
  const prefersReducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: getScrollBehavior(prefersReducedMotion), block: 'start' });
  heading.focus({ preventScroll: true });
}
