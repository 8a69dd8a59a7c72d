import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { SessionProvider, useSession } from '../lib/session-context.tsx';

/**
 * The query client is not here: it loads with the first screen that needs it (lib/lazy-component.tsx).
 * Radix Toast loads after the first paint (issue 14). Toasts raised before it arrives wait in the
 * store (components/ui/use-toast.ts) and show once it mounts.
 */
const Toaster = lazy(() => import('../components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })));
// No navigation happens before it arrives: the first screen opens at the top, or where a reload left it.
const ScrollRestoration = lazy(() => import('./scroll-restoration.tsx').then((m) => ({ default: m.ScrollRestoration })));
// Loaded only for the rare browser whose session a suspension ended.
const SessionEndedDialog = lazy(() =>
  import('../features/auth/components/session-ended-dialog.tsx').then((m) => ({ default: m.SessionEndedDialog })),
);

function SessionEndedNotice() {
  const { ended, dismissEnded } = useSession();
  return ended ? <SessionEndedDialog ended={ended} onClose={dismissEnded} /> : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <SessionProvider>
        {children}
        <Suspense fallback={null}>
          <Toaster />
          <ScrollRestoration />
          <SessionEndedNotice />
        </Suspense>
      </SessionProvider>
    </BrowserRouter>
  );
}
