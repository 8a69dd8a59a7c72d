/**
 * A company's tags and the tags on its candidates. Every query is scoped by the company's id: another
 * company's tag is never read, renamed, deleted or put on anyone through these.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { TCandidateTagging, TTag, TTagColor } from '#shared/schemas/candidate-tags.ts';
import type { Executor } from '#server/db/client.ts';
import { candidateTaggings, candidateTags, jobApplications, jobs, users } from '#server/db/schema.ts';

const TAG_COLUMNS = {
  id: candidateTags.id,
  name: candidateTags.name,
  color: candidateTags.color,
  createdAt: candidateTags.createdAt,
  // Named with their tables: a single-table select prints columns bare, and the subquery would misread them.
  candidateCount: sql<number>`(select count(*)::int from candidate_taggings counted where counted.tag_id = candidate_tags.id)`,
};

type TTagRow = { id: number; name: string; color: string | null; createdAt: Date; candidateCount: number };
const toTag = (row: TTagRow): TTag => ({ ...row, color: row.color as TTagColor | null, createdAt: row.createdAt.toISOString() });

export async function listTags(db: Executor, params: { companyId: number }): Promise<TTag[]> {
  const rows = await db
    .select(TAG_COLUMNS)
    .from(candidateTags)
    .where(eq(candidateTags.companyId, params.companyId))
    .orderBy(asc(sql`lower(${candidateTags.name})`));
  return rows.map(toTag);
}

export async function findTag(db: Executor, params: { companyId: number; tagId: number }): Promise<TTag | undefined> {
  const [row] = await db
    .select(TAG_COLUMNS)
    .from(candidateTags)
    .where(and(eq(candidateTags.companyId, params.companyId), eq(candidateTags.id, params.tagId)));
  return row && toTag(row);
}

/** The company's tag of this name in any case, other than `exceptId`. */
export async function findTagByName(
  db: Executor,
  params: { companyId: number; name: string; exceptId?: number },
): Promise<TTag | undefined> {
  const [row] = await db
    .select(TAG_COLUMNS)
    .from(candidateTags)
    .where(
      and(
        eq(candidateTags.companyId, params.companyId),
        sql`lower(${candidateTags.name}) = lower(${params.name})`,
        params.exceptId === undefined ? undefined : sql`${candidateTags.id} <> ${params.exceptId}`,
      ),
    );
  return row && toTag(row);
}

export async function countTags(db: Executor, params: { companyId: number }): Promise<number> {
  const [row] = await db.select({ total: count() }).from(candidateTags).where(eq(candidateTags.companyId, params.companyId));
  return row!.total;
}

export async function insertTag(
  db: Executor,
  params: { companyId: number; name: string; color: TTagColor | null; actorUserId: number },
): Promise<TTag> {
  const [row] = await db
    .insert(candidateTags)
    .values({ companyId: params.companyId, name: params.name, color: params.color, createdByUserId: params.actorUserId })
    .returning({ id: candidateTags.id, name: candidateTags.name, color: candidateTags.color, createdAt: candidateTags.createdAt });
  return toTag({ ...row!, candidateCount: 0 });
}

export async function updateTag(
  db: Executor,
  params: { companyId: number; tagId: number; name?: string; color?: TTagColor | null },
): Promise<TTag | undefined> {
  const changed = await db
    .update(candidateTags)
    .set({ name: params.name, color: params.color })
    .where(and(eq(candidateTags.companyId, params.companyId), eq(candidateTags.id, params.tagId)))
    .returning({ id: candidateTags.id });
  return changed.length > 0 ? findTag(db, params) : undefined;
}

export async function deleteTag(db: Executor, params: { companyId: number; tagId: number }): Promise<boolean> {
  const deleted = await db
    .delete(candidateTags)
    .where(and(eq(candidateTags.companyId, params.companyId), eq(candidateTags.id, params.tagId)))
    .returning({ id: candidateTags.id });
  return deleted.length > 0;
}

const TAGGING_COLUMNS = {
  applicantId: candidateTaggings.applicantId,
  tagId: candidateTaggings.tagId,
  taggedAt: candidateTaggings.createdAt,
  taggedByName: users.fullName,
};

type TTaggingRow = { applicantId: number; tagId: number; taggedAt: Date; taggedByName: string | null };
const toTagging = (row: TTaggingRow): TCandidateTagging => ({ ...row, taggedAt: row.taggedAt.toISOString() });

/** The company's tags on these candidates, oldest first. */
export async function listTaggings(db: Executor, params: { companyId: number; applicantIds: number[] }): Promise<TCandidateTagging[]> {
  if (params.applicantIds.length === 0) return [];
  const rows = await db
    .select(TAGGING_COLUMNS)
    .from(candidateTaggings)
    .innerJoin(candidateTags, eq(candidateTags.id, candidateTaggings.tagId))
    .leftJoin(users, eq(users.id, candidateTaggings.taggedByUserId))
    .where(and(eq(candidateTags.companyId, params.companyId), inArray(candidateTaggings.applicantId, params.applicantIds)))
    .orderBy(asc(candidateTaggings.createdAt), asc(candidateTaggings.tagId));
  return rows.map(toTagging);
}

/** How many of the company's tags the candidate carries. */
export async function countCandidateTags(db: Executor, params: { companyId: number; applicantId: number }): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(candidateTaggings)
    .innerJoin(candidateTags, eq(candidateTags.id, candidateTaggings.tagId))
    .where(and(eq(candidateTags.companyId, params.companyId), eq(candidateTaggings.applicantId, params.applicantId)));
  return row!.total;
}

/** Tags the candidate; tagging twice keeps the first (who and when). */
export async function insertTagging(
  db: Executor,
  params: { tagId: number; applicantId: number; actorUserId: number },
): Promise<TCandidateTagging> {
  await db
    .insert(candidateTaggings)
    .values({ tagId: params.tagId, applicantId: params.applicantId, taggedByUserId: params.actorUserId })
    .onConflictDoNothing();
  const [row] = await db
    .select(TAGGING_COLUMNS)
    .from(candidateTaggings)
    .leftJoin(users, eq(users.id, candidateTaggings.taggedByUserId))
    .where(and(eq(candidateTaggings.tagId, params.tagId), eq(candidateTaggings.applicantId, params.applicantId)));
  return toTagging(row!);
}

/** Untags the candidate; the tag must already be known to be the company's. */
export async function deleteTagging(db: Executor, params: { tagId: number; applicantId: number }): Promise<boolean> {
  const deleted = await db
    .delete(candidateTaggings)
    .where(and(eq(candidateTaggings.tagId, params.tagId), eq(candidateTaggings.applicantId, params.applicantId)))
    .returning({ tagId: candidateTaggings.tagId });
  return deleted.length > 0;
}

/** Whether the candidate applied to one of the company's jobs (a pipeline's card, seen even when hidden from search). */
export async function hasAppliedToCompany(db: Executor, params: { companyId: number; applicantId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobs.companyId, params.companyId), eq(jobApplications.applicantId, params.applicantId)))
    .limit(1);
  return row !== undefined;
}
