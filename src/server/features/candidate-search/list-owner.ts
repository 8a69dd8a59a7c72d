/**
 * Who may use a company's favourites, notes and saved searches: a member acting through the path that
 * names them (a viewer reads only); an admin may read any employer's lists but change only their own.
 * Admins keep lists of their own too, so here the owner is whoever the id names, whatever their role
 * (403 either way).
 */
import type { Executor } from '#server/db/client.ts';
import { findVisibleApplicant, type TUserRow } from '#server/db/users.queries.ts';
import { CANDIDATE_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { resolveEmployerWorkspace, type TWorkspace } from '#server/plugins/employer-workspace.ts';

const NOT_YOUR_LISTS = 'You can only use your own favorites, notes and saved searches.';

export function resolveListWorkspace(db: Executor, viewer: TUserRow, employerId: number, access: 'read' | 'change'): Promise<TWorkspace> {
  const mayRead = viewer.id === employerId || (access === 'read' && viewer.userType === 'admin');
  if (!mayRead) throw new AppError('FORBIDDEN', NOT_YOUR_LISTS);
  return resolveEmployerWorkspace(db, { viewerId: viewer.id, employerId, access });
}

/** A list names only developers employers may see: anyone else is 404, as in the search. */
export async function assertVisibleApplicant(db: Executor, applicantId: number): Promise<void> {
  if (!(await findVisibleApplicant(db, { applicantId }))) throw new AppError('NOT_FOUND', CANDIDATE_NOT_FOUND);
}
