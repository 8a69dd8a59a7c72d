/**
 * What employers search for (skill keys and level, no free text), for the blog's market report.
 * Written by candidate search, read by the blog, trimmed by housekeeping.
 */
import { lt, sql } from 'drizzle-orm';
import type { TExperienceLevel } from '#shared/profile-values.ts';
import type { Executor } from './client.ts';
import { candidateSearchLog } from './schema.ts';

/** The report looks back 7 days; older entries are kept a while for trends, then dropped. */
const SEARCH_LOG_RETENTION_DAYS = 90;

export async function logCandidateSearch(
  db: Executor,
  params: { employerId: number; skillKeys: string[]; experienceLevel: TExperienceLevel | null },
): Promise<void> {
  await db.insert(candidateSearchLog).values(params);
}

export async function deleteOldSearchLog(db: Executor): Promise<void> {
  await db
    .delete(candidateSearchLog)
    .where(lt(candidateSearchLog.createdAt, sql`now() - make_interval(days => ${SEARCH_LOG_RETENTION_DAYS})`));
}
