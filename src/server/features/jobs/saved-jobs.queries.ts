/** A developer's saved jobs, scoped by their user id. */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { TSavedJobs } from '#shared/schemas/jobs.ts';
import type { Executor } from '#server/db/client.ts';
import { findJobsByIds } from '#server/db/job-reads.queries.ts';
import { jobs, savedJobs } from '#server/db/schema.ts';

/** Saves the job; saving it again changes nothing. */
export async function insertSavedJob(db: Executor, params: { userId: number; jobId: number }): Promise<void> {
  await db.insert(savedJobs).values(params).onConflictDoNothing();
}

export async function deleteSavedJob(db: Executor, params: { userId: number; jobId: number }): Promise<void> {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, params.userId), eq(savedJobs.jobId, params.jobId)));
}

export async function countSavedJobs(db: Executor, params: { userId: number }): Promise<number> {
  const [row] = await db.select({ total: count() }).from(savedJobs).where(eq(savedJobs.userId, params.userId));
  return row?.total ?? 0;
}

export async function isJobSaved(db: Executor, params: { userId: number; jobId: number }): Promise<boolean> {
  const [row] = await db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, params.userId), eq(savedJobs.jobId, params.jobId)));
  return Boolean(row);
}

/** Newest saved first; drafts never (a saved job was published, and never goes back). */
export async function listSavedJobs(db: Executor, params: { userId: number }): Promise<TSavedJobs['jobs']> {
  const saved = await db
    .select({ jobId: savedJobs.jobId, savedAt: savedJobs.createdAt })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(and(eq(savedJobs.userId, params.userId), ne(jobs.status, 'draft')))
    .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId));
  if (saved.length === 0) return [];
  const jobById = new Map((await findJobsByIds(db, { jobIds: saved.map((entry) => entry.jobId) })).map((job) => [job.id, job]));
  return saved.flatMap((entry) => {
    const job = jobById.get(entry.jobId);
    return job ? [{ ...job, savedAt: entry.savedAt.toISOString() }] : [];
  });
}
