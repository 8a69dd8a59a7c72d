/**
 * Sending a message: an employer's contact (it opens or continues the pair's conversation, or the
 * job's), a reply from either side, and the developer's polite decline. Each send is one transaction
 * that takes the sender's turn and then the conversation's, so two sends cannot both pass a limit or
 * both be "the same text twice". The recipient's e-mail goes out after the answer (sendMessageMail).
 *
 * Limits: the same text again within a minute (409); MESSAGES_PER_HOUR from anyone and
 * MESSAGES_PER_PAIR_PER_HOUR to one person; and an employer's messages to someone who has not
 * answered them (outreach) within CONTACT_MESSAGES_PER_DAY, CONTACT_MESSAGES_PER_CANDIDATE_PER_DAY
 * to one developer, since a fresh employer account gets a fresh allowance but one inbox does not.
 * Each window rolls (the last hour, the last 24 hours): a 429 names, in its message and Retry-After,
 * the wait until the oldest message it counted leaves it.
 */
import { DECLINE_MESSAGE_TEXT, NOT_ACCEPTING_MESSAGES } from '#shared/schemas/conversations.ts';
import type { TContactRequest } from '#shared/schemas/conversations.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import type { Transaction } from '#server/db/client.ts';
import { findCompany, findJob } from '#server/db/jobs.queries.ts';
import { markConversationNotificationsRead, notifyOfConversation } from '#server/db/notifications.queries.ts';
import { throwRateLimited } from '#server/db/rate-limits.queries.ts';
import { findVisibleApplicant, lockUser } from '#server/db/users.queries.ts';
import { assertVerifiedIfEmployer, CANDIDATE_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { announceConversation } from './conversation-events.ts';
import { buildMessageMail } from './conversation-mail.ts';
import {
  findConversation,
  findMessageRecipient,
  findOrCreateConversation,
  findSendLimitWait,
  hasDeveloperReplied,
  hasRecentDuplicate,
  hasUnread,
  insertMessage,
  isBlocked,
  lockConversation,
  markMessageEmailed,
  sideOf,
  type TViewerSide,
} from './conversations.queries.ts';

type TDeps = Pick<TAppContext, 'db' | 'config'>;

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
  employerId: number;
  subject: string | null;
  body: string;
  kind: 'message' | 'decline';
  /** The recipient had read everything before this message, so it is news worth an e-mail. */
  isFirstUnread: boolean;
};

type TConversationParties = { id: number; employerId: number; developerUserId: number };

export const OTHER_PARTY_DELETED = 'This person has deleted their account, so the conversation is closed.';

/** A conversation both of whose parties still have their accounts; 409 once one was deleted. */
function requireBothParties<T extends { employerId: number | null; developerUserId: number | null }>(
  conversation: T,
): T & { employerId: number; developerUserId: number } {
  const { employerId, developerUserId } = conversation;
  if (employerId === null || developerUserId === null) throw new AppError('CONFLICT', OTHER_PARTY_DELETED);
  return { ...conversation, employerId, developerUserId };
}

const messagesText = (count: number) => (count === 1 ? 'one message' : `${count} messages`);

async function checkLimits(
  tx: Transaction,
  config: TDeps['config'],
  params: { conversation: TConversationParties; sender: TViewerSide; body: string; isOutreach: boolean },
) {
  const { conversation, sender } = params;
  if (
    await hasRecentDuplicate(tx, {
      conversationId: conversation.id,
      senderUserId: sender.userId,
      body: params.body,
      seconds: DUPLICATE_WINDOW_SECONDS,
    })
  ) {
    throw new AppError('CONFLICT', 'You sent this message less than a minute ago.');
  }
  const pair = { employerId: conversation.employerId, developerUserId: conversation.developerUserId };
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
async function deliver(
  tx: Transaction,
  config: TDeps['config'],
  params: {
    conversation: TConversationParties;
    sender: TViewerSide & { fullName: string };
    body: string;
    subject?: string | null;
    kind?: 'message' | 'decline';
    notificationTitle: string;
  },
): Promise<TDeliveredMessage> {
  const { conversation, sender, body } = params;
  const isOutreach =
    sender.side === 'employer' &&
    !(await hasDeveloperReplied(tx, { conversationId: conversation.id, developerUserId: conversation.developerUserId }));
  await checkLimits(tx, config, { conversation, sender, body, isOutreach });
  const recipient: TViewerSide =
    sender.side === 'employer'
      ? { userId: conversation.developerUserId, side: 'developer' }
      : { userId: conversation.employerId, side: 'employer' };
  const isFirstUnread = !(await hasUnread(tx, { conversationId: conversation.id, recipient }));
  const stored = await insertMessage(tx, {
    conversationId: conversation.id,
    sender,
    body,
    subject: params.subject ?? null,
    kind: params.kind ?? 'message',
    isOutreach,
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
  await announceConversation(tx, { conversationId: conversation.id, userIds: [conversation.employerId, conversation.developerUserId] });
  return {
    conversationId: conversation.id,
    messageId: stored.id,
    createdAt: stored.createdAt,
    sender,
    recipientUserId: recipient.userId,
    employerId: conversation.employerId,
    subject: params.subject ?? null,
    body,
    kind: params.kind ?? 'message',
    isFirstUnread,
  };
}

/** How a developer knows an employer: their company's name once they have one. */
async function employerLabel(db: TDeps['db'] | Transaction, employer: { id: number; fullName: string }): Promise<string> {
  return (await findCompany(db, { employerId: employer.id }))?.name ?? employer.fullName;
}

export const EMPLOYER_NOT_VERIFIED_TO_CONTACT = 'Verify your e-mail address before contacting candidates.';

/** POST /api/employer/contact: opens or continues the conversation with the candidate (about the job, with `jobId`). */
export async function contactCandidate(
  { db, config }: TDeps,
  actor: TActor,
  request: Required<Pick<TContactRequest, 'candidateId' | 'subject' | 'message'>> & { jobId?: number },
) {
  const employer = actor.viewer;
  // A throwaway sign-up must not reach developers' inboxes: the sender's address is confirmed first.
  assertVerifiedIfEmployer(employer, EMPLOYER_NOT_VERIFIED_TO_CONTACT);
  return db.transaction(async (tx) => {
    const candidate = await findVisibleApplicant(tx, { applicantId: request.candidateId });
    if (!candidate) throw new AppError('NOT_FOUND', CANDIDATE_NOT_FOUND);
    if (request.jobId !== undefined && (await findJob(tx, { jobId: request.jobId }))?.company.employerId !== employer.id) {
      throw new AppError('NOT_FOUND', 'Job not found');
    }
    await lockUser(tx, { userId: employer.id });
    if (await isBlocked(tx, { developerUserId: candidate.userId, employerId: employer.id }))
      throw new AppError('FORBIDDEN', NOT_ACCEPTING_MESSAGES);
    const conversationId = await findOrCreateConversation(tx, {
      employerId: employer.id,
      developerUserId: candidate.userId,
      jobId: request.jobId ?? null,
      subject: request.subject,
    });
    const conversation = requireBothParties((await lockConversation(tx, { conversationId }))!);
    const delivered = await deliver(tx, config, {
      conversation,
      sender: { userId: employer.id, side: 'employer', fullName: employer.fullName },
      subject: request.subject,
      body: request.message,
      notificationTitle: `New message from ${await employerLabel(tx, employer)}`,
    });
    await writeAuditLog(tx, {
      action: 'candidate.contacted',
      resourceType: 'conversation_message',
      resourceId: delivered.messageId,
      userId: employer.id,
      ipAddress: actor.ipAddress,
      details: { candidateId: request.candidateId, candidateUserId: candidate.userId, conversationId, jobId: request.jobId ?? null },
    });
    return delivered;
  });
}

/** The viewer's conversation, locked for a send; 404 when they are not a party to it. */
async function lockViewersConversation(tx: Transaction, actor: TActor, conversationId: number) {
  const viewer: TViewerSide = { userId: actor.viewer.id, side: sideOf(actor.viewer.userType) };
  await lockUser(tx, { userId: viewer.userId });
  const conversation = await lockConversation(tx, { conversationId, viewer });
  if (!conversation) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  return { viewer, conversation: requireBothParties(conversation) };
}

/** POST /api/conversations/{id}/messages */
export async function replyInConversation({ db, config }: TDeps, actor: TActor, params: { conversationId: number; body: string }) {
  return db.transaction(async (tx) => {
    const { viewer, conversation } = await lockViewersConversation(tx, actor, params.conversationId);
    if (await isBlocked(tx, { developerUserId: conversation.developerUserId, employerId: conversation.employerId })) {
      throw new AppError(
        'FORBIDDEN',
        viewer.side === 'employer' ? NOT_ACCEPTING_MESSAGES : 'You blocked this employer. Unblock them to reply.',
      );
    }
    const senderName = actor.viewer.fullName;
    return deliver(tx, config, {
      conversation,
      sender: { ...viewer, fullName: senderName },
      body: params.body,
      notificationTitle: viewer.side === 'employer' ? `New message from ${await employerLabel(tx, actor.viewer)}` : `${senderName} replied`,
    });
  });
}

/** POST /api/conversations/{id}/decline: the developer's fixed, kind answer; once per conversation. */
export async function declineConversation({ db, config }: TDeps, actor: TActor, params: { conversationId: number }) {
  return db.transaction(async (tx) => {
    const { viewer, conversation } = await lockViewersConversation(tx, actor, params.conversationId);
    if (viewer.side !== 'developer') throw new AppError('FORBIDDEN', 'Only the developer can decline a conversation.');
    if (conversation.declinedAt) throw new AppError('CONFLICT', 'You have already declined this conversation.');
    return deliver(tx, config, {
      conversation,
      sender: { ...viewer, fullName: actor.viewer.fullName },
      body: DECLINE_MESSAGE_TEXT,
      kind: 'decline',
      notificationTitle: `${actor.viewer.fullName} declined`,
    });
  });
}

/**
 * The recipient's e-mail of a stored message, when it is the first they have not read (a lively
 * thread sends one e-mail, not one per line) and they have not switched message e-mails off.
 */
export async function sendMessageMail(
  { db, config, mailer }: Pick<TAppContext, 'db' | 'config' | 'mailer'>,
  delivered: TDeliveredMessage,
): Promise<void> {
  if (!delivered.isFirstUnread) return;
  const recipient = await findMessageRecipient(db, { userId: delivered.recipientUserId });
  if (!recipient?.messageEmails) return;
  const found = await findConversation(db, {
    conversationId: delivered.conversationId,
    viewer: { userId: recipient.id, side: delivered.sender.side === 'employer' ? 'developer' : 'employer' },
  });
  if (!found) return;
  const senderLabel =
    delivered.sender.side === 'employer'
      ? await employerLabel(db, { id: delivered.employerId, fullName: delivered.sender.fullName })
      : delivered.sender.fullName;
  await mailer.send(
    buildMessageMail({
      to: recipient.email,
      recipientName: recipient.fullName,
      senderLabel,
      senderName: delivered.sender.fullName,
      subject: delivered.subject,
      conversationSubject: found.summary.subject,
      body: delivered.body,
      threadUrl: `${config.appUrl}/messages/${delivered.conversationId}`,
      messagesUrl: `${config.appUrl}/messages`,
    }),
  );
  await markMessageEmailed(db, { messageId: delivered.messageId });
}
