/**
 * Company logos: one WebP per company in stored_files (owned by the employer), pointed at by
 * companies.logo_file_id. Replacing or removing one deletes the old file in the same transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { companies, storedFiles } from '#server/db/schema.ts';
import { deleteStoredFile, insertStoredFile } from '#server/db/stored-files.queries.ts';

/** The company's logo file id, with the company locked; undefined without a company. */
async function lockLogoFileId(db: Executor, employerId: number): Promise<{ fileId: number | null } | undefined> {
  const [row] = await db.select({ fileId: companies.logoFileId }).from(companies).where(eq(companies.employerId, employerId)).for('update');
  return row;
}

/** Stores `webp` as the logo and deletes the previous one; false without a company. Call inside a transaction. */
export async function replaceCompanyLogo(db: Executor, params: { employerId: number; webp: Buffer }): Promise<number | null> {
  const current = await lockLogoFileId(db, params.employerId);
  if (!current) return null;
  const fileId = await insertStoredFile(db, { ownerUserId: params.employerId, mimeType: 'image/webp', data: params.webp });
  await db
    .update(companies)
    .set({ logoFileId: fileId, updatedAt: sql`now()` })
    .where(eq(companies.employerId, params.employerId));
  if (current.fileId) await deleteStoredFile(db, { fileId: current.fileId, ownerUserId: params.employerId });
  return fileId;
}

/** Clears the logo and deletes its file; false when there was none. Call inside a transaction. */
export async function removeCompanyLogo(db: Executor, employerId: number): Promise<boolean> {
  const fileId = (await lockLogoFileId(db, employerId))?.fileId;
  if (!fileId) return false;
  await db
    .update(companies)
    .set({ logoFileId: null, updatedAt: sql`now()` })
    .where(eq(companies.employerId, employerId));
  await deleteStoredFile(db, { fileId, ownerUserId: employerId });
  return true;
}

export async function findCompanyLogo(db: Executor, employerId: number) {
  const [row] = await db
    .select({ sha256: storedFiles.sha256, mimeType: storedFiles.mimeType, data: storedFiles.data })
    .from(companies)
    .innerJoin(storedFiles, and(eq(storedFiles.id, companies.logoFileId), eq(storedFiles.ownerUserId, companies.employerId)))
    .where(eq(companies.employerId, employerId));
  return row;
}
