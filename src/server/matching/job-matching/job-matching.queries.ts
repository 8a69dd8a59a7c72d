/** What matching reads of jobs and applications beyond the indexes. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { jobApplications, jobs } from '#server/db/schema.ts';
import type { TJobTerms } from './job-criteria.ts';
import { JOB_TERMS_COLUMNS } from './job-index.ts';

export async function findJobTerms(db: Executor, params: { jobId: number }): Promise<TJobTerms | undefined> {
  const [row] = await db.select(JOB_TERMS_COLUMNS).from(jobs).where(eq(jobs.id, params.jobId));
  return row;
}

/** The jobs the developer has an application to (not withdrawn): their recommendations leave them out. */
export async function listAppliedJobIds(db: Executor, params: { applicantId: number }): Promise<Set<number>> {
  const rows = await db
    .select({ jobId: jobApplications.jobId })
    .from(jobApplications)
    .where(and(eq(jobApplications.applicantId, params.applicantId), isNull(jobApplications.withdrawnAt)));
  return new Set(rows.map((row) => row.jobId));
}
