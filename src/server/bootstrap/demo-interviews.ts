/**
 * The demo company's scheduled interview (issue 41): the recruiter proposed two times to the demo
 * developer for the job they reached Interview on, the developer picked the first, and the owner and
 * the recruiter sit on the panel. A newcomer sees it on the dashboards, the pipeline and in Messages.
 */
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/client.ts';
import { findOrCreateMembership } from '../db/company-members.queries.ts';
import {
  applicantProfiles,
  conversationMessages,
  conversations,
  interviewInterviewers,
  interviews,
  interviewSlots,
  jobApplications,
  jobs,
} from '../db/schema.ts';

const HOUR_MS = 60 * 60 * 1000;
const TIME_ZONE = 'Europe/Berlin';

/** `days` from today at 14:00 UTC (15:00 or 16:00 in Berlin). */
function daysAhead(now: Date, days: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 14));
}

/** Inside the seeding transaction, after the demo jobs and the recruiter joined. */
export async function insertDemoInterview(
  tx: Executor,
  params: { employerId: number; recruiterId: number; developerUserId: number },
): Promise<void> {
  const { companyId } = (await findOrCreateMembership(tx, { userId: params.employerId }))!;
  const [application] = await tx
    .select({ id: jobApplications.id, jobId: jobs.id, jobTitle: jobs.title })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(applicantProfiles, eq(applicantProfiles.id, jobApplications.applicantId))
    .where(
      and(eq(jobs.companyId, companyId), eq(applicantProfiles.userId, params.developerUserId), eq(jobApplications.stage, 'interview')),
    );
  if (!application) return;
  const now = new Date();
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const [conversation] = await tx
    .insert(conversations)
    .values({
      companyId,
      employerId: params.recruiterId,
      developerUserId: params.developerUserId,
      jobId: application.jobId,
      subject: `Interview for ${application.jobTitle}`,
      lastMessageAt: at(3),
      developerReadThrough: 0,
      createdAt: at(20),
    })
    .returning({ id: conversations.id });
  const [interview] = await tx
    .insert(interviews)
    .values({
      uid: `${randomUUID()}@devmatch`,
      companyId,
      applicationId: application.id,
      conversationId: conversation!.id,
      status: 'scheduled',
      timeZone: TIME_ZONE,
      location: 'https://meet.example.com/northwind-interview',
      note: 'A 60-minute conversation with two of us: your experience, then a short design exercise together.',
      proposedByUserId: params.recruiterId,
      sequence: 1,
      createdAt: at(20),
      updatedAt: at(3),
    })
    .returning({ id: interviews.id });
  const interviewId = interview!.id;
  const [first] = await tx
    .insert(interviewSlots)
    .values([
      { interviewId, startsAt: daysAhead(now, 3), durationMinutes: 60 },
      { interviewId, startsAt: daysAhead(now, 4), durationMinutes: 60 },
    ])
    .returning({ id: interviewSlots.id });
  await tx.update(interviews).set({ chosenSlotId: first!.id }).where(eq(interviews.id, interviewId));
  await tx.insert(interviewInterviewers).values([
    { interviewId, userId: params.employerId },
    { interviewId, userId: params.recruiterId },
  ]);
  const [, picked] = await tx
    .insert(conversationMessages)
    .values([
      {
        conversationId: conversation!.id,
        senderUserId: params.recruiterId,
        body: `Interview for ${application.jobTitle}: please pick one of these times.`,
        interviewId,
        createdAt: at(20),
      },
      {
        conversationId: conversation!.id,
        senderUserId: params.developerUserId,
        body: 'I picked the first time for the interview. See you then!',
        interviewId,
        createdAt: at(3),
      },
    ])
    .returning({ id: conversationMessages.id });
  // Both sides have read the thread: the developer wrote last.
  await tx
    .update(conversations)
    .set({ developerReadThrough: picked!.id, employerReadThrough: picked!.id })
    .where(eq(conversations.id, conversation!.id));
}
