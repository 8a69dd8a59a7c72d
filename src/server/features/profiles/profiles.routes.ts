/**
 * Applicant profiles (read-profile.ts, update-profile.ts), plus the profile pictures the profile card
 * edits (profile-pictures.routes.ts); the card's account fields are the accounts feature's. All under /api.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApplicantProfileResponseSchema, ZApplicantProfileSchema, ZUpdateProfileRequestSchema } from '#shared/schemas/profiles.ts';
import { createIdSchema } from '#shared/schemas/id.ts';
import { startSkillIndexing } from '#server/db/skill-index.ts';
import { getActor, requireUser } from '#server/plugins/auth.ts';
import { profilePictureRoutes } from './profile-pictures.routes.ts';
import { readProfile } from './read-profile.ts';
import { updateProfile } from './update-profile.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => readProfile(app.ctx, getActor(request), { userId: request.params.userId }),
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
      const { profile, hasTextChanges } = await updateProfile(app.ctx, getActor(request), {
        profileId: request.params.profileId,
        changes: request.body,
      });
      // The skills the new texts show are read in the background, as a resume's are.
      if (hasTextChanges) startSkillIndexing(request.server);
      return profile;
    },
  );

  await app.register(profilePictureRoutes);
};
