/**
 * A hiring team. Under /api/employer/{employerId}/team: the members of that member's company and its
 * pending invitations; owners invite, change roles and remove, anyone may leave. Under
 * /api/invitations/{token}: what an invitation's link offers (no session needed) and its acceptance.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createIdSchema } from '#shared/schemas/id.ts';
import {
  ZAcceptInvitationResponseSchema,
  ZChangeRoleRequestSchema,
  ZInvitationPreviewSchema,
  ZInvitationTokenSchema,
  ZInviteRequestSchema,
  ZTeamInvitationSchema,
  ZTeamMemberSchema,
  ZTeamSchema,
} from '#shared/schemas/team.ts';
import { ZEmployerParamsSchema } from '#server/lib/route-params.ts';
import { getActor, requireRole, requireUser } from '#server/plugins/auth.ts';
import { acceptInvitation, previewInvitation } from './accept-invitation.ts';
import { changeMemberRole } from './change-member-role.ts';
import { inviteColleague } from './invite-colleague.ts';
import { readTeam } from './read-team.ts';
import { removeMember } from './remove-member.ts';
import { withdrawInvitation } from './withdraw-invitation.ts';

const ZMemberParamsSchema = ZEmployerParamsSchema.extend({ userId: createIdSchema('Member id') });
const ZInvitationParamsSchema = ZEmployerParamsSchema.extend({ invitationId: createIdSchema('Invitation id') });
const ZTokenParamsSchema = z.object({ token: ZInvitationTokenSchema });

/** /api/employer/{employerId}/team… */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', requireRole('employer'));

  app.get(
    '/:employerId/team',
    {
      schema: {
        summary: "The members of the employer's company, and its pending invitations (owners)",
        params: ZEmployerParamsSchema,
        response: { 200: ZTeamSchema },
      },
    },
    async (request) => readTeam(ctx, getActor(request), request.params),
  );

  app.post(
    '/:employerId/team/invitations',
    {
      schema: {
        summary: 'Invite a colleague by e-mail (owners)',
        params: ZEmployerParamsSchema,
        body: ZInviteRequestSchema,
        response: { 201: ZTeamInvitationSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await inviteColleague(ctx, getActor(request), { ...request.params, ...request.body })),
  );

  app.delete(
    '/:employerId/team/invitations/:invitationId',
    { schema: { summary: 'Withdraw a pending invitation (owners)', params: ZInvitationParamsSchema } },
    async (request, reply) => {
      await withdrawInvitation(ctx, getActor(request), request.params);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/:employerId/team/members/:userId',
    {
      schema: {
        summary: "Change a member's role (owners)",
        params: ZMemberParamsSchema,
        body: ZChangeRoleRequestSchema,
        response: { 200: ZTeamMemberSchema },
      },
    },
    async (request) => changeMemberRole(ctx, getActor(request), { ...request.params, role: request.body.role }),
  );

  app.delete(
    '/:employerId/team/members/:userId',
    { schema: { summary: 'Remove a member (owners), or leave the team (your own id)', params: ZMemberParamsSchema } },
    async (request, reply) => {
      await removeMember(ctx, getActor(request), request.params);
      return reply.code(204).send();
    },
  );
};

/** /api/invitations/{token}… */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/invitations/:token',
    {
      schema: {
        summary: 'What an invitation link offers: the company, who invited, the address and role',
        params: ZTokenParamsSchema,
        response: { 200: ZInvitationPreviewSchema },
      },
    },
    async (request) => previewInvitation(ctx, request.params),
  );

  app.post(
    '/invitations/:token/accept',
    {
      preHandler: requireUser,
      schema: {
        summary: "Join the invitation's company with the signed-in account",
        params: ZTokenParamsSchema,
        response: { 200: ZAcceptInvitationResponseSchema },
      },
    },
    async (request) => acceptInvitation(ctx, getActor(request), request.params),
  );
};
