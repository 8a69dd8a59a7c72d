/**
 * The developer picks one of the proposed times: the interview is scheduled, the pick is posted in the
 * conversation, the proposer and the panel hear of it, and everyone gets a calendar invitation.
 */
import { formatSlot } from '#shared/interview-values.ts';
import type { TInterview } from '#shared/schemas/interviews.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import type { TDeliveredMessage, TDeps } from '../conversations/deliver-message.ts';
import { lockDevelopersInterview } from './interviews-access.ts';
import type { TInvitationPlan } from './interview-mail.ts';
import { notifyColleagues, postDeveloperMessage } from './interview-messages.ts';
import { findSlot, listInterviewerIds, listInterviews, updateInterview } from './interviews.queries.ts';
import { getInterview } from './list-interviews.ts';

const NOT_A_PROPOSED_TIME = 'Pick one of the proposed times.';
const TIME_HAS_PASSED = 'This time has passed: ask for other times.';

/** What a developer's answer may not meet: a decided interview. */
export function assertOpenProposal(status: string): void {
  if (status === 'scheduled') throw new AppError('CONFLICT', 'This interview is already scheduled.');
  if (status === 'cancelled') throw new AppError('CONFLICT', 'This interview was cancelled.');
}

export async function acceptInterview(
  { db, config }: TDeps,
  actor: TActor,
  params: { interviewId: number; slotId: number },
): Promise<{ interview: TInterview; plan: TInvitationPlan; delivered: TDeliveredMessage | null }> {
  const result = await db.transaction(async (tx) => {
    const interview = await lockDevelopersInterview(tx, actor, params.interviewId);
    assertOpenProposal(interview.status);
    const slot = await findSlot(tx, { interviewId: interview.id, slotId: params.slotId });
    if (!slot) throw new AppError('BAD_REQUEST', NOT_A_PROPOSED_TIME);
    if (slot.startsAt.getTime() <= Date.now()) throw new AppError('BAD_REQUEST', TIME_HAS_PASSED);
    await updateInterview(tx, { interviewId: interview.id, changes: { status: 'scheduled', chosenSlotId: slot.id, otherTimesNote: null } });
    const [current] = await listInterviews(tx, { interviewId: interview.id });
    const when = formatSlot({ startsAt: slot.startsAt.toISOString(), durationMinutes: slot.durationMinutes }, current!.timeZone, {
      withZone: true,
    });
    const delivered = await postDeveloperMessage(tx, config, {
      conversationId: interview.conversationId,
      sender: actor.viewer,
      interviewId: interview.id,
      body: `I picked ${when} for the interview. See you then!`,
      title: 'Interview time picked',
    });
    const panel = await listInterviewerIds(tx, { interviewId: interview.id });
    const proposer = current!.proposedBy?.userId;
    await notifyColleagues(tx, {
      userIds: [...(proposer ? [proposer] : []), ...panel],
      skipUserIds: delivered ? [delivered.recipientUserId] : [],
      title: `Interview scheduled: ${current!.candidate.fullName}`,
      body: `${current!.job.title}, ${when}. A calendar invitation is in your inbox.`,
      conversationId: interview.conversationId,
    });
    await writeAuditLog(tx, {
      action: 'interview.scheduled',
      resourceType: 'interview',
      resourceId: interview.id,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { slotId: slot.id, startsAt: slot.startsAt.toISOString() },
    });
    const invite = [...new Set([interview.developerUserId, ...(proposer ? [proposer] : []), ...panel])];
    return { plan: { interviewId: interview.id, developerUserId: interview.developerUserId, invite, cancel: [] }, delivered };
  });
  return { ...result, interview: await getInterview({ db }, actor, params) };
}
