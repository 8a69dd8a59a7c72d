/**
 * The state of alerts: which saved searches and job alerts are due, their claims (a round moves
 * `checked_at` on only if no other server did since it read the row, so one round names each match
 * once however many servers run), and what each alert has already named. Here rather than in one
 * feature: the round (candidate-search) reads and claims job alerts, which a developer switches in
 * the jobs feature.
 */
import { and, eq, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { TAlertFrequency } from '#shared/schemas/alert-frequency.ts';
import type { Executor } from './client.ts';
import { companyMembers, jobAlertHits, jobAlertSubscriptions, savedSearchAlertHits, savedSearches, users } from './schema.ts';

/**
 * Claims compare `checked_at` with the value read, which JavaScript holds to the millisecond: stored
 * times are cut to the millisecond so that they compare equal.
 */
export const NOW_TO_THE_MILLISECOND = sql`date_trunc('milliseconds', now())`;

/** An alert is due once its period has passed, less a few hours so that a round at the same hour each day finds yesterday's due. */
const DUE_AFTER_HOURS: Record<Exclude<TAlertFrequency, 'off'>, number> = { daily: 20, weekly: 7 * 24 - 4 };

/** Due alerts of `frequency`, or every alert that is on when `force` (an admin's round). */
function isDue(
  column: typeof savedSearches.alertsCheckedAt | typeof jobAlertSubscriptions.checkedAt,
  frequency: typeof savedSearches.alertFrequency | typeof jobAlertSubscriptions.frequency,
  now: Date,
  force: boolean,
) {
  if (force) return ne(frequency, 'off');
  return or(
    ...Object.entries(DUE_AFTER_HOURS).map(([name, hours]) =>
      and(eq(frequency, name as TAlertFrequency), lte(column, sql`${now.toISOString()}::timestamptz - make_interval(hours => ${hours})`)),
    ),
  );
}

/**
 * Due saved searches whose colleague who saved them is still a member with a confirmed address:
 * developers are mailed only to a confirmed address, so the alerts wait till then.
 */
export function listDueSearchAlerts(db: Executor, params: { now: Date; force: boolean }) {
  const isDueSearch = isDue(savedSearches.alertsCheckedAt, savedSearches.alertFrequency, params.now, params.force);
  return db
    .select({
      id: savedSearches.id,
      companyId: savedSearches.companyId,
      employerId: users.id,
      name: savedSearches.name,
      criteria: savedSearches.criteria,
      checkedAt: savedSearches.alertsCheckedAt,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.createdByUserId))
    .innerJoin(companyMembers, and(eq(companyMembers.userId, users.id), eq(companyMembers.companyId, savedSearches.companyId)))
    .where(and(isDueSearch, isNotNull(users.emailVerifiedAt)));
}

/** Moves the search's alerts on to `now`; false when another round did first. */
export async function claimSearchAlert(tx: Executor, params: { id: number; checkedAt: Date; now: Date }): Promise<boolean> {
  const claimed = await tx
    .update(savedSearches)
    .set({ alertsCheckedAt: params.now })
    .where(and(eq(savedSearches.id, params.id), eq(savedSearches.alertsCheckedAt, params.checkedAt)))
    .returning({ id: savedSearches.id });
  return claimed.length > 0;
}

export async function listSearchAlertHits(db: Executor, params: { savedSearchId: number }): Promise<Set<number>> {
  const rows = await db
    .select({ profileId: savedSearchAlertHits.profileId })
    .from(savedSearchAlertHits)
    .where(eq(savedSearchAlertHits.savedSearchId, params.savedSearchId));
  return new Set(rows.map((row) => row.profileId));
}

export async function recordSearchAlertHits(tx: Executor, params: { savedSearchId: number; profileIds: number[] }): Promise<void> {
  if (params.profileIds.length === 0) return;
  await tx
    .insert(savedSearchAlertHits)
    .values(params.profileIds.map((profileId) => ({ savedSearchId: params.savedSearchId, profileId })))
    .onConflictDoNothing();
}

export async function getJobAlerts(db: Executor, params: { userId: number }): Promise<TAlertFrequency> {
  const [row] = await db
    .select({ frequency: jobAlertSubscriptions.frequency })
    .from(jobAlertSubscriptions)
    .where(eq(jobAlertSubscriptions.userId, params.userId));
  return row?.frequency ?? 'off';
}

/** Switching job alerts on starts them from now: the first alert names jobs published after it. */
export async function setJobAlerts(db: Executor, params: { userId: number; frequency: TAlertFrequency }): Promise<void> {
  const wasOff = sql`${jobAlertSubscriptions.frequency} = 'off'`;
  await db
    .insert(jobAlertSubscriptions)
    .values({ ...params, checkedAt: NOW_TO_THE_MILLISECOND })
    .onConflictDoUpdate({
      target: jobAlertSubscriptions.userId,
      set: {
        frequency: params.frequency,
        checkedAt: sql`case when ${wasOff} then ${NOW_TO_THE_MILLISECOND} else ${jobAlertSubscriptions.checkedAt} end`,
      },
    });
}

export function listDueJobAlerts(db: Executor, params: { now: Date; force: boolean }) {
  return db
    .select({ userId: jobAlertSubscriptions.userId, checkedAt: jobAlertSubscriptions.checkedAt })
    .from(jobAlertSubscriptions)
    .where(isDue(jobAlertSubscriptions.checkedAt, jobAlertSubscriptions.frequency, params.now, params.force));
}

export async function claimJobAlert(tx: Executor, params: { userId: number; checkedAt: Date; now: Date }): Promise<boolean> {
  const claimed = await tx
    .update(jobAlertSubscriptions)
    .set({ checkedAt: params.now })
    .where(and(eq(jobAlertSubscriptions.userId, params.userId), eq(jobAlertSubscriptions.checkedAt, params.checkedAt)))
    .returning({ userId: jobAlertSubscriptions.userId });
  return claimed.length > 0;
}

export async function listJobAlertHits(db: Executor, params: { userId: number }): Promise<Set<number>> {
  const rows = await db.select({ jobId: jobAlertHits.jobId }).from(jobAlertHits).where(eq(jobAlertHits.userId, params.userId));
  return new Set(rows.map((row) => row.jobId));
}

export async function recordJobAlertHits(tx: Executor, params: { userId: number; jobIds: number[] }): Promise<void> {
  if (params.jobIds.length === 0) return;
  await tx
    .insert(jobAlertHits)
    .values(params.jobIds.map((jobId) => ({ userId: params.userId, jobId })))
    .onConflictDoNothing();
}
