/**
 * PATCH /api/applicant/profile/{profileId}: the owner (or an admin) changes a developer profile,
 * the name on the account with it, audited in the same transaction.
 */
import type { z } from 'zod';
import type { ZUpdateProfileRequestSchema } from '#shared/schemas/profiles.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { updateUserAccount } from '#server/db/users.queries.ts';
import { assertOwnedDataAccess } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { findProfileForUpdate, hasProfileTextChanges, updateApplicantProfile } from './profiles.queries.ts';
import { getApplicantProfile, PROFILE_NOT_FOUND } from './read-profile.ts';

const SALARY_RANGE_INVALID = 'Minimum salary cannot be higher than maximum salary';

/** Answers the saved profile, and whether its texts changed, so the skills they show are read again. */
export async function updateProfile(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { profileId: number; changes: z.output<typeof ZUpdateProfileRequestSchema> },
) {
  const { profileId } = params;
  const { fullName, ...profileChanges } = params.changes;
  const changedFields = Object.keys(params.changes);

  const profile = await db.transaction(async (tx) => {
    const current = await findProfileForUpdate(tx, profileId);
    // A profile hidden from employers answers them as an unknown one, as reading it does.
    assertOwnedDataAccess(
      actor.viewer,
      current?.userId,
      'change',
      { notFound: PROFILE_NOT_FOUND },
      current?.isVisibleToEmployers === false,
    );

    // The schema compares the two bounds when both are sent; one bound alone meets the stored other.
    const salaryMin = profileChanges.salaryMin === undefined ? current.salaryMin : profileChanges.salaryMin;
    const salaryMax = profileChanges.salaryMax === undefined ? current.salaryMax : profileChanges.salaryMax;
    if (salaryMin !== null && salaryMax !== null && salaryMin > salaryMax) throw new AppError('BAD_REQUEST', SALARY_RANGE_INVALID);

    if (changedFields.length > 0) {
      if (fullName !== undefined) await updateUserAccount(tx, { userId: current.userId, changes: { fullName } });
      await updateApplicantProfile(tx, { profileId, changes: profileChanges });
      await writeAuditLog(tx, {
        action: 'profile.updated',
        resourceType: 'applicant_profile',
        resourceId: profileId,
        userId: actor.viewer.id,
        ipAddress: actor.ipAddress,
        details: { ownerUserId: current.userId, fields: changedFields },
      });
    }
    return (await getApplicantProfile(tx, current.userId)).profile;
  });
  return { profile, hasTextChanges: hasProfileTextChanges(profileChanges) };
}
