/**
 * Changing a profile picture: upload (re-encoded to a 256 px WebP) or remove, by the owner (or an
 * admin). Every change is audited in the transaction that makes it. Who reads one: read-profile-picture.ts.
 */
import { formatMegabytes } from '#shared/file-size.ts';
import { PROFILE_PICTURE_MAX_BYTES } from '#shared/schemas/profiles.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { enforceUploadRateLimit } from '#server/db/rate-limits.queries.ts';
import { findUserById, toPublicUser, type TUserRow } from '#server/db/users.queries.ts';
import { assertCanChangeDeveloperData, USER_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createSquareWebp, detectImageType } from '#server/lib/images.ts';
import type { TUpload } from '#server/lib/multipart-upload.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { removeProfilePicture, replaceProfilePicture } from './profile-pictures.queries.ts';

const PROFILE_PICTURE_SIZE = 256;
export const PROFILE_PICTURE_FIELD = 'profilePicture';
export const PICTURE_UPLOAD_MESSAGES = {
  missing: `Please choose an image to upload (form field ${PROFILE_PICTURE_FIELD}).`,
  tooLarge: `Image size must be less than ${formatMegabytes(PROFILE_PICTURE_MAX_BYTES)}`,
  unreadable: 'The upload could not be read. Please try again.',
};
const PICTURE_WRONG_TYPE = 'Image must be JPEG, PNG, GIF, or WebP format';

async function assertCanChangePicture(ctx: Pick<TAppContext, 'db'>, viewer: TUserRow, userId: number): Promise<void> {
  assertCanChangeDeveloperData(viewer, userId);
  if (!(await findUserById(ctx.db, userId))) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
}

/** `readUpload` reads the request's file; it is called only once the actor may change this picture. Answers the new picture's URL. */
export async function uploadProfilePicture(
  ctx: Pick<TAppContext, 'db' | 'config'>,
  actor: TActor,
  params: { userId: number; readUpload: () => Promise<TUpload> },
): Promise<string> {
  const { db, config } = ctx;
  const { userId } = params;
  await assertCanChangePicture(ctx, actor.viewer, userId);
  await enforceUploadRateLimit(db, config.uploadRatePerUser, actor.viewer.id);
  const { bytes: upload } = await params.readUpload();
  const sourceType = await detectImageType(upload);
  if (!sourceType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PICTURE_WRONG_TYPE);
  const webp = await createSquareWebp(upload, PROFILE_PICTURE_SIZE);

  const user = await db.transaction(async (tx) => {
    const updated = await replaceProfilePicture(tx, { userId, webp });
    await writeAuditLog(tx, {
      action: 'user.profile_picture_updated',
      resourceType: 'user',
      resourceId: userId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { sourceType, sourceBytes: upload.length, storedBytes: webp.length, fileId: updated.profilePictureFileId },
    });
    return updated;
  });
  return toPublicUser(user).profilePicture!;
}

/** Removing a picture that is already gone is not an error: the end state is what was asked for. */
export async function deleteProfilePicture(ctx: Pick<TAppContext, 'db'>, actor: TActor, userId: number): Promise<void> {
  await assertCanChangePicture(ctx, actor.viewer, userId);
  await ctx.db.transaction(async (tx) => {
    if (!(await removeProfilePicture(tx, userId))) return;
    await writeAuditLog(tx, {
      action: 'user.profile_picture_removed',
      resourceType: 'user',
      resourceId: userId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
    });
  });
}
