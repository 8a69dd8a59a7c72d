/**
 * The candidate_search rows a trigger noted as deleted, which every server's in-memory search index
 * reads to drop them too (matching/search-index). Trimmed by housekeeping.
 */
import { lt, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { candidateSearchRemovals } from './schema.ts';

/** How long a removal is kept; a server that has not looked for half of it loads its index again. */
export const CANDIDATE_REMOVALS_KEPT_HOURS = 24;

export async function deleteOldCandidateRemovals(db: Executor): Promise<void> {
  await db
    .delete(candidateSearchRemovals)
    .where(lt(candidateSearchRemovals.removedAt, sql`now() - make_interval(hours => ${CANDIDATE_REMOVALS_KEPT_HOURS})`));
}
