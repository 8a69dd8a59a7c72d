/**
 * DELETE /api/employer/{employerId}/team/members/{userId}: an owner removes a member, or a member
 * leaves (their own id). What they did stays with the company; they keep their account, in a new
 * company of one. The last owner cannot leave while others remain (409).
 */
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { findMembership, findOrCreateMembership, leaveCompany, listMemberIds, lockCompany } from '#server/db/company-members.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { MEMBER_NOT_FOUND, resolveTeamWorkspace } from './team-access.ts';

const ONLY_MEMBER = 'You are the only member of this company: there is no team to leave.';

export async function removeMember(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; userId: number },
): Promise<void> {
  const isLeaving = params.userId === actor.viewer.id;
  // Anyone may leave; only an owner removes someone else.
  const { companyId } = await resolveTeamWorkspace(db, actor, params.employerId, isLeaving ? 'read' : 'manage');
  await db.transaction(async (tx) => {
    await lockCompany(tx, { companyId });
    if ((await findMembership(tx, { userId: params.userId }))?.companyId !== companyId) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
    // Leaving alone would take the company and all it holds along.
    if ((await listMemberIds(tx, { companyId })).length === 1) throw new AppError('CONFLICT', ONLY_MEMBER);
    await leaveCompany(tx, { userId: params.userId });
    await findOrCreateMembership(tx, { userId: params.userId });
    await writeAuditLog(tx, {
      action: isLeaving ? 'team.member_left' : 'team.member_removed',
      resourceType: 'user',
      resourceId: params.userId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { companyId },
    });
  });
}
