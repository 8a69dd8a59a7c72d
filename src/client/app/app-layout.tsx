import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Header } from '../components/layout/header.tsx';
import { lazyWithQueryClient } from '../lib/lazy-component.tsx';
import { useSession } from '../lib/session-context.tsx';

// Loaded only for the few who see it, so the landing page's first load does not carry it.
const VerifyEmailBanner = lazyWithQueryClient(() =>
  import('../features/auth/components/verify-email-banner.tsx').then((m) => m.VerifyEmailBanner),
);

export function AppLayout() {
  const { pathname } = useLocation();
  const { user } = useSession();
  // The confirmation page says it all itself.
  const isWaitingForLink = user && (!user.emailVerified || user.pendingEmail) && pathname !== '/verify-email';
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header showHome={pathname !== '/'} />
      {isWaitingForLink ? (
        <Suspense fallback={null}>
          <VerifyEmailBanner user={user} />
        </Suspense>
      ) : null}
      <div id="main-content" className="flex-1">
        {/* A quiet fallback: a lazily loaded screen shows its own loading text once it runs. */}
        <Suspense fallback={<div className="min-h-[50vh]" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
