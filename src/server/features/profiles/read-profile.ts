/**
 * GET /api/applicant/profile/{userId}: a developer's profile, for its owner, admins, and employers
 * while it is visible to them (a hidden one answers them as unknown), within an employer's daily
 * allowance of profiles opened.
 */
import type { TAppContext } from '#server/context.ts';
import type { Executor } from '#server/db/client.ts';
import { enforceRateLimit } from '#server/db/rate-limits.queries.ts';
import { isAccountInGoodStanding, toPublicUser } from '#server/db/users.queries.ts';
import { assertCanReadDeveloperData, canReadDeveloperData } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { ensureApplicantProfile, findUserWithProfile, toApplicantProfile } from './profiles.queries.ts';

export const PROFILE_NOT_FOUND = 'Profile not found';

/**
 * The developer's profile as the API answers it. A developer without a profile row (an account
 * created before profiles existed, or turned back into a developer) gets an empty one here, so their
 * dashboard always works; anyone who is not a developer has no profile.
 */
export async function getApplicantProfile(db: Executor, userId: number) {
  let found = await findUserWithProfile(db, userId);
  if (found?.user.userType === 'developer' && !found.profile) {
    await ensureApplicantProfile(db, userId);
    found = await findUserWithProfile(db, userId);
  }
  if (!found?.profile || found.user.userType !== 'developer') throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  return {
    profile: toApplicantProfile(found.user, found.profile, found.resumeCount),
    user: toPublicUser(found.user),
    isHiddenFromEmployers: !found.profile.isVisibleToEmployers || !isAccountInGoodStanding(found.user),
  };
}

export async function readProfile({ db, config }: Pick<TAppContext, 'db' | 'config'>, actor: TActor, params: { userId: number }) {
  const { userId } = params;
  const { viewer } = actor;
  // Checked before the lookup, so a developer cannot probe which other ids exist.
  assertCanReadDeveloperData(viewer, userId);
  const { isHiddenFromEmployers, ...found } = await getApplicantProfile(db, userId);
  // A profile hidden from employers answers them as an unknown one.
  if (!canReadDeveloperData(viewer, userId, isHiddenFromEmployers)) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  // Profiles carry e-mail and phone: an employer account may open a working day's worth, not the whole site.
  if (viewer.userType === 'employer') {
    await enforceRateLimit(
      db,
      `profile-read:employer:${viewer.id}`,
      config.rateLimits.profileReadsPerEmployer,
      'Too many candidate profiles opened.',
    );
  }
  return found;
}
