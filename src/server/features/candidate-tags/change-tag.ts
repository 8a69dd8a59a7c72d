/** Renaming, recolouring and deleting a company tag (deleting takes it off every candidate), each audited. */
import type { TTag, TTagColor } from '#shared/schemas/candidate-tags.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { lockCompany } from '#server/db/company-members.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { deleteTag, findTag, findTagByName, updateTag } from './candidate-tags.queries.ts';
import { tagExistsMessage } from './create-tag.ts';
import { resolveTagsWorkspace, TAG_NOT_FOUND } from './tags-access.ts';

export async function changeTag(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; tagId: number; name?: string; color?: TTagColor | null },
): Promise<TTag> {
  const { companyId } = await resolveTagsWorkspace(db, actor, params.employerId, 'change');
  const { tagId, name, color } = params;
  return db.transaction(async (tx) => {
    await lockCompany(tx, { companyId });
    const before = await findTag(tx, { companyId, tagId });
    if (!before) throw new AppError('NOT_FOUND', TAG_NOT_FOUND);
    const clash = name === undefined ? undefined : await findTagByName(tx, { companyId, name, exceptId: tagId });
    if (clash) throw new AppError('CONFLICT', tagExistsMessage(clash.name));
    const tag = (await updateTag(tx, { companyId, tagId, name, color }))!;
    await writeAuditLog(tx, {
      action: 'tag.updated',
      resourceType: 'candidate_tag',
      resourceId: tagId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { companyId, from: { name: before.name, color: before.color }, to: { name: tag.name, color: tag.color } },
    });
    return tag;
  });
}

export async function removeTag(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; tagId: number },
): Promise<void> {
  const { companyId } = await resolveTagsWorkspace(db, actor, params.employerId, 'change');
  await db.transaction(async (tx) => {
    const tag = await findTag(tx, { companyId, tagId: params.tagId });
    if (!tag || !(await deleteTag(tx, { companyId, tagId: params.tagId }))) throw new AppError('NOT_FOUND', TAG_NOT_FOUND);
    await writeAuditLog(tx, {
      action: 'tag.deleted',
      resourceType: 'candidate_tag',
      resourceId: params.tagId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { companyId, name: tag.name, candidateCount: tag.candidateCount },
    });
  });
}
