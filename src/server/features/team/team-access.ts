/**
 * Who may see and manage a company's team: every member reads it (an admin too), owners alone invite,
 * change roles and remove members (403 either way).
 */
import type { Executor } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { assertEmployerAccess, type TActor } from '#server/plugins/auth.ts';
import { resolveEmployerWorkspace, type TWorkspace } from '#server/plugins/employer-workspace.ts';

const NOT_YOUR_TEAM = 'You can only see your own team.';
export const MEMBER_NOT_FOUND = 'This person is not a member of your team.';
export const OWNERS_MANAGE_THE_TEAM = 'Only an owner can invite colleagues, change roles or remove members.';

export async function resolveTeamWorkspace(
  db: Executor,
  actor: TActor,
  employerId: number,
  access: 'read' | 'manage',
): Promise<TWorkspace> {
  const workspaceAccess = access === 'read' ? 'read' : 'change';
  assertEmployerAccess(actor.viewer, employerId, workspaceAccess, NOT_YOUR_TEAM);
  // Read as any member: a viewer asking to manage is told it takes an owner.
  const workspace = await resolveEmployerWorkspace(db, { viewerId: actor.viewer.id, employerId, access: 'read' });
  if (access === 'manage' && workspace.role !== 'owner') throw new AppError('FORBIDDEN', OWNERS_MANAGE_THE_TEAM);
  return workspace;
}
