/**
 * Where to go after signing in: a screen that needs a session (a thread opened from an e-mail)
 * sends a signed-out visitor to /login?next={its path}. Only a path on this site is followed, so a
 * crafted link cannot send someone elsewhere after they sign in.
 */
export const RETURN_PARAM = 'next';

export function toLoginPath(returnTo: string): string {
  return `/login?${new URLSearchParams({ [RETURN_PARAM]: returnTo }).toString()}`;
}

/** The `next` of the query string when it is a path on this site; null otherwise. */
export function readReturnPath(search: string): string | null {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
