import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TSessionEnded, TSessionResponse } from '#shared/schemas/auth.ts';
import { ApiError, api } from './api-client.ts';
import { clearQueryCache } from './query-cache-handle.ts';
import { normalizeSessionUser, readStoredSession, writeStoredSession, type TSessionUser } from './session-storage.ts';

type TSessionStatus = 'loading' | 'authenticated' | 'anonymous';

type TSessionContext = {
  user: TSessionUser | null;
  status: TSessionStatus;
  /** Stores the user from a login or sign-up answer (either shape). */
  signIn: (answer: unknown) => TSessionUser | null;
  signOut: () => Promise<void>;
  /** Merges changed fields into the session user. */
  updateUser: (changes: Partial<TSessionUser>) => void;
  /** Why the session this browser held has ended (a suspension), until the person has read it. */
  ended: TSessionEnded | null;
  dismissEnded: () => void;
};

const SessionContext = createContext<TSessionContext | null>(null);

let firstSessionCheck: Promise<TSessionResponse> | null = null;
let isFirstCheckTaken = false;

/** The signed-in user's record, or null for a visitor (who gets no failed request to log), and why a held session ended. */
const askWhoIsSignedIn = () => api.get<TSessionResponse>('/api/auth/session');

/**
 * Asks the server who is signed in before React first renders (main.tsx), so the answer is on its
 * way while the screen's code downloads. The provider takes this answer once; later mounts ask again.
 */
export function beginSessionCheck(): void {
  firstSessionCheck ??= askWhoIsSignedIn();
  // The provider handles the outcome; this only keeps an early failure from counting as unhandled.
  firstSessionCheck.catch(() => undefined);
}

/** The start-up answer of /api/auth/session (or its failure), or null when the app did not ask early. */
export function getFirstSessionCheck(): Promise<TSessionResponse> | null {
  return firstSessionCheck;
}

function takeSessionCheck(): Promise<TSessionResponse> {
  if (firstSessionCheck && !isFirstCheckTaken) {
    isFirstCheckTaken = true;
    return firstSessionCheck;
  }
  return askWhoIsSignedIn();
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [stored] = useState(readStoredSession);
  const [user, setUser] = useState<TSessionUser | null>(stored.user);
  const [status, setStatus] = useState<TSessionStatus>('loading');
  const [ended, setEnded] = useState<TSessionEnded | null>(null);

  const persist = useCallback((next: TSessionUser | null) => {
    writeStoredSession(next);
    setUser(next);
  }, []);

  useEffect(() => {
    if (stored.wasInvalid) {
      // A stored user without id or email is removed and the page reloads.
      writeStoredSession(null);
      window.location.reload();
      return;
    }
    let isCurrent = true;
    takeSessionCheck()
      .then((answer) => {
        if (!isCurrent) return;
        const confirmed = normalizeSessionUser(answer);
        persist(confirmed);
        setStatus(confirmed ? 'authenticated' : 'anonymous');
        setEnded(answer.ended ?? null);
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        if (error instanceof ApiError && error.status === 401) {
          persist(null);
          setStatus('anonymous');
        } else {
          // Server unreachable: trust the stored user until it can answer; calls will still need the cookie.
          setStatus(stored.user ? 'authenticated' : 'anonymous');
        }
      });
    return () => {
      isCurrent = false;
    };
  }, [persist, stored]);

  const signIn = useCallback(
    (answer: unknown) => {
      const next = normalizeSessionUser(answer);
      persist(next);
      setStatus(next ? 'authenticated' : 'anonymous');
      return next;
    },
    [persist],
  );

  const signOut = useCallback(async () => {
    try {
      await api.post('/api/auth/logout');
    } finally {
      persist(null);
      setStatus('anonymous');
      clearQueryCache();
    }
  }, [persist]);

  const updateUser = useCallback((changes: Partial<TSessionUser>) => {
    setUser((current) => {
      if (!current) return current;
      const next = { ...current, ...changes };
      writeStoredSession(next);
      return next;
    });
  }, []);

  const dismissEnded = useCallback(() => setEnded(null), []);
  const value = useMemo(
    () => ({ user, status, signIn, signOut, updateUser, ended, dismissEnded }),
    [user, status, signIn, signOut, updateUser, ended, dismissEnded],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): TSessionContext {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return context;
}
