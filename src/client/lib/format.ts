/** Display formats shared by several screens. */

const SIZE_UNITS = ['KB', 'MB', 'GB'];

/** 2048 -> '2 KB', 1572864 -> '1.5 MB'; under 1 KB in bytes. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${SIZE_UNITS[unit]}`;
}

/**
 * A resume's size as lists show it, always in KB so two versions compare at a glance: 38155 -> '37 KB',
 * 2500000 -> '2,441 KB'; under 1 KB '< 1 KB'.
 */
export function formatKilobytes(bytes: number): string {
  if (bytes < 1024) return '< 1 KB';
  return `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
}

/** A date in the reader's locale ('Mar 4, 2025'), or null when the value is missing or not a date. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A date and time ('Mar 4, 2025, 3:30 PM'). */
export function formatDateTime(value: string): string {
  return new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

const TIME_AGO_STEPS: [limitSeconds: number, unitSeconds: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [60, 1, 'second'],
  [3600, 60, 'minute'],
  [86_400, 3600, 'hour'],
  [604_800, 86_400, 'day'],
  [2_629_800, 604_800, 'week'],
  [31_557_600, 2_629_800, 'month'],
  [Infinity, 31_557_600, 'year'],
];

/** '5 minutes ago', 'yesterday', 'just now' in the reader's language; '' for a missing or bad date. */
export function formatTimeAgo(value: string, now = Date.now()): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  const seconds = Math.max(0, Math.round((now - time) / 1000));
  if (seconds < 45) return 'just now';
  const [, unitSeconds, unit] = TIME_AGO_STEPS.find(([limit]) => seconds < limit)!;
  return new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(-Math.round(seconds / unitSeconds), unit);
}

/** '1 developer', '1,234 developers'. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}

/** '1 view', '1,234 views'. */
export const formatViewCount = (count: number) => formatCount(count, 'view');
