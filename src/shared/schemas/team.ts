/**
 * A hiring team (issue 41): the members of a company and the owners' invitations, under
 * /api/employer/{employerId}/team, and an invitation's link, /api/invitations/{token}, which a
 * colleague opens to join (creating an account first if they have none).
 */
import { z } from 'zod';
import { COMPANY_ROLES } from '../company-roles.ts';
import { ZEmailSchema } from './auth.ts';
import { createTextSchema, ZResponseTextSchema } from './text.ts';

/** How long an invitation's link works. */
export const INVITATION_TTL_DAYS = 7;

const ZRoleSchema = z.enum(COMPANY_ROLES, { error: 'Role must be owner, recruiter or viewer' });

export const ZTeamMemberSchema = z.object({
  userId: z.number(),
  fullName: ZResponseTextSchema,
  email: ZResponseTextSchema,
  role: z.enum(COMPANY_ROLES),
  joinedAt: ZResponseTextSchema,
});
export type TTeamMember = z.infer<typeof ZTeamMemberSchema>;

export const ZTeamInvitationSchema = z.object({
  id: z.number(),
  email: ZResponseTextSchema,
  role: z.enum(COMPANY_ROLES),
  invitedByName: ZResponseTextSchema.nullable(),
  expiresAt: ZResponseTextSchema,
  createdAt: ZResponseTextSchema,
});
export type TTeamInvitation = z.infer<typeof ZTeamInvitationSchema>;

/** GET /api/employer/{employerId}/team: the members, oldest first; pending invitations for owners only (others get []). */
export const ZTeamSchema = z.object({
  companyName: ZResponseTextSchema.nullable(),
  myRole: z.enum(COMPANY_ROLES),
  members: z.array(ZTeamMemberSchema),
  invitations: z.array(ZTeamInvitationSchema),
});
export type TTeam = z.infer<typeof ZTeamSchema>;

/** POST /api/employer/{employerId}/team/invitations */
export const ZInviteRequestSchema = z.object({ email: ZEmailSchema, role: ZRoleSchema }).strict();
export type TInviteRequest = z.input<typeof ZInviteRequestSchema>;

/** PATCH /api/employer/{employerId}/team/members/{userId} */
export const ZChangeRoleRequestSchema = z.object({ role: ZRoleSchema }).strict();

/** An invitation's token as it travels in the link. */
export const ZInvitationTokenSchema = createTextSchema({ label: 'Invitation', error: 'Invitation link is not valid' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Invitation link is not valid');

/** GET /api/invitations/{token}: what the link offers, before anyone signs in. */
export const ZInvitationPreviewSchema = z.object({
  companyName: ZResponseTextSchema.nullable(),
  invitedByName: ZResponseTextSchema.nullable(),
  email: ZResponseTextSchema,
  role: z.enum(COMPANY_ROLES),
  expiresAt: ZResponseTextSchema,
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreviewSchema>;

/** POST /api/invitations/{token}/accept */
export const ZAcceptInvitationResponseSchema = z.object({ companyName: ZResponseTextSchema.nullable(), role: z.enum(COMPANY_ROLES) });
export type TAcceptInvitationResponse = z.infer<typeof ZAcceptInvitationResponseSchema>;
