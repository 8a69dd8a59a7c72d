/**
 * Deciding on applications: the job's owner (admins read) lists them and moves each through the
 * pipeline; a move is one transaction with its history entry, the candidate's notification and an
 * audit entry.
 */
import { APPLICATION_STAGE_LABEL } from '#shared/job-values.ts';
import type { TMove, TReceivedApplication } from '#shared/schemas/jobs.ts';
import type { TAppContext } from '#server/context.ts';
import type { Transaction } from '#server/db/client.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { findJob } from '#server/db/job-reads.queries.ts';
import { createNotification } from '#server/db/notify.queries.ts';
import { assertVerifiedIfEmployer } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { assertPlaceholdersFilled } from '#server/lib/unfilled-placeholders.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { APPLICATION_NOT_FOUND } from './apply-to-job.ts';
import { addApplicationEvent, listJobApplications, lockApplications, updateApplicationStage } from './applications.queries.ts';
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

/** What the candidate is told of a move: a rejection's reason only when the team shares it. */
function describeMove(jobTitle: string, move: TMove): { title: string; body: string } {
  const title = `Your application for ${jobTitle}`;
  if (move.stage !== 'rejected') return { title, body: `It moved to ${APPLICATION_STAGE_LABEL[move.stage]}.` };
  return {
    title,
    body:
      move.rejectionReason && move.shareReason
        ? `Thank you for applying. The team decided not to go further, and shared why: ${move.rejectionReason}`
        : 'Thank you for applying. The team decided not to go further with your application this time.',
  };
}

type TLockedApplication = NonNullable<Awaited<ReturnType<typeof lockApplications>>[number]>;

/** One locked application's move: its stage, its history entry, the candidate's one notification and an audit entry. */
export async function applyMove(tx: Transaction, actor: TActor, application: TLockedApplication, move: TMove): Promise<void> {
  await updateApplicationStage(tx, {
    applicationId: application.id,
    stage: move.stage,
    rejectionReason: move.rejectionReason,
    isRejectionReasonShared: move.shareReason,
  });
  await addApplicationEvent(tx, { applicationId: application.id, event: move.stage, actorUserId: actor.viewer.id });
  await createNotification(tx, {
    userId: application.candidateUserId,
    kind: 'application',
    ...describeMove(application.jobTitle, move),
    link: '/applicant?tab=applications',
  });
  await writeAuditLog(tx, {
    action: 'application.moved',
    resourceType: 'job_application',
    resourceId: application.id,
    userId: actor.viewer.id,
    ipAddress: actor.ipAddress,
    details: { jobId: application.jobId, from: application.stage, to: move.stage, isReasonShared: move.shareReason },
  });
}

/**
 * The job's applications of these ids, locked, or 404 when one is not an application to this job of
 * the company (nothing is moved then).
 */
export async function lockJobApplications(tx: Transaction, params: { companyId: number; jobId: number; applicationIds: number[] }) {
  const applications = await lockApplications(tx, { applicationIds: params.applicationIds });
  const isTheJobs = (application: TLockedApplication) => application.companyId === params.companyId && application.jobId === params.jobId;
  if (applications.length !== params.applicationIds.length || !applications.every(isTheJobs)) {
    throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  }
  return applications;
}

/** A withdrawn application stays where the candidate left it: nothing more is decided or scheduled on it. */
export function assertNotWithdrawn(application: TLockedApplication): void {
  if (application.withdrawnAt !== null) throw new AppError('CONFLICT', 'The candidate has withdrawn this application.');
}

export async function moveApplication(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; jobId: number; applicationId: number } & TMove,
): Promise<void> {
  const { companyId } = await resolveJobsWorkspace(db, actor, params.employerId, 'change');
  assertVerifiedIfEmployer(actor.viewer);
  // The reason is sent to the candidate: a template's placeholder left in it is refused.
  assertPlaceholdersFilled(params.rejectionReason);
  await db.transaction(async (tx) => {
    const [application] = await lockJobApplications(tx, { companyId, jobId: params.jobId, applicationIds: [params.applicationId] });
    assertNotWithdrawn(application!);
    if (application!.stage === params.stage) return;
    await applyMove(tx, actor, application!, params);
  });
}
