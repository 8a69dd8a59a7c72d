/**
 * The company's saved searches: the search panel's criteria under a name, read by every member and
 * saved, switched to alerts or deleted by owners and recruiters. Saving a name already kept (in any
 * case) replaces it; at most SAVED_SEARCHES_MAX per company, counted while the company's row is locked
 * so that two saves at once cannot pass the limit together.
 */
import { SAVED_SEARCHES_MAX, type TCandidateSearchCriteria, type TSavedSearch } from '#shared/schemas/candidate-search.ts';
import type { TAlertFrequency } from '#shared/schemas/alert-frequency.ts';
import type { TAppContext } from '#server/context.ts';
import { lockCompany } from '#server/db/company-members.queries.ts';
import { assertVerifiedIfEmployer } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { deleteSavedSearch, listSavedSearches, saveSearch, setSavedSearchAlerts } from './employer-lists.queries.ts';
import { resolveListWorkspace } from './list-owner.ts';

/** Alerts e-mail developers' names and headlines: only to an address that is confirmed. */
export const EMPLOYER_NOT_VERIFIED_FOR_ALERTS = 'Verify your e-mail address before turning on alerts.';
const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';

export async function listCompanySavedSearches(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number },
): Promise<TSavedSearch[]> {
  const { companyId } = await resolveListWorkspace(db, actor.viewer, params.employerId, 'read');
  return listSavedSearches(db, { companyId });
}

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

export async function switchSavedSearchAlerts(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; id: number; alertFrequency: TAlertFrequency },
): Promise<TSavedSearch> {
  const { companyId } = await resolveListWorkspace(db, actor.viewer, params.employerId, 'change');
  if (params.alertFrequency !== 'off') assertVerifiedIfEmployer(actor.viewer, EMPLOYER_NOT_VERIFIED_FOR_ALERTS);
  const saved = await setSavedSearchAlerts(db, { companyId, id: params.id, alertFrequency: params.alertFrequency });
  if (!saved) throw new AppError('NOT_FOUND', SAVED_SEARCH_NOT_FOUND);
  return saved;
}

export async function deleteCompanySavedSearch(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; id: number },
): Promise<void> {
  const { companyId } = await resolveListWorkspace(db, actor.viewer, params.employerId, 'change');
  if (!(await deleteSavedSearch(db, { companyId, id: params.id }))) throw new AppError('NOT_FOUND', SAVED_SEARCH_NOT_FOUND);
}
