/**
 * GET /api/account/export: everything DevMatch holds about the signed-in user, as a zip built in the
 * worker pool: devmatch-data.json (one key per kind of data, rows as stored, secrets left out) and
 * files/ with their original Word files, profile picture and company logo.
 */
import { and, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.ts';
import {
  applicantProfiles,
  auditLogs,
  candidateSearchLog,
  companies,
  companyMembers,
  conversationMessages,
  conversations,
  employerFavorites,
  employerNotes,
  jobAlertSubscriptions,
  jobApplicationEvents,
  jobApplications,
  jobs,
  messageBlocks,
  notifications,
  resumeAnalyses,
  resumeImprovements,
  resumeLinkDays,
  resumeLinks,
  resumes,
  savedJobs,
  savedSearches,
  sessions,
  storedFiles,
  users,
} from '#server/db/schema.ts';
import { DELETED_USER_NAME } from '#shared/schemas/conversations.ts';
import { createZipArchive } from '#server/lib/zip/zip-archive.ts';
import type { TZipEntry } from '#server/lib/zip/zip-tasks.ts';

/** The export's JSON, which says what it is. */
export const EXPORT_DATA_FILE = 'devmatch-data.json';

const EXTENSION_BY_MIME: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** Every column of `table` but `omit` (password hashes, session ids). */
function columnsWithout<TTable extends PgTable>(table: TTable, omit: string[] = []) {
  return Object.fromEntries(Object.entries(getTableColumns(table)).filter(([name]) => !omit.includes(name))) as Record<string, PgColumn>;
}

function rowsOf(db: Executor, table: PgTable, where: SQL | undefined, omit: string[] = []) {
  return db.select(columnsWithout(table, omit)).from(table).where(where);
}

/** A file name without path separators or control characters, for an entry in the zip. */
const toSafeName = (name: string) => name.replace(/[/\\\p{Cc}]/gu, '_').slice(0, 120);

/** The person's own data, table by table. */
async function collectData(db: Executor, userId: number) {
  const [account] = await rowsOf(db, users, eq(users.id, userId), ['passwordHash']);
  const profile = await rowsOf(db, applicantProfiles, eq(applicantProfiles.userId, userId));
  const applicantIds = profile.map((row) => row.id as number);
  const ownConversations = await rowsOf(
    db,
    conversations,
    or(eq(conversations.employerId, userId), eq(conversations.developerUserId, userId)),
  );
  const conversationIds = ownConversations.map((row) => row.id as number);
  const applications = applicantIds.length
    ? await db
        .select({ ...columnsWithout(jobApplications, ['rejectionReason']), id: jobApplications.id, jobTitle: jobs.title })
        .from(jobApplications)
        .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
        .where(inArray(jobApplications.applicantId, applicantIds))
    : [];
  const applicationIds = applications.map((row) => row.id);
  const resumeLinkRows = await rowsOf(db, resumeLinks, eq(resumeLinks.userId, userId));
  return {
    exportedAt: new Date().toISOString(),
    account,
    applicantProfile: profile[0] ?? null,
    resumes: await rowsOf(db, resumes, eq(resumes.userId, userId)),
    resumeAnalyses: await rowsOf(db, resumeAnalyses, eq(resumeAnalyses.userId, userId)),
    resumeImprovements: await rowsOf(db, resumeImprovements, eq(resumeImprovements.userId, userId)),
    publicResumeLink: resumeLinkRows[0] ?? null,
    publicResumeLinkDays: resumeLinkRows.length
      ? await rowsOf(
          db,
          resumeLinkDays,
          inArray(
            resumeLinkDays.linkId,
            resumeLinkRows.map((row) => row.id as number),
          ),
        )
      : [],
    jobApplications: applications,
    jobApplicationEvents: applicationIds.length
      ? await rowsOf(db, jobApplicationEvents, inArray(jobApplicationEvents.applicationId, applicationIds))
      : [],
    savedJobs: await rowsOf(db, savedJobs, eq(savedJobs.userId, userId)),
    jobAlerts: await rowsOf(db, jobAlertSubscriptions, eq(jobAlertSubscriptions.userId, userId)),
    // The company is the team's; what is the person's is their membership and what they wrote or posted in it.
    company:
      (
        await rowsOf(
          db,
          companies,
          inArray(companies.id, db.select({ id: companyMembers.companyId }).from(companyMembers).where(eq(companyMembers.userId, userId))),
        )
      )[0] ?? null,
    companyMembership: (await rowsOf(db, companyMembers, eq(companyMembers.userId, userId)))[0] ?? null,
    jobs: await rowsOf(db, jobs, eq(jobs.postedByUserId, userId)),
    notesWritten: await rowsOf(db, employerNotes, eq(employerNotes.updatedByUserId, userId)),
    favorites: await rowsOf(db, employerFavorites, eq(employerFavorites.addedByUserId, userId)),
    savedSearches: await rowsOf(db, savedSearches, eq(savedSearches.createdByUserId, userId)),
    candidateSearches: await rowsOf(db, candidateSearchLog, eq(candidateSearchLog.employerId, userId)),
    conversations: ownConversations,
    messages: conversationIds.length
      ? await db
          .select({
            ...columnsWithout(conversationMessages, ['emailedAt', 'isOutreach']),
            senderName: sql<string>`case when ${conversationMessages.senderUserId} = ${userId} then 'You' else coalesce(${users.fullName}, ${DELETED_USER_NAME}) end`,
          })
          .from(conversationMessages)
          .leftJoin(users, eq(users.id, conversationMessages.senderUserId))
          .where(inArray(conversationMessages.conversationId, conversationIds))
          .orderBy(conversationMessages.id)
      : [],
    blockedEmployers: await rowsOf(db, messageBlocks, eq(messageBlocks.developerUserId, userId)),
    notifications: await rowsOf(db, notifications, eq(notifications.userId, userId)),
    sessions: await rowsOf(db, sessions, eq(sessions.userId, userId), ['idHash']),
    auditEntries: await rowsOf(
      db,
      auditLogs,
      or(eq(auditLogs.userId, userId), and(eq(auditLogs.resourceType, 'user'), eq(auditLogs.resourceId, String(userId)))),
    ),
  };
}

/** The person's files: resumes' originals, their picture, their company's logo. */
async function collectFiles(db: Executor, userId: number): Promise<TZipEntry[]> {
  const files = await db
    .select({
      id: storedFiles.id,
      mimeType: storedFiles.mimeType,
      data: storedFiles.data,
      resumeFileName: resumes.fileName,
      resumeId: resumes.id,
    })
    .from(storedFiles)
    .leftJoin(resumes, eq(resumes.originalFileId, storedFiles.id))
    .where(eq(storedFiles.ownerUserId, userId))
    .orderBy(storedFiles.id);
  return files.map((file) => {
    const extension = EXTENSION_BY_MIME[file.mimeType] ?? 'bin';
    const name =
      file.resumeId !== null
        ? `resumes/${file.resumeId}-${toSafeName(file.resumeFileName ?? `resume.${extension}`)}`
        : `images/${file.id}.${extension}`;
    return { path: `files/${name}`, bytes: file.data, isCompressed: true };
  });
}

/** The zip's bytes. */
export async function buildAccountExport(db: Executor, userId: number): Promise<Uint8Array> {
  const data = await collectData(db, userId);
  const files = await collectFiles(db, userId);
  const json = new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`);
  return createZipArchive([{ path: EXPORT_DATA_FILE, bytes: json, isCompressed: false }, ...files]);
}
