/**
 * The team cancels an interview: it stays on record as cancelled, the developer is told in the
 * conversation, and when it was scheduled everyone invited gets a cancellation (METHOD:CANCEL, the same
 * UID, a higher sequence) that removes the event from their calendar.
 */
import { formatSlot } from '#shared/interview-values.ts';
import { findChosenSlot } from '#shared/schemas/interviews.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { assertVerifiedIfEmployer } from '#server/lib/access.ts';
import type { TActor } from '#server/plugins/auth.ts';
import type { TDeliveredMessage, TDeps } from '../conversations/deliver-message.ts';
import { resolveJobsWorkspace } from '../jobs/jobs-access.ts';
import type { TInvitationPlan } from './interview-mail.ts';
import { lockCompanyInterview } from './interviews-access.ts';
import { notifyColleagues, postTeamMessage } from './interview-messages.ts';
import { listInterviews, updateInterview } from './interviews.queries.ts';

export async function cancelInterview(
  { db, config }: TDeps,
  actor: TActor,
  params: { employerId: number; jobId: number; applicationId: number; interviewId: number },
): Promise<{ plan: TInvitationPlan; delivered: TDeliveredMessage | null }> {
  const { companyId } = await resolveJobsWorkspace(db, actor, params.employerId, 'change');
  assertVerifiedIfEmployer(actor.viewer);
  return db.transaction(async (tx) => {
    const locked = await lockCompanyInterview(tx, { companyId, ...params });
    await updateInterview(tx, { interviewId: locked.id, changes: { status: 'cancelled' } });
    const [interview] = await listInterviews(tx, { interviewId: locked.id });
    const chosen = findChosenSlot(interview!);
    const delivered =
      locked.conversationId !== null
        ? await postTeamMessage(tx, config, {
            conversationId: locked.conversationId,
            companyId,
            sender: actor.viewer,
            interviewId: locked.id,
            body: chosen
              ? `The interview on ${formatSlot(chosen, interview!.timeZone, { withZone: true })} is cancelled.`
              : 'The interview times we proposed are withdrawn.',
            title: 'Interview cancelled',
          })
        : null;
    const panel = interview!.interviewers.map((member) => member.userId);
    const proposer = interview!.proposedBy ? [interview!.proposedBy.userId] : [];
    await notifyColleagues(tx, {
      userIds: [...proposer, ...panel],
      skipUserIds: [actor.viewer.id],
      title: `Interview cancelled: ${interview!.candidate.fullName}`,
      body: `${actor.viewer.fullName} cancelled the interview for ${interview!.job.title}.`,
      conversationId: locked.conversationId,
    });
    await writeAuditLog(tx, {
      action: 'interview.cancelled',
      resourceType: 'interview',
      resourceId: locked.id,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { from: locked.status },
    });
    const cancel = locked.status === 'scheduled' ? [...new Set([locked.developerUserId, ...proposer, ...panel])] : [];
    return { plan: { interviewId: locked.id, developerUserId: locked.developerUserId, invite: [], cancel }, delivered };
  });
}
