/**
 * An invitation's link: GET /api/invitations/{token} shows what it offers to anyone holding it; POST
 * …/accept joins the signed-in employer to the company. The account must be the invited address
 * (the link was mailed there, so accepting also confirms it). A member leaves their current company:
 * an empty company of one is dropped, one that holds jobs, lists or conversations is not given up
 * this way (409), and the last owner of a team cannot leave it behind (409).
 */
import type { TAcceptInvitationResponse, TInvitationPreview } from '#shared/schemas/team.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { findMembership, leaveCompany, listMemberIds } from '#server/db/company-members.queries.ts';
import { markEmailVerified } from '#server/db/users.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { addMember, findInvitationByToken, hasCompanyContent, markInvitationAccepted } from './team.queries.ts';

const INVITATION_NOT_FOUND = 'This invitation link is not valid.';
const INVITATION_USED = 'This invitation has already been used.';
const INVITATION_EXPIRED = 'This invitation has expired or was withdrawn. Ask for a new one.';
const DEVELOPERS_CANNOT_JOIN = 'Developer accounts cannot join a hiring team. Sign up as an employer with the invited address.';
const KEEPS_OWN_COMPANY =
  'Your account already hires for its own company, with jobs, candidates or conversations. Accept with an account that has none.';

type TInvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitationByToken>>>;

/** The invitation, or why its link no longer works (404 unknown, 410 used, expired or withdrawn). */
function assertUsable(invitation: TInvitationRow | undefined): TInvitationRow {
  if (!invitation) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND);
  if (invitation.acceptedAt) throw new AppError('GONE', INVITATION_USED);
  if (invitation.revokedAt || invitation.isExpired) throw new AppError('GONE', INVITATION_EXPIRED);
  return invitation;
}

export async function previewInvitation({ db }: Pick<TAppContext, 'db'>, params: { token: string }): Promise<TInvitationPreview> {
  const invitation = assertUsable(await findInvitationByToken(db, params));
  const { companyName, invitedByName, email, role } = invitation;
  return { companyName, invitedByName, email, role, expiresAt: invitation.expiresAt.toISOString() };
}

export async function acceptInvitation(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { token: string },
): Promise<TAcceptInvitationResponse> {
  const { viewer } = actor;
  return db.transaction(async (tx) => {
    const invitation = assertUsable(await findInvitationByToken(tx, { token: params.token, lock: true }));
    if (viewer.email !== invitation.email)
      throw new AppError('FORBIDDEN', `This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`);
    if (viewer.userType !== 'employer') throw new AppError('FORBIDDEN', DEVELOPERS_CANNOT_JOIN);
    const current = await findMembership(tx, { userId: viewer.id });
    if (current?.companyId === invitation.companyId) throw new AppError('CONFLICT', 'You are already a member of this company.');
    if (current) {
      const isAlone = (await listMemberIds(tx, { companyId: current.companyId })).length === 1;
      if (isAlone && (await hasCompanyContent(tx, { companyId: current.companyId }))) throw new AppError('CONFLICT', KEEPS_OWN_COMPANY);
      await leaveCompany(tx, { userId: viewer.id });
    }
    await addMember(tx, { companyId: invitation.companyId, userId: viewer.id, role: invitation.role, invitedByUserId: null });
    await markInvitationAccepted(tx, { invitationId: invitation.id, userId: viewer.id });
    // The link reached this inbox: the address is confirmed.
    if (viewer.emailVerifiedAt === null) await markEmailVerified(tx, { userId: viewer.id });
    await writeAuditLog(tx, {
      action: 'team.member_joined',
      resourceType: 'company',
      resourceId: invitation.companyId,
      userId: viewer.id,
      ipAddress: actor.ipAddress,
      details: { invitationId: invitation.id, role: invitation.role },
    });
    return { companyName: invitation.companyName, role: invitation.role };
  });
}
