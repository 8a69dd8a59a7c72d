import { DECLINE_MESSAGE_TEXT } from '#shared/schemas/conversations.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { deliverMessage, lockViewersConversation, type TDeps } from './deliver-message.ts';

/** POST /api/conversations/{id}/decline: the developer's fixed, kind answer; once per conversation. */
export async function declineConversation({ db, config }: TDeps, actor: TActor, params: { conversationId: number }) {
  return db.transaction(async (tx) => {
    const { viewer, conversation } = await lockViewersConversation(tx, actor, params.conversationId);
    if (viewer.side !== 'developer') throw new AppError('FORBIDDEN', 'Only the developer can decline a conversation.');
    if (conversation.declinedAt) throw new AppError('CONFLICT', 'You have already declined this conversation.');
    return deliverMessage(tx, config, {
      conversation,
      sender: { ...viewer, fullName: actor.viewer.fullName },
      body: DECLINE_MESSAGE_TEXT,
      kind: 'decline',
      notificationTitle: `${actor.viewer.fullName} declined`,
    });
  });
}
