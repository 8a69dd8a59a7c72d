/** Each employer's latest search criteria: the candidate page measures its match against them. */
import { eq, sql } from 'drizzle-orm';
import { ZSearchCriteriaSchema, type TCandidateSearchCriteria } from '#shared/schemas/candidate-search.ts';
import type { Executor } from '#server/db/client.ts';
import { employerLastSearches } from '#server/db/schema.ts';

export async function saveLastSearch(db: Executor, params: { employerId: number; criteria: TCandidateSearchCriteria }): Promise<void> {
  await db
    .insert(employerLastSearches)
    .values({ employerId: params.employerId, criteria: params.criteria })
    .onConflictDoUpdate({ target: employerLastSearches.employerId, set: { criteria: params.criteria, updatedAt: sql`now()` } });
}

/** The stored criteria, or null when the employer has not searched (or they no longer parse). */
export async function findLastSearch(db: Executor, params: { employerId: number }): Promise<TCandidateSearchCriteria | null> {
  const [row] = await db
    .select({ criteria: employerLastSearches.criteria })
    .from(employerLastSearches)
    .where(eq(employerLastSearches.employerId, params.employerId));
  const parsed = ZSearchCriteriaSchema.safeParse(row?.criteria);
  return parsed.success ? parsed.data : null;
}
