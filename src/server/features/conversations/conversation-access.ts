/** A conversation is only ever read or changed by its two parties: anyone else gets 404. */
import type { Executor } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { findConversation, sideOf, type TViewerSide } from './conversations.queries.ts';
import { CONVERSATION_NOT_FOUND } from './deliver-message.ts';

export const viewerOf = (actor: TActor): TViewerSide => ({ userId: actor.viewer.id, side: sideOf(actor.viewer.userType) });

/** The conversation as the viewer sees it, or 404. */
export async function findOwnConversation(db: Executor, actor: TActor, conversationId: number) {
  const found = await findConversation(db, { conversationId, viewer: viewerOf(actor) });
  if (!found) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  return found;
}
