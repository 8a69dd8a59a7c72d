/**
 * Profile pictures: upload, serve, remove (change-profile-picture.ts, read-profile-picture.ts).
 * The picture URL carries the file id (toPublicUser), so the bytes behind one URL never change and
 * browsers may cache them for good.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatMegabytes } from '#shared/file-size.ts';
import { ZMessageSchema } from '#shared/schemas/auth.ts';
import { PROFILE_PICTURE_MAX_BYTES, ZProfilePictureResponseSchema } from '#shared/schemas/profiles.ts';
import { readSingleUpload } from '#server/lib/multipart-upload.ts';
import { ZUserParamsSchema } from '#server/lib/route-params.ts';
import { sendStoredImage } from '#server/lib/stored-image-reply.ts';
import { fileUploadDocs } from '#server/plugins/api-docs.ts';
import { getActor, getSessionUser, requireUser } from '#server/plugins/auth.ts';
import { deleteProfilePicture, PICTURE_UPLOAD_MESSAGES, PROFILE_PICTURE_FIELD, uploadProfilePicture } from './change-profile-picture.ts';
import { readProfilePicture } from './read-profile-picture.ts';

export const profilePictureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/:userId/profile-picture',
    {
      preHandler: requireUser,
      schema: { summary: 'Upload a profile picture', params: ZUserParamsSchema, response: { 200: ZProfilePictureResponseSchema } },
      config: {
        swaggerTransform: fileUploadDocs(
          PROFILE_PICTURE_FIELD,
          `A JPEG, PNG, GIF or WebP image, at most ${formatMegabytes(PROFILE_PICTURE_MAX_BYTES)}.`,
        ),
      },
    },
    async (request) => {
      const profilePicture = await uploadProfilePicture(app.ctx, getActor(request), {
        userId: request.params.userId,
        readUpload: () =>
          readSingleUpload(request, {
            field: PROFILE_PICTURE_FIELD,
            maxBytes: PROFILE_PICTURE_MAX_BYTES,
            messages: PICTURE_UPLOAD_MESSAGES,
          }),
      });
      return { profilePicture };
    },
  );

  app.get(
    '/users/:userId/profile-picture',
    { preHandler: requireUser, schema: { summary: 'A profile picture (WebP)', params: ZUserParamsSchema } },
    async (request, reply) => {
      const picture = await readProfilePicture(app.ctx, getSessionUser(request), request.params.userId);
      // Private: only signed-in viewers may see it.
      return sendStoredImage(request, reply, picture, 'private');
    },
  );

  app.delete(
    '/users/:userId/profile-picture',
    {
      preHandler: requireUser,
      schema: { summary: 'Remove a profile picture', params: ZUserParamsSchema, response: { 200: ZMessageSchema } },
    },
    async (request) => {
      await deleteProfilePicture(app.ctx, getActor(request), request.params.userId);
      return { message: 'Profile picture removed' };
    },
  );
};
