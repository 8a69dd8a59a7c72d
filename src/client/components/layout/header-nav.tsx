/**
 * The header's navigation for a signed-in or a signed-out visitor: a row of links on wide screens,
 * the same items in a right-side drawer on small ones. Only the signed-out row is in the first
 * download (issue 14): the signed-in row (popover, tooltip) and the drawer (dialog) load lazily, with the query client.
 * Until the drawer loads, a look-alike 'Open menu' button stands in; a click on it opens the drawer
 * as soon as it arrives.
 */
import { Suspense } from 'react';
import { Link } from 'react-router';
import { lazyWithQueryClient } from '#client/lib/lazy-component.tsx';
import { Button } from '../ui/button.tsx';
import { MenuButton } from './menu-button.tsx';
import type { TMobileMenuProps } from './mobile-menu.tsx';
import type { TNavProps } from './signed-in-nav.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

// Both show notifications (a query), so they load with the query client.
const SignedInNav = lazyWithQueryClient(() => import('./signed-in-nav.tsx').then((m) => m.SignedInNav));
const LazyMobileMenu = lazyWithQueryClient(() => import('./mobile-menu.tsx').then((m) => m.MobileMenu));

/** Loads the signed-in row ahead of its first render (app/preload-screen.ts). */
export const preloadSignedInNav = () => SignedInNav.preload();

export function MainNav({ user, displayName, onLogout }: TNavProps) {
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
      {user ? (
        <Suspense fallback={null}>
          <SignedInNav user={user} displayName={displayName} onLogout={onLogout} />
        </Suspense>
      ) : (
        <>
          <Button variant="ghost" asChild>
            <Link to="/jobs">Jobs</Link>
          </Button>
          <Button variant="ghost" asChild>
            <Link to="/blog">Blog</Link>
          </Button>
          <ThemeToggle />
          <Button variant="ghost" asChild>
            <Link to="/login">Login</Link>
          </Button>
          <Button asChild>
            <Link to="/signup">Sign Up</Link>
          </Button>
        </>
      )}
    </nav>
  );
}

export function MobileMenu(props: TMobileMenuProps) {
  return (
    <Suspense fallback={<MenuButton onClick={() => props.onOpenChange(true)} />}>
      <LazyMobileMenu {...props} />
    </Suspense>
  );
}
