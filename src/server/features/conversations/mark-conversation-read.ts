/**
 * POST /api/conversations/{id}/read: the viewer has read up to a message. Its news leaves their bell
 * and the other side's "Seen" moves on, in one transaction.
 */
import type { TAppContext } from '#server/context.ts';
import { markConversationNotificationsRead } from './conversation-notifications.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { announceConversation, listConversationAudience } from './conversation-events.ts';
import { resolveViewerSide } from './conversation-access.ts';
import { lockConversation, markRead } from './conversations.queries.ts';
import { CONVERSATION_NOT_FOUND } from './deliver-message.ts';

export async function markConversationRead(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { conversationId: number; throughMessageId: number },
): Promise<void> {
  const viewer = await resolveViewerSide(db, actor, 'read');
  const { conversationId } = params;
  await db.transaction(async (tx) => {
    if (!(await markRead(tx, { conversationId, viewer, throughMessageId: params.throughMessageId }))) {
      throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
    }
    await markConversationNotificationsRead(tx, { userId: viewer.userId, conversationId });
    const conversation = (await lockConversation(tx, { conversationId }))!;
    // The other side's "Seen" moves on, and colleagues' unread counts.
    await announceConversation(tx, { conversationId, userIds: await listConversationAudience(tx, conversation) });
  });
}
