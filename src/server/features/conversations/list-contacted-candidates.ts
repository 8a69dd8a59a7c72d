/** GET /api/employer/{employerId}/contacts: the candidates the member's company wrote to, with the latest conversation. */
import type { TAppContext } from '#server/context.ts';
import { assertEmployerAccess, type TActor } from '#server/plugins/auth.ts';
import { resolveEmployerWorkspace } from '#server/plugins/employer-workspace.ts';
import { listContactedCandidates } from './conversations.queries.ts';

export async function listCompanyContacts({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { employerId: number }) {
  const { viewer } = actor;
  const { employerId } = params;
  // Admins may contact candidates too, so their own list is theirs to read.
  if (viewer.id !== employerId) assertEmployerAccess(viewer, employerId, 'read', 'You can only see the candidates you contacted.');
  const { companyId } = await resolveEmployerWorkspace(db, { viewerId: viewer.id, employerId, access: 'read' });
  return listContactedCandidates(db, { companyId });
}
