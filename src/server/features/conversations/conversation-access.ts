/** A conversation is only ever read or changed by its two parties (a company and a developer): anyone else gets 404. */
import type { Executor } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { resolveEmployerWorkspace } from '#server/plugins/employer-workspace.ts';
import { findConversation, sideOf, type TViewerSide } from './conversations.queries.ts';
import { CONVERSATION_NOT_FOUND } from './deliver-message.ts';

/** The viewer's side; on the employer side, the company they act for (writing needs more than a viewer's role). */
export async function resolveViewerSide(db: Executor, actor: TActor, access: 'read' | 'change'): Promise<TViewerSide> {
  const userId = actor.viewer.id;
  if (sideOf(actor.viewer.userType) === 'developer') return { userId, side: 'developer' };
  const { companyId } = await resolveEmployerWorkspace(db, { viewerId: userId, employerId: userId, access });
  return { userId, side: 'employer', companyId };
}

/** The conversation as the viewer sees it, or 404. */
export async function findOwnConversation(db: Executor, actor: TActor, conversationId: number) {
  const found = await findConversation(db, { conversationId, viewer: await resolveViewerSide(db, actor, 'read') });
  if (!found) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  return found;
}
