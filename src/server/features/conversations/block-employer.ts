/**
 * PUT /api/conversations/{id}/blocked: the developer blocks the conversation's employer from sending
 * them messages, or unblocks them (`blocked` false); audited, and both parties' open threads told.
 */
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { announceConversation } from './conversation-events.ts';
import { findOwnConversation, viewerOf } from './conversation-access.ts';
import { setBlocked } from './conversations.queries.ts';
import { OTHER_PARTY_DELETED } from './deliver-message.ts';

export async function blockEmployer({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { conversationId: number; blocked: boolean }) {
  const { conversationId, blocked } = params;
  const { summary } = await findOwnConversation(db, actor, conversationId);
  if (viewerOf(actor).side !== 'developer') throw new AppError('FORBIDDEN', 'Only the developer can block an employer.');
  const employerId = summary.other.userId;
  if (employerId === null) throw new AppError('CONFLICT', OTHER_PARTY_DELETED);
  await db.transaction(async (tx) => {
    await setBlocked(tx, { developerUserId: actor.viewer.id, employerId, blocked });
    await writeAuditLog(tx, {
      action: blocked ? 'employer.blocked' : 'employer.unblocked',
      resourceType: 'user',
      resourceId: employerId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { conversationId },
    });
    await announceConversation(tx, { conversationId, userIds: [actor.viewer.id, summary.other.userId] });
  });
  return (await findOwnConversation(db, actor, conversationId)).summary;
}
