/**
 * GET /api/conversations/{id}: the conversation as the viewer sees it, whether they may reply (and
 * why not), and a page of its messages, oldest first.
 */
import { MESSAGES_PAGE_SIZE, NOT_ACCEPTING_MESSAGES } from '#shared/schemas/conversations.ts';
import type { TAppContext } from '#server/context.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { findOwnConversation } from './conversation-access.ts';
import { listMessages } from './conversations.queries.ts';
import { OTHER_PARTY_DELETED } from './deliver-message.ts';

export async function readConversation(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { conversationId: number; before?: number },
) {
  const { summary, otherReadThroughId, isPairBlocked, isOtherPartyGone } = await findOwnConversation(db, actor, params.conversationId);
  const isEmployer = actor.viewer.userType !== 'developer';
  const page = await listMessages(db, {
    conversationId: summary.id,
    viewerUserId: actor.viewer.id,
    before: params.before,
    limit: MESSAGES_PAGE_SIZE,
    // For the employer side the other party is the developer: everyone else writing is a colleague.
    ...(isEmployer ? { developerUserId: summary.other.userId } : {}),
  });
  const isOtherDeleted = isOtherPartyGone;
  const blockedNotice = isEmployer ? NOT_ACCEPTING_MESSAGES : `You blocked ${summary.other.fullName}. Unblock them to reply.`;
  return {
    conversation: {
      ...summary,
      otherReadThroughId,
      canReply: !isPairBlocked && !isOtherDeleted,
      replyNotice: isOtherDeleted ? OTHER_PARTY_DELETED : isPairBlocked ? blockedNotice : null,
    },
    ...page,
  };
}
