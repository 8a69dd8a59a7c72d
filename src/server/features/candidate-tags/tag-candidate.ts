/**
 * Putting a company tag on a candidate (an existing tag, or a new one by name, made on the fly) and
 * taking it off; each records who did it and is audited. At most TAGS_MAX_PER_CANDIDATE tags a candidate.
 */
import { TAGS_MAX_PER_CANDIDATE, type TCandidateTagging, type TTagCandidateRequest } from '#shared/schemas/candidate-tags.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { countCandidateTags, deleteTagging, findTag, insertTagging, listTaggings } from './candidate-tags.queries.ts';
import { findOrCreateTag } from './create-tag.ts';
import { assertTaggableCandidate, resolveTagsWorkspace, TAG_NOT_FOUND } from './tags-access.ts';

export async function tagCandidate(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; applicantId: number } & Pick<TTagCandidateRequest, 'tagId' | 'name'>,
): Promise<TCandidateTagging> {
  const { companyId, actorUserId } = await resolveTagsWorkspace(db, actor, params.employerId, 'change');
  const { applicantId } = params;
  return db.transaction(async (tx) => {
    await assertTaggableCandidate(tx, { companyId, applicantId });
    const tag =
      params.name === undefined
        ? await findTag(tx, { companyId, tagId: params.tagId! })
        : (await findOrCreateTag(tx, actor, { companyId, name: params.name, color: null })).tag;
    if (!tag) throw new AppError('NOT_FOUND', TAG_NOT_FOUND);
    const existing = (await listTaggings(tx, { companyId, applicantIds: [applicantId] })).find((tagging) => tagging.tagId === tag.id);
    if (existing) return existing;
    if ((await countCandidateTags(tx, { companyId, applicantId })) >= TAGS_MAX_PER_CANDIDATE) {
      throw new AppError('BAD_REQUEST', `A candidate can carry at most ${TAGS_MAX_PER_CANDIDATE} tags.`);
    }
    const tagging = await insertTagging(tx, { tagId: tag.id, applicantId, actorUserId });
    await writeAuditLog(tx, {
      action: 'candidate.tagged',
      resourceType: 'candidate_tag',
      resourceId: tag.id,
      userId: actorUserId,
      ipAddress: actor.ipAddress,
      details: { companyId, applicantId, tag: tag.name },
    });
    return tagging;
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
