import { count, gte, sql } from 'drizzle-orm';
import type { TUsageStats } from '#shared/schemas/admin.ts';
import type { Executor } from '#server/db/client.ts';
import { resumeAnalyses } from '#server/db/schema.ts';

// 'Today' is the UTC day, the same for every admin and every database server's time zone.
const START_OF_TODAY_UTC = sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`;

/** Every stored resume analysis counts, whichever engine answered. */
export async function getUsageStats(db: Executor): Promise<TUsageStats> {
  const [row] = await db
    .select({
      aiAnalyses: count(),
      analysesToday: count(sql`case when ${gte(resumeAnalyses.createdAt, START_OF_TODAY_UTC)} then 1 end`),
    })
    .from(resumeAnalyses);
  return { aiAnalyses: row?.aiAnalyses ?? 0, analysesToday: row?.analysesToday ?? 0 };
}
