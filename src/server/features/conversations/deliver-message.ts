/**
 * What every send shares: an employer's contact (contact-candidate.ts), a reply from either side
 * (send-message.ts) and the developer's polite decline (decline-conversation.ts). Each send is one
 * transaction that takes the sender's turn and then the conversation's, so two sends cannot both pass
 * a limit or both be "the same text twice". The recipient's e-mail goes out after the answer
 * (conversation-mail.ts).
 *
 * An employer's text still holding a template's placeholder is refused (400) before anything is stored.
 *
 * Limits: the same text again within a minute (409); MESSAGES_PER_HOUR from anyone and
 * MESSAGES_PER_PAIR_PER_HOUR to one person; and an employer's messages to someone who has not
 * answered them (outreach; the team's bulk message or interview line to an applicant is not) within
 * CONTACT_MESSAGES_PER_DAY, CONTACT_MESSAGES_PER_CANDIDATE_PER_DAY to one developer, since a fresh
 * employer account gets a fresh allowance but one inbox does not.
 * Each window rolls (the last hour, the last 24 hours): a 429 names, in its message and Retry-After,
 * the wait until the oldest message it counted leaves it.
 */
import type { TAppContext } from '#server/context.ts';
import type { Transaction } from '#server/db/client.ts';
import { findCompanyRecipient } from '#server/db/company-members.queries.ts';
import { findCompany } from '#server/db/job-reads.queries.ts';
import { markConversationNotificationsRead, notifyOfConversation } from './conversation-notifications.queries.ts';
import { throwRateLimited } from '#server/db/rate-limits.queries.ts';
import { lockUser } from '#server/db/users.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import { assertPlaceholdersFilled } from '#server/lib/unfilled-placeholders.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { announceConversation, listConversationAudience } from './conversation-events.ts';
import { resolveViewerSide } from './conversation-access.ts';
import {
  findSendLimitWait,
  hasDeveloperReplied,
  hasRecentDuplicate,
  hasUnread,
  insertMessage,
  lockConversation,
  type TViewerSide,
} from './conversations.queries.ts';

export type TDeps = Pick<TAppContext, 'db' | 'config'>;

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
const DUPLICATE_WINDOW_SECONDS = 60;
const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * 60;

/** What the e-mail after the answer needs. */
export type TDeliveredMessage = {
  conversationId: number;
  messageId: number;
  createdAt: Date;
  sender: TViewerSide & { fullName: string };
  recipientUserId: number;
  companyId: number;
  subject: string | null;
  body: string;
  kind: 'message' | 'decline';
  /** The recipient had read everything before this message, so it is news worth an e-mail. */
  isFirstUnread: boolean;
};

/** A conversation's parties: the company, its contact colleague (null once they left) and the developer. */
type TConversationParties = { id: number; employerId: number | null; companyId: number; developerUserId: number };

export const OTHER_PARTY_DELETED = 'This person has deleted their account, so the conversation is closed.';

/** A conversation both of whose parties still exist (the developer's account, the company); 409 once one is gone. */
export function requireBothParties<T extends { companyId: number | null; developerUserId: number | null }>(
  conversation: T,
): T & { companyId: number; developerUserId: number } {
  const { companyId, developerUserId } = conversation;
  if (companyId === null || developerUserId === null) throw new AppError('CONFLICT', OTHER_PARTY_DELETED);
  return { ...conversation, companyId, developerUserId };
}

const messagesText = (count: number) => (count === 1 ? 'one message' : `${count} messages`);

async function checkLimits(
  tx: Transaction,
  config: TDeps['config'],
  params: { conversation: TConversationParties; sender: TViewerSide; body: string; isOutreach: boolean; isRepeatAllowed: boolean },
) {
  const { conversation, sender } = params;
  if (
    !params.isRepeatAllowed &&
    (await hasRecentDuplicate(tx, {
      conversationId: conversation.id,
      senderUserId: sender.userId,
      body: params.body,
      seconds: DUPLICATE_WINDOW_SECONDS,
    }))
  ) {
    throw new AppError('CONFLICT', 'You sent this message less than a minute ago.');
  }
  const pair = { companyId: conversation.companyId, developerUserId: conversation.developerUserId };
  const { contactMessagesPerDay: perDay, contactMessagesPerCandidatePerDay: perCandidate } = config;
  const { messagesPerHour: perHour, messagesPerPairPerHour: perPair } = config;
  // Rolling windows: the 429 names the wait until the oldest message counted leaves the window.
  const limits = [
    ...(params.isOutreach
      ? [
          { max: perDay, minutes: DAY_MINUTES, isOutreach: true, message: `You can send at most ${perDay} messages a day.` },
          {
            max: perCandidate,
            minutes: DAY_MINUTES,
            isOutreach: true,
            pair,
            message: `You can send at most ${messagesText(perCandidate)} a day to one candidate.`,
          },
        ]
      : []),
    { max: perHour, minutes: HOUR_MINUTES, message: `You can send at most ${perHour} messages an hour.` },
    { max: perPair, minutes: HOUR_MINUTES, pair, message: `You can send at most ${messagesText(perPair)} an hour to one person.` },
  ];
  for (const { message, ...limit } of limits) {
    const waitSeconds = await findSendLimitWait(tx, { senderUserId: sender.userId, ...limit });
    if (waitSeconds !== null) throwRateLimited(message, waitSeconds);
  }
}

/** Stores the message once the limits allow it, tells the recipient's bell and both parties' open streams. */
export async function deliverMessage(
  tx: Transaction,
  config: TDeps['config'],
  params: {
    conversation: TConversationParties;
    sender: TViewerSide & { fullName: string };
    body: string;
    subject?: string | null;
    kind?: 'message' | 'decline';
    notificationTitle: string;
    /** The interview the message proposes or answers (features/interviews). */
    interviewId?: number;
    /**
     * An interview's own line (features/interviews): written to someone who applied, so never outreach,
     * and never a careless repeat (the interview's state refuses a repeated action), so not held to the
     * one-minute duplicate rule.
     */
    isInterviewLine?: boolean;
    /**
     * Written to someone who applied to the company's job, in the conversation about it (features/jobs'
     * bulk message): they asked to hear back, so it is not outreach; the hourly limits and the
     * duplicate rule still hold (decision 049).
     */
    isToApplicant?: boolean;
  },
): Promise<TDeliveredMessage> {
  const { conversation, sender, body } = params;
  // What an employer sends a developer must not carry a template's placeholder left unfilled.
  if (sender.side === 'employer') assertPlaceholdersFilled(params.subject, body);
  const isOutreach =
    sender.side === 'employer' &&
    !params.isInterviewLine &&
    !params.isToApplicant &&
    !(await hasDeveloperReplied(tx, { conversationId: conversation.id, developerUserId: conversation.developerUserId }));
  await checkLimits(tx, config, { conversation, sender, body, isOutreach, isRepeatAllowed: params.isInterviewLine ?? false });
  const recipient: TViewerSide =
    sender.side === 'employer'
      ? { userId: conversation.developerUserId, side: 'developer' }
      : { userId: await findCompanyContact(tx, conversation), side: 'employer', companyId: conversation.companyId };
  const isFirstUnread = !(await hasUnread(tx, { conversationId: conversation.id, recipient }));
  const stored = await insertMessage(tx, {
    conversationId: conversation.id,
    sender,
    body,
    subject: params.subject ?? null,
    kind: params.kind ?? 'message',
    isOutreach,
    interviewId: params.interviewId ?? null,
  });
  // Answering shows the sender has seen the thread: its news leaves their bell.
  await markConversationNotificationsRead(tx, { userId: sender.userId, conversationId: conversation.id });
  await notifyOfConversation(tx, {
    userId: recipient.userId,
    kind: 'message',
    title: params.notificationTitle,
    body: params.subject ?? body.slice(0, 200),
    link: `/messages/${conversation.id}`,
    conversationId: conversation.id,
  });
  await announceConversation(tx, { conversationId: conversation.id, userIds: await listConversationAudience(tx, conversation) });
  return {
    conversationId: conversation.id,
    messageId: stored.id,
    createdAt: stored.createdAt,
    sender,
    recipientUserId: recipient.userId,
    companyId: conversation.companyId,
    subject: params.subject ?? null,
    body,
    kind: params.kind ?? 'message',
    isFirstUnread,
  };
}

/** The colleague who hears of the developer's message (the contact while a member, else an owner). */
async function findCompanyContact(tx: Transaction, conversation: TConversationParties): Promise<number> {
  const recipient = await findCompanyRecipient(tx, { companyId: conversation.companyId, contactUserId: conversation.employerId });
  // A company always has a member: the last one leaving deletes it.
  if (recipient === null) throw new AppError('CONFLICT', OTHER_PARTY_DELETED);
  return recipient;
}

/** The viewer's conversation, locked for a send; 404 when they are not a party to it. */
export async function lockViewersConversation(tx: Transaction, actor: TActor, conversationId: number) {
  const viewer = await resolveViewerSide(tx, actor, 'change');
  await lockUser(tx, { userId: viewer.userId });
  const conversation = await lockConversation(tx, { conversationId, viewer });
  if (!conversation) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  return { viewer, conversation: requireBothParties(conversation) };
}

/** How a developer knows an employer: their company's name once it has one. */
export async function employerLabel(
  db: TDeps['db'] | Transaction,
  employer: { companyId: number; id: number; fullName: string },
): Promise<string> {
  return (await findCompany(db, { companyId: employer.companyId, employerId: employer.id }))?.name ?? employer.fullName;
}
