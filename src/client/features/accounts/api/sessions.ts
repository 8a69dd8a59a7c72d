/**
 * Where the signed-in user is signed in (GET /api/account/sessions, the current session first), and
 * ending one session or every other. Ending the current session is a sign-out: the caller clears the
 * client's session as the header's logout does.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAccountSession } from '#shared/schemas/accounts.ts';
import { api } from '#client/lib/api-client.ts';

const SESSIONS_PATH = '/api/account/sessions';

export const sessionsQueryOptions = queryOptions({
  queryKey: [SESSIONS_PATH],
  queryFn: () => api.get<TAccountSession[]>(SESSIONS_PATH),
});

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Sign Out Failed', errorFallback: 'The session could not be ended. Please try again.' },
    mutationFn: (session: TAccountSession) => api.delete<void>(`${SESSIONS_PATH}/${encodeURIComponent(session.id)}`),
    // After the current one there is nothing left to list: the caller signs out.
    onSuccess: (_answer, session) => (session.isCurrent ? undefined : queryClient.invalidateQueries(sessionsQueryOptions)),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Sign Out Failed', errorFallback: 'The other sessions could not be ended. Please try again.' },
    mutationFn: () => api.post<{ ended: number }>(`${SESSIONS_PATH}/end-others`),
    onSuccess: () => queryClient.invalidateQueries(sessionsQueryOptions),
  });
}
