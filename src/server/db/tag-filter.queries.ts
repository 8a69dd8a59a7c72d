/** What the candidate search and its alerts need of a company's tags (the tags feature keeps the rest). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { candidateTaggings, candidateTags } from './schema.ts';

/**
 * The search's tag filter: the candidates (applicant profile ids) carrying every one of these tags of
 * the company, or undefined for no filter (no tags asked). A tag that is not the company's matches
 * nobody, so another company's tag ids find nothing.
 */
export async function findTagFilter(db: Executor, params: { companyId: number; tagIds: number[] }): Promise<Set<number> | undefined> {
  if (params.tagIds.length === 0) return undefined;
  const rows = await db
    .select({ applicantId: candidateTaggings.applicantId })
    .from(candidateTaggings)
    .innerJoin(candidateTags, eq(candidateTags.id, candidateTaggings.tagId))
    .where(and(eq(candidateTags.companyId, params.companyId), inArray(candidateTaggings.tagId, params.tagIds)))
    .groupBy(candidateTaggings.applicantId)
    .having(sql`count(*) = ${params.tagIds.length}`);
  return new Set(rows.map((row) => row.applicantId));
}
