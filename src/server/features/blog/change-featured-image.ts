/**
 * An admin uploads, replaces or removes a post's featured image. The upload is read only once the
 * post is known, its type is checked by its bytes (JPEG, PNG or WebP), its size capped while it is
 * read and its canvas before decoding (lib/images.ts); it is cropped to 1200×630 (the Open Graph
 * size the generated covers have too) and stored re-encoded, never as sent. Each change is audited
 * in the transaction that makes it. Who reads one: read-featured-image.ts.
 */
import {
  BLOG_IMAGE_ALT_FIELD,
  BLOG_IMAGE_FIELD,
  BLOG_IMAGE_MAX_BYTES,
  BLOG_IMAGE_MIME_TYPES,
  BLOG_IMAGE_WRONG_TYPE,
  ZBlogImageAltSchema,
  type TAdminBlogPost,
} from '#shared/schemas/blog.ts';
import { formatMegabytes } from '#shared/file-size.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { enforceUploadRateLimit } from '#server/db/rate-limits.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createWebp, detectImageType } from '#server/lib/images.ts';
import type { TUpload } from '#server/lib/multipart-upload.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { lockAdminPost, readAdminPost } from './read-admin-post.ts';
import { removePostImage, replacePostImage } from './featured-image.queries.ts';

export const FEATURED_IMAGE_SIZE = { width: 1200, height: 630 };
export const FEATURED_IMAGE_MESSAGES = {
  missing: `Please choose an image to upload (form field ${BLOG_IMAGE_FIELD}).`,
  tooLarge: `Image size must be less than ${formatMegabytes(BLOG_IMAGE_MAX_BYTES)}`,
  unreadable: 'The upload could not be read. Please try again.',
};
const ACCEPTED_TYPES: ReadonlySet<string> = new Set(BLOG_IMAGE_MIME_TYPES);

/** `readUpload` reads the request's file and fields; it is called only once the post is known. Answers the post as saved. */
export async function uploadFeaturedImage(
  ctx: Pick<TAppContext, 'db' | 'config'>,
  actor: TActor,
  params: { postId: number; readUpload: () => Promise<TUpload> },
): Promise<TAdminBlogPost> {
  const { db, config } = ctx;
  const { postId } = params;
  await readAdminPost(ctx, { postId });
  await enforceUploadRateLimit(db, config.uploadRatePerUser, actor.viewer.id);
  const { bytes, fields } = await params.readUpload();
  const alt = ZBlogImageAltSchema.safeParse(fields[BLOG_IMAGE_ALT_FIELD] ?? '');
  if (!alt.success) throw new AppError('BAD_REQUEST', alt.error.issues[0]!.message);
  const sourceType = await detectImageType(bytes);
  if (!sourceType || !ACCEPTED_TYPES.has(sourceType)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', BLOG_IMAGE_WRONG_TYPE);
  const webp = await createWebp(bytes, FEATURED_IMAGE_SIZE);

  await db.transaction(async (tx) => {
    // 404 if deleted while the image was being decoded.
    const current = await lockAdminPost(tx, { postId });
    const fileId = await replacePostImage(tx, { postId, previousFileId: current.imageFileId, webp, alt: alt.data });
    await writeAuditLog(tx, {
      action: 'blog.post_image_updated',
      resourceType: 'blog_post',
      resourceId: postId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { sourceType, sourceBytes: bytes.length, storedBytes: webp.length, fileId, replacedFileId: current.imageFileId },
    });
  });
  return readAdminPost(ctx, { postId });
}

/** The post shows its earlier cover again. Removing an image that is already gone is not an error. */
export async function deleteFeaturedImage(
  ctx: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { postId: number },
): Promise<TAdminBlogPost> {
  const { postId } = params;
  await ctx.db.transaction(async (tx) => {
    const current = await lockAdminPost(tx, { postId });
    if (current.imageFileId === null) return;
    await removePostImage(tx, { postId, fileId: current.imageFileId });
    await writeAuditLog(tx, {
      action: 'blog.post_image_removed',
      resourceType: 'blog_post',
      resourceId: postId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { fileId: current.imageFileId },
    });
  });
  return readAdminPost(ctx, { postId });
}
