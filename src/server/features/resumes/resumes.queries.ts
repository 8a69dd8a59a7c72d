/**
 * The resumes feature's own resume queries; the reads and the create that resume-ai shares are in
 * db/resumes.queries.ts. Every query is scoped by the owning user's id.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { TResumeDetail } from '#shared/schemas/resume.ts';
import type { Executor } from '#server/db/client.ts';
import { markAnalysesOutdated, RESUME_COLUMNS, toResumeResponse, type TResumeRow } from '#server/db/resumes.queries.ts';
import { resumes, storedFiles } from '#server/db/schema.ts';

export function toResumeDetailResponse(row: TResumeRow & { content: string }): TResumeDetail {
  return { ...toResumeResponse(row), fileContent: row.content };
}

export async function getResumeOriginalFile(db: Executor, params: { resumeId: number; userId: number }) {
  const [row] = await db
    .select({ fileName: resumes.fileName, mimeType: storedFiles.mimeType, data: storedFiles.data })
    .from(resumes)
    .innerJoin(storedFiles, eq(storedFiles.id, resumes.originalFileId))
    .where(and(eq(resumes.id, params.resumeId), eq(resumes.userId, params.userId)));
  return row;
}

/**
 * Changes the name and/or the text. New text makes the resume's score and analyses out of date: the
 * score is cleared and its analyses marked as describing an earlier version. Call inside a transaction.
 */
export async function updateResume(
  db: Executor,
  params: { resumeId: number; userId: number; fileName?: string; content?: string },
): Promise<(TResumeRow & { content: string }) | undefined> {
  const { content } = params;
  const scope = and(eq(resumes.id, params.resumeId), eq(resumes.userId, params.userId));
  const [before] = content === undefined ? [] : await db.select({ content: resumes.content }).from(resumes).where(scope);
  const isNewText = before !== undefined && before.content !== content;
  if (isNewText) await markAnalysesOutdated(db, { resumeId: params.resumeId });
  const [row] = await db
    .update(resumes)
    .set({
      ...(params.fileName !== undefined && { fileName: params.fileName }),
      ...(content !== undefined && {
        content,
        fileSize: sql`case when ${resumes.originalFileId} is null then ${Buffer.byteLength(content, 'utf8')} else ${resumes.fileSize} end`,
        // New text, new evidence: the skill indexer scans it again (lib/skill-index).
        recognizedSkills: null,
      }),
      ...(isNewText && { aiScore: null }),
      updatedAt: sql`now()`,
    })
    .where(scope)
    .returning({ ...RESUME_COLUMNS, content: resumes.content });
  return row;
}

/**
 * Deletes the resume and its stored Word file. When it was primary, the newest remaining resume
 * becomes primary. Call inside a transaction after lockResumeOwner.
 */
export async function deleteResume(
  tx: Executor,
  params: { resumeId: number; userId: number },
): Promise<{ fileName: string; promotedResumeId: number | null } | undefined> {
  const { userId } = params;
  const [deleted] = await tx
    .delete(resumes)
    .where(and(eq(resumes.id, params.resumeId), eq(resumes.userId, userId)))
    .returning({ fileName: resumes.fileName, isPrimary: resumes.isPrimary, originalFileId: resumes.originalFileId });
  if (!deleted) return undefined;
  if (deleted.originalFileId !== null) {
    await tx.delete(storedFiles).where(and(eq(storedFiles.id, deleted.originalFileId), eq(storedFiles.ownerUserId, userId)));
  }
  let promotedResumeId: number | null = null;
  if (deleted.isPrimary) {
    const [newest] = await tx
      .select({ id: resumes.id })
      .from(resumes)
      .where(eq(resumes.userId, userId))
      .orderBy(desc(resumes.uploadedAt), desc(resumes.id))
      .limit(1);
    if (newest) {
      await tx.update(resumes).set({ isPrimary: true }).where(eq(resumes.id, newest.id));
      promotedResumeId = newest.id;
    }
  }
  return { fileName: deleted.fileName, promotedResumeId };
}

/** Makes this resume the user's one primary resume. Call inside a transaction after lockResumeOwner. */
export async function setPrimaryResume(tx: Executor, params: { resumeId: number; userId: number }): Promise<boolean> {
  const { resumeId, userId } = params;
  const [target] = await tx
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)));
  if (!target) return false;
  // The old primary is cleared first: the partial unique index allows one primary at any moment.
  await tx
    .update(resumes)
    .set({ isPrimary: false })
    .where(and(eq(resumes.userId, userId), eq(resumes.isPrimary, true), ne(resumes.id, resumeId)));
  await tx.update(resumes).set({ isPrimary: true }).where(eq(resumes.id, resumeId));
  return true;
}
