/**
 * Route guard: 'Loading...' while the session loads, redirect to / with
 * 'Redirecting...' without a user (to sign-in and back for a screen of any signed-in user), the screen itself for admins, the right type or any signed-in
 * user when the screen is for all of them, and otherwise the visitor's own dashboard. The server
 * enforces every permission again on every call.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { StatusScreen } from '../components/layout/status-screen.tsx';
import { toLoginPath } from '../lib/return-path.ts';
import { useSession } from '../lib/session-context.tsx';
import { ApplicantDashboard, EmployerDashboard } from './lazy-routes.ts';
import { canOpenScreen, type TScreenAccess } from './screens.ts';

export function RouteGuard({ allow, children }: { allow: TScreenAccess; children: ReactNode }) {
  const { user, status } = useSession();
  const navigate = useNavigate();
  const isAnonymous = status === 'anonymous' || (status === 'authenticated' && !user);

  const { pathname, search } = useLocation();
  // A user who signs out here (the header, Account settings) is sent on by the code that signed them
  // out; redirecting too would race it, and could leave them on the login screen instead.
  const wasSignedIn = useRef(false);
  useEffect(() => {
    // Only once the server has confirmed the user: a stored user it refuses was never signed in.
    if (user && status === 'authenticated') wasSignedIn.current = true;
  }, [user, status]);

  useEffect(() => {
    if (!isAnonymous || wasSignedIn.current) return;
    // Role screens send a visitor home; a screen for any signed-in user (a thread linked from an
    // e-mail) asks them to sign in and comes back.
    navigate(allow === 'signed-in' ? toLoginPath(`${pathname}${search}`) : '/', { replace: true });
  }, [isAnonymous, navigate, allow, pathname, search]);

  if (status === 'loading') return <StatusScreen title="Loading..." />;
  if (!user) return <StatusScreen title="Redirecting..." />;
  if (canOpenScreen(user.userType, allow)) return children;
  return user.userType === 'developer' ? <ApplicantDashboard /> : <EmployerDashboard />;
}
