/**
 * Deciding on applications: the job's owner (admins read) lists them and moves each through the
 * pipeline; a move is one transaction with its history entry, the candidate's notification and an
 * audit entry.
 */
import { APPLICATION_STAGE_LABEL, type TApplicationStage } from '#shared/job-values.ts';
import type { TReceivedApplication } from '#shared/schemas/jobs.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { findJob } from '#server/db/job-reads.queries.ts';
import { createNotification } from '#server/db/notify.queries.ts';
import { assertVerifiedIfEmployer } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { assertPlaceholdersFilled } from '#server/lib/unfilled-placeholders.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { APPLICATION_NOT_FOUND } from './apply-to-job.ts';
import { addApplicationEvent, listJobApplications, lockApplication, updateApplicationStage } from './applications.queries.ts';
import { JOB_NOT_FOUND, resolveJobsWorkspace } from './jobs-access.ts';

/** A job's applications, for the employer who posted it (and admins). */
export async function listReceivedApplications(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; jobId: number },
): Promise<TReceivedApplication[]> {
  const { companyId } = await resolveJobsWorkspace(db, actor, params.employerId, 'read');
  // Applications carry the applicant's resume, contact details included.
  assertVerifiedIfEmployer(actor.viewer);
  const job = await findJob(db, { jobId: params.jobId });
  if (job?.company.id !== companyId) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  return listJobApplications(db, { jobId: params.jobId });
}

/** What the candidate is told of a move. */
function describeMove(jobTitle: string, stage: TApplicationStage, reason: string | null): { title: string; body: string } {
  if (stage !== 'rejected') return { title: `Your application for ${jobTitle}`, body: `It moved to ${APPLICATION_STAGE_LABEL[stage]}.` };
  return {
    title: `Your application for ${jobTitle}`,
    body: reason
      ? `Thank you for applying. The team decided not to go further, and shared why: ${reason}`
      : 'Thank you for applying. The team decided not to go further with your application this time.',
  };
}

export async function moveApplication(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; jobId: number; applicationId: number; stage: TApplicationStage; rejectionReason: string | null },
): Promise<void> {
  const { companyId } = await resolveJobsWorkspace(db, actor, params.employerId, 'change');
  assertVerifiedIfEmployer(actor.viewer);
  // The reason is sent to the candidate: a template's placeholder left in it is refused.
  assertPlaceholdersFilled(params.rejectionReason);
  await db.transaction(async (tx) => {
    const application = await lockApplication(tx, { applicationId: params.applicationId });
    if (!application || application.companyId !== companyId || application.jobId !== params.jobId) {
      throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    }
    if (application.withdrawnAt !== null) throw new AppError('CONFLICT', 'The candidate has withdrawn this application.');
    if (application.stage === params.stage) return;
    await updateApplicationStage(tx, { applicationId: params.applicationId, stage: params.stage, rejectionReason: params.rejectionReason });
    await addApplicationEvent(tx, { applicationId: params.applicationId, event: params.stage, actorUserId: actor.viewer.id });
    await createNotification(tx, {
      userId: application.candidateUserId,
      kind: 'application',
      ...describeMove(application.jobTitle, params.stage, params.rejectionReason),
      link: '/applicant?tab=applications',
    });
    await writeAuditLog(tx, {
      action: 'application.moved',
      resourceType: 'job_application',
      resourceId: params.applicationId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { jobId: params.jobId, from: application.stage, to: params.stage },
    });
  });
}
