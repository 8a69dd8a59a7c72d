/** Reading a company's tags and the tags on its candidates: every member (and an admin) reads them. */
import type { TCandidateTagging, TTag } from '#shared/schemas/candidate-tags.ts';
import type { TAppContext } from '#server/context.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { listTaggings, listTags } from './candidate-tags.queries.ts';
import { resolveTagsWorkspace } from './tags-access.ts';

export async function listCompanyTags({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { employerId: number }): Promise<TTag[]> {
  const { companyId } = await resolveTagsWorkspace(db, actor, params.employerId, 'read');
  return listTags(db, { companyId });
}

export async function listCandidateTags(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; applicantIds: number[] },
): Promise<TCandidateTagging[]> {
  const { companyId } = await resolveTagsWorkspace(db, actor, params.employerId, 'read');
  return listTaggings(db, { companyId, applicantIds: params.applicantIds });
}
