/** POST /api/conversations/{id}/messages: a reply from either side, refused while the pair is blocked. */
import { NOT_ACCEPTING_MESSAGES } from '#shared/schemas/conversations.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { isBlocked } from './conversations.queries.ts';
import { deliverMessage, employerLabel, lockViewersConversation, type TDeps } from './deliver-message.ts';

export async function sendMessage({ db, config }: TDeps, actor: TActor, params: { conversationId: number; body: string }) {
  return db.transaction(async (tx) => {
    const { viewer, conversation } = await lockViewersConversation(tx, actor, params.conversationId);
    if (await isBlocked(tx, { developerUserId: conversation.developerUserId, companyId: conversation.companyId })) {
      throw new AppError(
        'FORBIDDEN',
        viewer.side === 'employer' ? NOT_ACCEPTING_MESSAGES : 'You blocked this employer. Unblock them to reply.',
      );
    }
    const senderName = actor.viewer.fullName;
    return deliverMessage(tx, config, {
      conversation,
      sender: { ...viewer, fullName: senderName },
      body: params.body,
      notificationTitle:
        viewer.side === 'employer'
          ? `New message from ${await employerLabel(tx, { ...actor.viewer, companyId: conversation.companyId })}`
          : `${senderName} replied`,
    });
  });
}
