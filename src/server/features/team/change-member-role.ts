/**
 * PATCH /api/employer/{employerId}/team/members/{userId}: an owner makes a member an owner, a
 * recruiter or a viewer. A company keeps at least one owner, so the last one cannot step down (409).
 */
import type { TCompanyRole } from '#shared/company-roles.ts';
import type { TTeamMember } from '#shared/schemas/team.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { lockCompany } from '#server/db/company-members.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { MEMBER_NOT_FOUND, resolveTeamWorkspace } from './team-access.ts';
import { listMembers, setMemberRole } from './team.queries.ts';

const LAST_OWNER_STAYS = 'A company needs an owner: make another member an owner first.';

export async function changeMemberRole(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; userId: number; role: TCompanyRole },
): Promise<TTeamMember> {
  const { companyId } = await resolveTeamWorkspace(db, actor, params.employerId, 'manage');
  return db.transaction(async (tx) => {
    await lockCompany(tx, { companyId });
    const members = await listMembers(tx, { companyId });
    const member = members.find((candidate) => candidate.userId === params.userId);
    if (!member) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
    if (member.role === params.role) return member;
    const owners = members.filter((candidate) => candidate.role === 'owner');
    if (member.role === 'owner' && owners.length === 1) throw new AppError('CONFLICT', LAST_OWNER_STAYS);
    await setMemberRole(tx, { companyId, userId: params.userId, role: params.role });
    await writeAuditLog(tx, {
      action: 'team.role_changed',
      resourceType: 'user',
      resourceId: params.userId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { companyId, from: member.role, to: params.role },
    });
    return { ...member, role: params.role };
  });
}
