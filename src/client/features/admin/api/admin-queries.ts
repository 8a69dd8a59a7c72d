/**
 * The admin dashboard's calls: the five data sets the dashboard waits for, the
 * activity chart series, the audit log pages, the setting and API key changes with their success and failure toasts,
 * and a round of alerts sent now.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TActivityStats,
  TAdminSetting,
  TApiKey,
  TApiKeyTestResult,
  TAuditLog,
  TUsageStats,
  TUserStats,
} from '#shared/schemas/admin.ts';
import type { TAlertRound } from '#shared/schemas/candidate-search.ts';
import { TOTAL_COUNT_HEADER } from '#shared/candidate-search.ts';
import { toast } from '#client/lib/use-toast.ts';
import { api } from '#client/lib/api-client.ts';
import { READ_ON_EACH_VISIT_STALE_TIME_MS } from '#client/lib/query-client.ts';
import { describeAlertRound } from '../utils/alert-round-message.ts';

/** A GET keyed by its own path, so invalidating the path refreshes it. */
const getQueryOptions = <T>(path: string) => queryOptions({ queryKey: [path], queryFn: () => api.get<T>(path) });

export const settingsQueryOptions = getQueryOptions<TAdminSetting[]>('/api/admin/settings');
export const apiKeysQueryOptions = getQueryOptions<TApiKey[]>('/api/admin/api-keys');
export const userStatsQueryOptions = getQueryOptions<TUserStats>('/api/admin/users/stats');
export const usageStatsQueryOptions = getQueryOptions<TUsageStats>('/api/admin/usage/stats');
export const activityQueryOptions = getQueryOptions<TActivityStats>('/api/admin/stats/activity');
export const auditLogActionsQueryOptions = getQueryOptions<string[]>('/api/admin/audit-logs/actions');

export type TAuditLogFilters = { page: number; action?: string; userId?: number };
export type TAuditLogPage = { entries: TAuditLog[]; total: number };

export function getAuditLogsQueryOptions(filters: TAuditLogFilters) {
  const query = new URLSearchParams({ page: String(filters.page) });
  if (filters.action) query.set('action', filters.action);
  if (filters.userId) query.set('userId', String(filters.userId));
  return queryOptions({
    // Under the path, so invalidating ['/api/admin/audit-logs'] refreshes every page.
    queryKey: ['/api/admin/audit-logs', filters],
    queryFn: async (): Promise<TAuditLogPage> => {
      const { data, headers } = await api.getWithHeaders<TAuditLog[]>(`/api/admin/audit-logs?${query}`);
      return { entries: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
    },
    placeholderData: keepPreviousData,
    // An admin opening the tab again expects what happened since.
    staleTime: READ_ON_EACH_VISIT_STALE_TIME_MS,
  });
}

/** The five data sets the dashboard waits for. */
export type TAdminDashboardData = {
  settings: TAdminSetting[];
  apiKeys: TApiKey[];
  userStats: TUserStats;
  usageStats: TUsageStats;
  auditLogs: TAuditLogPage;
};

/** Every admin change (and each reveal of a key) is audited: the log and its action list refresh after one. */
function useInvalidateAfterChange(queryKey?: readonly unknown[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryKey ? queryClient.invalidateQueries({ queryKey }) : undefined,
      queryClient.invalidateQueries({ queryKey: ['/api/admin/audit-logs'] }),
      queryClient.invalidateQueries({ queryKey: auditLogActionsQueryOptions.queryKey }),
    ]);
}

export function useUpdateSetting() {
  const invalidate = useInvalidateAfterChange(settingsQueryOptions.queryKey);
  return useMutation({
    meta: { errorTitle: 'Failed to update setting', errorFallback: 'The setting could not be saved.' },
    mutationFn: ({ id, settingValue }: { id: number; settingValue: string }) =>
      api.put<TAdminSetting>(`/api/admin/settings/${id}`, { settingValue }),
    onSuccess: async () => {
      toast({ title: 'Setting updated successfully' });
      await invalidate();
    },
  });
}

export function useUpdateApiKey() {
  const invalidate = useInvalidateAfterChange(apiKeysQueryOptions.queryKey);
  return useMutation({
    meta: { errorTitle: 'Failed to update API key', errorFallback: 'The API key could not be saved.' },
    mutationFn: ({ id, keyValue }: { id: number; keyValue: string }) => api.put<TApiKey>(`/api/admin/api-keys/${id}`, { keyValue }),
    onSuccess: async () => {
      toast({ title: 'API key updated successfully' });
      await invalidate();
    },
  });
}

export function useToggleApiKey() {
  const invalidate = useInvalidateAfterChange(apiKeysQueryOptions.queryKey);
  return useMutation({
    meta: { errorTitle: 'Failed to update API key status', errorFallback: 'The API key could not be switched.' },
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => api.put<TApiKey>(`/api/admin/api-keys/${id}/toggle`, { isActive }),
    onSuccess: async () => {
      toast({ title: 'API key status updated' });
      await invalidate();
    },
  });
}

/** The clear key, fetched only when the admin asks (the server audits each reveal). */
export function useRevealApiKey() {
  const invalidate = useInvalidateAfterChange();
  return useMutation({
    meta: { errorTitle: 'Failed to reveal API key', errorFallback: 'The API key could not be shown.' },
    mutationFn: (id: number) => api.get<{ keyValue: string }>(`/api/admin/api-keys/${id}/reveal`),
    onSuccess: () => invalidate(),
  });
}

export function useTestApiKey() {
  return useMutation({
    meta: { errorTitle: 'Connection test failed', errorFallback: 'The connection could not be tested.' },
    mutationFn: (id: number) => api.post<TApiKeyTestResult>(`/api/admin/api-keys/${id}/test`),
    onSuccess: (result) =>
      toast(
        result.ok
          ? { title: 'Connection works', description: result.message }
          : { title: 'Connection failed', description: result.message, variant: 'destructive' },
      ),
  });
}

/** Sends every alert that is on now, with what is new, rather than at the day's hour; the round is audited. */
export function useSendAlertsNow() {
  const invalidate = useInvalidateAfterChange();
  return useMutation({
    meta: { errorTitle: 'Failed to send alerts', errorFallback: 'The alerts could not be sent.' },
    mutationFn: () => api.post<TAlertRound>('/api/admin/alerts/run'),
    onSuccess: async (round) => {
      toast({ title: 'Alerts sent', description: describeAlertRound(round) });
      await invalidate();
    },
  });
}
