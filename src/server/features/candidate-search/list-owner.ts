/**
 * Who may use an employer's favourites, notes and saved searches: the employer the path names; an
 * admin may read any employer's lists but change only their own. Admins keep lists of their own too,
 * so here the owner is whoever the id names, whatever their role (403 either way).
 */
import type { TUserRow } from '#server/db/users.queries.ts';
import { AppError } from '#server/lib/app-error.ts';

const NOT_YOUR_LISTS = 'You can only use your own favorites, notes and saved searches.';

export function assertListOwner(viewer: TUserRow, employerId: number, access: 'read' | 'change'): TUserRow {
  const mayRead = viewer.id === employerId || (access === 'read' && viewer.userType === 'admin');
  if (!mayRead) throw new AppError('FORBIDDEN', NOT_YOUR_LISTS);
  return viewer;
}
