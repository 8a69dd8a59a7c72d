/**
 * Editing a job. A job moves draft → open ⇄ closed: publishing stamps publishedAt once; a published
 * job never goes back to draft; opening needs a confirmed address. One transaction with its audit entry.
 */
import type { TJobStatus } from '#shared/job-values.ts';
import type { TJob, TJobChanges } from '#shared/schemas/jobs.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { findJob } from '#server/db/job-reads.queries.ts';
import { assertVerifiedIfEmployer, EMPLOYER_NOT_VERIFIED_TO_PUBLISH } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { toSkillFields } from './create-job.ts';
import { JOB_NOT_FOUND, resolveJobsWorkspace } from './jobs-access.ts';
import { lockJob, updateJobRow, type TJobFields } from './jobs.queries.ts';

/** What a status change sets, or why it is refused. */
function toStatusChange(from: TJobStatus, to: TJobStatus, publishedAt: Date | null): Partial<TJobFields> {
  if (from === to) return {};
  if (to === 'draft') throw new AppError('BAD_REQUEST', 'A published job cannot go back to draft.');
  if (to === 'closed' && from !== 'open') throw new AppError('BAD_REQUEST', 'Only an open job can be closed.');
  if (to === 'open') return { status: 'open', closedAt: null, publishedAt: publishedAt ?? new Date() };
  return { status: 'closed', closedAt: new Date() };
}

export async function updateJob(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; jobId: number; changes: TJobChanges },
): Promise<TJob> {
  const { companyId } = await resolveJobsWorkspace(db, actor, params.employerId, 'change');
  const { status, requiredSkills, niceToHaveSkills, ...fields } = params.changes;
  // Publishing a draft and reopening a closed job both put it on the board.
  if (status === 'open') assertVerifiedIfEmployer(actor.viewer, EMPLOYER_NOT_VERIFIED_TO_PUBLISH);
  await db.transaction(async (tx) => {
    const current = await lockJob(tx, { jobId: params.jobId });
    if (!current || current.companyId !== companyId) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
    const skillChanges =
      requiredSkills === undefined && niceToHaveSkills === undefined
        ? {}
        : toSkillFields(requiredSkills ?? current.requiredSkills, niceToHaveSkills ?? current.niceToHaveSkills);
    const statusChanges = status === undefined ? {} : toStatusChange(current.status, status, current.publishedAt);
    await updateJobRow(tx, { jobId: params.jobId, changes: { ...fields, ...skillChanges, ...statusChanges } as Partial<TJobFields> });
    await writeAuditLog(tx, {
      action: statusChanges.status === 'closed' ? 'job.closed' : statusChanges.status === 'open' ? 'job.opened' : 'job.updated',
      resourceType: 'job',
      resourceId: params.jobId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { fields: Object.keys(params.changes) },
    });
  });
  return (await findJob(db, { jobId: params.jobId }))!;
}
