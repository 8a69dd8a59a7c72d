/** The company's private notes on candidates: every member reads them, owners and recruiters write them. */
import type { TNote, TSaveNoteResponse } from '#shared/schemas/candidate-search.ts';
import type { TAppContext } from '#server/context.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { deleteNote, listNotes, saveNote } from './employer-lists.queries.ts';
import { assertVisibleApplicant, resolveListWorkspace } from './list-owner.ts';

export async function listCompanyNotes({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { employerId: number }): Promise<TNote[]> {
  const { companyId } = await resolveListWorkspace(db, actor.viewer, params.employerId, 'read');
  return listNotes(db, { companyId });
}

/** A note that is empty after trimming deletes the note instead (so clearing the field forgets it). */
export async function saveCandidateNote(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; applicantId: number; note: string },
): Promise<TSaveNoteResponse> {
  const { companyId, actorUserId } = await resolveListWorkspace(db, actor.viewer, params.employerId, 'change');
  const { applicantId, note } = params;
  if (!note) {
    await deleteNote(db, { companyId, applicantId });
    return { applicantId, note: null, updatedAt: null, updatedByName: null };
  }
  await assertVisibleApplicant(db, applicantId);
  return saveNote(db, { companyId, applicantId, note, actorUserId });
}

export async function deleteCandidateNote(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; applicantId: number },
): Promise<void> {
  const { companyId } = await resolveListWorkspace(db, actor.viewer, params.employerId, 'change');
  if (!(await deleteNote(db, { companyId, applicantId: params.applicantId }))) {
    throw new AppError('NOT_FOUND', 'There is no note on this candidate.');
  }
}
