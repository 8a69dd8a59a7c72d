/**
 * Putting a company tag on a candidate (an existing tag, or a new one by name, made on the fly) and
 * taking it off; each records who did it and is audited. At most TAGS_MAX_PER_CANDIDATE tags a candidate.
 */
import { TAGS_MAX_PER_CANDIDATE, type TCandidateTagging, type TTag, type TTagCandidateRequest } from '#shared/schemas/candidate-tags.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import type { Transaction } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { countCandidateTags, deleteTagging, findTag, insertTagging, listTaggings } from './candidate-tags.queries.ts';
import { findOrCreateTag } from './create-tag.ts';
import { assertTaggableCandidate, resolveTagsWorkspace, TAG_NOT_FOUND } from './tags-access.ts';

export const CANDIDATE_TAG_LIMIT = `A candidate can carry at most ${TAGS_MAX_PER_CANDIDATE} tags.`;

/** Within the caller's transaction: the company's tag the request names (by id, or by name, made on the fly); 404 when not the company's. */
export async function resolveRequestedTag(
  tx: Transaction,
  actor: TActor,
  params: { companyId: number } & Pick<TTagCandidateRequest, 'tagId' | 'name'>,
): Promise<TTag> {
  const { companyId } = params;
  const tag =
    params.name === undefined
      ? await findTag(tx, { companyId, tagId: params.tagId! })
      : (await findOrCreateTag(tx, actor, { companyId, name: params.name, color: null })).tag;
  if (!tag) throw new AppError('NOT_FOUND', TAG_NOT_FOUND);
  return tag;
}

/**
 * Within the caller's transaction: the candidate carries the tag, recorded and audited. A candidate
 * who carries it already keeps the first tagging (`isNew` false); one at TAGS_MAX_PER_CANDIDATE gets
 * 'tag-limit' and nothing is written.
 */
export async function applyTag(
  tx: Transaction,
  actor: TActor,
  params: { companyId: number; applicantId: number; tag: TTag },
): Promise<{ tagging: TCandidateTagging; isNew: boolean } | 'tag-limit'> {
  const { companyId, applicantId, tag } = params;
  const existing = (await listTaggings(tx, { companyId, applicantIds: [applicantId] })).find((tagging) => tagging.tagId === tag.id);
  if (existing) return { tagging: existing, isNew: false };
  if ((await countCandidateTags(tx, { companyId, applicantId })) >= TAGS_MAX_PER_CANDIDATE) return 'tag-limit';
  const tagging = await insertTagging(tx, { tagId: tag.id, applicantId, actorUserId: actor.viewer.id });
  await writeAuditLog(tx, {
    action: 'candidate.tagged',
    resourceType: 'candidate_tag',
    resourceId: tag.id,
    userId: actor.viewer.id,
    ipAddress: actor.ipAddress,
    details: { companyId, applicantId, tag: tag.name },
  });
  return { tagging, isNew: true };
}

export async function tagCandidate(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; applicantId: number } & Pick<TTagCandidateRequest, 'tagId' | 'name'>,
): Promise<TCandidateTagging> {
  const { companyId } = await resolveTagsWorkspace(db, actor, params.employerId, 'change');
  const { applicantId } = params;
  return db.transaction(async (tx) => {
    await assertTaggableCandidate(tx, { companyId, applicantId });
    const tag = await resolveRequestedTag(tx, actor, { companyId, tagId: params.tagId, name: params.name });
    const applied = await applyTag(tx, actor, { companyId, applicantId, tag });
    if (applied === 'tag-limit') throw new AppError('BAD_REQUEST', CANDIDATE_TAG_LIMIT);
    return applied.tagging;
  });
}

export async function untagCandidate(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; applicantId: number; tagId: number },
): Promise<void> {
  const { companyId, actorUserId } = await resolveTagsWorkspace(db, actor, params.employerId, 'change');
  await db.transaction(async (tx) => {
    const tag = await findTag(tx, { companyId, tagId: params.tagId });
    if (!tag) throw new AppError('NOT_FOUND', TAG_NOT_FOUND);
    if (!(await deleteTagging(tx, { tagId: tag.id, applicantId: params.applicantId }))) {
      throw new AppError('NOT_FOUND', 'This candidate does not carry this tag.');
    }
    await writeAuditLog(tx, {
      action: 'candidate.untagged',
      resourceType: 'candidate_tag',
      resourceId: tag.id,
      userId: actorUserId,
      ipAddress: actor.ipAddress,
      details: { companyId, applicantId: params.applicantId, tag: tag.name },
    });
  });
}
