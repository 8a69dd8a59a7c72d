import { useEffect, useState } from 'react';
import type { TSelfServiceUserType } from '#shared/roles.ts';
import { SIGNUP_TYPE_STORAGE_KEY } from '#client/lib/session-storage.ts';

function readStoredSignupType(): TSelfServiceUserType | null {
  try {
    const stored = localStorage.getItem(SIGNUP_TYPE_STORAGE_KEY);
    return stored === 'developer' || stored === 'employer' ? stored : null;
  } catch {
    return null;
  }
}

/** The sign-up form's account type: the landing page's choice is prefilled, then forgotten. */
export function useStoredSignupType() {
  const state = useState<TSelfServiceUserType | null>(readStoredSignupType);

  useEffect(() => {
    try {
      localStorage.removeItem(SIGNUP_TYPE_STORAGE_KEY);
    } catch {
      // Storage unavailable: nothing was stored either.
    }
  }, []);

  return state;
}
