/**
 * Applicant profiles, plus the account fields and profile pictures the
 * profile card edits (account.routes.ts, profile-pictures.routes.ts). All under /api.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApplicantProfileResponseSchema, ZApplicantProfileSchema, ZUpdateProfileRequestSchema } from '#shared/schemas/profile.ts';
import type { Executor } from '#server/db/client.ts';
import { assertCanReadDeveloperData, assertOwnedDataAccess, canReadDeveloperData } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { startSkillIndexing } from '#server/db/skill-index.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { enforceRateLimit } from '#server/db/rate-limits.queries.ts';
import { createIdSchema } from '#shared/schemas/id.ts';
import { getSessionUser, requireUser } from '#server/plugins/auth.ts';
import { isAccountInGoodStanding, toPublicUser } from '#server/db/users.queries.ts';
import { updateUserAccount } from '#server/db/users.queries.ts';
import { profilePictureRoutes } from './profile-pictures.routes.ts';
import {
  ensureApplicantProfile,
  findProfileForUpdate,
  findUserWithProfile,
  toApplicantProfile,
  hasProfileTextChanges,
  updateApplicantProfile,
} from './profiles.queries.ts';

const PROFILE_NOT_FOUND = 'Profile not found';
const SALARY_RANGE_INVALID = 'Minimum salary cannot be higher than maximum salary';

/**
 * The developer's profile as the API answers it. A developer without a profile row (an account
 * created before profiles existed, or turned back into a developer) gets an empty one here, so their
 * dashboard always works; anyone who is not a developer has no profile.
 */
async function getApplicantProfile(db: Executor, userId: number) {
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

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;

  app.get(
    '/applicant/profile/:userId',
    {
      preHandler: requireUser,
      schema: {
        summary: "A developer's profile",
        params: z.object({ userId: createIdSchema('User id') }),
        response: { 200: ZApplicantProfileResponseSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const viewer = getSessionUser(request);
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
    },
  );

  app.patch(
    '/applicant/profile/:profileId',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Change a developer profile',
        params: z.object({ profileId: createIdSchema('Profile id') }),
        body: ZUpdateProfileRequestSchema,
        response: { 200: ZApplicantProfileSchema },
      },
    },
    async (request) => {
      const viewer = getSessionUser(request);
      const { profileId } = request.params;
      const { fullName, ...profileChanges } = request.body;
      const changedFields = Object.keys(request.body);

      const profile = await db.transaction(async (tx) => {
        const current = await findProfileForUpdate(tx, profileId);
        // A profile hidden from employers answers them as an unknown one, as reading it does.
        assertOwnedDataAccess(viewer, current?.userId, 'change', { notFound: PROFILE_NOT_FOUND }, current?.isVisibleToEmployers === false);

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
            userId: viewer.id,
            ipAddress: request.ip,
            details: { ownerUserId: current.userId, fields: changedFields },
          });
        }
        return (await getApplicantProfile(tx, current.userId)).profile;
      });
      // The skills the new texts show are read in the background, as a resume's are.
      if (hasProfileTextChanges(profileChanges)) startSkillIndexing(request.server);
      return profile;
    },
  );

  await app.register(profilePictureRoutes);
};
