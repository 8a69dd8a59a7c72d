/**
 * POST /api/employer/{employerId}/jobs/{jobId}/applications/bulk-move: several of a job's
 * applications to one stage at once (a rejection with one reason, shared with the candidates or not),
 * in one transaction: every application is the job's or nothing moves (404). Each moved application
 * gets its history entry, its candidate one notification and its own audit entry; a withdrawn one, or
 * one already in the stage, is left as it is and said so. A shared reason's {{firstName}} becomes each
 * candidate's own; any other placeholder left in it refuses the whole move (400).
 */
import type { TBulkMoveResult, TMove } from '#shared/schemas/jobs.ts';
import { fillPlaceholders, toFirstName, withoutPerRecipientPlaceholders } from '#shared/schemas/message-templates.ts';
import type { TAppContext } from '#server/context.ts';
import { assertVerifiedIfEmployer } from '#server/lib/access.ts';
import { assertPlaceholdersFilled } from '#server/lib/unfilled-placeholders.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { resolveJobsWorkspace } from './jobs-access.ts';
import { applyMove, lockJobApplications } from './move-application.ts';

export async function bulkMoveApplications(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; jobId: number; applicationIds: number[] } & TMove,
): Promise<TBulkMoveResult> {
  const { companyId } = await resolveJobsWorkspace(db, actor, params.employerId, 'change');
  assertVerifiedIfEmployer(actor.viewer);
  assertPlaceholdersFilled(params.rejectionReason && withoutPerRecipientPlaceholders(params.rejectionReason));
  return db.transaction(async (tx) => {
    const applications = await lockJobApplications(tx, { companyId, jobId: params.jobId, applicationIds: params.applicationIds });
    const result: TBulkMoveResult = { moved: [], skipped: [] };
    for (const application of applications) {
      if (application.withdrawnAt !== null) result.skipped.push({ applicationId: application.id, reason: 'withdrawn' });
      else if (application.stage === params.stage) result.skipped.push({ applicationId: application.id, reason: 'already-there' });
      else {
        const rejectionReason =
          params.rejectionReason && fillPlaceholders(params.rejectionReason, { firstName: toFirstName(application.candidateName) });
        await applyMove(tx, actor, application, { ...params, rejectionReason });
        result.moved.push(application.id);
      }
    }
    return result;
  });
}
