/**
 * An interview's lines in the company–developer conversation about the job: the team's proposals
 * and cancellations, the developer's pick or request for other times. The thread shows a message
 * with an interview as its card (the times in the reader's zone and the organiser's).
 */
import { describeTimeZone, formatSlot } from '#shared/interview-values.ts';
import { NOT_ACCEPTING_MESSAGES } from '#shared/schemas/conversations.ts';
import type { Transaction } from '#server/db/client.ts';
import { createNotification } from '#server/db/notify.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TUserRow } from '#server/db/users.queries.ts';
import { findOrCreateConversation, isBlocked, lockConversation } from '../conversations/conversations.queries.ts';
import { deliverMessage, employerLabel, requireBothParties, type TDeliveredMessage, type TDeps } from '../conversations/deliver-message.ts';

type TSlotText = { startsAt: string; durationMinutes: number };

/** The proposal's text: what the e-mail and the conversation list show; the card shows the times themselves. */
export function describeProposal(params: { jobTitle: string; slots: TSlotText[]; timeZone: string; note: string | null }): string {
  return [
    `Interview for ${params.jobTitle}: please pick one of these times.`,
    '',
    ...params.slots.map((slot, index) => `${index + 1}. ${formatSlot(slot, params.timeZone, { withZone: true })}`),
    '',
    `Times in ${describeTimeZone(params.timeZone)}.`,
    ...(params.note ? ['', params.note] : []),
  ].join('\n');
}

/** Opens (or continues) the conversation about the job, for a proposal: its id, for the interview. */
export async function openInterviewConversation(
  tx: Transaction,
  params: { companyId: number; employerId: number; developerUserId: number; jobId: number; jobTitle: string },
): Promise<number> {
  if (await isBlocked(tx, { developerUserId: params.developerUserId, companyId: params.companyId })) {
    throw new AppError('FORBIDDEN', NOT_ACCEPTING_MESSAGES);
  }
  return findOrCreateConversation(tx, {
    companyId: params.companyId,
    employerId: params.employerId,
    developerUserId: params.developerUserId,
    jobId: params.jobId,
    subject: `Interview for ${params.jobTitle}`,
  });
}

/** A message of the team's about the interview, to the developer (their bell links to it). */
export async function postTeamMessage(
  tx: Transaction,
  config: TDeps['config'],
  params: { conversationId: number; companyId: number; sender: TUserRow; interviewId: number; body: string; title: string },
): Promise<TDeliveredMessage> {
  const conversation = requireBothParties((await lockConversation(tx, { conversationId: params.conversationId }))!);
  const label = await employerLabel(tx, { ...params.sender, companyId: params.companyId });
  return deliverMessage(tx, config, {
    conversation,
    sender: { userId: params.sender.id, side: 'employer', companyId: params.companyId, fullName: params.sender.fullName },
    body: params.body,
    notificationTitle: `${params.title} from ${label}`,
    interviewId: params.interviewId,
    isInterviewLine: true,
  });
}

/** The developer's answer in the conversation; null when the conversation is gone. */
export async function postDeveloperMessage(
  tx: Transaction,
  config: TDeps['config'],
  params: { conversationId: number | null; sender: TUserRow; interviewId: number; body: string; title: string },
): Promise<TDeliveredMessage | null> {
  if (params.conversationId === null) return null;
  const found = await lockConversation(tx, { conversationId: params.conversationId });
  if (!found || found.companyId === null) return null;
  return deliverMessage(tx, config, {
    conversation: requireBothParties(found),
    sender: { userId: params.sender.id, side: 'developer', fullName: params.sender.fullName },
    body: params.body,
    notificationTitle: `${params.title}: ${params.sender.fullName}`,
    interviewId: params.interviewId,
    isInterviewLine: true,
  });
}

/** Tells colleagues (the proposer, the panel) on their bell, but not one the message already told. */
export async function notifyColleagues(
  tx: Transaction,
  params: { userIds: number[]; skipUserIds: number[]; title: string; body: string; conversationId: number | null },
): Promise<void> {
  for (const userId of new Set(params.userIds)) {
    if (params.skipUserIds.includes(userId)) continue;
    await createNotification(tx, {
      userId,
      kind: 'interview',
      title: params.title,
      body: params.body,
      link: params.conversationId ? `/messages/${params.conversationId}` : '/employer',
    });
  }
}
