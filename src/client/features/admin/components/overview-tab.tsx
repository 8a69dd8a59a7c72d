/**
 * Overview: four stat cards, the two activity charts (loaded lazily: the chart
 * library is only downloaded here), Recent Activity (the latest 5 audit entries) and System Status.
 */
import { Activity, BrainCircuit, Building2, Code2, Gauge, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { AdminSection } from './admin-section.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatTimeAgo } from '#client/lib/format.ts';
import type { TAdminDashboardData } from '../api/admin-queries.ts';
import { formatAuditAction } from '../utils/audit-action.ts';
import { StatCard } from './stat-card.tsx';

const ActivityCharts = lazy(() => import('./activity-charts.tsx').then((module) => ({ default: module.ActivityCharts })));

/** The recent-activity list shows 5 entries. */
const RECENT_ACTIVITY_COUNT = 5;

export function OverviewTab({ data }: { data: TAdminDashboardData }) {
  const { userStats, usageStats } = data;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Users" value={userStats.totalUsers} detail={`+${userStats.newUsersThisMonth} new this month`} icon={Users} />
        <StatCard
          label="Active Developers"
          value={userStats.activeDevelopers}
          detail={`+${userStats.developersThisWeek} this week`}
          icon={Code2}
        />
        <StatCard
          label="Total Employers"
          value={userStats.totalEmployers}
          detail={`+${userStats.employersThisMonth} this month`}
          icon={Building2}
        />
        <StatCard label="AI Analyses" value={usageStats.aiAnalyses} detail={`+${usageStats.analysesToday} today`} icon={BrainCircuit} />
      </div>
      <Suspense fallback={<ChartsSkeleton />}>
        <ActivityCharts />
      </Suspense>
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentActivity data={data} />
        <SystemStatus data={data} />
      </div>
    </div>
  );
}

function RecentActivity({ data }: { data: TAdminDashboardData }) {
  const entries = data.auditLogs.entries.slice(0, RECENT_ACTIVITY_COUNT);
  return (
    <AdminSection icon={Activity} title="Recent Activity" description="The latest actions recorded in the audit log">
      {entries.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No activity logs available</p>
      ) : (
        <ul className="divide-y">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="grid gap-0.5">
                <span className="text-sm font-medium">{formatAuditAction(entry.action)}</span>
                <span className="text-xs wrap-anywhere text-muted-foreground">
                  {entry.userEmail ?? (entry.userId ? `User ${entry.userId}` : 'System')} · {formatTimeAgo(entry.createdAt)}
                </span>
              </div>
              <Badge variant="secondary">{entry.resourceType}</Badge>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

function SystemStatus({ data }: { data: TAdminDashboardData }) {
  const activeApiKeys = data.apiKeys.filter((apiKey) => apiKey.isActive && apiKey.isSet).length;
  const rows = [
    { label: 'Active developers', value: data.userStats.activeDevelopers },
    { label: 'Active employers', value: data.userStats.activeEmployers },
    { label: 'Total users', value: data.userStats.totalUsers },
    { label: 'Active API keys', value: activeApiKeys },
    { label: 'Audit log entries', value: data.auditLogs.total },
  ];
  return (
    <AdminSection icon={Gauge} title="System Status" description="Active in the last 30 days; keys that are set and switched on">
      <dl className="divide-y">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between py-3 text-sm">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="font-semibold tabular-nums">{row.value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
    </AdminSection>
  );
}

function ChartsSkeleton() {
  return (
    <div role="status" aria-label="Loading charts" className="grid gap-6 lg:grid-cols-2">
      <Skeleton className="h-80 rounded-xl" />
      <Skeleton className="h-80 rounded-xl" />
    </div>
  );
}
