/**
 * Who may act on a developer's resumes (lib/access.ts: the owner and admins change, employers also
 * read, other developers neither), and the transaction every new or removed resume runs in.
 * Employers read only the featured resume and those sent to their own jobs (decision 028); any other
 * resume answers them 404, as an unknown id does.
 */
import type { TAppContext } from '#server/context.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { createResumeWithinQuota } from '#server/db/resume-quota.ts';
import {
  findResumeOwner,
  listResumes,
  listResumesShownToEmployer,
  lockResumeOwner,
  type TNewResume,
  type TResumeRow,
} from '#server/db/resumes.queries.ts';
import { findDataOwner } from '#server/db/users.queries.ts';
import {
  assertOwnedDataAccess,
  assertUserDataAccess,
  RESUME_NOT_FOUND,
  USER_NOT_FOUND,
  type TDeveloperDataAccess,
} from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';

/** 404 for an unknown developer or one the actor may not read, 403 if they may not `access` the data. */
export async function assertUserAccess(db: Database, actor: TActor, userId: number, access: TDeveloperDataAccess): Promise<void> {
  await assertUserDataAccess(actor.viewer, userId, access, (id) => findDataOwner(db, id));
}

/** The resume's owner: 404 for an unknown resume or one the actor may not read, 403 if they may not change it. */
export async function assertResumeAccess(db: Database, actor: TActor, resumeId: number, access: TDeveloperDataAccess) {
  const owner = await findResumeOwner(db, { resumeId, viewerId: actor.viewer.id });
  assertOwnedDataAccess(actor.viewer, owner?.userId, access, { notFound: RESUME_NOT_FOUND }, owner?.isHiddenFromViewer);
  return { ownerId: owner!.userId };
}

/** The developer's resumes the actor may read, newest first: all of them for the owner and admins. */
export async function listReadableResumes(db: Database, actor: TActor, userId: number): Promise<TResumeRow[]> {
  await assertUserAccess(db, actor, userId, 'read');
  const { viewer } = actor;
  return viewer.userType === 'employer' ? listResumesShownToEmployer(db, { userId, employerId: viewer.id }) : listResumes(db, { userId });
}

/** Runs `work` with the owner's row locked, answering 404 if the owner is gone. */
export function inOwnerTransaction<T>(db: Database, userId: number, work: (tx: Transaction) => Promise<T>) {
  return db.transaction(async (tx) => {
    if (!(await lockResumeOwner(tx, { userId }))) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    return work(tx);
  });
}

/** Stores a new resume within the quota (the first one becomes primary) and its audit entry in one transaction. */
export function storeNewResume(
  { db, config }: Pick<TAppContext, 'db' | 'config'>,
  actor: TActor,
  input: TNewResume & { auditAction: string; auditDetails?: Record<string, unknown> },
): Promise<TResumeRow> {
  const { auditAction, auditDetails, ...resume } = input;
  return inOwnerTransaction(db, resume.userId, async (tx) => {
    const created = await createResumeWithinQuota(tx, { ...resume, quota: config.resumeQuota });
    await writeAuditLog(tx, {
      action: auditAction,
      resourceType: 'resume',
      resourceId: created.id,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: {
        ownerUserId: resume.userId,
        fileName: created.fileName,
        fileSize: created.fileSize,
        isPrimary: created.isPrimary,
        ...auditDetails,
      },
    });
    return created;
  });
}
