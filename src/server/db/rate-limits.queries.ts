/**
 * Fixed-window counters in the database, so every app server sharing it sees the same counts.
 * One upsert per hit: the window restarts when the stored one has ended.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { TRateLimitRule } from '../config.ts';
import type { Executor } from './client.ts';
import { rateLimitCounters } from './schema.ts';
import { AppError } from '../lib/app-error.ts';

type TRateLimitState = { count: number; retryAfterSeconds: number };

/**
 * Adds one hit to `key` and returns the count in the current window. With `below`, the hit is only
 * added while the count is under it: at the limit nothing is written and the answer is undefined.
 */
async function addHit(db: Executor, key: string, rule: TRateLimitRule, below?: number): Promise<TRateLimitState | undefined> {
  const windowEnds = sql`now() + make_interval(mins => ${rule.windowMinutes})`;
  const windowHasEnded = sql`${rateLimitCounters.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowEndsAt: windowEnds })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${windowHasEnded} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${windowHasEnded} then ${windowEnds} else ${rateLimitCounters.windowEndsAt} end`,
      },
      ...(below === undefined ? {} : { setWhere: sql`${windowHasEnded} or ${rateLimitCounters.count} < ${below}` }),
    })
    .returning({
      count: rateLimitCounters.count,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitCounters.windowEndsAt} - now())))::int`,
    });
  return row;
}

/** Adds one hit to `key` and returns the count in the current window. */
export async function hitRateLimit(db: Executor, key: string, rule: TRateLimitRule): Promise<TRateLimitState> {
  return (await addHit(db, key, rule))!;
}

/** The count in the current window without adding to it. */
export async function peekRateLimit(db: Executor, key: string): Promise<TRateLimitState> {
  const [row] = await db
    .select({
      count: rateLimitCounters.count,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitCounters.windowEndsAt} - now())))::int`,
    })
    .from(rateLimitCounters)
    .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.windowEndsAt} > now()`);
  return row ?? { count: 0, retryAfterSeconds: 0 };
}

/**
 * Takes one of the window's hits when one is left, in one statement, so requests racing for the
 * last one cannot all get it: true when taken, false (nothing written) at the limit.
 */
export async function takeRateLimitHit(db: Executor, key: string, rule: TRateLimitRule): Promise<boolean> {
  return (await addHit(db, key, rule, rule.max)) !== undefined;
}

/** Gives back a hit taken for work that turned out not to count (a right password, a refusal elsewhere). */
export async function returnRateLimitHit(db: Executor, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`${rateLimitCounters.count} - 1` })
    .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.count} > 0 and ${rateLimitCounters.windowEndsAt} > now()`);
}

export async function clearRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Clears every counter whose key starts with `prefix` (one account's counts over all addresses). */
export async function clearRateLimitsStartingWith(db: Executor, prefix: string): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`starts_with(${rateLimitCounters.key}, ${prefix})`);
}

export async function deleteExpiredRateLimits(db: Executor): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`));
}

/** The wait as a person reads it, rounded up: minutes up to an hour, then hours. */
function describeWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/** A 429 whose message and Retry-After name the same wait. */
export function throwRateLimited(message: string, retryAfterSeconds: number): never {
  throw new AppError('TOO_MANY_REQUESTS', `${message} Please try again in ${describeWait(retryAfterSeconds)}.`, { retryAfterSeconds });
}

/**
 * Counts a hit and refuses it with 429 once the window's allowance is used up. A refused hit is not
 * counted: it changes nothing, and a flood of them costs the database no writes.
 */
export async function enforceRateLimit(db: Executor, key: string, rule: TRateLimitRule, message: string): Promise<void> {
  if (await takeRateLimitHit(db, key, rule)) return;
  throwRateLimited(message, (await peekRateLimit(db, key)).retryAfterSeconds);
}

/**
 * Counts an upload against the signed-in user's hourly allowance, one for every upload route (resumes
 * and pictures); 429 once it is used up. Refused and failed uploads count too: each costs the work.
 */
export async function enforceUploadRateLimit(db: Executor, rule: TRateLimitRule, userId: number): Promise<void> {
  await enforceRateLimit(db, `upload:user:${userId}`, rule, 'You have uploaded many files in the last hour.');
}
