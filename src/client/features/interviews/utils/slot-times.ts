/** Times as the reader sees them: in the browser's own zone, the organiser's beside when it differs. */
import { formatSlot } from '#shared/interview-values.ts';
import type { TInterviewSlot } from '#shared/schemas/interviews.ts';

export function getBrowserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** What one slot reads as: the reader's time, and the organiser's when their zone differs. */
export function describeSlot(
  slot: Pick<TInterviewSlot, 'startsAt' | 'durationMinutes'>,
  organiserZone: string,
  readerZone = getBrowserTimeZone(),
) {
  return {
    local: formatSlot(slot, readerZone, { withZone: true }),
    organiser: organiserZone === readerZone ? null : `${formatSlot(slot, organiserZone, { withZone: true })} for the organiser`,
  };
}

/** A `datetime-local` input's value (the browser's zone) as an instant. */
export function toInstant(localValue: string): string {
  return new Date(localValue).toISOString();
}

/** A `datetime-local` value `days` ahead at `hour`:00, the browser's zone. */
export function suggestLocalTime(days: number, hour: number, now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hour, 0);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
}
