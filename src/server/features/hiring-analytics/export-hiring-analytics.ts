/**
 * The hiring analytics as a CSV file: the same figures as the JSON answer, one per row (scope,
 * measure, stage, value), durations in days and rates in percent, both to one decimal.
 */
import { APPLICATION_STAGE_LABEL } from '#shared/job-values.ts';
import type { TAnalyticsQuery, TDuration, THiringAnalytics } from '#shared/schemas/hiring-analytics.ts';
import type { TAppContext } from '#server/context.ts';
import { toCsv, type TCsvCell } from '#server/lib/csv.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { getHiringAnalytics } from './get-hiring-analytics.ts';

const ALL_JOBS = 'All jobs';
const SECONDS_PER_DAY = 86_400;

const toOneDecimal = (value: number) => Math.round(value * 10) / 10;
const toDays = (seconds: number | null) => (seconds === null ? null : toOneDecimal(seconds / SECONDS_PER_DAY));
const toPercent = (rate: number | null) => (rate === null ? null : toOneDecimal(rate * 100));

function durationRows(
  scope: string,
  duration: TDuration,
  names: [median: string, mean: string, samples: string],
  stage = '',
): TCsvCell[][] {
  return [
    [scope, names[0], stage, toDays(duration.medianSeconds)],
    [scope, names[1], stage, toDays(duration.meanSeconds)],
    [scope, names[2], stage, duration.samples],
  ];
}

/** The rows of the file, header first. */
function toAnalyticsRows(analytics: THiringAnalytics): TCsvCell[][] {
  const scope = analytics.jobId === null ? ALL_JOBS : (analytics.jobs.find((job) => job.jobId === analytics.jobId)?.title ?? ALL_JOBS);
  const { outreach } = analytics;
  return [
    ['Scope', 'Measure', 'Stage', 'Value'],
    [scope, 'From', '', analytics.from],
    [scope, 'To', '', analytics.to],
    [scope, 'Applications', '', analytics.applications],
    [scope, 'Withdrawn', '', analytics.withdrawn],
    [scope, 'Rejected', '', analytics.rejected],
    ...analytics.funnel.map(({ stage, reached }) => [scope, 'Reached stage', APPLICATION_STAGE_LABEL[stage], reached]),
    ...analytics.funnel
      .slice(1)
      .map(({ stage, conversion }) => [scope, 'Conversion from previous stage (%)', APPLICATION_STAGE_LABEL[stage], toPercent(conversion)]),
    ...analytics.timeInStage.flatMap((duration) =>
      durationRows(
        scope,
        duration,
        ['Median days in stage', 'Mean days in stage', 'Stays measured'],
        APPLICATION_STAGE_LABEL[duration.stage],
      ),
    ),
    ...durationRows(scope, analytics.timeToHire, ['Median days to hire', 'Mean days to hire', 'Hires measured']),
    [scope, 'Candidates contacted', '', outreach.contacted],
    [scope, 'Contacted who responded', '', outreach.responded],
    [scope, 'Contacted who declined', '', outreach.declined],
    [scope, 'Contacted who then applied', '', outreach.applied],
    [scope, 'Outreach response rate (%)', '', toPercent(outreach.responseRate)],
    ...analytics.jobs.flatMap((job) => [
      [job.title, 'Applications', '', job.applications],
      [job.title, 'Hired', '', job.hired],
      [job.title, 'Candidates contacted', '', job.contacted],
      [job.title, 'Contacted who responded', '', job.responded],
    ]),
  ];
}

/** GET /api/employer/{employerId}/analytics.csv: the file's name and text. */
export async function exportHiringAnalytics(
  ctx: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number } & TAnalyticsQuery,
): Promise<{ fileName: string; csv: string }> {
  const analytics = await getHiringAnalytics(ctx, actor, params);
  const job = analytics.jobId === null ? '' : `-job-${analytics.jobId}`;
  return { fileName: `hiring-analytics-${analytics.from}-to-${analytics.to}${job}.csv`, csv: toCsv(toAnalyticsRows(analytics)) };
}
