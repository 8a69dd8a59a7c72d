import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Header } from '../components/layout/header.tsx';

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header showHome={pathname !== '/'} />
      <div id="main-content" className="flex-1">
        {/* A quiet fallback: a lazily loaded screen shows its own loading text once it runs. */}
        <Suspense fallback={<div className="min-h-[50vh]" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
