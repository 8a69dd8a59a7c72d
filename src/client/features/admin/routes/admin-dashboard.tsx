/**
 * The admin dashboard /admin: 'Loading admin dashboard...' until the five data sets
 * (settings, API keys, user statistics, usage statistics, audit logs) are in, then six tabs, each
 * with its address (`?tab=`, else the one kept in localStorage). The calls are made only for an admin; the server refuses them to anyone else.
 */
import { useQueries } from '@tanstack/react-query';
import { BarChart3, FileText, KeyRound, LayoutDashboard, Loader2, RefreshCw, Settings, ShieldX, Users } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardHero } from '#client/components/layout/dashboard-hero.tsx';
import { PageMain } from '#client/components/layout/page-main.tsx';
import { StatusScreen } from '#client/components/layout/status-screen.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useSession } from '#client/lib/session-context.tsx';
import { readStoredTab, useUrlTab } from '#client/lib/use-stored-tab.ts';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import type { TAdminDashboardData } from '../api/admin-queries.ts';
import { AlertsCard } from '../components/alerts-card.tsx';
import { ApiKeysTab } from '../components/api-keys-tab.tsx';
import { AuditLogsTab } from '../components/audit-logs-tab.tsx';
import { BlogTab } from '../components/blog-tab.tsx';
import { OverviewTab } from '../components/overview-tab.tsx';
import { SettingsTab } from '../components/settings-tab.tsx';
import { UsersTab } from '../components/users-tab.tsx';
import { ADMIN_TAB_STORAGE_KEY, ADMIN_TABS, getAdminDashboardQueries } from './admin-dashboard.data.ts';

const TAB_LABELS = [
  { value: 'overview', label: 'Overview', icon: LayoutDashboard },
  { value: 'settings', label: 'Settings', icon: Settings },
  { value: 'api-keys', label: 'API Keys', icon: KeyRound },
  { value: 'users', label: 'Users', icon: Users },
  { value: 'blog', label: 'Blog', icon: FileText },
  { value: 'audit-logs', label: 'Audit Logs', icon: BarChart3 },
] as const;

export function AdminDashboard() {
  useScreenTitle('Admin');
  const { user } = useSession();
  if (!user) return null;
  if (user.userType !== 'admin') {
    return (
      <StatusScreen
        title="Access Denied"
        description="You need administrator privileges to access this page."
        icon={<ShieldX className="size-8" aria-hidden="true" />}
      />
    );
  }
  return <AdminDashboardData />;
}

/** The five data sets, loaded together; the screen waits for all of them. */
function AdminDashboardData() {
  const results = useQueries({ queries: getAdminDashboardQueries() });
  const [settings, apiKeys, userStats, usageStats, auditLogs] = results;
  if (results.some((result) => result.isError)) {
    return (
      <StatusScreen
        title="Admin dashboard unavailable"
        description="Some of the dashboard's data could not be loaded. Please try again."
        icon={<RefreshCw className="size-8" aria-hidden="true" />}
        action={{ label: 'Try Again', to: '/admin' }}
      />
    );
  }
  if (!settings.data || !apiKeys.data || !userStats.data || !usageStats.data || !auditLogs.data) {
    return (
      <StatusScreen
        title="Loading admin dashboard..."
        icon={<Loader2 className="size-8 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
      />
    );
  }
  return (
    <AdminTabs
      data={{
        settings: settings.data,
        apiKeys: apiKeys.data,
        userStats: userStats.data,
        usageStats: usageStats.data,
        auditLogs: auditLogs.data,
      }}
    />
  );
}

function AdminTabs({ data }: { data: TAdminDashboardData }) {
  const [tab, changeTab] = useUrlTab(ADMIN_TAB_STORAGE_KEY, ADMIN_TABS, () => readStoredTab(ADMIN_TAB_STORAGE_KEY, ADMIN_TABS, 'overview'));
  return (
    <>
      <DashboardHero title="Admin Dashboard" subtitle="Settings, API keys, statistics, audit logs and the blog of DevMatch.">
        <div className="mt-6 flex flex-wrap gap-3">
          <Button variant="secondary" asChild>
            <Link to="/employer">View as Employer</Link>
          </Button>
          <Button variant="secondary" asChild>
            <Link to="/applicant">View as Developer</Link>
          </Button>
        </div>
      </DashboardHero>
      <PageMain className="py-8">
        <Tabs value={tab} onValueChange={changeTab} className="gap-6">
          <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-3 lg:w-fit lg:grid-cols-6">
            {TAB_LABELS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value} className="py-2">
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab data={data} />
          </TabsContent>
          <TabsContent value="settings" className="grid content-start gap-6">
            <SettingsTab settings={data.settings} />
            <AlertsCard />
          </TabsContent>
          <TabsContent value="api-keys">
            <ApiKeysTab apiKeys={data.apiKeys} />
          </TabsContent>
          <TabsContent value="users">
            <UsersTab userStats={data.userStats} />
          </TabsContent>
          <TabsContent value="blog">
            <BlogTab />
          </TabsContent>
          <TabsContent value="audit-logs">
            <AuditLogsTab />
          </TabsContent>
        </Tabs>
      </PageMain>
    </>
  );
}
