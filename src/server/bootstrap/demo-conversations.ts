/**
 * The demo employer's conversation with the demo developer: a contact message, an answer and a
 * follow-up the developer has not read yet, so Messages, the bell and 'Contacted on' show something
 * on a fresh install.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { findOrCreateMembership } from '../db/company-members.queries.ts';
import { conversationMessages, conversations, notifications } from '../db/schema.ts';

const HOUR_MS = 60 * 60 * 1000;
const SUBJECT = 'Job Opportunity at Northwind Labs';

/** Inside the seeding transaction, after the demo jobs. */
export async function insertDemoConversation(tx: Executor, params: { employerId: number; developerUserId: number }): Promise<void> {
  const { employerId, developerUserId } = params;
  const { companyId } = (await findOrCreateMembership(tx, { userId: employerId }))!;
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);
  const [conversation] = await tx
    .insert(conversations)
    .values({ companyId, employerId, developerUserId, subject: SUBJECT, lastMessageAt: at(2), createdAt: at(50) })
    .returning({ id: conversations.id });
  const conversationId = conversation!.id;
  const [, answer, followUp] = await tx
    .insert(conversationMessages)
    .values([
      {
        conversationId,
        senderUserId: employerId,
        subject: SUBJECT,
        body: 'Hi Alex,\n\nYour TypeScript and PostgreSQL work caught our eye: we are growing the team behind our checkout. Would you be open to a 20-minute call this week?\n\nBest,\nNorthwind Labs',
        isOutreach: true,
        createdAt: at(50),
      },
      {
        conversationId,
        senderUserId: developerUserId,
        body: 'Hi! Thanks for reaching out. Yes, happy to talk: Thursday afternoon works for me.',
        createdAt: at(26),
      },
      { conversationId, senderUserId: employerId, body: 'Great, Thursday at 3 pm it is. I will send a calendar invite.', createdAt: at(2) },
    ])
    .returning({ id: conversationMessages.id });
  await tx
    .update(conversations)
    .set({ employerReadThrough: followUp!.id, developerReadThrough: answer!.id })
    .where(eq(conversations.id, conversationId));
  await tx.insert(notifications).values({
    userId: developerUserId,
    kind: 'message',
    title: 'New message from Northwind Labs',
    body: 'Great, Thursday at 3 pm it is. I will send a calendar invite.',
    link: `/messages/${conversationId}`,
    conversationId,
    createdAt: at(2),
  });
}
