/** DELETE /api/employer/{employerId}/team/invitations/{id}: an owner withdraws a pending invitation; its link stops working. */
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { resolveTeamWorkspace } from './team-access.ts';
import { revokeInvitation } from './team.queries.ts';

export async function withdrawInvitation(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number; invitationId: number },
): Promise<void> {
  const { companyId } = await resolveTeamWorkspace(db, actor, params.employerId, 'manage');
  await db.transaction(async (tx) => {
    if (!(await revokeInvitation(tx, { companyId, invitationId: params.invitationId })))
      throw new AppError('NOT_FOUND', 'Invitation not found');
    await writeAuditLog(tx, {
      action: 'team.invitation_revoked',
      resourceType: 'company',
      resourceId: companyId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { invitationId: params.invitationId },
    });
  });
}
