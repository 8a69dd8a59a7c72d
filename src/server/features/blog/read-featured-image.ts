/**
 * Serving a post's uploaded image: to anyone while the post is published, to admins in any status
 * (the editor's preview of a draft or a scheduled post); to everyone else a draft's image does not
 * exist. The address names the file, so a replaced image is a new address.
 */
import type { TAppContext } from '#server/context.ts';
import type { TUserRow } from '#server/db/users.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import { findPostImage } from './featured-image.queries.ts';

const IMAGE_NOT_FOUND = 'Image not found';

/** `isPublic`: whether the image may be kept by shared caches (the post is published). */
export async function readFeaturedImage(
  { db }: Pick<TAppContext, 'db'>,
  viewer: TUserRow | null,
  params: { slug: string; fileId: number },
) {
  const image = await findPostImage(db, params);
  if (!image || (!image.isPublic && viewer?.userType !== 'admin')) throw new AppError('NOT_FOUND', IMAGE_NOT_FOUND);
  return image;
}
