/**
 * Conversations between employers and developers: the employer's contact (POST /api/employer/contact),
 * the list, the thread and its actions under /api/conversations, and the live event stream. A
 * conversation is only ever read or changed by its two parties: anyone else gets 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONVERSATIONS_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  NOT_ACCEPTING_MESSAGES,
  ZArchiveRequestSchema,
  ZBlockRequestSchema,
  ZContactedCandidateListSchema,
  ZConversationListQuerySchema,
  ZConversationListSchema,
  ZConversationMessageSchema,
  ZConversationParamsSchema,
  ZConversationSummarySchema,
  ZMarkReadRequestSchema,
  ZMessageSettingsSchema,
  ZSendMessageRequestSchema,
  ZThreadQuerySchema,
  ZThreadSchema,
} from '#shared/schemas/conversations.ts';
import { ZContactRequestSchema, ZContactResponseSchema } from '#shared/schemas/conversations.ts';
import { createIdSchema } from '#shared/schemas/id.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { markConversationNotificationsRead } from '#server/db/notifications.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TZodApp } from '#server/lib/route-params.ts';
import { assertEmployerAccess, getActor, getSessionUser, requireRole, requireUser, type TActor } from '#server/plugins/auth.ts';
import { CONVERSATION_CHANNEL, createConversationStreams, announceConversation } from './conversation-events.ts';
import {
  countUnreadMessages,
  findConversation,
  getMessageEmails,
  listContactedCandidates,
  listConversations,
  listMessages,
  lockConversation,
  markRead,
  setArchived,
  setBlocked,
  setMessageEmails,
  sideOf,
  type TViewerSide,
} from './conversations.queries.ts';
import {
  CONVERSATION_NOT_FOUND,
  contactCandidate,
  declineConversation,
  OTHER_PARTY_DELETED,
  replyInConversation,
  sendMessageMail,
  type TDeliveredMessage,
} from './send-message.ts';

const viewerOf = (actor: TActor): TViewerSide => ({ userId: actor.viewer.id, side: sideOf(actor.viewer.userType) });

function parseCursor(cursor: string | undefined) {
  if (!cursor) return null;
  const [atMicros, id] = cursor.split(':');
  return { atMicros: BigInt(atMicros!), id: Number(id) };
}

function toMessage(delivered: TDeliveredMessage) {
  return {
    id: delivered.messageId,
    fromMe: true,
    senderName: delivered.sender.fullName,
    subject: delivered.subject,
    body: delivered.body,
    kind: delivered.kind,
    createdAt: delivered.createdAt.toISOString(),
  };
}

/** POST /api/employer/contact and the employer's list of candidates they wrote to. */
function registerEmployerRoutes(app: TZodApp) {
  const { ctx } = app;
  app.post(
    '/employer/contact',
    {
      preHandler: requireRole('employer'),
      schema: { summary: 'Send a message to a candidate', body: ZContactRequestSchema, response: { 201: ZContactResponseSchema } },
    },
    async (request, reply) => {
      const delivered = await contactCandidate(ctx, getActor(request), request.body);
      app.backgroundTasks.afterResponse(reply, 'message e-mail', () => sendMessageMail(ctx, delivered));
      return reply.code(201).send({
        id: delivered.messageId,
        candidateId: request.body.candidateId,
        subject: request.body.subject,
        createdAt: delivered.createdAt.toISOString(),
        conversationId: delivered.conversationId,
      });
    },
  );

  app.get(
    '/employer/:employerId/contacts',
    {
      preHandler: requireRole('employer'),
      schema: {
        summary: 'The candidates this employer wrote to, with the latest conversation',
        params: z.object({ employerId: createIdSchema('Employer id') }),
        response: { 200: ZContactedCandidateListSchema },
      },
    },
    async (request) => {
      const { employerId } = request.params;
      const viewer = getSessionUser(request);
      // Admins may contact candidates too, so their own list is theirs to read.
      if (viewer.id !== employerId) assertEmployerAccess(viewer, employerId, 'read', 'You can only see the candidates you contacted.');
      return listContactedCandidates(ctx.db, { employerId });
    },
  );
}

function registerConversationRoutes(app: TZodApp) {
  const { ctx } = app;
  const { db } = ctx;

  /** The conversation as the viewer sees it, or 404. */
  const findOwn = async (actor: TActor, conversationId: number) => {
    const found = await findConversation(db, { conversationId, viewer: viewerOf(actor) });
    if (!found) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
    return found;
  };

  app.get(
    '/conversations',
    {
      preHandler: requireUser,
      schema: {
        summary: "The signed-in user's conversations, newest activity first",
        querystring: ZConversationListQuerySchema,
        response: { 200: ZConversationListSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(getActor(request));
      const page = await listConversations(db, {
        viewer,
        archived: request.query.archived === 'true',
        cursor: parseCursor(request.query.cursor),
        limit: CONVERSATIONS_PAGE_SIZE,
      });
      return { ...page, unreadTotal: await countUnreadMessages(db, { viewer }) };
    },
  );

  app.get(
    '/conversations/:conversationId',
    {
      preHandler: requireUser,
      schema: {
        summary: 'A conversation and a page of its messages (oldest first)',
        params: ZConversationParamsSchema,
        querystring: ZThreadQuerySchema,
        response: { 200: ZThreadSchema },
      },
    },
    async (request) => {
      const actor = getActor(request);
      const { summary, otherReadThroughId, isPairBlocked } = await findOwn(actor, request.params.conversationId);
      const page = await listMessages(db, {
        conversationId: summary.id,
        viewerUserId: actor.viewer.id,
        before: request.query.before,
        limit: MESSAGES_PAGE_SIZE,
      });
      const isEmployer = viewerOf(actor).side === 'employer';
      const isOtherDeleted = summary.other.userId === null;
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
    },
  );

  app.post(
    '/conversations/:conversationId/messages',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Send a message in a conversation',
        params: ZConversationParamsSchema,
        body: ZSendMessageRequestSchema,
        response: { 201: ZConversationMessageSchema },
      },
    },
    async (request, reply) => {
      const delivered = await replyInConversation(ctx, getActor(request), {
        conversationId: request.params.conversationId,
        body: request.body.body,
      });
      app.backgroundTasks.afterResponse(reply, 'message e-mail', () => sendMessageMail(ctx, delivered));
      return reply.code(201).send(toMessage(delivered));
    },
  );

  app.post(
    '/conversations/:conversationId/decline',
    {
      preHandler: requireUser,
      schema: {
        summary: "Decline politely (the developer's fixed answer)",
        params: ZConversationParamsSchema,
        response: { 201: ZConversationMessageSchema },
      },
    },
    async (request, reply) => {
      const delivered = await declineConversation(ctx, getActor(request), { conversationId: request.params.conversationId });
      app.backgroundTasks.afterResponse(reply, 'message e-mail', () => sendMessageMail(ctx, delivered));
      return reply.code(201).send(toMessage(delivered));
    },
  );

  app.post(
    '/conversations/:conversationId/read',
    {
      preHandler: requireUser,
      schema: { summary: 'Mark the conversation read up to a message', params: ZConversationParamsSchema, body: ZMarkReadRequestSchema },
    },
    async (request, reply) => {
      const actor = getActor(request);
      const viewer = viewerOf(actor);
      const { conversationId } = request.params;
      await db.transaction(async (tx) => {
        if (!(await markRead(tx, { conversationId, viewer, throughMessageId: request.body.throughMessageId }))) {
          throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
        }
        await markConversationNotificationsRead(tx, { userId: viewer.userId, conversationId });
        const conversation = (await lockConversation(tx, { conversationId }))!;
        // The other side's "Seen" moves on.
        await announceConversation(tx, { conversationId, userIds: [conversation.employerId, conversation.developerUserId] });
      });
      return reply.code(204).send();
    },
  );

  app.put(
    '/conversations/:conversationId/archived',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Archive the conversation for the viewer, or move it back to the inbox',
        params: ZConversationParamsSchema,
        body: ZArchiveRequestSchema,
        response: { 200: ZConversationSummarySchema },
      },
    },
    async (request) => {
      const actor = getActor(request);
      const { conversationId } = request.params;
      if (!(await setArchived(db, { conversationId, viewer: viewerOf(actor), archived: request.body.archived }))) {
        throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
      }
      return (await findOwn(actor, conversationId)).summary;
    },
  );

  app.put(
    '/conversations/:conversationId/blocked',
    {
      preHandler: requireUser,
      schema: {
        summary: "Block the conversation's employer from sending messages, or unblock them (developers)",
        params: ZConversationParamsSchema,
        body: ZBlockRequestSchema,
        response: { 200: ZConversationSummarySchema },
      },
    },
    async (request) => {
      const actor = getActor(request);
      const { conversationId } = request.params;
      const { summary } = await findOwn(actor, conversationId);
      if (viewerOf(actor).side !== 'developer') throw new AppError('FORBIDDEN', 'Only the developer can block an employer.');
      const employerId = summary.other.userId;
      if (employerId === null) throw new AppError('CONFLICT', OTHER_PARTY_DELETED);
      const { blocked } = request.body;
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
      return (await findOwn(actor, conversationId)).summary;
    },
  );

  app.get(
    '/conversations/settings',
    { preHandler: requireUser, schema: { summary: "The signed-in user's message settings", response: { 200: ZMessageSettingsSchema } } },
    async (request) => ({ messageEmails: await getMessageEmails(db, { userId: getSessionUser(request).id }) }),
  );

  app.put(
    '/conversations/settings',
    {
      preHandler: requireUser,
      schema: { summary: 'Change the message settings', body: ZMessageSettingsSchema, response: { 200: ZMessageSettingsSchema } },
    },
    async (request) => {
      await setMessageEmails(db, { userId: getSessionUser(request).id, messageEmails: request.body.messageEmails });
      return request.body;
    },
  );
}

/** GET /api/conversations/events: the live stream of the signed-in user's conversation news. */
function registerEventStream(app: TZodApp) {
  const streams = createConversationStreams();
  let unsubscribe: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unsubscribe = await app.ctx.notices.subscribe(CONVERSATION_CHANNEL, streams.onNotice, () => undefined);
  });
  // Before the server stops taking connections: open streams would hold its close.
  app.addHook('preClose', async () => {
    streams.closeAll();
    await unsubscribe?.();
  });
  app.get(
    '/conversations/events',
    { preHandler: requireUser, schema: { summary: 'Server-sent events: which conversation has news (text/event-stream)' } },
    async (request, reply) => {
      const user = getSessionUser(request);
      reply.hijack();
      streams.open(user.id, reply.raw);
    },
  );
}

export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEmployerRoutes(app);
  registerEventStream(app);
  registerConversationRoutes(app);
};
