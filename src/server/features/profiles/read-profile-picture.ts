/** Reading a profile picture: its owner, admins, and employers looking at a visible developer. */
import type { TAppContext } from '#server/context.ts';
import type { TUserRow } from '#server/db/users.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import { findProfilePicture } from './profile-pictures.queries.ts';

const PICTURE_NOT_FOUND = 'Profile picture not found';

/**
 * Who sees a picture: its owner, admins, and employers looking at developers (the candidates they
 * search), while their profile is visible to employers. Developers see only their own, as with the
 * rest of a developer's data.
 */
function canViewProfilePicture(
  viewer: TUserRow,
  owner: { id: number; userType: TUserRow['userType']; isHiddenFromEmployers: boolean },
): boolean {
  if (viewer.id === owner.id || viewer.userType === 'admin') return true;
  return viewer.userType === 'employer' && owner.userType === 'developer' && !owner.isHiddenFromEmployers;
}

/** The stored picture the viewer may see. */
export async function readProfilePicture(ctx: Pick<TAppContext, 'db'>, viewer: TUserRow, userId: number) {
  // A developer may only see their own: refuse before the lookup, so no other id can be probed.
  if (viewer.userType === 'developer' && viewer.id !== userId) {
    throw new AppError('FORBIDDEN', 'You do not have permission to view this.');
  }
  const found = await findProfilePicture(ctx.db, userId);
  // An employer gets the same answer for an unknown id, an account that is not a developer's and a hidden developer.
  if (
    !found?.picture ||
    !canViewProfilePicture(viewer, { id: userId, userType: found.ownerType, isHiddenFromEmployers: found.isHiddenFromEmployers })
  ) {
    throw new AppError('NOT_FOUND', PICTURE_NOT_FOUND);
  }
  return found.picture;
}
