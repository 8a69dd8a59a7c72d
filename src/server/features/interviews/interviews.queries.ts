/**
 * Interviews as stored: the interview, its proposed times and its panel; and the one reader that
 * shapes them for every screen (the job, the Applications tab, the dashboards, a thread's card).
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TInterviewStatus } from '#shared/interview-values.ts';
import type { TInterview } from '#shared/schemas/interviews.ts';
import type { Executor } from '#server/db/client.ts';
import { listMemberIds } from '#server/db/company-members.queries.ts';
import {
  applicantProfiles,
  companies,
  interviewInterviewers,
  interviews,
  interviewSlots,
  jobApplications,
  jobs,
  users,
} from '#server/db/schema.ts';

export type TSlotValues = { startsAt: Date; durationMinutes: number };

export async function insertInterview(
  tx: Executor,
  values: {
    uid: string;
    companyId: number;
    applicationId: number;
    conversationId: number;
    timeZone: string;
    location: string | null;
    note: string | null;
    proposedByUserId: number;
  },
): Promise<number> {
  const [row] = await tx.insert(interviews).values(values).returning({ id: interviews.id });
  return row!.id;
}

/** A new proposal: the old times go (with the pick among them) and the developer chooses again. */
export async function replaceSlots(tx: Executor, params: { interviewId: number; slots: TSlotValues[] }): Promise<void> {
  await tx.update(interviews).set({ chosenSlotId: null }).where(eq(interviews.id, params.interviewId));
  await tx.delete(interviewSlots).where(eq(interviewSlots.interviewId, params.interviewId));
  await tx.insert(interviewSlots).values(params.slots.map((slot) => ({ interviewId: params.interviewId, ...slot })));
}

export async function replaceInterviewers(tx: Executor, params: { interviewId: number; userIds: number[] }): Promise<void> {
  await tx.delete(interviewInterviewers).where(eq(interviewInterviewers.interviewId, params.interviewId));
  if (params.userIds.length === 0) return;
  await tx.insert(interviewInterviewers).values(params.userIds.map((userId) => ({ interviewId: params.interviewId, userId })));
}

/** The ids among `userIds` that are not members of the company. */
export async function findNonMembers(db: Executor, params: { companyId: number; userIds: number[] }): Promise<number[]> {
  if (params.userIds.length === 0) return [];
  const members = new Set(await listMemberIds(db, { companyId: params.companyId }));
  return params.userIds.filter((id) => !members.has(id));
}

function selectParties(db: Executor, interviewId: number) {
  return db
    .select({
      id: interviews.id,
      companyId: interviews.companyId,
      applicationId: interviews.applicationId,
      jobId: jobApplications.jobId,
      status: interviews.status,
      conversationId: interviews.conversationId,
      developerUserId: applicantProfiles.userId,
    })
    .from(interviews)
    .innerJoin(jobApplications, eq(jobApplications.id, interviews.applicationId))
    .innerJoin(applicantProfiles, eq(applicantProfiles.id, jobApplications.applicantId))
    .where(eq(interviews.id, interviewId));
}

/** Who may see an interview: its company and the application's developer. */
export async function findInterviewParties(db: Executor, params: { interviewId: number }) {
  const [row] = await selectParties(db, params.interviewId);
  return row;
}

/** The interview locked for a change, with who may act on it. */
export async function lockInterview(tx: Executor, params: { interviewId: number }) {
  const [row] = await selectParties(tx, params.interviewId).for('update', { of: interviews });
  return row;
}

/** Every write bumps the calendar sequence, so the latest invitation always wins in a calendar. */
export async function updateInterview(
  tx: Executor,
  params: {
    interviewId: number;
    changes: Partial<{
      status: TInterviewStatus;
      chosenSlotId: number | null;
      timeZone: string;
      location: string | null;
      note: string | null;
      otherTimesNote: string | null;
      conversationId: number;
    }>;
  },
): Promise<void> {
  await tx
    .update(interviews)
    .set({ ...params.changes, sequence: sql`${interviews.sequence} + 1`, updatedAt: sql`now()` })
    .where(eq(interviews.id, params.interviewId));
}

export async function findSlot(db: Executor, params: { interviewId: number; slotId: number }) {
  const [row] = await db
    .select({ id: interviewSlots.id, startsAt: interviewSlots.startsAt, durationMinutes: interviewSlots.durationMinutes })
    .from(interviewSlots)
    .where(and(eq(interviewSlots.id, params.slotId), eq(interviewSlots.interviewId, params.interviewId)));
  return row;
}

export async function listInterviewerIds(db: Executor, params: { interviewId: number }): Promise<number[]> {
  const rows = await db
    .select({ userId: interviewInterviewers.userId })
    .from(interviewInterviewers)
    .where(eq(interviewInterviewers.interviewId, params.interviewId));
  return rows.map((row) => row.userId);
}

const proposer = alias(users, 'proposer');
const candidate = alias(users, 'candidate');

/** Which interviews a reader asks for; each is scoped by its owner (a company or a developer). */
export type TInterviewFilter =
  | { interviewId: number }
  | { companyId: number; applicationId?: number; jobId?: number; upcoming: boolean }
  | { developerUserId: number; upcoming: boolean };

/**
 * Upcoming: waiting for an answer, or scheduled at a time that has not ended yet. Ordered by the
 * picked time, else the first proposed one.
 */
const upcoming = sql`(${interviews.status} in ('proposed', 'other_times_requested') or (${interviews.status} = 'scheduled' and exists (
  select 1 from ${interviewSlots} s where s.id = ${interviews.chosenSlotId} and s.starts_at + make_interval(mins => s.duration_minutes) > now())))`;
const firstTime = sql`coalesce(
  (select s.starts_at from ${interviewSlots} s where s.id = ${interviews.chosenSlotId}),
  (select min(s.starts_at) from ${interviewSlots} s where s.interview_id = ${interviews.id}))`;

function filterCondition(filter: TInterviewFilter): SQL | undefined {
  if ('interviewId' in filter) return eq(interviews.id, filter.interviewId);
  const owner =
    'companyId' in filter
      ? and(
          eq(interviews.companyId, filter.companyId),
          filter.applicationId === undefined ? undefined : eq(interviews.applicationId, filter.applicationId),
          filter.jobId === undefined ? undefined : eq(jobApplications.jobId, filter.jobId),
        )
      : eq(applicantProfiles.userId, filter.developerUserId);
  return and(owner, filter.upcoming ? upcoming : undefined);
}

export async function listInterviews(db: Executor, filter: TInterviewFilter): Promise<TInterview[]> {
  const rows = await db
    .select({
      id: interviews.id,
      status: interviews.status,
      timeZone: interviews.timeZone,
      chosenSlotId: interviews.chosenSlotId,
      location: interviews.location,
      note: interviews.note,
      otherTimesNote: interviews.otherTimesNote,
      proposedByUserId: interviews.proposedByUserId,
      proposedByName: proposer.fullName,
      applicationId: interviews.applicationId,
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyName: companies.name,
      applicantId: applicantProfiles.id,
      candidateName: candidate.fullName,
      conversationId: interviews.conversationId,
      uid: interviews.uid,
      sequence: interviews.sequence,
      createdAt: interviews.createdAt,
      updatedAt: interviews.updatedAt,
    })
    .from(interviews)
    .innerJoin(jobApplications, eq(jobApplications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(applicantProfiles, eq(applicantProfiles.id, jobApplications.applicantId))
    .innerJoin(candidate, eq(candidate.id, applicantProfiles.userId))
    .leftJoin(companies, eq(companies.id, interviews.companyId))
    .leftJoin(proposer, eq(proposer.id, interviews.proposedByUserId))
    .where(filterCondition(filter))
    .orderBy(asc(firstTime), asc(interviews.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [slots, panel] = await Promise.all([
    db.select().from(interviewSlots).where(inArray(interviewSlots.interviewId, ids)).orderBy(asc(interviewSlots.startsAt)),
    db
      .select({ interviewId: interviewInterviewers.interviewId, userId: users.id, fullName: users.fullName })
      .from(interviewInterviewers)
      .innerJoin(users, eq(users.id, interviewInterviewers.userId))
      .where(inArray(interviewInterviewers.interviewId, ids))
      .orderBy(asc(users.fullName)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    timeZone: row.timeZone,
    slots: slots
      .filter((slot) => slot.interviewId === row.id)
      .map((slot) => ({ id: slot.id, startsAt: slot.startsAt.toISOString(), durationMinutes: slot.durationMinutes })),
    chosenSlotId: row.chosenSlotId,
    location: row.location,
    note: row.note,
    otherTimesNote: row.otherTimesNote,
    interviewers: panel.filter((member) => member.interviewId === row.id).map(({ userId, fullName }) => ({ userId, fullName })),
    proposedBy:
      row.proposedByUserId !== null && row.proposedByName !== null ? { userId: row.proposedByUserId, fullName: row.proposedByName } : null,
    applicationId: row.applicationId,
    job: { id: row.jobId, title: row.jobTitle },
    companyName: row.companyName,
    candidate: { applicantId: row.applicantId, fullName: row.candidateName },
    conversationId: row.conversationId,
    uid: row.uid,
    sequence: row.sequence,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Who an invitation goes to: name and address of each listed user. */
export async function findPeople(db: Executor, params: { userIds: number[] }) {
  if (params.userIds.length === 0) return [];
  return db.select({ id: users.id, fullName: users.fullName, email: users.email }).from(users).where(inArray(users.id, params.userIds));
}
