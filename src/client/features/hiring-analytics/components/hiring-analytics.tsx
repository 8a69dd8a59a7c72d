/**
 * The employer dashboard's Analytics tab: for a range of days (a preset or custom) and all jobs or
 * one, the funnel and the time in each stage as charts with their numbers as tables, the other
 * figures as cards, the figures of each job, and the same as a CSV file. The choices live in the
 * address (utils/analytics-range.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { ChartNoAxesColumn, Download } from 'lucide-react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { THiringAnalytics } from '#shared/schemas/hiring-analytics.ts';
import { EmptyState } from '#client/components/layout/empty-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ChoiceSelect } from '#client/components/ui/choice-select.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { getAnalyticsCsvUrl, getHiringAnalyticsQueryOptions } from '../api/hiring-analytics.ts';
import {
  ANALYTICS_JOB_PARAM,
  checkCustomRange,
  FROM_PARAM,
  RANGE_PARAM,
  RANGE_PRESET_LABEL,
  RANGE_PRESETS,
  readAnalyticsSelection,
  TO_PARAM,
  type TAddressedSelection,
  type TRangePreset,
} from '../utils/analytics-range.ts';
import { formatDay, formatDuration, formatRate } from '../utils/format-analytics.ts';
import { FunnelTable, JobsTable, StageTimeTable } from './analytics-tables.tsx';

const FunnelChart = lazy(() => import('./analytics-charts.tsx').then((module) => ({ default: module.FunnelChart })));
const StageTimeChart = lazy(() => import('./analytics-charts.tsx').then((module) => ({ default: module.StageTimeChart })));

const ALL_JOBS = 'all';

export function HiringAnalytics({ employerId }: { employerId: number }) {
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const selection = readAnalyticsSelection(searchParams);
  const analytics = useQuery(getHiringAnalyticsQueryOptions(employerId, selection));

  const changeAddress = (changes: Record<string, string | null>, replace = false) =>
    setSearchParams(
      (params) => {
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) params.delete(name);
          else params.set(name, value);
        }
        return params;
      },
      { replace },
    );
  const jobTitle = analytics.data?.jobs.find((job) => job.jobId === selection.jobId)?.title;

  return (
    // One column of minmax(0, 1fr): a wide table scrolls in its own box instead of widening the page.
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            Hiring analytics
          </h2>
          <p className="text-sm wrap-anywhere text-muted-foreground">
            {jobTitle ?? 'All jobs'}: applications sent from {formatDay(selection.from)} to {formatDay(selection.to)} (UTC)
          </p>
        </div>
        <Button asChild variant="outline">
          <a href={getAnalyticsCsvUrl(employerId, selection)} download>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
      </div>

      <AnalyticsFilters selection={selection} jobs={analytics.data?.jobs} onChange={changeAddress} />

      <AnalyticsContent analytics={analytics.data} isPending={analytics.isPending} isError={analytics.isError} />
    </section>
  );
}

function AnalyticsFilters({
  selection,
  jobs,
  onChange,
}: {
  selection: TAddressedSelection;
  jobs: THiringAnalytics['jobs'] | undefined;
  onChange: (changes: Record<string, string | null>, replace?: boolean) => void;
}) {
  const id = useId();
  // Days being typed that do not make a range yet; a range that does goes to the address at once.
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const { from, to } = draft ?? selection;
  const rangeError = selection.preset === 'custom' ? checkCustomRange(from, to) : null;
  const errorId = `${id}-range-error`;

  const onPresetChange = (preset: TRangePreset) => {
    setDraft(null);
    // A custom range starts from the days shown, for the reader to change.
    if (preset === 'custom') onChange({ [RANGE_PARAM]: preset, [FROM_PARAM]: selection.from, [TO_PARAM]: selection.to });
    else onChange({ [RANGE_PARAM]: preset, [FROM_PARAM]: null, [TO_PARAM]: null });
  };
  const onDayChange = (nextFrom: string, nextTo: string) => {
    const isRange = checkCustomRange(nextFrom, nextTo) === null;
    setDraft(isRange ? null : { from: nextFrom, to: nextTo });
    if (isRange) onChange({ [FROM_PARAM]: nextFrom, [TO_PARAM]: nextTo }, true);
  };
  const jobIds = (jobs ?? []).map((job) => String(job.jobId));

  return (
    <div className="grid gap-3">
      <div className="grid gap-4 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end">
        <FormField id={`${id}-range`} label="Date range" className="lg:w-48">
          <ChoiceSelect
            id={`${id}-range`}
            value={selection.preset}
            choices={RANGE_PRESETS}
            label={(preset) => RANGE_PRESET_LABEL[preset]}
            onChange={onPresetChange}
          />
        </FormField>
        <FormField id={`${id}-job`} label="Job" className="lg:w-72">
          <ChoiceSelect
            id={`${id}-job`}
            value={selection.jobId === null ? ALL_JOBS : String(selection.jobId)}
            choices={jobIds}
            leading={{ value: ALL_JOBS, label: 'All jobs' }}
            label={(jobId) => jobs?.find((job) => String(job.jobId) === jobId)?.title ?? jobId}
            onChange={(jobId) => onChange({ [ANALYTICS_JOB_PARAM]: jobId === ALL_JOBS ? null : jobId })}
            disabled={!jobs}
          />
        </FormField>
        {selection.preset === 'custom' ? (
          <>
            <DayField
              id={`${id}-from`}
              label="From"
              value={from}
              bounds={{ max: to }}
              errorId={rangeError ? errorId : null}
              onChange={(day) => onDayChange(day, to)}
            />
            <DayField
              id={`${id}-to`}
              label="To"
              value={to}
              bounds={{ min: from }}
              errorId={rangeError ? errorId : null}
              onChange={(day) => onDayChange(from, day)}
            />
          </>
        ) : null}
      </div>
      {rangeError ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {rangeError}
        </p>
      ) : null}
    </div>
  );
}

/** One end of a custom range; `errorId` names the range's error while it has one. */
function DayField({
  id,
  label,
  value,
  bounds,
  errorId,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  bounds: { min?: string; max?: string };
  errorId: string | null;
  onChange: (day: string) => void;
}) {
  return (
    <FormField id={id} label={label} className="lg:w-44">
      <Input
        id={id}
        type="date"
        value={value}
        min={bounds.min || undefined}
        max={bounds.max || undefined}
        aria-invalid={errorId !== null}
        aria-describedby={errorId ?? undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

function AnalyticsContent({
  analytics,
  isPending,
  isError,
}: {
  analytics: THiringAnalytics | undefined;
  isPending: boolean;
  isError: boolean;
}) {
  if (isPending)
    return (
      <div className="grid gap-4">
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
    );
  if (isError || !analytics) return <p className="text-sm text-muted-foreground">The hiring analytics could not be loaded.</p>;
  if (analytics.applications === 0 && analytics.outreach.contacted === 0)
    return (
      <EmptyState
        icon={<ChartNoAxesColumn className="size-8" aria-hidden="true" />}
        title="No applications in this range"
        description="Applications sent in the range show here: how far they got, how long each stage took, and how candidates you contacted answered. Try a longer range or another job."
      />
    );
  return (
    <div className="grid grid-cols-1 gap-6">
      <FigureCards analytics={analytics} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ChartCard
          title="Funnel"
          description="Applications that reached each stage, and the share of the stage before that got there."
          chart={<FunnelChart funnel={analytics.funnel} />}
        >
          <FunnelTable funnel={analytics.funnel} />
        </ChartCard>
        <ChartCard
          title="Time in each stage"
          description="From moving into a stage to moving on (or being rejected or withdrawn); stays still going are not counted."
          chart={<StageTimeChart timeInStage={analytics.timeInStage} />}
        >
          <StageTimeTable timeInStage={analytics.timeInStage} />
        </ChartCard>
      </div>
      {analytics.jobId === null && analytics.jobs.length > 1 ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">By job</CardTitle>
            <CardDescription>Applications sent in the range and candidates contacted about each job.</CardDescription>
          </CardHeader>
          <CardContent>
            <JobsTable jobs={analytics.jobs} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

function FigureCards({ analytics }: { analytics: THiringAnalytics }) {
  const { outreach, timeToHire } = analytics;
  const figures: { title: string; value: string; detail: string }[] = [
    {
      title: 'Applications',
      value: analytics.applications.toLocaleString('en-US'),
      detail: `${analytics.withdrawn.toLocaleString('en-US')} withdrawn · ${analytics.rejected.toLocaleString('en-US')} rejected`,
    },
    {
      title: 'Candidates contacted',
      value: outreach.contacted.toLocaleString('en-US'),
      detail: `${outreach.applied.toLocaleString('en-US')} then applied · ${analytics.applications.toLocaleString('en-US')} applications in all`,
    },
    {
      title: 'Outreach response rate',
      value: formatRate(outreach.responseRate),
      detail: `${outreach.responded.toLocaleString('en-US')} of ${outreach.contacted.toLocaleString('en-US')} answered · ${outreach.declined.toLocaleString('en-US')} declined`,
    },
    {
      title: 'Time to hire (median)',
      value: formatDuration(timeToHire.medianSeconds),
      detail: `Mean ${formatDuration(timeToHire.meanSeconds)} · ${timeToHire.samples.toLocaleString('en-US')} hired`,
    },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {figures.map((figure) => (
        <Card key={figure.title} className="grid gap-1 p-5">
          <dt className="text-sm font-medium text-muted-foreground">{figure.title}</dt>
          <dd className="text-3xl font-semibold tracking-tight tabular-nums">{figure.value}</dd>
          <dd className="text-xs text-muted-foreground">{figure.detail}</dd>
        </Card>
      ))}
    </dl>
  );
}

function ChartCard({ title, description, chart, children }: { title: string; description: string; chart: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {/* The table below holds the same numbers for screen readers and anyone who wants them exact. */}
        <div className="h-56" aria-hidden="true">
          <Suspense fallback={<Skeleton className="size-full rounded-lg" />}>{chart}</Suspense>
        </div>
        <div className="overflow-hidden rounded-md border">{children}</div>
      </CardContent>
    </Card>
  );
}
