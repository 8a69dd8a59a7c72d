/** How the Analytics tab writes its figures. */
import { APPLICATION_STAGE_LABEL } from '#shared/job-values.ts';
import type { TFunnelStage } from '#shared/schemas/hiring-analytics.ts';

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_DAY = 86_400;

/**
 * A duration in days, one decimal ('2.3 days'); under a day in hours ('5 hours'), under an hour in
 * minutes ('12 minutes'), under a minute '< 1 minute'; '—' when nothing was measured.
 */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < SECONDS_PER_MINUTE) return '< 1 minute';
  const [value, unit] =
    seconds < SECONDS_PER_HOUR
      ? [Math.round(seconds / SECONDS_PER_MINUTE), 'minute']
      : seconds < SECONDS_PER_DAY
        ? [seconds / SECONDS_PER_HOUR, 'hour']
        : [seconds / SECONDS_PER_DAY, 'day'];
  const rounded = Math.round(value * 10) / 10;
  return `${rounded.toLocaleString('en-US')} ${rounded === 1 ? unit : `${unit}s`}`;
}

/** The unit a chart of these durations reads best in: days, or hours when the longest is under two days. */
export function pickChartUnit(seconds: (number | null)[]): { name: 'days' | 'hours'; suffix: 'd' | 'h'; seconds: number } {
  const longest = Math.max(0, ...seconds.map((value) => value ?? 0));
  return longest < 2 * SECONDS_PER_DAY
    ? { name: 'hours', suffix: 'h', seconds: SECONDS_PER_HOUR }
    : { name: 'days', suffix: 'd', seconds: SECONDS_PER_DAY };
}

/** A duration in a chart's unit, to one decimal; null when nothing was measured. */
export function toChartValue(seconds: number | null, unitSeconds: number): number | null {
  return seconds === null ? null : Math.round((seconds / unitSeconds) * 10) / 10;
}

/** 0.666… -> '66.7%'; '—' for a rate that cannot be worked out. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${(Math.round(rate * 1000) / 10).toLocaleString('en-US')}%`;
}

export const stageLabel = (stage: TFunnelStage) => APPLICATION_STAGE_LABEL[stage];

/** '2026-10-01' -> 'Oct 1, 2026', read as a UTC day (the server counts UTC days). */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}
