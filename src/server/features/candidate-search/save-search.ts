/**
 * Saving the search panel's criteria under a name: a name already kept (in any case) is replaced;
 * at most SAVED_SEARCHES_MAX per company, counted while the company's row is locked so that two
 * saves at once cannot pass the limit together.
 */
import { SAVED_SEARCHES_MAX, type TCandidateSearchCriteria, type TSavedSearch } from '#shared/schemas/candidate-search.ts';
import type { TAppContext } from '#server/context.ts';
import { lockCompany } from '#server/db/company-members.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { listSavedSearches, saveSearch } from './employer-lists.queries.ts';
import { resolveListWorkspace } from './list-owner.ts';

export async function saveSearchUnderName(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; name: string; criteria: TCandidateSearchCriteria },
): Promise<TSavedSearch> {
  const { employerId, name, criteria } = params;
  const { companyId, actorUserId } = await resolveListWorkspace(db, actor.viewer, employerId, 'change');
  return db.transaction(async (tx) => {
    await lockCompany(tx, { companyId });
    const existing = await listSavedSearches(tx, { companyId });
    const isReplacing = existing.some((search) => search.name.toLowerCase() === name.toLowerCase());
    if (!isReplacing && existing.length >= SAVED_SEARCHES_MAX) {
      throw new AppError('BAD_REQUEST', `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one first.`);
    }
    return saveSearch(tx, { companyId, name, criteria, actorUserId });
  });
}
