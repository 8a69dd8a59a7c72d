/**
 * The Analytics tab's choices, kept in the dashboard's address (`?tab=analytics&range=30`,
 * `&range=custom&from=2026-10-01&to=2026-10-31`, `&analyticsJob=12`) so a reload, Back and a shared
 * link show the same figures. Days are UTC days, as the server counts them.
 */
import { countRangeDays, isIsoDay, ANALYTICS_RANGE_MAX_DAYS } from '#shared/schemas/hiring-analytics.ts';
import type { TAnalyticsSelection } from '../api/hiring-analytics.ts';

export const RANGE_PRESETS = ['30', '90', '365', 'custom'] as const;
export type TRangePreset = (typeof RANGE_PRESETS)[number];
const DEFAULT_PRESET: Exclude<TRangePreset, 'custom'> = '90';
export const RANGE_PRESET_LABEL: Record<TRangePreset, string> = {
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  '365': 'Last 12 months',
  custom: 'Custom range',
};

export const RANGE_PARAM = 'range';
export const FROM_PARAM = 'from';
export const TO_PARAM = 'to';
/** Not `job`: that one opens a job's pipeline on the Jobs tab. */
export const ANALYTICS_JOB_PARAM = 'analyticsJob';

const DAY_MS = 86_400_000;

/** Today as a UTC day, YYYY-MM-DD. */
function getTodayUtc(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The day `days` before `day`. */
function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** What is wrong with a custom range, in words, or null when the server will take it. */
export function checkCustomRange(from: string, to: string): string | null {
  if (!isIsoDay(from)) return 'Enter a start date';
  if (!isIsoDay(to)) return 'Enter an end date';
  if (from > to) return 'The start date must be on or before the end date';
  if (countRangeDays(from, to) > ANALYTICS_RANGE_MAX_DAYS) return `The range can be at most ${ANALYTICS_RANGE_MAX_DAYS} days long`;
  return null;
}

export type TAddressedSelection = TAnalyticsSelection & { preset: TRangePreset };

/** The range and job the address names; a preset's days end today, a bad custom range falls back to the default. */
export function readAnalyticsSelection(searchParams: URLSearchParams, today = getTodayUtc()): TAddressedSelection {
  const preset = RANGE_PRESETS.find((value) => value === searchParams.get(RANGE_PARAM)) ?? DEFAULT_PRESET;
  const jobValue = searchParams.get(ANALYTICS_JOB_PARAM);
  const jobId = jobValue !== null && /^\d{1,10}$/.test(jobValue) && Number(jobValue) > 0 ? Number(jobValue) : null;
  if (preset === 'custom') {
    const from = searchParams.get(FROM_PARAM) ?? '';
    const to = searchParams.get(TO_PARAM) ?? '';
    if (checkCustomRange(from, to) === null) return { preset, from, to, jobId };
    return { preset: DEFAULT_PRESET, ...getPresetRange(DEFAULT_PRESET, today), jobId };
  }
  return { preset, ...getPresetRange(preset, today), jobId };
}

/** The days of a preset, ending today. */
function getPresetRange(preset: Exclude<TRangePreset, 'custom'>, today = getTodayUtc()): { from: string; to: string } {
  return { from: shiftDay(today, Number(preset) - 1), to: today };
}
