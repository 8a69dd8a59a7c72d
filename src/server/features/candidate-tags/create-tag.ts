/**
 * A new company tag: its name is unique in the company whatever its case (409), at most
 * TAGS_MAX_PER_COMPANY, counted while the company's row is locked so two creations at once cannot
 * pass the limit or the name together.
 */
import { TAGS_MAX_PER_COMPANY, type TTag, type TTagColor } from '#shared/schemas/candidate-tags.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import type { Transaction } from '#server/db/client.ts';
import { lockCompany } from '#server/db/company-members.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { countTags, findTagByName, insertTag } from './candidate-tags.queries.ts';
import { resolveTagsWorkspace } from './tags-access.ts';

export const tagExistsMessage = (name: string) => `A tag named "${name}" already exists.`;

/** Within the caller's transaction: the company's tag of this name, made when it has none (`created`). */
export async function findOrCreateTag(
  tx: Transaction,
  actor: TActor,
  params: { companyId: number; name: string; color: TTagColor | null },
): Promise<{ tag: TTag; created: boolean }> {
  await lockCompany(tx, { companyId: params.companyId });
  const existing = await findTagByName(tx, params);
  if (existing) return { tag: existing, created: false };
  if ((await countTags(tx, params)) >= TAGS_MAX_PER_COMPANY) {
    throw new AppError('BAD_REQUEST', `A company can keep at most ${TAGS_MAX_PER_COMPANY} tags. Delete one first.`);
  }
  const tag = await insertTag(tx, { ...params, actorUserId: actor.viewer.id });
  await writeAuditLog(tx, {
    action: 'tag.created',
    resourceType: 'candidate_tag',
    resourceId: tag.id,
    userId: actor.viewer.id,
    ipAddress: actor.ipAddress,
    details: { companyId: params.companyId, name: tag.name, color: tag.color },
  });
  return { tag, created: true };
}

export async function createTag(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; name: string; color?: TTagColor | null },
): Promise<TTag> {
  const { companyId } = await resolveTagsWorkspace(db, actor, params.employerId, 'change');
  return db.transaction(async (tx) => {
    const { tag, created } = await findOrCreateTag(tx, actor, { companyId, name: params.name, color: params.color ?? null });
    if (!created) throw new AppError('CONFLICT', tagExistsMessage(tag.name));
    return tag;
  });
}
