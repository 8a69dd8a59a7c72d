/** Applications to jobs and their history. Callers check who may read or change them (apply-to-job.ts, move-application.ts). */
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TApplicationStage } from '#shared/job-values.ts';
import type { TApplication, TReceivedApplication } from '#shared/schemas/jobs.ts';
import type { Executor } from '#server/db/client.ts';
import { applicantProfiles, companies, jobApplicationEvents, jobApplications, jobs, users } from '#server/db/schema.ts';

type THistory = TApplication['history'];

/** The applications' histories, oldest first; `withActors` names who did each step (for the hiring team only). */
async function readHistories(
  db: Executor,
  applicationIds: number[],
  { withActors }: { withActors: boolean },
): Promise<Map<number, THistory>> {
  const histories = new Map<number, THistory>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return histories;
  const rows = await db
    .select({
      applicationId: jobApplicationEvents.applicationId,
      event: jobApplicationEvents.event,
      createdAt: jobApplicationEvents.createdAt,
      actorName: users.fullName,
    })
    .from(jobApplicationEvents)
    .leftJoin(users, eq(users.id, jobApplicationEvents.actorUserId))
    .where(inArray(jobApplicationEvents.applicationId, applicationIds))
    .orderBy(asc(jobApplicationEvents.createdAt), asc(jobApplicationEvents.id));
  for (const row of rows)
    histories
      .get(row.applicationId)!
      .push({ event: row.event, createdAt: row.createdAt.toISOString(), actorName: withActors ? row.actorName : null });
  return histories;
}

export async function addApplicationEvent(
  db: Executor,
  params: { applicationId: number; event: TApplicationStage | 'withdrawn'; actorUserId: number },
) {
  await db.insert(jobApplicationEvents).values(params);
}

export async function findApplicantId(db: Executor, params: { userId: number }): Promise<number | undefined> {
  const [row] = await db.select({ id: applicantProfiles.id }).from(applicantProfiles).where(eq(applicantProfiles.userId, params.userId));
  return row?.id;
}

/** The developer's application to the job, locked, if any. */
export async function lockApplicationOf(db: Executor, params: { jobId: number; applicantId: number }) {
  const [row] = await db
    .select({ id: jobApplications.id, withdrawnAt: jobApplications.withdrawnAt })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, params.jobId), eq(jobApplications.applicantId, params.applicantId)))
    .for('update');
  return row;
}

type TSentApplication = {
  jobId: number;
  applicantId: number;
  resumeId: number;
  resumeFileName: string;
  resumeContent: string;
  note: string | null;
};

/** A new application, or a withdrawn one sent again (back at 'applied'); returns its id. */
export async function saveApplication(db: Executor, params: { existingId: number | null; application: TSentApplication }): Promise<number> {
  const values = {
    ...params.application,
    stage: 'applied' as const,
    rejectionReason: null,
    isRejectionReasonShared: true,
    withdrawnAt: null,
  };
  if (params.existingId !== null) {
    await db
      .update(jobApplications)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(jobApplications.id, params.existingId));
    return params.existingId;
  }
  const [row] = await db.insert(jobApplications).values(values).returning({ id: jobApplications.id });
  return row!.id;
}

/**
 * The seconds until the developer may apply again: null while fewer than `max` applications were sent
 * in the last `hours`, else until the oldest of the last `max` leaves that window, by the database's clock.
 */
export async function findApplicationLimitWait(
  db: Executor,
  params: { applicantId: number; hours: number; max: number },
): Promise<number | null> {
  const window = sql`make_interval(hours => ${params.hours})`;
  const [row] = await db
    .select({ seconds: sql<number>`greatest(1, ceil(extract(epoch from ${jobApplicationEvents.createdAt} + ${window} - now())))::int` })
    .from(jobApplicationEvents)
    .innerJoin(jobApplications, eq(jobApplications.id, jobApplicationEvents.applicationId))
    .where(
      and(
        eq(jobApplications.applicantId, params.applicantId),
        eq(jobApplicationEvents.event, 'applied'),
        gt(jobApplicationEvents.createdAt, sql`now() - ${window}`),
      ),
    )
    .orderBy(desc(jobApplicationEvents.createdAt))
    .offset(params.max - 1)
    .limit(1);
  return row?.seconds ?? null;
}

/** Applications with what deciding on them needs (the job's company, the candidate's account), locked in id order. */
export async function lockApplications(db: Executor, params: { applicationIds: number[] }) {
  return db
    .select({
      id: jobApplications.id,
      jobId: jobApplications.jobId,
      stage: jobApplications.stage,
      withdrawnAt: jobApplications.withdrawnAt,
      companyId: jobs.companyId,
      jobTitle: jobs.title,
      applicantId: jobApplications.applicantId,
      candidateUserId: applicantProfiles.userId,
      candidateName: users.fullName,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(applicantProfiles, eq(applicantProfiles.id, jobApplications.applicantId))
    .innerJoin(users, eq(users.id, applicantProfiles.userId))
    .where(inArray(jobApplications.id, params.applicationIds))
    .orderBy(asc(jobApplications.id))
    .for('update', { of: jobApplications });
}

export async function updateApplicationStage(
  db: Executor,
  params: { applicationId: number; stage: TApplicationStage; rejectionReason: string | null; isRejectionReasonShared: boolean },
): Promise<void> {
  await db
    .update(jobApplications)
    .set({
      stage: params.stage,
      rejectionReason: params.rejectionReason,
      isRejectionReasonShared: params.isRejectionReasonShared,
      updatedAt: sql`now()`,
    })
    .where(eq(jobApplications.id, params.applicationId));
}

export async function markWithdrawn(db: Executor, params: { applicationId: number }): Promise<void> {
  await db
    .update(jobApplications)
    .set({ withdrawnAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(jobApplications.id, params.applicationId));
}

const sharedColumns = {
  id: jobApplications.id,
  jobId: jobApplications.jobId,
  stage: jobApplications.stage,
  resumeFileName: jobApplications.resumeFileName,
  note: jobApplications.note,
  withdrawnAt: jobApplications.withdrawnAt,
  createdAt: jobApplications.createdAt,
  updatedAt: jobApplications.updatedAt,
};

const toDates = <T extends { withdrawnAt: Date | null; createdAt: Date; updatedAt: Date }>(row: T) => ({
  ...row,
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The developer's applications, newest first. */
export async function listDeveloperApplications(
  db: Executor,
  params: { applicantId: number; applicationId?: number },
): Promise<TApplication[]> {
  const rows = await db
    .select({
      ...sharedColumns,
      jobTitle: jobs.title,
      jobStatus: jobs.status,
      companyName: sql<string>`coalesce(${companies.name}, '')`,
      // A reason the team kept for itself is not the developer's to read.
      rejectionReason: sql<string | null>`case when ${jobApplications.isRejectionReasonShared} then ${jobApplications.rejectionReason} end`,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        eq(jobApplications.applicantId, params.applicantId),
        params.applicationId === undefined ? undefined : eq(jobApplications.id, params.applicationId),
      ),
    )
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  const histories = await readHistories(
    db,
    rows.map((row) => row.id),
    { withActors: false },
  );
  return rows.map((row) => ({ ...toDates(row), history: histories.get(row.id)! }));
}

/** A job's applications as its owner sees them, newest first (withdrawn ones included, marked). */
export async function listJobApplications(db: Executor, params: { jobId: number }): Promise<TReceivedApplication[]> {
  const rows = await db
    .select({
      ...sharedColumns,
      applicantId: jobApplications.applicantId,
      candidateUserId: users.id,
      candidateName: users.fullName,
      candidateTitle: applicantProfiles.jobTitle,
      resumeContent: jobApplications.resumeContent,
      rejectionReason: jobApplications.rejectionReason,
      isRejectionReasonShared: jobApplications.isRejectionReasonShared,
    })
    .from(jobApplications)
    .innerJoin(applicantProfiles, eq(applicantProfiles.id, jobApplications.applicantId))
    .innerJoin(users, eq(users.id, applicantProfiles.userId))
    .where(eq(jobApplications.jobId, params.jobId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  const histories = await readHistories(
    db,
    rows.map((row) => row.id),
    { withActors: true },
  );
  return rows.map((row) => ({ ...toDates(row), history: histories.get(row.id)! }));
}

/** Every application to the job, oldest first. */
export function listJobApplicants(db: Executor, params: { jobId: number }) {
  return db
    .select({
      id: jobApplications.id,
      applicantId: jobApplications.applicantId,
      stage: jobApplications.stage,
      resumeFileName: jobApplications.resumeFileName,
      note: jobApplications.note,
      withdrawnAt: jobApplications.withdrawnAt,
      createdAt: jobApplications.createdAt,
    })
    .from(jobApplications)
    .where(eq(jobApplications.jobId, params.jobId))
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id));
}
