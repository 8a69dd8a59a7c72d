/**
 * The team changes an interview. New times make it a fresh proposal: the developer picks again, and a
 * scheduled event is withdrawn (METHOD:CANCEL) until then. Other changes to a scheduled interview (the
 * panel, the place, the note) send everyone the updated invitation, and a colleague taken off the
 * panel a cancellation. Every change bumps the event's sequence (decision 047).
 */
import type { z } from 'zod';
import type { TInterview, ZUpdateInterviewRequestSchema } from '#shared/schemas/interviews.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { assertVerifiedIfEmployer } from '#server/lib/access.ts';
import type { TActor } from '#server/plugins/auth.ts';
import type { TDeliveredMessage, TDeps } from '../conversations/deliver-message.ts';
import { resolveJobsWorkspace } from '../jobs/jobs-access.ts';
import type { TInvitationPlan } from './interview-mail.ts';
import { assertPanelOfCompany, assertSlotsAhead, lockCompanyInterview } from './interviews-access.ts';
import { describeProposal, notifyColleagues, postTeamMessage } from './interview-messages.ts';
import { listInterviewerIds, listInterviews, replaceInterviewers, replaceSlots, updateInterview } from './interviews.queries.ts';

type TChanges = z.output<typeof ZUpdateInterviewRequestSchema>;

export async function changeInterview(
  { db, config }: TDeps,
  actor: TActor,
  params: { employerId: number; jobId: number; applicationId: number; interviewId: number; changes: TChanges },
): Promise<{ interview: TInterview; plan: TInvitationPlan; delivered: TDeliveredMessage | null }> {
  const { companyId } = await resolveJobsWorkspace(db, actor, params.employerId, 'change');
  assertVerifiedIfEmployer(actor.viewer);
  const { changes } = params;
  if (changes.slots) assertSlotsAhead(changes.slots);
  return db.transaction(async (tx) => {
    const locked = await lockCompanyInterview(tx, { companyId, ...params });
    if (changes.interviewerIds) await assertPanelOfCompany(tx, { companyId, userIds: changes.interviewerIds });
    const [before] = await listInterviews(tx, { interviewId: locked.id });
    const oldPanel = await listInterviewerIds(tx, { interviewId: locked.id });
    const isNewProposal = changes.slots !== undefined;
    if (changes.slots) {
      await replaceSlots(tx, {
        interviewId: locked.id,
        slots: changes.slots.map((slot) => ({ ...slot, startsAt: new Date(slot.startsAt) })),
      });
    }
    if (changes.interviewerIds) await replaceInterviewers(tx, { interviewId: locked.id, userIds: changes.interviewerIds });
    await updateInterview(tx, {
      interviewId: locked.id,
      changes: {
        ...(isNewProposal ? { status: 'proposed' as const, otherTimesNote: null } : {}),
        ...(changes.timeZone !== undefined ? { timeZone: changes.timeZone } : {}),
        ...(changes.location !== undefined ? { location: changes.location } : {}),
        ...(changes.note !== undefined ? { note: changes.note } : {}),
      },
    });
    const [interview] = await listInterviews(tx, { interviewId: locked.id });
    const newPanel = interview!.interviewers.map((member) => member.userId);
    const proposer = interview!.proposedBy ? [interview!.proposedBy.userId] : [];
    const everyone = (panel: number[]) => [...new Set([locked.developerUserId, ...proposer, ...panel])];
    const wasScheduled = locked.status === 'scheduled';
    const plan: TInvitationPlan = { interviewId: locked.id, developerUserId: locked.developerUserId, invite: [], cancel: [] };
    if (wasScheduled && isNewProposal) plan.cancel = everyone(oldPanel);
    if (wasScheduled && !isNewProposal) {
      plan.invite = everyone(newPanel);
      plan.cancel = oldPanel.filter((id) => !plan.invite.includes(id));
    }
    const delivered =
      isNewProposal && locked.conversationId !== null
        ? await postTeamMessage(tx, config, {
            conversationId: locked.conversationId,
            companyId,
            sender: actor.viewer,
            interviewId: locked.id,
            body: describeProposal({
              jobTitle: interview!.job.title,
              slots: interview!.slots,
              timeZone: interview!.timeZone,
              note: interview!.note,
            }),
            title: 'New interview times',
          })
        : null;
    await notifyColleagues(tx, {
      userIds: newPanel.filter((id) => !oldPanel.includes(id)),
      skipUserIds: [actor.viewer.id],
      title: `You are on an interview panel for ${interview!.job.title}`,
      body: `${actor.viewer.fullName} added you to the interview with ${interview!.candidate.fullName}.`,
      conversationId: locked.conversationId,
    });
    await writeAuditLog(tx, {
      action: 'interview.updated',
      resourceType: 'interview',
      resourceId: locked.id,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { changed: Object.keys(changes), from: before!.status, to: interview!.status },
    });
    return { interview: interview!, plan, delivered };
  });
}
