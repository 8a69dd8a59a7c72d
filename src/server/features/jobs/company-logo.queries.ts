/**
 * Company logos: one WebP per company in stored_files (owned by no one member, so it stays when its
 * uploader leaves), pointed at by companies.logo_file_id. Replacing or removing one deletes the old
 * file in the same transaction.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { companies, storedFiles } from '#server/db/schema.ts';
import { deleteStoredFile, insertStoredFile } from '#server/db/stored-files.queries.ts';

/** The company's logo file id, with the company locked; undefined until the company is named. */
async function lockLogoFileId(db: Executor, companyId: number): Promise<{ fileId: number | null } | undefined> {
  const [row] = await db
    .select({ fileId: companies.logoFileId })
    .from(companies)
    .where(and(eq(companies.id, companyId), sql`${companies.name} is not null`))
    .for('update');
  return row;
}

/** Stores `webp` as the logo and deletes the previous one; null until the company is named. Call inside a transaction. */
export async function replaceCompanyLogo(db: Executor, params: { companyId: number; webp: Buffer }): Promise<number | null> {
  const current = await lockLogoFileId(db, params.companyId);
  if (!current) return null;
  const fileId = await insertStoredFile(db, { ownerUserId: null, mimeType: 'image/webp', data: params.webp });
  await db
    .update(companies)
    .set({ logoFileId: fileId, updatedAt: sql`now()` })
    .where(eq(companies.id, params.companyId));
  if (current.fileId) await deleteStoredFile(db, { fileId: current.fileId, ownerUserId: null });
  return fileId;
}

/** Clears the logo and deletes its file; false when there was none. Call inside a transaction. */
export async function removeCompanyLogo(db: Executor, companyId: number): Promise<boolean> {
  const fileId = (await lockLogoFileId(db, companyId))?.fileId;
  if (!fileId) return false;
  await db
    .update(companies)
    .set({ logoFileId: null, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
  await deleteStoredFile(db, { fileId, ownerUserId: null });
  return true;
}

export async function findCompanyLogo(db: Executor, companyId: number) {
  const [row] = await db
    .select({ sha256: storedFiles.sha256, mimeType: storedFiles.mimeType, data: storedFiles.data })
    .from(companies)
    .innerJoin(storedFiles, and(eq(storedFiles.id, companies.logoFileId), isNull(storedFiles.ownerUserId)))
    .where(eq(companies.id, companyId));
  return row;
}
