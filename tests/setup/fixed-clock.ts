/**
 * Clocks for tests whose outcome depends on the day (docs/testing.md, "Dates").
 *
 * `setClock(at)` gives the running test a fixed date: JavaScript's `Date` (only `Date`: timers and
 * Node's own waits keep the real clock) starts at `at` and runs on at the real pace; the real clock
 * is back once the test finishes.
 * - PGlite reads the same `Date`, so on the embedded database `now()` moves too; PostgreSQL keeps
 *   the machine's clock. Use it where the server takes the date from JavaScript (`new Date()` in a
 *   use case), at a moment in the past: by PostgreSQL's clock a post published then is already out
 *   and a session made now is not yet expired.
 * - On PGlite, rows written during the test carry the test's date: a session made under it has been
 *   idle for years once the real clock is back, so a pinned test makes its own accounts.
 */
import { sql } from 'drizzle-orm';
import { onTestFinished, vi } from 'vitest';
import { toRows } from '#server/db/change-tracking.ts';
import type { Database } from '#server/db/client.ts';

/** The last minute of a leap month: the day, the month and the day count all turn over next. */
export const MONTH_END_MINUTE = '2024-02-29T23:59:00Z';

export function setClock(at: string): void {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(at), shouldAdvanceTime: true });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/**
 * The database's clock. What the server counts by `now()` (today, this month, the last 30 days) is by
 * this clock, which on PostgreSQL is not this process's: a test stamps its rows and reckons its
 * calendar by it.
 */
export async function readDatabaseNow(db: Database): Promise<Date> {
  const [row] = toRows<{ ms: number }>(await db.execute(sql`select (extract(epoch from now()) * 1000)::float8 as ms`));
  return new Date(row!.ms);
}
