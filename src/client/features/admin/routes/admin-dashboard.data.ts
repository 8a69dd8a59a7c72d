/**
 * What the admin dashboard (/admin) loads first: the five data sets it waits for, and the activity
 * chart's series when it opens on Overview (the address's tab, else the remembered one). app/preload-screen.ts starts them with the screen's code.
 */
import type { QueryClient } from '@tanstack/react-query';
import { readStoredTab, readUrlTab } from '#client/lib/use-stored-tab.ts';
import {
  activityQueryOptions,
  apiKeysQueryOptions,
  getAuditLogsQueryOptions,
  settingsQueryOptions,
  usageStatsQueryOptions,
  userStatsQueryOptions,
} from '../api/admin-queries.ts';

export const ADMIN_TAB_STORAGE_KEY = 'adminDashboardTab';
export const ADMIN_TABS = ['overview', 'settings', 'api-keys', 'users', 'blog', 'audit-logs'] as const;

/** The five data sets, in the order the dashboard reads them. */
export function getAdminDashboardQueries() {
  return [
    settingsQueryOptions,
    apiKeysQueryOptions,
    userStatsQueryOptions,
    usageStatsQueryOptions,
    getAuditLogsQueryOptions({ page: 1 }),
  ] as const;
}

export function prefetchAdminDashboard(queryClient: QueryClient, searchParams: URLSearchParams): void {
  const [settings, apiKeys, userStats, usageStats, auditLogs] = getAdminDashboardQueries();
  // One call per set: each has its own answer type.
  void queryClient.prefetchQuery(settings);
  void queryClient.prefetchQuery(apiKeys);
  void queryClient.prefetchQuery(userStats);
  void queryClient.prefetchQuery(usageStats);
  void queryClient.prefetchQuery(auditLogs);
  const tab = readUrlTab(searchParams, ADMIN_TABS) ?? readStoredTab(ADMIN_TAB_STORAGE_KEY, ADMIN_TABS, 'overview');
  if (tab === 'overview') void queryClient.prefetchQuery(activityQueryOptions);
}
