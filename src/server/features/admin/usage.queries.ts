import { count, eq, gte, sql } from 'drizzle-orm';
import type { TUsageStats } from '#shared/schemas/admin.ts';
import type { Executor } from '#server/db/client.ts';
import { deletedAccountCounts, resumeAnalyses } from '#server/db/schema.ts';

// 'Today' is the UTC day, the same for every admin and every database server's time zone.
const START_OF_TODAY_UTC = sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`;

/** Every resume analysis counts, whichever engine answered, those of deleted accounts too (deleted_account_counts). */
export async function getUsageStats(db: Executor): Promise<TUsageStats> {
  const [[row], [deleted]] = await Promise.all([
    db
      .select({
        aiAnalyses: count(),
        analysesToday: count(sql`case when ${gte(resumeAnalyses.createdAt, START_OF_TODAY_UTC)} then 1 end`),
      })
      .from(resumeAnalyses),
    db
      .select({
        total: sql<number>`coalesce(sum(${deletedAccountCounts.count}), 0)::int`,
        today: sql<number>`coalesce(sum(${deletedAccountCounts.count}) filter (where ${deletedAccountCounts.day} = (now() at time zone 'UTC')::date), 0)::int`,
      })
      .from(deletedAccountCounts)
      .where(eq(deletedAccountCounts.metric, 'resume_analyses')),
  ]);
  return { aiAnalyses: (row?.aiAnalyses ?? 0) + (deleted?.total ?? 0), analysesToday: (row?.analysesToday ?? 0) + (deleted?.today ?? 0) };
}
