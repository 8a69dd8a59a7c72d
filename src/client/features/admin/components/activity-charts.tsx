/**
 * The Overview's two charts over the last 30 days: sign-ups per day (developers vs employers) and
 * AI analyses per day. Loaded lazily with the chart library. Each chart has a text summary for
 * screen readers; the bars and area are decoration for sighted readers.
 */
import { useQuery } from '@tanstack/react-query';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReactElement } from 'react';
import type { TActivityStats } from '#shared/schemas/admin.ts';
import { CHART_AXIS_TICK, CHART_SECOND_COLOR, CHART_TOOLTIP_STYLE } from '#client/lib/chart-styles.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatCount } from '#client/lib/format.ts';
import { activityQueryOptions } from '../api/admin-queries.ts';
import { AdminSection } from './admin-section.tsx';

const DEVELOPER_COLOR = 'var(--primary)';
const EMPLOYER_COLOR = CHART_SECOND_COLOR;
const ANALYSES_COLOR = 'oklch(0.65 0.17 155)';

/** '2026-11-25' -> 'Nov 25', read as a UTC day (the server counts UTC days). */
function formatDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

function sum(days: TActivityStats['days'], pick: (day: TActivityStats['days'][number]) => number): number {
  return days.reduce((total, day) => total + pick(day), 0);
}

export function ActivityCharts() {
  const activity = useQuery(activityQueryOptions);
  if (activity.isPending) return <Skeleton className="h-80 rounded-xl" />;
  if (activity.isError) return <p className="text-sm text-muted-foreground">The activity charts could not be loaded.</p>;
  const days = activity.data.days.map((day) => ({ ...day, label: formatDay(day.date) }));
  const developers = sum(activity.data.days, (day) => day.developerSignups);
  const employers = sum(activity.data.days, (day) => day.employerSignups);
  const analyses = sum(activity.data.days, (day) => day.analyses);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard
        title="Sign-ups per day"
        summary={`Last ${days.length} days: ${formatCount(developers, 'developer')} and ${formatCount(employers, 'employer')} signed up.`}
      >
        <BarChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tick={CHART_AXIS_TICK} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={24} />
          <YAxis allowDecimals={false} tick={CHART_AXIS_TICK} tickLine={false} axisLine={false} />
          <Tooltip contentStyle={CHART_TOOLTIP_STYLE} cursor={{ fill: 'var(--muted)' }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="developerSignups" name="Developers" stackId="signups" fill={DEVELOPER_COLOR} radius={[0, 0, 0, 0]} />
          <Bar dataKey="employerSignups" name="Employers" stackId="signups" fill={EMPLOYER_COLOR} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title="AI analyses per day"
        summary={`Last ${days.length} days: ${formatCount(analyses, 'resume analysis', 'resume analyses')}.`}
      >
        <AreaChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tick={CHART_AXIS_TICK} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={24} />
          <YAxis allowDecimals={false} tick={CHART_AXIS_TICK} tickLine={false} axisLine={false} />
          <Tooltip contentStyle={CHART_TOOLTIP_STYLE} />
          <Area
            type="monotone"
            dataKey="analyses"
            name="Analyses"
            stroke={ANALYSES_COLOR}
            fill={ANALYSES_COLOR}
            fillOpacity={0.2}
            strokeWidth={2}
          />
        </AreaChart>
      </ChartCard>
    </div>
  );
}

function ChartCard({ title, summary, children }: { title: string; summary: string; children: ReactElement }) {
  return (
    <AdminSection title={title} description={summary}>
      <div className="h-64" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </AdminSection>
  );
}
