/**
 * Claims of scheduled jobs (job_runs): a job runs on the server whose insert of (job, day) wins, so
 * it runs once per day however many servers check and however often they restart.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { jobRuns } from './schema.ts';

/** True when this call claimed the job's day; false when another server (or an earlier run) has it. */
export async function claimJobRun(db: Executor, params: { job: string; runDate: string }): Promise<boolean> {
  const claimed = await db.insert(jobRuns).values(params).onConflictDoNothing().returning({ job: jobRuns.job });
  return claimed.length > 0;
}

export async function finishJobRun(db: Executor, params: { job: string; runDate: string; result: Record<string, unknown> }): Promise<void> {
  await db
    .update(jobRuns)
    .set({ finishedAt: sql`now()`, result: params.result })
    .where(and(eq(jobRuns.job, params.job), eq(jobRuns.runDate, params.runDate)));
}
