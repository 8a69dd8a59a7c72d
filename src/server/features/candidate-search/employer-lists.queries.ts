/**
 * A company's candidate lists: favourites, private notes and saved searches, shared by its members.
 * Every query is scoped by the company's id; nobody reads or changes another company's rows through
 * these. Writes record which colleague made them.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  type TCandidateSearchCriteria,
  type TFavorite,
  type TNote,
  type TSavedSearch,
  ZSearchCriteriaSchema,
} from '#shared/schemas/candidate-search.ts';
import type { TAlertFrequency } from '#shared/schemas/alert-frequency.ts';
import type { Executor } from '#server/db/client.ts';
import { employerFavorites, employerNotes, savedSearches, users } from '#server/db/schema.ts';
import { NOW_TO_THE_MILLISECOND } from '#server/db/alerts.queries.ts';

export async function listFavorites(db: Executor, params: { companyId: number }): Promise<TFavorite[]> {
  const rows = await db
    .select({ applicantId: employerFavorites.applicantId, createdAt: employerFavorites.createdAt })
    .from(employerFavorites)
    .where(eq(employerFavorites.companyId, params.companyId))
    .orderBy(desc(employerFavorites.createdAt));
  return rows.map((row) => ({ applicantId: row.applicantId, createdAt: row.createdAt.toISOString() }));
}

/** Adding a favourite twice keeps the first one. */
export async function addFavorite(
  db: Executor,
  params: { companyId: number; applicantId: number; actorUserId: number },
): Promise<TFavorite> {
  await db
    .insert(employerFavorites)
    .values({ companyId: params.companyId, applicantId: params.applicantId, addedByUserId: params.actorUserId })
    .onConflictDoNothing();
  const [row] = await db
    .select({ applicantId: employerFavorites.applicantId, createdAt: employerFavorites.createdAt })
    .from(employerFavorites)
    .where(and(eq(employerFavorites.companyId, params.companyId), eq(employerFavorites.applicantId, params.applicantId)));
  return { applicantId: row!.applicantId, createdAt: row!.createdAt.toISOString() };
}

export async function removeFavorite(db: Executor, params: { companyId: number; applicantId: number }): Promise<boolean> {
  const removed = await db
    .delete(employerFavorites)
    .where(and(eq(employerFavorites.companyId, params.companyId), eq(employerFavorites.applicantId, params.applicantId)))
    .returning({ applicantId: employerFavorites.applicantId });
  return removed.length > 0;
}

const NOTE_COLUMNS = {
  applicantId: employerNotes.applicantId,
  note: employerNotes.note,
  updatedAt: employerNotes.updatedAt,
  updatedByName: users.fullName,
};

function selectNotes(db: Executor, where: SQL) {
  return db
    .select(NOTE_COLUMNS)
    .from(employerNotes)
    .leftJoin(users, eq(users.id, employerNotes.updatedByUserId))
    .where(where)
    .orderBy(desc(employerNotes.updatedAt));
}

const toNote = (row: Awaited<ReturnType<typeof selectNotes>>[number]): TNote => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export async function listNotes(db: Executor, params: { companyId: number }): Promise<TNote[]> {
  return (await selectNotes(db, eq(employerNotes.companyId, params.companyId))).map(toNote);
}

/** One note per candidate for the whole team: the latest writer's words replace the note. */
export async function saveNote(
  db: Executor,
  params: { companyId: number; applicantId: number; note: string; actorUserId: number },
): Promise<TNote> {
  const { companyId, applicantId, note, actorUserId } = params;
  await db
    .insert(employerNotes)
    .values({ companyId, applicantId, note, updatedByUserId: actorUserId })
    .onConflictDoUpdate({
      target: [employerNotes.companyId, employerNotes.applicantId],
      set: { note, updatedByUserId: actorUserId, updatedAt: sql`now()` },
    });
  const [row] = await selectNotes(db, and(eq(employerNotes.companyId, companyId), eq(employerNotes.applicantId, applicantId))!);
  return toNote(row!);
}

export async function deleteNote(db: Executor, params: { companyId: number; applicantId: number }): Promise<boolean> {
  const deleted = await db
    .delete(employerNotes)
    .where(and(eq(employerNotes.companyId, params.companyId), eq(employerNotes.applicantId, params.applicantId)))
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

export async function listSavedSearches(db: Executor, params: { companyId: number }): Promise<TSavedSearch[]> {
  const rows = await db
    .select(SAVED_SEARCH_COLUMNS)
    .from(savedSearches)
    .where(eq(savedSearches.companyId, params.companyId))
    .orderBy(asc(sql`lower(${savedSearches.name})`));
  return rows.map(toSavedSearch);
}

/** Saving under an existing name (any case) replaces that search's criteria. */
export async function saveSearch(
  db: Executor,
  params: { companyId: number; name: string; criteria: TCandidateSearchCriteria; actorUserId: number },
): Promise<TSavedSearch> {
  const [replaced] = await db
    .update(savedSearches)
    .set({ name: params.name, criteria: params.criteria })
    .where(and(eq(savedSearches.companyId, params.companyId), sql`lower(${savedSearches.name}) = lower(${params.name})`))
    .returning(SAVED_SEARCH_COLUMNS);
  const [row] = replaced
    ? [replaced]
    : await db
        .insert(savedSearches)
        .values({ companyId: params.companyId, name: params.name, criteria: params.criteria, createdByUserId: params.actorUserId })
        .returning(SAVED_SEARCH_COLUMNS);
  return toSavedSearch(row!);
}

/**
 * Switches a saved search's alerts; switching them on starts them from now, so the first alert names
 * developers who changed after it. Undefined when the search is not the company's.
 */
export async function setSavedSearchAlerts(
  db: Executor,
  params: { companyId: number; id: number; alertFrequency: TAlertFrequency },
): Promise<TSavedSearch | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({
      alertFrequency: params.alertFrequency,
      alertsCheckedAt: params.alertFrequency === 'off' ? null : sql`coalesce(${savedSearches.alertsCheckedAt}, ${NOW_TO_THE_MILLISECOND})`,
    })
    .where(and(eq(savedSearches.companyId, params.companyId), eq(savedSearches.id, params.id)))
    .returning(SAVED_SEARCH_COLUMNS);
  return row && toSavedSearch(row);
}

export async function deleteSavedSearch(db: Executor, params: { companyId: number; id: number }): Promise<boolean> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.companyId, params.companyId), eq(savedSearches.id, params.id)))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}
