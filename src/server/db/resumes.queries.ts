/**
 * Resume data access: the resumes and resume-ai features and the demo data all use this one file.
 * Every query is scoped by the owning user's id; the routes decide who may act for that user. Writes that touch the primary flag first lock the owner's users row, so two
 * requests for the same user (two first uploads, a delete and a set-primary) run one after the
 * other and the partial unique index resumes_one_primary_per_user never sees two primaries.
 *
 * fileSize is the size of the file a user can download: the Word file when the resume has one
 * (uploads, and builder resumes with their generated .docx), otherwise the UTF-8 byte length of
 * the markdown. Editing the text keeps the original Word file, so its size stays the file's size.
 */
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { createResumeTitle, numberResumeTitle } from '#shared/resume-title.ts';
import type { TResume, TResumeBuilderDataParsed, TResumeDetail, TResumeSource, TResumeTemplate } from '#shared/schemas/resumes/resume.ts';
import type { Executor } from './client.ts';
import { preparedQuery } from './prepared-query.ts';
import { applicantProfiles, companyMembers, jobApplications, jobs, resumeAnalyses, resumes, storedFiles } from './schema.ts';
import { IS_HIDDEN_FROM_EMPLOYERS, lockUser } from './users.queries.ts';

const RESUME_COLUMNS = {
  id: resumes.id,
  userId: resumes.userId,
  fileName: resumes.fileName,
  title: resumes.title,
  source: resumes.source,
  fileSize: resumes.fileSize,
  uploadedAt: resumes.uploadedAt,
  updatedAt: resumes.updatedAt,
  isPrimary: resumes.isPrimary,
  aiScore: resumes.aiScore,
  originalFileId: resumes.originalFileId,
};

export type TResumeRow = {
  id: number;
  userId: number;
  fileName: string;
  title: string | null;
  source: TResumeSource;
  fileSize: number;
  uploadedAt: Date;
  updatedAt: Date;
  isPrimary: boolean;
  aiScore: number | null;
  originalFileId: number | null;
};

export function toResumeResponse(row: TResumeRow): TResume {
  return {
    id: row.id,
    userId: row.userId,
    fileName: row.fileName,
    title: row.title ?? row.fileName,
    source: row.source,
    fileSize: row.fileSize,
    uploadedAt: row.uploadedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isPrimary: row.isPrimary,
    aiScore: row.aiScore,
    hasOriginalFile: row.originalFileId !== null,
  };
}

/** The user's resumes, newest first. */
const listResumesQuery = preparedQuery((db) =>
  db
    .select(RESUME_COLUMNS)
    .from(resumes)
    .where(eq(resumes.userId, sql.placeholder('userId')))
    .orderBy(desc(resumes.uploadedAt), desc(resumes.id))
    .prepare('list_resumes'),
);

export async function listResumes(db: Executor, params: { userId: number }): Promise<TResumeRow[]> {
  return listResumesQuery(db).execute(params);
}

/**
 * The resumes an employer may see (decision 028): the developer's featured (primary) one, and any
 * the developer sent with an application to one of the jobs of this employer's company. Every other
 * version is a draft, the developer's own.
 */
function isShownToEmployer(employerId: number) {
  return sql<boolean>`(${resumes.isPrimary} or exists (
    select 1 from ${jobApplications} sent
    inner join ${jobs} sent_to on sent_to.id = sent.job_id
    inner join ${companyMembers} hirer on hirer.company_id = sent_to.company_id and hirer.user_id = ${employerId}
    where sent.resume_id = "resumes"."id"))`;
}

/**
 * Whether the resume is hidden from `viewerId` should they be an employer: the developer hides from
 * employers, or it is not a resume shown to that employer. Owners and admins are not held to it
 * (lib/access.ts); each lookup of a resume by id answers it with the owner, so access is decided in one read.
 */
export function isResumeHiddenFromViewer(viewerId: number) {
  return sql<boolean>`(${IS_HIDDEN_FROM_EMPLOYERS} or not ${isShownToEmployer(viewerId)})`;
}

/** The developer's resumes an employer may see, newest first (the list's order). */
export async function listResumesShownToEmployer(db: Executor, params: { userId: number; employerId: number }): Promise<TResumeRow[]> {
  return db
    .select(RESUME_COLUMNS)
    .from(resumes)
    .where(and(eq(resumes.userId, params.userId), isShownToEmployer(params.employerId)))
    .orderBy(desc(resumes.uploadedAt), desc(resumes.id));
}

/** Who owns a resume and whether the viewer, as an employer, may not see it: access is decided before anything else is read. */
export async function findResumeOwner(db: Executor, params: { resumeId: number; viewerId: number }) {
  const [row] = await db
    .select({ userId: resumes.userId, isHiddenFromViewer: isResumeHiddenFromViewer(params.viewerId) })
    .from(resumes)
    .leftJoin(applicantProfiles, eq(applicantProfiles.userId, resumes.userId))
    .where(eq(resumes.id, params.resumeId));
  return row;
}

/**
 * The resume with its owner's id, in one read: the route decides access on `userId` and
 * `isHiddenFromViewer` (see assertOwnedDataAccess) and answers from the same row.
 */
export async function findResume(
  db: Executor,
  params: { resumeId: number; viewerId: number },
): Promise<(TResumeRow & { content: string; isHiddenFromViewer: boolean }) | undefined> {
  const [row] = await db
    .select({ ...RESUME_COLUMNS, content: resumes.content, isHiddenFromViewer: isResumeHiddenFromViewer(params.viewerId) })
    .from(resumes)
    .leftJoin(applicantProfiles, eq(applicantProfiles.userId, resumes.userId))
    .where(eq(resumes.id, params.resumeId));
  return row;
}

export async function getResume(db: Executor, params: { resumeId: number; userId: number }) {
  const [row] = await db
    .select({ ...RESUME_COLUMNS, content: resumes.content, template: resumes.template })
    .from(resumes)
    .where(and(eq(resumes.id, params.resumeId), eq(resumes.userId, params.userId)));
  return row;
}

/** The resume's text and, for one the builder or a JSON Resume import wrote and nobody has edited since, the builder's data. */
export async function getResumeWithBuilderData(db: Executor, params: { resumeId: number; userId: number }) {
  const [row] = await db
    .select({ content: resumes.content, builderData: resumes.builderData, updatedAt: resumes.updatedAt })
    .from(resumes)
    .where(and(eq(resumes.id, params.resumeId), eq(resumes.userId, params.userId)));
  return row;
}

type TResumeUsage = { count: number; bytes: number };

/** The user's resumes for the quota: how many, and the sum of their fileSize (the sizes the list shows). */
export async function getResumeUsage(db: Executor, params: { userId: number }): Promise<TResumeUsage> {
  const [row] = await db
    .select({ count: count(), bytes: sql`coalesce(sum(${resumes.fileSize}), 0)`.mapWith(Number) })
    .from(resumes)
    .where(eq(resumes.userId, params.userId));
  return row!;
}

/** Writers of one owner's resumes take turns on the owner's row (see lockUser). */
export const lockResumeOwner = lockUser;

export type TNewResume = {
  userId: number;
  fileName: string;
  /** How it came to be; it also decides its title (shared/resume-title.ts). */
  source: TResumeSource;
  /** What an improvement aimed at, for its title: the role asked for, else the one the resume gives. */
  role?: string | null;
  content: string;
  /** `sha256`: hashed before the transaction (lib/file-hash.ts). */
  file: { bytes: Buffer; mimeType: string; sha256: string } | null;
  parentResumeId?: number;
  /** The builder's structured data, for a resume the builder or a JSON Resume import wrote. */
  builderData?: TResumeBuilderDataParsed;
  /** Its look; classic unless the builder chose another (or it was made from a resume that had one). */
  template?: TResumeTemplate;
};

/** The titles of the owner's resumes, as lists show them: a new version's title must differ from each. */
async function listResumeTitles(db: Executor, params: { userId: number }): Promise<string[]> {
  const rows = await db
    .select({ title: sql<string>`coalesce(${resumes.title}, ${resumes.fileName})` })
    .from(resumes)
    .where(eq(resumes.userId, params.userId));
  return rows.map((row) => row.title);
}

/** The fileSize a new resume gets: its Word file's, else its markdown's UTF-8 length. */
export function getNewResumeSize(resume: Pick<TNewResume, 'content' | 'file'>): number {
  return resume.file ? resume.file.bytes.length : Buffer.byteLength(resume.content, 'utf8');
}

/**
 * Stores the resume, with its Word file when it has one, and its title (numbered if the owner has one
 * of that name); the user's first resume (none primary yet) becomes primary. A resume without a file (an applied AI improvement) is its markdown alone, and
 * `parentResumeId` names the resume it was made from. Call inside a transaction after lockResumeOwner.
 */
export async function createResume(tx: Executor, params: TNewResume): Promise<TResumeRow> {
  const { userId, file } = params;
  let originalFileId: number | null = null;
  if (file) {
    const [stored] = await tx
      .insert(storedFiles)
      .values({
        ownerUserId: userId,
        mimeType: file.mimeType,
        byteSize: file.bytes.length,
        sha256: file.sha256,
        data: file.bytes,
      })
      .returning({ id: storedFiles.id });
    originalFileId = stored!.id;
  }
  const [primary] = await tx
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes.isPrimary, true)));
  const title = createResumeTitle({ source: params.source, role: params.role, date: new Date() });
  const [row] = await tx
    .insert(resumes)
    .values({
      userId,
      fileName: params.fileName,
      source: params.source,
      title: title && numberResumeTitle(title, await listResumeTitles(tx, { userId })),
      fileSize: getNewResumeSize(params),
      content: params.content,
      originalFileId,
      isPrimary: !primary,
      parentResumeId: params.parentResumeId ?? null,
      builderData: params.builderData ?? null,
      template: params.template ?? 'classic',
    })
    .returning(RESUME_COLUMNS);
  return row!;
}

/** The resume's analyses describe an earlier version of its text (resume edited since). */
async function markAnalysesOutdated(db: Executor, params: { resumeId: number }): Promise<void> {
  await db
    .update(resumeAnalyses)
    .set({ isCurrent: false })
    .where(and(eq(resumeAnalyses.resumeId, params.resumeId), eq(resumeAnalyses.isCurrent, true)));
}

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
 * score is cleared and its analyses marked as describing an earlier version, and the builder data dropped. Call inside a transaction.
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
      // A new name the person gives is the resume's name in lists too (the editor sends the name with every save).
      ...(params.fileName !== undefined && {
        fileName: params.fileName,
        title: sql`case when ${resumes.fileName} = ${params.fileName} then ${resumes.title} else null end`,
      }),
      ...(content !== undefined && {
        content,
        fileSize: sql`case when ${resumes.originalFileId} is null then ${Buffer.byteLength(content, 'utf8')} else ${resumes.fileSize} end`,
        // New text, new evidence: the skill indexer scans it again (db/skill-index.ts).
        recognizedSkills: null,
      }),
      // New text: the builder's data no longer describes the resume.
      ...(isNewText && { aiScore: null, builderData: null }),
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
