/**
 * Applying to jobs and deciding on applications. One application per job and developer (a withdrawn
 * one may be sent again); a closed job takes none; APPLICATIONS_PER_DAY limits a developer. Each
 * write is one transaction with its history entry, audit entry and, for a move, the candidate's
 * notification.
 */
import { APPLICATION_STAGE_LABEL, type TApplicationStage } from '#shared/job-values.ts';
import type { TApplication, TReceivedApplication } from '#shared/schemas/applications.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { createNotification } from '#server/db/notify.queries.ts';
import { assertVerifiedIfEmployer } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import {
  addApplicationEvent,
  findApplicationLimitWait,
  findApplicantId,
  findOwnResume,
  listDeveloperApplications,
  listJobApplications,
  lockApplication,
  lockApplicationOf,
  markWithdrawn,
  saveApplication,
  updateApplicationStage,
} from './applications.queries.ts';
import { assertEmployerAccess, JOB_NOT_FOUND } from './job-use-cases.ts';
import { findJob } from '#server/db/jobs.queries.ts';
import { lockJob } from './jobs.queries.ts';
import { throwRateLimited } from '#server/db/rate-limits.queries.ts';

export const APPLICATION_NOT_FOUND = 'Application not found';
const DAY_HOURS = 24;

type TContext = Pick<TAppContext, 'db' | 'config'>;

async function getOwnApplicantId(db: TAppContext['db'], actor: TActor): Promise<number> {
  const applicantId = await findApplicantId(db, { userId: actor.viewer.id });
  if (applicantId === undefined) throw new AppError('FORBIDDEN', 'Only developers can apply to jobs.');
  return applicantId;
}

export async function applyToJob(
  { db, config }: TContext,
  actor: TActor,
  params: { jobId: number; resumeId: number; note: string | null },
): Promise<TApplication> {
  const applicantId = await getOwnApplicantId(db, actor);
  const applicationId = await db.transaction(async (tx) => {
    const job = await lockJob(tx, { jobId: params.jobId });
    if (!job || job.status === 'draft' || !job.isEmployerConfirmed) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
    if (job.status === 'closed') throw new AppError('CONFLICT', 'This job is closed and no longer takes applications.');
    const resume = await findOwnResume(tx, { userId: actor.viewer.id, resumeId: params.resumeId });
    if (!resume) throw new AppError('BAD_REQUEST', 'Choose one of your own resumes to apply with.');
    const existing = await lockApplicationOf(tx, { jobId: params.jobId, applicantId });
    if (existing && existing.withdrawnAt === null) throw new AppError('CONFLICT', 'You have already applied to this job.');
    const max = config.applicationsPerDay;
    const wait = await findApplicationLimitWait(tx, { applicantId, hours: DAY_HOURS, max });
    if (wait !== null) throwRateLimited(`You can apply to at most ${max} job${max === 1 ? '' : 's'} a day.`, wait);
    const id = await saveApplication(tx, {
      existingId: existing?.id ?? null,
      application: {
        jobId: params.jobId,
        applicantId,
        resumeId: resume.id,
        resumeFileName: resume.fileName,
        resumeContent: resume.content,
        note: params.note,
      },
    });
    await addApplicationEvent(tx, { applicationId: id, event: 'applied' });
    await createNotification(tx, {
      userId: job.employerId,
      kind: 'application',
      title: `New application from ${actor.viewer.fullName}`,
      body: null,
      link: '/employer',
    });
    await writeAuditLog(tx, {
      action: 'application.sent',
      resourceType: 'job_application',
      resourceId: id,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { jobId: params.jobId },
    });
    return id;
  });
  const [application] = await listDeveloperApplications(db, { applicantId, applicationId });
  return application!;
}

/** The developer's own applications; none for an account without a developer profile (an admin). */
export async function listOwnApplications({ db }: Pick<TAppContext, 'db'>, actor: TActor): Promise<TApplication[]> {
  const applicantId = await findApplicantId(db, { userId: actor.viewer.id });
  return applicantId === undefined ? [] : listDeveloperApplications(db, { applicantId });
}

/** A job's applications, for the employer who posted it (and admins). */
export async function listReceivedApplications(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; jobId: number },
): Promise<TReceivedApplication[]> {
  assertEmployerAccess(actor, params.employerId, 'read');
  // Applications carry the applicant's resume, contact details included.
  assertVerifiedIfEmployer(actor.viewer);
  const job = await findJob(db, { jobId: params.jobId });
  if (job?.company.employerId !== params.employerId) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  return listJobApplications(db, { jobId: params.jobId });
}

export async function withdrawApplication({ db }: TContext, actor: TActor, params: { applicationId: number }): Promise<TApplication> {
  const applicantId = await getOwnApplicantId(db, actor);
  await db.transaction(async (tx) => {
    const application = await lockApplication(tx, { applicationId: params.applicationId });
    if (!application || application.candidateUserId !== actor.viewer.id) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    if (application.withdrawnAt !== null) return;
    await markWithdrawn(tx, { applicationId: params.applicationId });
    await addApplicationEvent(tx, { applicationId: params.applicationId, event: 'withdrawn' });
    await writeAuditLog(tx, {
      action: 'application.withdrawn',
      resourceType: 'job_application',
      resourceId: params.applicationId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { jobId: application.jobId },
    });
  });
  const [application] = await listDeveloperApplications(db, { applicantId, applicationId: params.applicationId });
  return application!;
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
  { db }: TContext,
  actor: TActor,
  params: { employerId: number; jobId: number; applicationId: number; stage: TApplicationStage; rejectionReason: string | null },
): Promise<void> {
  assertEmployerAccess(actor, params.employerId, 'change');
  assertVerifiedIfEmployer(actor.viewer);
  await db.transaction(async (tx) => {
    const application = await lockApplication(tx, { applicationId: params.applicationId });
    if (!application || application.employerId !== params.employerId || application.jobId !== params.jobId) {
      throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    }
    if (application.withdrawnAt !== null) throw new AppError('CONFLICT', 'The candidate has withdrawn this application.');
    if (application.stage === params.stage) return;
    await updateApplicationStage(tx, { applicationId: params.applicationId, stage: params.stage, rejectionReason: params.rejectionReason });
    await addApplicationEvent(tx, { applicationId: params.applicationId, event: params.stage });
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
