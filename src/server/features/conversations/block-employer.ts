/**
 * PUT /api/conversations/{id}/blocked: the developer blocks the conversation's company (every member)
 * from sending them messages, or unblocks it (`blocked` false); audited, and both parties' open threads told.
 */
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { announceConversation, listConversationAudience } from './conversation-events.ts';
import { findOwnConversation } from './conversation-access.ts';
import { lockConversation, setBlocked, sideOf } from './conversations.queries.ts';
import { OTHER_PARTY_DELETED } from './deliver-message.ts';

export async function blockEmployer({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { conversationId: number; blocked: boolean }) {
  const { conversationId, blocked } = params;
  await findOwnConversation(db, actor, conversationId);
  if (sideOf(actor.viewer.userType) !== 'developer') throw new AppError('FORBIDDEN', 'Only the developer can block an employer.');
  await db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, { conversationId });
    const companyId = conversation?.companyId ?? null;
    if (companyId === null) throw new AppError('CONFLICT', OTHER_PARTY_DELETED);
    await setBlocked(tx, { developerUserId: actor.viewer.id, companyId, blocked });
    await writeAuditLog(tx, {
      action: blocked ? 'employer.blocked' : 'employer.unblocked',
      resourceType: 'company',
      resourceId: companyId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { conversationId },
    });
    await announceConversation(tx, { conversationId, userIds: await listConversationAudience(tx, conversation!) });
  });
  return (await findOwnConversation(db, actor, conversationId)).summary;
}
