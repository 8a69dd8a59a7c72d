/**
 * POST /api/employer/{employerId}/team/invitations: an owner invites a colleague by e-mail, as owner,
 * recruiter or viewer. The link (single use, INVITATION_TTL_DAYS) goes out after the answer; inviting
 * the same address again replaces the earlier link. At most RATE_LIMIT_INVITATIONS_PER_COMPANY_PER_DAY
 * a day per company, and only from a confirmed address, so the feature cannot be used to mail strangers.
 */
import { INVITATION_TTL_DAYS, type TTeamInvitation } from '#shared/schemas/team.ts';
import type { TCompanyRole } from '#shared/company-roles.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { lockCompany } from '#server/db/company-members.queries.ts';
import { enforceRateLimit } from '#server/db/rate-limits.queries.ts';
import { assertVerifiedIfEmployer } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { buildInvitationMail } from './invitation-mail.ts';
import { resolveTeamWorkspace } from './team-access.ts';
import { createInvitation, findCompanyName, listMembers, listPendingInvitations } from './team.queries.ts';

const NAME_THE_COMPANY_FIRST = 'Add your company name before inviting colleagues.';
const ALREADY_A_MEMBER = 'This person is already in your team.';
const VERIFY_TO_INVITE = 'Verify your e-mail address before inviting colleagues.';

export async function inviteColleague(
  { db, config, mailer }: Pick<TAppContext, 'db' | 'config' | 'mailer'>,
  actor: TActor,
  params: { employerId: number; email: string; role: TCompanyRole },
): Promise<TTeamInvitation> {
  const { companyId } = await resolveTeamWorkspace(db, actor, params.employerId, 'manage');
  assertVerifiedIfEmployer(actor.viewer, VERIFY_TO_INVITE);
  const { invitation, token, companyName } = await db.transaction(async (tx) => {
    await lockCompany(tx, { companyId });
    const companyName = await findCompanyName(tx, { companyId });
    if (companyName === null) throw new AppError('BAD_REQUEST', NAME_THE_COMPANY_FIRST);
    if ((await listMembers(tx, { companyId })).some((member) => member.email === params.email))
      throw new AppError('CONFLICT', ALREADY_A_MEMBER);
    await enforceRateLimit(
      tx,
      `invite:company:${companyId}`,
      config.invitationsPerCompany,
      'Your company has sent many invitations today.',
    );
    const created = await createInvitation(tx, {
      companyId,
      email: params.email,
      role: params.role,
      invitedByUserId: actor.viewer.id,
      ttlDays: INVITATION_TTL_DAYS,
    });
    await writeAuditLog(tx, {
      action: 'team.member_invited',
      resourceType: 'company',
      resourceId: companyId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { invitationId: created.id, role: params.role },
    });
    const invitation = (await listPendingInvitations(tx, { companyId })).find((pending) => pending.id === created.id)!;
    return { invitation, token: created.token, companyName };
  });
  const link = `${config.appUrl}/join?token=${encodeURIComponent(token)}`;
  await mailer
    .send(
      buildInvitationMail({
        to: params.email,
        companyName,
        inviterName: actor.viewer.fullName,
        role: params.role,
        link,
        ttlDays: INVITATION_TTL_DAYS,
      }),
    )
    .catch((error: unknown) => actor.log.error({ err: error, invitationId: invitation.id }, 'invitation e-mail failed'));
  return invitation;
}
