/** Changing one resume: edit its name or text, delete it, make it the primary one. Only its owner and admins may. */
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { deleteResume, setPrimaryResume, updateResume, type TResumeRow } from '#server/db/resumes.queries.ts';
import { RESUME_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { sanitizeFileName } from './resume-files.ts';
import { assertResumeAccess, inOwnerTransaction } from './resume-access.ts';

/** The audit entry of a change to a resume, for its owner. */
function resumeAuditEntry(actor: TActor, action: string, resumeId: number, details: Record<string, unknown>) {
  return { action, resourceType: 'resume', resourceId: resumeId, userId: actor.viewer.id, ipAddress: actor.ipAddress, details };
}

/** PATCH /api/resume/{id}: a new file name and/or text; the Word file, if any, stays as it was. */
export async function editResume(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { resumeId: number; fileName: string | undefined; fileContent: string | undefined },
): Promise<TResumeRow & { content: string }> {
  const { resumeId, fileContent } = params;
  const { ownerId } = await assertResumeAccess(db, actor, resumeId, 'change');
  const fileName = params.fileName === undefined ? undefined : sanitizeFileName(params.fileName);
  if (fileName === '') throw new AppError('BAD_REQUEST', 'File name is required');
  // In the owner's turn: new text refreshes the owner's search row, as a set-primary or the skill indexer does.
  return inOwnerTransaction(db, ownerId, async (tx) => {
    const updated = await updateResume(tx, { resumeId, userId: ownerId, fileName, content: fileContent });
    if (!updated) throw new AppError('NOT_FOUND', RESUME_NOT_FOUND);
    const fields = [...(fileName !== undefined ? ['fileName'] : []), ...(fileContent !== undefined ? ['fileContent'] : [])];
    await writeAuditLog(tx, resumeAuditEntry(actor, 'resume.updated', resumeId, { ownerUserId: ownerId, fields }));
    return updated;
  });
}

/** DELETE /api/resume/{id}: when it was the primary one, the newest remaining resume takes its place. */
export async function removeResume({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { resumeId: number }): Promise<void> {
  const { resumeId } = params;
  const { ownerId } = await assertResumeAccess(db, actor, resumeId, 'change');
  await inOwnerTransaction(db, ownerId, async (tx) => {
    const deleted = await deleteResume(tx, { resumeId, userId: ownerId });
    if (!deleted) throw new AppError('NOT_FOUND', RESUME_NOT_FOUND);
    const details = { ownerUserId: ownerId, fileName: deleted.fileName, promotedResumeId: deleted.promotedResumeId };
    await writeAuditLog(tx, resumeAuditEntry(actor, 'resume.deleted', resumeId, details));
  });
}

/** PATCH /api/resume/{id}/set-primary: the resume employers see first. */
export async function makePrimaryResume({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { resumeId: number }): Promise<void> {
  const { resumeId } = params;
  const { ownerId } = await assertResumeAccess(db, actor, resumeId, 'change');
  await inOwnerTransaction(db, ownerId, async (tx) => {
    if (!(await setPrimaryResume(tx, { resumeId, userId: ownerId }))) throw new AppError('NOT_FOUND', RESUME_NOT_FOUND);
    await writeAuditLog(tx, resumeAuditEntry(actor, 'resume.primary_set', resumeId, { ownerUserId: ownerId }));
  });
}
