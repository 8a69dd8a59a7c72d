/** Files kept in the database (stored_files): pictures and Word originals owned by a user; company logos, owned by no one person. */
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { storedFiles } from './schema.ts';

export async function insertStoredFile(
  db: Executor,
  params: { ownerUserId: number | null; mimeType: string; data: Buffer },
): Promise<number> {
  const [file] = await db
    .insert(storedFiles)
    .values({
      ownerUserId: params.ownerUserId,
      mimeType: params.mimeType,
      byteSize: params.data.length,
      sha256: createHash('sha256').update(params.data).digest('hex'),
      data: params.data,
    })
    .returning({ id: storedFiles.id });
  return file!.id;
}

export async function deleteStoredFile(db: Executor, params: { fileId: number; ownerUserId: number | null }): Promise<void> {
  const owner = params.ownerUserId === null ? isNull(storedFiles.ownerUserId) : eq(storedFiles.ownerUserId, params.ownerUserId);
  await db.delete(storedFiles).where(and(eq(storedFiles.id, params.fileId), owner));
}
