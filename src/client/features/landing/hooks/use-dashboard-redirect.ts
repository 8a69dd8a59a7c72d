import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DASHBOARD_PATH } from '#shared/roles.ts';
import { useSession } from '#client/lib/session-context.tsx';

/** A signed-in visitor is sent to their dashboard after about 100 ms. */
const LANDING_REDIRECT_DELAY_MS = 100;

export function useDashboardRedirect(): void {
  const { user, status } = useSession();
  const navigate = useNavigate();
  const target = status === 'authenticated' && user ? DASHBOARD_PATH[user.userType] : null;

  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => navigate(target, { replace: true }), LANDING_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, target]);
}
