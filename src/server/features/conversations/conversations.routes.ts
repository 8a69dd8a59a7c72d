/**
 * Conversations between employers and developers: the employer's contact (POST /api/employer/contact),
 * the list, the thread and its actions under /api/conversations, and the live event stream. A
 * conversation is only ever read or changed by its two parties: anyone else gets 404
 * (conversation-access.ts). Each action is a use case of its own file (send-message.ts, …).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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
import { type TZodApp, ZEmployerParamsSchema } from '#server/lib/route-params.ts';
import { getActor, getSessionUser, requireRole, requireUser } from '#server/plugins/auth.ts';
import { archiveConversation } from './archive-conversation.ts';
import { blockEmployer } from './block-employer.ts';
import { contactCandidate } from './contact-candidate.ts';
import { CONVERSATION_CHANNEL, createConversationStreams } from './conversation-events.ts';
import { sendMessageMail } from './conversation-mail.ts';
import { getMessageEmails, setMessageEmails } from './conversations.queries.ts';
import { declineConversation } from './decline-conversation.ts';
import type { TDeliveredMessage } from './deliver-message.ts';
import { listCompanyContacts } from './list-contacted-candidates.ts';
import { listOwnConversations } from './list-conversations.ts';
import { markConversationRead } from './mark-conversation-read.ts';
import { readConversation } from './read-conversation.ts';
import { sendMessage } from './send-message.ts';

function toMessage(delivered: TDeliveredMessage) {
  return {
    id: delivered.messageId,
    fromMe: true,
    fromMySide: true,
    senderName: delivered.sender.fullName,
    subject: delivered.subject,
    body: delivered.body,
    kind: delivered.kind,
    interviewId: null,
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
        summary: "The candidates this employer's company wrote to, with the latest conversation",
        params: ZEmployerParamsSchema,
        response: { 200: ZContactedCandidateListSchema },
      },
    },
    async (request) => listCompanyContacts(ctx, getActor(request), request.params),
  );
}

/** The viewer's conversations and one thread. */
function registerConversationReadRoutes(app: TZodApp) {
  const { ctx } = app;

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
    async (request) =>
      listOwnConversations(ctx, getActor(request), { archived: request.query.archived === 'true', cursor: request.query.cursor }),
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
    async (request) =>
      readConversation(ctx, getActor(request), { conversationId: request.params.conversationId, before: request.query.before }),
  );
}

/** What a party says in a thread: a message, the developer's decline, having read it. */
function registerConversationMessageRoutes(app: TZodApp) {
  const { ctx } = app;

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
      const delivered = await sendMessage(ctx, getActor(request), {
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
      const { conversationId } = request.params;
      await markConversationRead(ctx, getActor(request), { conversationId, throughMessageId: request.body.throughMessageId });
      return reply.code(204).send();
    },
  );
}

/** The viewer's own state of a thread (archived, the employer blocked) and their message settings. */
function registerConversationSettingRoutes(app: TZodApp) {
  const { ctx } = app;
  const { db } = ctx;

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
    async (request) =>
      archiveConversation(ctx, getActor(request), { conversationId: request.params.conversationId, archived: request.body.archived }),
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
    async (request) =>
      blockEmployer(ctx, getActor(request), { conversationId: request.params.conversationId, blocked: request.body.blocked }),
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
  registerConversationReadRoutes(app);
  registerConversationMessageRoutes(app);
  registerConversationSettingRoutes(app);
};
