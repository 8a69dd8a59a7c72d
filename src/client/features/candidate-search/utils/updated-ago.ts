import { formatTimeAgo } from '#client/lib/format.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS_PER_WEEK = 7;

/**
 * The 'Updated' wording on candidate cards: '1 day', 'N days' under 7, '1 week'
 * under 14, otherwise 'N weeks'. Part days count as a whole day, so a profile changed today reads
 * 'Updated 1 day ago'; an unreadable or future date reads the same.
 */
export function formatUpdatedAgo(updatedAt: string, now: Date = new Date()): string {
  const ageMs = now.getTime() - new Date(updatedAt).getTime();
  const days = Number.isNaN(ageMs) ? 1 : Math.max(1, Math.ceil(ageMs / DAY_MS));
  if (days === 1) return 'Updated 1 day ago';
  if (days < DAYS_PER_WEEK) return `Updated ${days} days ago`;
  if (days < 2 * DAYS_PER_WEEK) return 'Updated 1 week ago';
  return `Updated ${Math.floor(days / DAYS_PER_WEEK)} weeks ago`;
}

/**
 * The candidate page's wording: within a day, how long ago exactly ('Updated 5 minutes ago'), since
 * '1 day' minutes after an edit reads as stale; from a day on, the cards' wording.
 */
export function formatProfileUpdatedAgo(updatedAt: string, now: Date = new Date()): string {
  const ageMs = now.getTime() - new Date(updatedAt).getTime();
  if (ageMs >= 0 && ageMs < DAY_MS) return `Updated ${formatTimeAgo(updatedAt, now.getTime())}`;
  return formatUpdatedAgo(updatedAt, now);
}
