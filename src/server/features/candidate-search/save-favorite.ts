/** The company's favourite candidates: every member reads them, owners and recruiters add and remove. */
import type { TFavorite } from '#shared/schemas/candidate-search.ts';
import type { TAppContext } from '#server/context.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { addFavorite, listFavorites, removeFavorite } from './employer-lists.queries.ts';
import { assertVisibleApplicant, resolveListWorkspace } from './list-owner.ts';

export async function listCompanyFavorites(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number },
): Promise<TFavorite[]> {
  const { companyId } = await resolveListWorkspace(db, actor.viewer, params.employerId, 'read');
  return listFavorites(db, { companyId });
}

export async function saveFavorite(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; applicantId: number },
): Promise<TFavorite> {
  const { companyId, actorUserId } = await resolveListWorkspace(db, actor.viewer, params.employerId, 'change');
  await assertVisibleApplicant(db, params.applicantId);
  return addFavorite(db, { companyId, applicantId: params.applicantId, actorUserId });
}

export async function forgetFavorite(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; applicantId: number },
): Promise<void> {
  const { companyId } = await resolveListWorkspace(db, actor.viewer, params.employerId, 'change');
  if (!(await removeFavorite(db, { companyId, applicantId: params.applicantId }))) {
    throw new AppError('NOT_FOUND', 'This candidate is not in your favorites.');
  }
}
