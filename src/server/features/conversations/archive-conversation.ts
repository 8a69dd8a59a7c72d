/** PUT /api/conversations/{id}/archived: the viewer archives the conversation, or moves it back to the inbox (`archived` false). */
import type { TAppContext } from '#server/context.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { findOwnConversation, resolveViewerSide } from './conversation-access.ts';
import { setArchived } from './conversations.queries.ts';
import { CONVERSATION_NOT_FOUND } from './deliver-message.ts';

export async function archiveConversation(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { conversationId: number; archived: boolean },
) {
  const { conversationId, archived } = params;
  if (!(await setArchived(db, { conversationId, viewer: await resolveViewerSide(db, actor, 'change'), archived }))) {
    throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  }
  return (await findOwnConversation(db, actor, conversationId)).summary;
}
