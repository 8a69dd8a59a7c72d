/**
 * Profile pictures: one WebP per user in stored_files, pointed at by users.profile_picture_file_id.
 * Replacing or removing a picture deletes the old file in the same transaction, so no orphan remains.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { applicantProfiles, storedFiles, users } from '#server/db/schema.ts';
import { deleteStoredFile, insertStoredFile } from '#server/db/stored-files.queries.ts';
import { IS_HIDDEN_FROM_EMPLOYERS, PUBLIC_USER_COLUMNS, type TUserRow } from '#server/db/users.queries.ts';

const PROFILE_PICTURE_MIME_TYPE = 'image/webp';

async function lockPictureFileId(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db.select({ fileId: users.profilePictureFileId }).from(users).where(eq(users.id, userId)).for('update');
  return row?.fileId ?? null;
}

/** Stores `webp` as the user's picture and deletes the previous one. Call inside a transaction. */
export async function replaceProfilePicture(db: Executor, params: { userId: number; webp: Buffer }): Promise<TUserRow> {
  const previousFileId = await lockPictureFileId(db, params.userId);
  const fileId = await insertStoredFile(db, { ownerUserId: params.userId, mimeType: PROFILE_PICTURE_MIME_TYPE, data: params.webp });
  const [user] = await db
    .update(users)
    .set({ profilePictureFileId: fileId, updatedAt: sql`now()` })
    .where(eq(users.id, params.userId))
    .returning(PUBLIC_USER_COLUMNS);
  if (previousFileId) await deleteStoredFile(db, { fileId: previousFileId, ownerUserId: params.userId });
  return user!;
}

/** Clears the user's picture and deletes its file; false when there was none. Call inside a transaction. */
export async function removeProfilePicture(db: Executor, userId: number): Promise<boolean> {
  const fileId = await lockPictureFileId(db, userId);
  if (!fileId) return false;
  await db
    .update(users)
    .set({ profilePictureFileId: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await deleteStoredFile(db, { fileId, ownerUserId: userId });
  return true;
}

/** The owner's type and their picture (null when they have none); undefined for an unknown user. */
export async function findProfilePicture(db: Executor, userId: number) {
  const [row] = await db
    .select({
      ownerType: users.userType,
      isHiddenFromEmployers: IS_HIDDEN_FROM_EMPLOYERS,
      picture: { sha256: storedFiles.sha256, mimeType: storedFiles.mimeType, data: storedFiles.data },
    })
    .from(users)
    .leftJoin(applicantProfiles, eq(applicantProfiles.userId, users.id))
    .leftJoin(storedFiles, and(eq(storedFiles.id, users.profilePictureFileId), eq(storedFiles.ownerUserId, users.id)))
    .where(eq(users.id, userId));
  return row;
}
