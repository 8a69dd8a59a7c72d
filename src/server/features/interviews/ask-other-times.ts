/**
 * The developer asks for other times: the proposal stays on record, the request is posted in the
 * conversation, and the proposer and the panel hear of it; the team proposes again (change-interview.ts).
 */
import type { TInterview } from '#shared/schemas/interviews.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import type { TDeliveredMessage, TDeps } from '../conversations/deliver-message.ts';
import { assertOpenProposal } from './accept-interview.ts';
import { lockDevelopersInterview } from './interviews-access.ts';
import { notifyColleagues, postDeveloperMessage } from './interview-messages.ts';
import { listInterviewerIds, listInterviews, updateInterview } from './interviews.queries.ts';
import { getInterview } from './list-interviews.ts';

export async function askOtherTimes(
  { db, config }: TDeps,
  actor: TActor,
  params: { interviewId: number; note: string | null },
): Promise<{ interview: TInterview; delivered: TDeliveredMessage | null }> {
  const delivered = await db.transaction(async (tx) => {
    const interview = await lockDevelopersInterview(tx, actor, params.interviewId);
    assertOpenProposal(interview.status);
    if (interview.status === 'other_times_requested') throw new AppError('CONFLICT', 'You already asked for other times.');
    await updateInterview(tx, { interviewId: interview.id, changes: { status: 'other_times_requested', otherTimesNote: params.note } });
    const delivered = await postDeveloperMessage(tx, config, {
      conversationId: interview.conversationId,
      sender: actor.viewer,
      interviewId: interview.id,
      body: params.note
        ? `None of these times works for me. ${params.note}`
        : 'None of these times works for me. Could you propose other times?',
      title: 'Other interview times asked',
    });
    const [current] = await listInterviews(tx, { interviewId: interview.id });
    const panel = await listInterviewerIds(tx, { interviewId: interview.id });
    await notifyColleagues(tx, {
      userIds: [...(current!.proposedBy ? [current!.proposedBy.userId] : []), ...panel],
      skipUserIds: delivered ? [delivered.recipientUserId] : [],
      title: `${current!.candidate.fullName} asked for other interview times`,
      body: params.note ?? current!.job.title,
      conversationId: interview.conversationId,
    });
    await writeAuditLog(tx, {
      action: 'interview.other_times_requested',
      resourceType: 'interview',
      resourceId: interview.id,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { note: params.note },
    });
    return delivered;
  });
  return { interview: await getInterview({ db }, actor, params), delivered };
}
