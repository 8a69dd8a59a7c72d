/** GET /api/employer/{employerId}/team: the company's members; its pending invitations for owners (and admins reading). */
import type { TTeam } from '#shared/schemas/team.ts';
import type { TAppContext } from '#server/context.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { resolveTeamWorkspace } from './team-access.ts';
import { findCompanyName, listMembers, listPendingInvitations } from './team.queries.ts';

export async function readTeam({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { employerId: number }): Promise<TTeam> {
  const { companyId, role } = await resolveTeamWorkspace(db, actor, params.employerId, 'read');
  const seesInvitations = role === 'owner' || actor.viewer.userType === 'admin';
  return {
    companyName: await findCompanyName(db, { companyId }),
    myRole: role,
    members: await listMembers(db, { companyId }),
    invitations: seesInvitations ? await listPendingInvitations(db, { companyId }) : [],
  };
}
