import { lazy, Suspense } from 'react';
import { HeroSection } from '../components/hero-section.tsx';
import { useDashboardRedirect } from '../hooks/use-dashboard-redirect.ts';

/*
 * Issue 14: only the hero is in the first download; the sections below it and the footer load right
 * after. Until they arrive a block of one screen's height stands below the hero, so nothing in view
 * moves and the page's width does not change when its scrollbar appears.
 */
const LandingSections = lazy(() => import('../components/landing-sections.tsx').then((m) => ({ default: m.LandingSections })));
const LandingFooter = lazy(() => import('../components/landing-footer.tsx').then((m) => ({ default: m.LandingFooter })));

/** The public landing page. The app shell renders the header above it. */
export function LandingPage() {
  useDashboardRedirect();

  return (
    <>
      <main className="overflow-x-clip">
        <HeroSection />
        <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
          <LandingSections />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <LandingFooter />
      </Suspense>
    </>
  );
}
