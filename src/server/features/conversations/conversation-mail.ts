/**
 * The e-mail telling someone of a new message. It carries the message and a link to the thread, and
 * no Reply-To: the answer happens in the thread, so neither side's address (unverified, perhaps) is
 * handed to the other.
 */
import type { TAppContext } from '#server/context.ts';
import type { TMail } from '#server/lib/mailer.ts';
import { findConversation, findMessageRecipient, markMessageEmailed } from './conversations.queries.ts';
import { employerLabel, type TDeliveredMessage } from './deliver-message.ts';

const SUBJECT_MAX_LENGTH = 180;

export function buildMessageMail(params: {
  to: string;
  recipientName: string;
  /** How the recipient knows the sender: the employer's company when named, else the person's name. */
  senderLabel: string;
  senderName: string;
  /** The subject of an employer's contact message; null for a reply. */
  subject: string | null;
  conversationSubject: string;
  body: string;
  threadUrl: string;
  messagesUrl: string;
}): TMail {
  const isContact = params.subject !== null;
  const heading = isContact
    ? `${params.senderLabel} via DevMatch: ${params.subject}`
    : `${params.senderLabel} replied: ${params.conversationSubject}`;
  // One header line: a subject typed with line breaks still reads as one.
  const subject = heading.replace(/\s+/g, ' ').slice(0, SUBJECT_MAX_LENGTH);
  const sender = params.senderName === params.senderLabel ? params.senderName : `${params.senderName} of ${params.senderLabel}`;
  const text = [
    `Hi ${params.recipientName},`,
    '',
    `${sender} sent you a message on DevMatch:`,
    '',
    ...(isContact ? [`Subject: ${params.subject}`, ''] : []),
    params.body,
    '',
    '---',
    `Read and reply on DevMatch: ${params.threadUrl}`,
    'Replies to this e-mail are not delivered: answer in the conversation, where your e-mail address stays private.',
    `To stop these e-mails, switch off "E-mail me when I get a new message" on ${params.messagesUrl}`,
  ].join('\n');
  return { to: params.to, subject, text };
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
    viewer:
      delivered.sender.side === 'employer'
        ? { userId: recipient.id, side: 'developer' }
        : { userId: recipient.id, side: 'employer', companyId: delivered.companyId },
  });
  if (!found) return;
  const senderLabel =
    delivered.sender.side === 'employer'
      ? await employerLabel(db, { companyId: delivered.companyId, id: delivered.sender.userId, fullName: delivered.sender.fullName })
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
