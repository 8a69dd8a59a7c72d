const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** 'Just now' under 1 hour, 'Nh ago' under 24 hours, else 'Nd ago'. */
export function formatPostAge(postedAt: string, now: Date = new Date()): string {
  const ageMs = Math.max(0, now.getTime() - new Date(postedAt).getTime());
  if (Number.isNaN(ageMs) || ageMs < HOUR_MS) return 'Just now';
  if (ageMs < DAY_MS) return `${Math.floor(ageMs / HOUR_MS)}h ago`;
  return `${Math.floor(ageMs / DAY_MS)}d ago`;
}
