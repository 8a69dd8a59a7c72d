/**
 * Applying to jobs. One application per job and developer (a withdrawn one may be sent again); a
 * closed job takes none; APPLICATIONS_PER_DAY limits a developer. Each write is one transaction with
 * its history entry and audit entry.
 */
import type { TApplication } from '#shared/schemas/jobs.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { findCompanyRecipient } from '#server/db/company-members.queries.ts';
import { createNotification } from '#server/db/notify.queries.ts';
import { throwRateLimited } from '#server/db/rate-limits.queries.ts';
import { getResume } from '#server/db/resumes.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import {
  addApplicationEvent,
  findApplicationLimitWait,
  findApplicantId,
  listDeveloperApplications,
  lockApplications,
  lockApplicationOf,
  markWithdrawn,
  saveApplication,
} from './applications.queries.ts';
import { JOB_NOT_FOUND } from './jobs-access.ts';
import { lockJob } from './jobs.queries.ts';

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
    const resume = await getResume(tx, { userId: actor.viewer.id, resumeId: params.resumeId });
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
    await addApplicationEvent(tx, { applicationId: id, event: 'applied', actorUserId: actor.viewer.id });
    // The colleague who posted the job hears of it, or an owner once they have left.
    const recipientUserId = await findCompanyRecipient(tx, { companyId: job.companyId, contactUserId: job.postedByUserId });
    if (recipientUserId !== null)
      await createNotification(tx, {
        userId: recipientUserId,
        kind: 'application',
        title: `New application from ${actor.viewer.fullName}`,
        body: null,
        link: `/employer?tab=jobs&job=${params.jobId}`,
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

export async function withdrawApplication({ db }: TContext, actor: TActor, params: { applicationId: number }): Promise<TApplication> {
  const applicantId = await getOwnApplicantId(db, actor);
  await db.transaction(async (tx) => {
    const [application] = await lockApplications(tx, { applicationIds: [params.applicationId] });
    if (!application || application.candidateUserId !== actor.viewer.id) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    if (application.withdrawnAt !== null) return;
    await markWithdrawn(tx, { applicationId: params.applicationId });
    await addApplicationEvent(tx, { applicationId: params.applicationId, event: 'withdrawn', actorUserId: actor.viewer.id });
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
