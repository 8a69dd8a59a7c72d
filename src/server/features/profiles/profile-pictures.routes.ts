/**
 * Profile pictures: upload (re-encoded to a 256 px WebP), serve, remove.
 * The picture URL carries the file id (toPublicUser), so the bytes behind one URL never change and
 * browsers may cache them for good.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatMegabytes } from '#shared/file-size.ts';
import { ZMessageSchema } from '#shared/schemas/auth.ts';
import { PROFILE_PICTURE_MAX_BYTES, ZProfilePictureResponseSchema } from '#shared/schemas/profile.ts';
import { assertCanChangeDeveloperData, USER_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { createSquareWebp, detectImageType } from '#server/lib/images.ts';
import { readSingleUpload } from '#server/lib/multipart-upload.ts';
import { enforceUploadRateLimit } from '#server/db/rate-limits.queries.ts';
import { fileUploadDocs } from '#server/plugins/api-docs.ts';
import { ZUserParamsSchema } from '#server/lib/route-params.ts';
import { getSessionUser, requireUser } from '#server/plugins/auth.ts';
import { findUserById, toPublicUser, type TUserRow } from '#server/db/users.queries.ts';
import { findProfilePicture, removeProfilePicture, replaceProfilePicture } from './profile-pictures.queries.ts';

const PROFILE_PICTURE_SIZE = 256;
const PROFILE_PICTURE_FIELD = 'profilePicture';
const PICTURE_TOO_LARGE = `Image size must be less than ${formatMegabytes(PROFILE_PICTURE_MAX_BYTES)}`;
const PICTURE_WRONG_TYPE = 'Image must be JPEG, PNG, GIF, or WebP format';
const PICTURE_MISSING = `Please choose an image to upload (form field ${PROFILE_PICTURE_FIELD}).`;
const PICTURE_UNREADABLE = 'The upload could not be read. Please try again.';
const PICTURE_NOT_FOUND = 'Profile picture not found';
// Immutable: a new picture gets a new URL; private: only signed-in viewers may see it.
const PICTURE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

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

/** An If-None-Match list ("a", W/"b" or *) that names `etag`. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

export const profilePictureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

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
      const viewer = getSessionUser(request);
      const { userId } = request.params;
      assertCanChangeDeveloperData(viewer, userId);
      if (!(await findUserById(db, userId))) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
      await enforceUploadRateLimit(db, app.ctx.config.uploadRatePerUser, viewer.id);

      const { bytes: upload } = await readSingleUpload(request, {
        field: PROFILE_PICTURE_FIELD,
        maxBytes: PROFILE_PICTURE_MAX_BYTES,
        messages: { missing: PICTURE_MISSING, tooLarge: PICTURE_TOO_LARGE, unreadable: PICTURE_UNREADABLE },
      });
      const sourceType = await detectImageType(upload);
      if (!sourceType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PICTURE_WRONG_TYPE);
      const webp = await createSquareWebp(upload, PROFILE_PICTURE_SIZE);

      const user = await db.transaction(async (tx) => {
        const updated = await replaceProfilePicture(tx, { userId, webp });
        await writeAuditLog(tx, {
          action: 'user.profile_picture_updated',
          resourceType: 'user',
          resourceId: userId,
          userId: viewer.id,
          ipAddress: request.ip,
          details: { sourceType, sourceBytes: upload.length, storedBytes: webp.length, fileId: updated.profilePictureFileId },
        });
        return updated;
      });
      return { profilePicture: toPublicUser(user).profilePicture! };
    },
  );

  app.get(
    '/users/:userId/profile-picture',
    { preHandler: requireUser, schema: { summary: 'A profile picture (WebP)', params: ZUserParamsSchema } },
    async (request, reply) => {
      const viewer = getSessionUser(request);
      const { userId } = request.params;
      // A developer may only see their own: refuse before the lookup, so no other id can be probed.
      if (viewer.userType === 'developer' && viewer.id !== userId) {
        throw new AppError('FORBIDDEN', 'You do not have permission to view this.');
      }
      const found = await findProfilePicture(db, userId);
      // An employer gets the same answer for an unknown id, an account that is not a developer's and a hidden developer.
      if (
        !found?.picture ||
        !canViewProfilePicture(viewer, { id: userId, userType: found.ownerType, isHiddenFromEmployers: found.isHiddenFromEmployers })
      ) {
        throw new AppError('NOT_FOUND', PICTURE_NOT_FOUND);
      }

      const etag = `"${found.picture.sha256}"`;
      reply.header('etag', etag).header('cache-control', PICTURE_CACHE_CONTROL);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(found.picture.mimeType).send(found.picture.data);
    },
  );

  app.delete(
    '/users/:userId/profile-picture',
    {
      preHandler: requireUser,
      schema: { summary: 'Remove a profile picture', params: ZUserParamsSchema, response: { 200: ZMessageSchema } },
    },
    async (request) => {
      const viewer = getSessionUser(request);
      const { userId } = request.params;
      assertCanChangeDeveloperData(viewer, userId);
      if (!(await findUserById(db, userId))) throw new AppError('NOT_FOUND', USER_NOT_FOUND);

      // Removing a picture that is already gone is not an error: the end state is what was asked for.
      await db.transaction(async (tx) => {
        if (!(await removeProfilePicture(tx, userId))) return;
        await writeAuditLog(tx, {
          action: 'user.profile_picture_removed',
          resourceType: 'user',
          resourceId: userId,
          userId: viewer.id,
          ipAddress: request.ip,
        });
      });
      return { message: 'Profile picture removed' };
    },
  );
};
