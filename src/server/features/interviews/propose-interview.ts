/**
 * A colleague proposes interview times for an application in the Interview stage: the interview, its
 * times and panel are stored, the proposal is posted in the conversation about the job (opened if
 * needed, as a contact does), and the panel hears of it. Calendar invitations wait for the pick.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { TInterview, ZProposeInterviewRequestSchema } from '#shared/schemas/interviews.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { assertVerifiedIfEmployer } from '#server/lib/access.ts';
import type { TActor } from '#server/plugins/auth.ts';
import type { TDeliveredMessage, TDeps } from '../conversations/deliver-message.ts';
import { resolveJobsWorkspace } from '../jobs/jobs-access.ts';
import { assertPanelOfCompany, assertSlotsAhead, lockInterviewApplication } from './interviews-access.ts';
import { describeProposal, notifyColleagues, openInterviewConversation, postTeamMessage } from './interview-messages.ts';
import { insertInterview, listInterviews, replaceInterviewers, replaceSlots } from './interviews.queries.ts';

type TProposal = z.output<typeof ZProposeInterviewRequestSchema>;

export async function proposeInterview(
  { db, config }: TDeps,
  actor: TActor,
  params: { employerId: number; jobId: number; applicationId: number } & TProposal,
): Promise<{ interview: TInterview; delivered: TDeliveredMessage }> {
  const { companyId } = await resolveJobsWorkspace(db, actor, params.employerId, 'change');
  assertVerifiedIfEmployer(actor.viewer);
  assertSlotsAhead(params.slots);
  return db.transaction(async (tx) => {
    const application = await lockInterviewApplication(tx, { companyId, jobId: params.jobId, applicationId: params.applicationId });
    await assertPanelOfCompany(tx, { companyId, userIds: params.interviewerIds });
    const conversationId = await openInterviewConversation(tx, {
      companyId,
      employerId: actor.viewer.id,
      developerUserId: application.candidateUserId,
      jobId: params.jobId,
      jobTitle: application.jobTitle,
    });
    const interviewId = await insertInterview(tx, {
      uid: `${randomUUID()}@devmatch`,
      companyId,
      applicationId: params.applicationId,
      conversationId,
      timeZone: params.timeZone,
      location: params.location,
      note: params.note,
      proposedByUserId: actor.viewer.id,
    });
    await replaceSlots(tx, { interviewId, slots: params.slots.map((slot) => ({ ...slot, startsAt: new Date(slot.startsAt) })) });
    await replaceInterviewers(tx, { interviewId, userIds: params.interviewerIds });
    const delivered = await postTeamMessage(tx, config, {
      conversationId,
      companyId,
      sender: actor.viewer,
      interviewId,
      body: describeProposal({ jobTitle: application.jobTitle, slots: params.slots, timeZone: params.timeZone, note: params.note }),
      title: 'Interview times',
    });
    await notifyColleagues(tx, {
      userIds: params.interviewerIds,
      skipUserIds: [actor.viewer.id],
      title: `You are on an interview panel for ${application.jobTitle}`,
      body: `${actor.viewer.fullName} proposed interview times; you will get an invitation once the candidate picks one.`,
      conversationId,
    });
    await writeAuditLog(tx, {
      action: 'interview.proposed',
      resourceType: 'interview',
      resourceId: interviewId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: {
        applicationId: params.applicationId,
        jobId: params.jobId,
        slots: params.slots.length,
        interviewerIds: params.interviewerIds,
      },
    });
    const [interview] = await listInterviews(tx, { interviewId });
    return { interview: interview!, delivered };
  });
}
