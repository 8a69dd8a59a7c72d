/** How the Analytics tab writes its figures. */
import { APPLICATION_STAGE_LABEL } from '#shared/job-values.ts';
import type { TFunnelStage } from '#shared/schemas/hiring-analytics.ts';

const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_DAY = 86_400;

/** A duration in days (in hours under a day), one decimal: '2.3 days', '5 hours'; '—' when nothing was measured. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const [value, unit] = seconds < SECONDS_PER_DAY ? [seconds / SECONDS_PER_HOUR, 'hour'] : [seconds / SECONDS_PER_DAY, 'day'];
  const rounded = Math.round(value * 10) / 10;
  return `${rounded.toLocaleString('en-US')} ${rounded === 1 ? unit : `${unit}s`}`;
}

/** Days to one decimal, for a chart's bars; null when nothing was measured. */
export function toDays(seconds: number | null): number | null {
  return seconds === null ? null : Math.round((seconds / SECONDS_PER_DAY) * 10) / 10;
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
