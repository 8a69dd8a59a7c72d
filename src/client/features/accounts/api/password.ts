/** POST /api/account/password: a new password, confirmed with the current one; every other session ends. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '#shared/schemas/accounts.ts';
import type { TMessage } from '#shared/schemas/auth.ts';
import { api } from '#client/lib/api-client.ts';
import { sessionsQueryOptions } from './sessions.ts';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Password Not Changed', errorFallback: 'Your password could not be changed. Please try again.' },
    mutationFn: (payload: TChangePasswordRequest) => api.post<TMessage>('/api/account/password', payload),
    onSuccess: () => queryClient.invalidateQueries(sessionsQueryOptions),
  });
}
