import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { TSelfServiceUserType } from '#shared/roles.ts';
import { SIGNUP_TYPE_STORAGE_KEY } from '#client/lib/session-storage.ts';

/**
 * Remembers which kind of account the visitor chose on the landing page (prefilled on
 * /signup) and opens the sign-up screen.
 */
export function useStartSignup(): (userType: TSelfServiceUserType) => void {
  const navigate = useNavigate();
  return useCallback(
    (userType: TSelfServiceUserType) => {
      try {
        localStorage.setItem(SIGNUP_TYPE_STORAGE_KEY, userType);
      } catch {
        // Storage unavailable (private mode, quota): sign-up still works, the type just is not prefilled.
      }
      navigate('/signup');
    },
    [navigate],
  );
}
