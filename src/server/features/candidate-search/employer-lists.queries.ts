/**
 * An employer's own lists: favourites, private notes and saved searches. Every query is scoped by
 * the employer's id; nobody reads or changes another employer's rows through these.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  type TCandidateSearchCriteria,
  type TFavorite,
  type TNote,
  type TSavedSearch,
  ZSearchCriteriaSchema,
} from '#shared/schemas/candidate-search.ts';
import type { TAlertFrequency } from '#shared/schemas/alert-frequency.ts';
import type { Executor } from '#server/db/client.ts';
import { employerFavorites, employerNotes, savedSearches } from '#server/db/schema.ts';
import { NOW_TO_THE_MILLISECOND } from '#server/db/alerts.queries.ts';

export async function listFavorites(db: Executor, params: { employerId: number }): Promise<TFavorite[]> {
  const rows = await db
    .select({ applicantId: employerFavorites.applicantId, createdAt: employerFavorites.createdAt })
    .from(employerFavorites)
    .where(eq(employerFavorites.employerId, params.employerId))
    .orderBy(desc(employerFavorites.createdAt));
  return rows.map((row) => ({ applicantId: row.applicantId, createdAt: row.createdAt.toISOString() }));
}

/** Adding a favourite twice keeps the first one. */
export async function addFavorite(db: Executor, params: { employerId: number; applicantId: number }): Promise<TFavorite> {
  await db.insert(employerFavorites).values(params).onConflictDoNothing();
  const [row] = await db
    .select({ applicantId: employerFavorites.applicantId, createdAt: employerFavorites.createdAt })
    .from(employerFavorites)
    .where(and(eq(employerFavorites.employerId, params.employerId), eq(employerFavorites.applicantId, params.applicantId)));
  return { applicantId: row!.applicantId, createdAt: row!.createdAt.toISOString() };
}

export async function removeFavorite(db: Executor, params: { employerId: number; applicantId: number }): Promise<boolean> {
  const removed = await db
    .delete(employerFavorites)
    .where(and(eq(employerFavorites.employerId, params.employerId), eq(employerFavorites.applicantId, params.applicantId)))
    .returning({ applicantId: employerFavorites.applicantId });
  return removed.length > 0;
}

export async function listNotes(db: Executor, params: { employerId: number }): Promise<TNote[]> {
  const rows = await db
    .select({ applicantId: employerNotes.applicantId, note: employerNotes.note, updatedAt: employerNotes.updatedAt })
    .from(employerNotes)
    .where(eq(employerNotes.employerId, params.employerId))
    .orderBy(desc(employerNotes.updatedAt));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

export async function saveNote(db: Executor, params: { employerId: number; applicantId: number; note: string }): Promise<TNote> {
  const [row] = await db
    .insert(employerNotes)
    .values(params)
    .onConflictDoUpdate({
      target: [employerNotes.employerId, employerNotes.applicantId],
      set: { note: params.note, updatedAt: sql`now()` },
    })
    .returning({ applicantId: employerNotes.applicantId, note: employerNotes.note, updatedAt: employerNotes.updatedAt });
  return { ...row!, updatedAt: row!.updatedAt.toISOString() };
}

export async function deleteNote(db: Executor, params: { employerId: number; applicantId: number }): Promise<boolean> {
  const deleted = await db
    .delete(employerNotes)
    .where(and(eq(employerNotes.employerId, params.employerId), eq(employerNotes.applicantId, params.applicantId)))
    .returning({ applicantId: employerNotes.applicantId });
  return deleted.length > 0;
}

const SAVED_SEARCH_COLUMNS = {
  id: savedSearches.id,
  name: savedSearches.name,
  criteria: savedSearches.criteria,
  alertFrequency: savedSearches.alertFrequency,
  createdAt: savedSearches.createdAt,
};

function toSavedSearch(row: {
  id: number;
  name: string;
  criteria: unknown;
  alertFrequency: TAlertFrequency;
  createdAt: Date;
}): TSavedSearch {
  return { ...row, criteria: ZSearchCriteriaSchema.parse(row.criteria), createdAt: row.createdAt.toISOString() };
}

export async function listSavedSearches(db: Executor, params: { employerId: number }): Promise<TSavedSearch[]> {
  const rows = await db
    .select(SAVED_SEARCH_COLUMNS)
    .from(savedSearches)
    .where(eq(savedSearches.employerId, params.employerId))
    .orderBy(asc(sql`lower(${savedSearches.name})`));
  return rows.map(toSavedSearch);
}

/** Saving under an existing name (any case) replaces that search's criteria. */
export async function saveSearch(
  db: Executor,
  params: { employerId: number; name: string; criteria: TCandidateSearchCriteria },
): Promise<TSavedSearch> {
  const [replaced] = await db
    .update(savedSearches)
    .set({ name: params.name, criteria: params.criteria })
    .where(and(eq(savedSearches.employerId, params.employerId), sql`lower(${savedSearches.name}) = lower(${params.name})`))
    .returning(SAVED_SEARCH_COLUMNS);
  const [row] = replaced ? [replaced] : await db.insert(savedSearches).values(params).returning(SAVED_SEARCH_COLUMNS);
  return toSavedSearch(row!);
}

/**
 * Switches a saved search's alerts; switching them on starts them from now, so the first alert names
 * developers who changed after it. Undefined when the search is not the employer's.
 */
export async function setSavedSearchAlerts(
  db: Executor,
  params: { employerId: number; id: number; alertFrequency: TAlertFrequency },
): Promise<TSavedSearch | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({
      alertFrequency: params.alertFrequency,
      alertsCheckedAt: params.alertFrequency === 'off' ? null : sql`coalesce(${savedSearches.alertsCheckedAt}, ${NOW_TO_THE_MILLISECOND})`,
    })
    .where(and(eq(savedSearches.employerId, params.employerId), eq(savedSearches.id, params.id)))
    .returning(SAVED_SEARCH_COLUMNS);
  return row && toSavedSearch(row);
}

export async function deleteSavedSearch(db: Executor, params: { employerId: number; id: number }): Promise<boolean> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.employerId, params.employerId), eq(savedSearches.id, params.id)))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}
