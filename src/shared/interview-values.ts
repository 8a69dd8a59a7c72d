/**
 * An interview's life (decision 047): proposed times wait for the developer, who picks one (scheduled)
 * or asks for others (other_times_requested, until the team proposes again); either side's plans end
 * in cancelled, which the team alone can do.
 */
export const INTERVIEW_STATUSES = ['proposed', 'other_times_requested', 'scheduled', 'cancelled'] as const;
export type TInterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const INTERVIEW_STATUS_LABEL: Record<TInterviewStatus, string> = {
  proposed: 'Waiting for the candidate',
  other_times_requested: 'Candidate asked for other times',
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
};

/** The same states as the developer reads them. */
export const CANDIDATE_INTERVIEW_STATUS_LABEL: Record<TInterviewStatus, string> = {
  proposed: 'Pick a time',
  other_times_requested: 'Other times asked for',
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
};

export const INTERVIEW_SLOTS_MAX = 5;
export const INTERVIEW_DURATION_MIN_MINUTES = 15;
export const INTERVIEW_DURATION_MAX_MINUTES = 480;
export const INTERVIEW_DURATION_CHOICES = [30, 45, 60, 90, 120] as const;
export const INTERVIEWERS_MAX = 10;

/** Whether `timeZone` is an IANA zone this runtime knows (the browser's and the server's lists agree on the common ones). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** "Tue, Dec 1, 2026, 3:00 PM – 4:00 PM" in `timeZone`, with the zone's short name ("GMT+1") when asked. */
export function formatSlot(
  slot: { startsAt: string; durationMinutes: number },
  timeZone: string,
  options: { withZone?: boolean } = {},
): string {
  const start = new Date(slot.startsAt);
  const end = new Date(start.getTime() + slot.durationMinutes * 60_000);
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(
    start,
  );
  const time = (date: Date, withZone: boolean) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      ...(withZone ? { timeZoneName: 'short' } : {}),
    }).format(date);
  return `${day}, ${time(start, false)} – ${time(end, options.withZone ?? false)}`;
}

/** The zone as people read it: "Europe/Berlin" becomes "Europe/Berlin (GMT+1)" at that instant. */
export function describeTimeZone(timeZone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return part ? `${timeZone} (${part})` : timeZone;
}
