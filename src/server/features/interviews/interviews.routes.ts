/**
 * Interviews. Under /api/employer/{employerId}: an application's interviews (proposed, changed,
 * cancelled by owners and recruiters, read by every member) and the company's upcoming ones. Under
 * /api: the developer's own interviews, their pick or request for other times, and one interview for
 * a conversation's card. Messages' and invitations' e-mails go out after the answer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createIdSchema } from '#shared/schemas/id.ts';
import {
  ZAcceptInterviewRequestSchema,
  ZAskOtherTimesRequestSchema,
  ZEmployerInterviewsQuerySchema,
  ZInterviewListSchema,
  ZInterviewParamsSchema,
  ZInterviewSchema,
  ZProposeInterviewRequestSchema,
  ZUpdateInterviewRequestSchema,
} from '#shared/schemas/interviews.ts';
import type { TAppContext } from '#server/context.ts';
import type { TBackgroundTasks } from '#server/lib/background-tasks.ts';
import { ZEmployerParamsSchema } from '#server/lib/route-params.ts';
import { getActor, requireRole, requireUser } from '#server/plugins/auth.ts';
import type { FastifyReply } from 'fastify';
import { sendMessageMail } from '../conversations/conversation-mail.ts';
import type { TDeliveredMessage } from '../conversations/deliver-message.ts';
import { acceptInterview } from './accept-interview.ts';
import { askOtherTimes } from './ask-other-times.ts';
import { cancelInterview } from './cancel-interview.ts';
import { sendInterviewInvitations, type TInvitationPlan } from './interview-mail.ts';
import { getInterview, listCompanyInterviews, listOwnInterviews } from './list-interviews.ts';
import { proposeInterview } from './propose-interview.ts';
import { changeInterview } from './change-interview.ts';

const ZApplicationParamsSchema = ZEmployerParamsSchema.extend({
  jobId: createIdSchema('Job id'),
  applicationId: createIdSchema('Application id'),
});
const ZCompanyInterviewParamsSchema = ZApplicationParamsSchema.extend({ interviewId: createIdSchema('Interview id') });

/** The e-mails of a change, sent after the answer: the message's (as any message) and the calendar invitations. */
function mailAfter<TResult extends { delivered: TDeliveredMessage | null; plan?: TInvitationPlan }>(
  app: { ctx: TAppContext; backgroundTasks: TBackgroundTasks },
  reply: FastifyReply,
  result: TResult,
): TResult {
  const { delivered, plan } = result;
  if (delivered) app.backgroundTasks.afterResponse(reply, 'message e-mail', () => sendMessageMail(app.ctx, delivered));
  if (plan && plan.invite.length + plan.cancel.length > 0) {
    app.backgroundTasks.afterResponse(reply, 'interview invitations', () => sendInterviewInvitations(app.ctx, plan));
  }
  return result;
}

/** /api/employer/{employerId}/… */
export const employerInterviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', requireRole('employer'));

  app.get(
    '/:employerId/interviews',
    {
      schema: {
        summary: "The company's interviews, soonest first (upcoming=true: waiting for an answer or not yet over)",
        params: ZEmployerParamsSchema,
        querystring: ZEmployerInterviewsQuerySchema,
        response: { 200: ZInterviewListSchema },
      },
    },
    async (request) =>
      listCompanyInterviews(ctx, getActor(request), {
        employerId: request.params.employerId,
        jobId: request.query.jobId,
        upcoming: request.query.upcoming === 'true',
      }),
  );

  app.get(
    '/:employerId/jobs/:jobId/applications/:applicationId/interviews',
    {
      schema: {
        summary: "An application's interviews",
        params: ZApplicationParamsSchema,
        response: { 200: ZInterviewListSchema },
      },
    },
    async (request) => listCompanyInterviews(ctx, getActor(request), { ...request.params, upcoming: false }),
  );

  app.post(
    '/:employerId/jobs/:jobId/applications/:applicationId/interviews',
    {
      schema: {
        summary: 'Propose up to five interview times to a candidate in the Interview stage (posted in the conversation)',
        params: ZApplicationParamsSchema,
        body: ZProposeInterviewRequestSchema,
        response: { 201: ZInterviewSchema },
      },
    },
    async (request, reply) => {
      const { interview } = mailAfter(app, reply, await proposeInterview(ctx, getActor(request), { ...request.params, ...request.body }));
      return reply.code(201).send(interview);
    },
  );

  app.patch(
    '/:employerId/jobs/:jobId/applications/:applicationId/interviews/:interviewId',
    {
      schema: {
        summary: 'Change an interview: new times (the candidate picks again), the panel, the place or the note; invitations are updated',
        params: ZCompanyInterviewParamsSchema,
        body: ZUpdateInterviewRequestSchema,
        response: { 200: ZInterviewSchema },
      },
    },
    async (request, reply) =>
      mailAfter(app, reply, await changeInterview(ctx, getActor(request), { ...request.params, changes: request.body })).interview,
  );

  app.delete(
    '/:employerId/jobs/:jobId/applications/:applicationId/interviews/:interviewId',
    {
      schema: {
        summary: 'Cancel an interview: the candidate is told, and everyone invited gets a cancellation',
        params: ZCompanyInterviewParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      mailAfter(app, reply, await cancelInterview(ctx, getActor(request), request.params));
      return reply.code(204).send(null);
    },
  );
};

/** /api/applicant/interviews and /api/interviews/{id}… */
export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/applicant/interviews',
    {
      preHandler: requireRole('developer'),
      schema: { summary: "The developer's upcoming interviews and open proposals, soonest first", response: { 200: ZInterviewListSchema } },
    },
    async (request) => listOwnInterviews(ctx, getActor(request)),
  );

  app.get(
    '/interviews/:interviewId',
    {
      preHandler: requireUser,
      schema: {
        summary: "One interview, for its candidate or its company's members (a conversation's card)",
        params: ZInterviewParamsSchema,
        response: { 200: ZInterviewSchema },
      },
    },
    async (request) => getInterview(ctx, getActor(request), request.params),
  );

  app.post(
    '/interviews/:interviewId/accept',
    {
      preHandler: requireRole('developer'),
      schema: {
        summary: 'The candidate picks one of the proposed times: everyone gets a calendar invitation',
        params: ZInterviewParamsSchema,
        body: ZAcceptInterviewRequestSchema,
        response: { 200: ZInterviewSchema },
      },
    },
    async (request, reply) =>
      mailAfter(app, reply, await acceptInterview(ctx, getActor(request), { ...request.params, ...request.body })).interview,
  );

  app.post(
    '/interviews/:interviewId/ask-other-times',
    {
      preHandler: requireRole('developer'),
      schema: {
        summary: 'The candidate asks for other times',
        params: ZInterviewParamsSchema,
        body: ZAskOtherTimesRequestSchema,
        response: { 200: ZInterviewSchema },
      },
    },
    async (request, reply) =>
      mailAfter(app, reply, await askOtherTimes(ctx, getActor(request), { ...request.params, ...request.body })).interview,
  );
};
