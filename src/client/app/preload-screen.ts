/**
 * Loads a screen's code and starts its first calls at once, so neither waits for the other: on the
 * first load before React renders (main.tsx), on each navigation, and when a link is pointed at or
 * focused (app/use-screen-preload.ts). Calls are started only for a screen the route guard will show to
 * the stored session user; the server checks every call again.
 */
import { matchPath } from 'react-router';
import { preloadSignedInNav } from '#client/components/layout/header-nav.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { getQueryClient } from '#client/lib/query-client-provider.tsx';
import { getFirstSessionCheck } from '#client/lib/session-context.tsx';
import { normalizeSessionUser, readStoredSession, type TSessionUser } from '#client/lib/session-storage.ts';
import type { TLocationLike } from './route-preload.ts';
import { canOpenScreen, SCREENS, type TScreen } from './screens.ts';

function findScreen(pathname: string) {
  for (const screen of SCREENS) {
    const match = matchPath(screen.path, pathname);
    if (match) return { screen, params: match.params };
  }
  return null;
}

/**
 * Who is signed in, as the server said at start-up: a guarded screen's calls wait for that answer
 * (it is on its way since main.tsx), so a stale or forged stored user gets the route guard's
 * redirect, not a failed call. Once the app runs, the stored user is the confirmed one.
 */
async function readConfirmedUser(): Promise<TSessionUser | null> {
  const check = getFirstSessionCheck();
  if (!check) return readStoredSession().user;
  try {
    return normalizeSessionUser(await check);
  } catch (error) {
    // Server unreachable: the session context trusts the stored user until it answers; so do the calls.
    return error instanceof ApiError && error.status === 401 ? null : readStoredSession().user;
  }
}

async function startCalls(screen: TScreen, visit: { params: Record<string, string | undefined>; searchParams: URLSearchParams }) {
  if (!screen.prefetch) return;
  const queryClient = getQueryClient();
  if (!screen.allow) {
    screen.prefetch(queryClient, visit);
    return;
  }
  const user = await readConfirmedUser();
  if (user && canOpenScreen(user.userType, screen.allow)) screen.prefetch(queryClient, { ...visit, user });
}

/**
 * Starts the calls of the screen at `location` and resolves once its code can render without
 * suspending (a path no screen has, or the landing page, resolves at once). Data is not awaited.
 * `withCalls: false` loads the code only (a link pointed at, whose data may change before a click).
 */
export async function preloadScreen(location: TLocationLike, { withCalls = true } = {}): Promise<void> {
  const found = findScreen(location.pathname);
  if (!found) return;
  if (withCalls) void startCalls(found.screen, { params: found.params, searchParams: new URLSearchParams(location.search) });
  const signedIn = readStoredSession().user !== null;
  await Promise.all([found.screen.Component.preload(), signedIn ? preloadSignedInNav() : undefined]);
}
