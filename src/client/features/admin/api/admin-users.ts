/** The Users tab's list (GET /api/admin/users) and the admin's actions on one account. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminUser, TAdminUserList, TAdminUserListQuery } from '#shared/schemas/accounts.ts';
import type { TMessage } from '#shared/schemas/auth.ts';
import { api } from '#client/lib/api-client.ts';
import { READ_ON_EACH_VISIT_STALE_TIME_MS } from '#client/lib/query-client.ts';
import { userStatsQueryOptions } from './admin-queries.ts';

const USERS_PATH = '/api/admin/users';

export type TAdminUserFilters = Omit<TAdminUserListQuery, 'page'> & { page: number };

export function getAdminUsersQueryOptions(filters: TAdminUserFilters) {
  const query = new URLSearchParams(
    Object.entries(filters).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])),
  );
  return queryOptions({
    // Under the path, so invalidating [USERS_PATH] refreshes every page.
    queryKey: [USERS_PATH, filters],
    queryFn: () => api.get<TAdminUserList>(`${USERS_PATH}?${query}`),
    placeholderData: keepPreviousData,
    staleTime: READ_ON_EACH_VISIT_STALE_TIME_MS,
  });
}

export type TAdminUserAction = 'suspend' | 'unsuspend' | 'resend-verification' | 'delete';

/** One action on one account; the list, the statistics and the audit log follow. */
export function useAdminUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'Action Failed', errorFallback: 'The action could not be completed. Please try again.' },
    mutationFn: ({ user, action }: { user: TAdminUser; action: TAdminUserAction }) =>
      action === 'delete'
        ? api.delete<TMessage>(`${USERS_PATH}/${user.id}`)
        : api.post<TAdminUser | TMessage>(`${USERS_PATH}/${user.id}/${action}`),
    // Not awaited: a deleted account's row leaves the list with the refetch, and the caller's
    // callbacks (its toast) must run before that unmounts it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [USERS_PATH] });
      void queryClient.invalidateQueries(userStatsQueryOptions);
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/audit-logs'] });
    },
  });
}
