/**
 * The session user kept in localStorage under 'user'. It is a cache for a fast
 * first paint; the server's /api/auth/me decides who is signed in.
 */
import { isUserType, type TUserType } from '#shared/roles.ts';

const SESSION_STORAGE_KEY = 'user';
/** The user type picked on the landing page, prefilled on /signup and then cleared. */
export const SIGNUP_TYPE_STORAGE_KEY = 'signupUserType';

export type TSessionUser = {
  id: number;
  email: string;
  userType: TUserType;
  fullName: string | null;
  username: string | null;
  profilePicture: string | null;
  /** False until the address is confirmed through the mailed link (a banner asks for it). */
  emailVerified: boolean;
  /** A new address waiting for its confirmation link. */
  pendingEmail: string | null;
};

/**
 * Accepts the user directly or under `user`, with the type in `userType` or `user_type`
 *. Returns null unless it is an object with id and email.
 */
export function normalizeSessionUser(raw: unknown): TSessionUser | null {
  if (!raw || typeof raw !== 'object') return null;
  const source =
    'user' in raw && raw.user && typeof raw.user === 'object' ? (raw.user as Record<string, unknown>) : (raw as Record<string, unknown>);
  if (source.id === undefined || source.id === null || typeof source.email !== 'string' || !source.email) return null;
  const type = source.userType ?? source.user_type;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    id: Number(source.id),
    email: source.email,
    userType: isUserType(type) ? type : 'developer',
    fullName: text(source.fullName),
    username: text(source.username),
    profilePicture: text(source.profilePicture),
    // A user stored before confirmation existed counts as confirmed until the server answers.
    emailVerified: source.emailVerified !== false,
    pendingEmail: text(source.pendingEmail),
  };
}

type TStoredSession = { user: TSessionUser | null; wasInvalid: boolean };

export function readStoredSession(): TStoredSession {
  let raw: string | null;
  try {
    raw = localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return { user: null, wasInvalid: false };
  }
  if (raw === null) return { user: null, wasInvalid: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const user = parsed && typeof parsed === 'object' && 'id' in parsed && 'email' in parsed ? normalizeSessionUser(parsed) : null;
  return { user, wasInvalid: user === null };
}

export function writeStoredSession(user: TSessionUser | null): void {
  try {
    if (user) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Private mode or full storage: the cookie session still works for this tab.
  }
}
