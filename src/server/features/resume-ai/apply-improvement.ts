/**
 * POST /api/resume/{id}/apply-improvements: accepts only the pending review's content, or a user
 * edit of it that adds no invented fact or metric; it becomes a new resume version (a .md resume
 * whose parent is the original), and the original stays untouched.
 */
import type { TImprovementWarning } from '#shared/schemas/resume-ai.ts';
import type { TAppContext } from '#server/context.ts';
import { createResumeWithinQuota } from '#server/db/resume-quota.ts';
import { getResume, listResumes, lockResumeOwner, type TResumeRow } from '#server/db/resumes.queries.ts';
import { RESUME_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { readResumeRole, reviewRewrite } from '#server/resume-engine/create-engine.ts';
import { createImprovedVersionName } from './improved-version-name.ts';
import { writeResumeAuditLog } from './resume-ai-access.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { findPendingImprovement, markImprovementApplied } from './resume-ai.queries.ts';

export const NO_PENDING_IMPROVEMENTS = 'There are no pending improvements for this resume. Generate improvements first.';
export const RESUME_CHANGED =
  'This resume was edited after the improvements were generated, so they no longer match it. Please generate improvements again.';
const IMPROVEMENTS_REPLACED = 'New improvements were generated for this resume meanwhile. Please review them and apply again.';
/** Warnings that block applying a user-edited version unless the pending review already showed them. */
const BLOCKING_WARNING_KINDS = new Set<TImprovementWarning['kind']>(['invented-fact', 'new-metric']);
const MAX_LISTED_PROBLEMS = 5;

/** Line endings and trailing whitespace do not make an edit (browsers send textarea text with CRLF). */
const normalizeContent = (content: string) => content.replace(/\r\n?/g, '\n').trimEnd();

/** The edited version's invented facts and new metrics that the pending review did not already show. */
function findNewFactProblems(reviewed: TImprovementWarning[], edited: TImprovementWarning[]): TImprovementWarning[] {
  const known = new Set(reviewed.map((warning) => `${warning.kind}\n${warning.message}`));
  return edited.filter((warning) => BLOCKING_WARNING_KINDS.has(warning.kind) && !known.has(`${warning.kind}\n${warning.message}`));
}

function describeFactProblems(problems: TImprovementWarning[]): string {
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((problem) => problem.message);
  const more = problems.length > MAX_LISTED_PROBLEMS ? ` (and ${problems.length - MAX_LISTED_PROBLEMS} more)` : '';
  return `Your edited version adds facts the original resume does not contain: ${listed.join('; ')}${more}. Remove them, or apply the reviewed version.`;
}

export async function applyImprovement(
  { db, config }: Pick<TAppContext, 'db' | 'config'>,
  actor: TActor,
  params: { resumeId: number; ownerId: number; improvedContent: string },
): Promise<TResumeRow> {
  const { resumeId, ownerId } = params;
  const submitted = normalizeContent(params.improvedContent);
  // The edit is checked before the transaction, which must not wait for a worker thread; the
  // transaction then applies only the review it was checked against.
  const reviewed = await findPendingImprovement(db, { resumeId, userId: ownerId });
  if (!reviewed) throw new AppError('CONFLICT', NO_PENDING_IMPROVEMENTS);
  const isEdited = submitted !== normalizeContent(reviewed.improvedContent);
  if (isEdited) {
    // A user edit passes the fact checker again: nothing unreviewed can be applied by a crafted request.
    const problems = findNewFactProblems(reviewed.warnings, await reviewRewrite(reviewed.originalContent, submitted));
    if (problems.length > 0) throw new AppError('BAD_REQUEST', describeFactProblems(problems));
  }
  const content = isEdited ? submitted : reviewed.improvedContent;
  // The version is named for the role the improvement aimed at; none asked (the dashboard asks none): the role the resume gives.
  const role = reviewed.targetRole ?? (await readResumeRole(content));

  return db.transaction(async (tx) => {
    if (!(await lockResumeOwner(tx, { userId: ownerId }))) throw new AppError('NOT_FOUND', RESUME_NOT_FOUND);
    // Read under the owner's lock: a concurrent apply, reject or new improvement cannot settle this review meanwhile.
    const pending = await findPendingImprovement(tx, { resumeId, userId: ownerId, forUpdate: true });
    if (!pending) throw new AppError('CONFLICT', NO_PENDING_IMPROVEMENTS);
    if (pending.id !== reviewed.id) throw new AppError('CONFLICT', IMPROVEMENTS_REPLACED);
    const original = await getResume(tx, { resumeId, userId: ownerId });
    if (!original) throw new AppError('NOT_FOUND', RESUME_NOT_FOUND);
    if (original.content !== pending.originalContent) throw new AppError('CONFLICT', RESUME_CHANGED);
    const existingNames = (await listResumes(tx, { userId: ownerId })).map((resume) => resume.fileName);
    const resume = await createResumeWithinQuota(tx, {
      userId: ownerId,
      fileName: createImprovedVersionName(original.fileName, existingNames),
      source: 'improved',
      role,
      // The pending review is the one checked above (same id), so its content is `content`.
      content,
      file: null,
      parentResumeId: resumeId,
      // An improvement keeps the look of the resume it improves.
      template: original.template,
      quota: config.resumeQuota,
    });
    await markImprovementApplied(tx, { improvementId: pending.id });
    await writeResumeAuditLog(tx, actor, {
      action: 'resume.improvements_applied',
      resumeId: resume.id,
      ownerId,
      details: {
        parentResumeId: resumeId,
        improvementId: pending.id,
        fileName: resume.fileName,
        isPrimary: resume.isPrimary,
        edited: isEdited,
      },
    });
    return resume;
  });
}
