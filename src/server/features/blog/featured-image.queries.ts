/**
 * Featured images an admin uploaded: one WebP per post in stored_files (owned by no one user, so it
 * stays when its uploader's account goes), pointed at by blog_posts.featured_image_file_id. Replacing
 * or removing one, or deleting the post, deletes the old file in the same transaction.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { blogPosts, storedFiles } from '#server/db/schema.ts';
import { deleteStoredFile, insertStoredFile } from '#server/db/stored-files.queries.ts';
import { isPublishedNow } from './blog.queries.ts';

/** Stores `webp` as the post's image with its alt text and deletes the previous file. Call inside a transaction, after locking the post (lockAdminPost). */
export async function replacePostImage(
  db: Executor,
  params: { postId: number; previousFileId: number | null; webp: Buffer; alt: string },
): Promise<number> {
  const fileId = await insertStoredFile(db, { ownerUserId: null, mimeType: 'image/webp', data: params.webp });
  await db
    .update(blogPosts)
    .set({ featuredImageFileId: fileId, featuredImageAlt: params.alt, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, params.postId));
  await deletePostImageFile(db, params.previousFileId);
  return fileId;
}

/** Clears the post's image and its alt text and deletes the file. Call inside a transaction, after locking the post (lockAdminPost). */
export async function removePostImage(db: Executor, params: { postId: number; fileId: number }): Promise<void> {
  await db
    .update(blogPosts)
    .set({ featuredImageFileId: null, featuredImageAlt: null, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, params.postId));
  await deletePostImageFile(db, params.fileId);
}

/** Deletes a post's uploaded file (none: nothing to do); featured images are owned by no one user. */
export async function deletePostImageFile(db: Executor, fileId: number | null): Promise<void> {
  if (fileId !== null) await deleteStoredFile(db, { fileId, ownerUserId: null });
}

/** The image file `fileId` of the post at `slug`, if it is still that post's image, and whether readers may see it now. */
export async function findPostImage(db: Executor, params: { slug: string; fileId: number }) {
  const [row] = await db
    .select({
      isPublic: sql<boolean>`coalesce(${isPublishedNow()}, false)`,
      sha256: storedFiles.sha256,
      mimeType: storedFiles.mimeType,
      data: storedFiles.data,
    })
    .from(blogPosts)
    .innerJoin(storedFiles, and(eq(storedFiles.id, blogPosts.featuredImageFileId), isNull(storedFiles.ownerUserId)))
    .where(and(eq(blogPosts.slug, params.slug), eq(blogPosts.featuredImageFileId, params.fileId)));
  return row;
}
