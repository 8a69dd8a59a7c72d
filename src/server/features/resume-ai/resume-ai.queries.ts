/**
 * Stored analyses and improvement reviews. Every analysis is kept (the newest is "the" analysis,
 * older ones are history) and sets the resume's aiScore. A resume has at most one pending
 * improvement: a new one supersedes it (marked rejected), and apply-improvements accepts only it.
 * Queries are scoped by the resume's owner; the routes decide who may act for that owner.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ZAnalysisResultSchema,
  ZImprovementSchema,
  type TAnalysisReport,
  type TAnalysisResult,
  type TImprovement,
  type TImprovementWarning,
  type TReviewedChange,
} from '#shared/schemas/resume-ai.ts';
import type { Executor } from '#server/db/client.ts';
import { applicantProfiles, resumeAnalyses, resumeImprovements, resumes, storedFiles } from '#server/db/schema.ts';
import { isResumeHiddenFromViewer } from '#server/db/resumes.queries.ts';
import type { TEngineAnswer, TEngineResume, TImproveReport } from '#server/resume-engine/types.ts';

/** What resume_analyses.result holds: the report and who answered. */
const ZStoredAnalysisSchema = ZAnalysisResultSchema.omit({ id: true, resumeId: true, engine: true, createdAt: true });
/** Reviews stored before changes had ids: numbered in order, each part of the whole. */
const ZStoredChangesSchema = z.preprocess(
  (changes) =>
    Array.isArray(changes)
      ? changes.map((change: unknown, index) => ({ id: `c${index + 1}`, isOptional: false, fixes: [], ...(change as object) }))
      : changes,
  ZImprovementSchema.shape.changes,
);

/** What resume_improvements.review holds besides the improved content. */
const ZStoredReviewSchema = ZImprovementSchema.pick({
  originalContent: true,
  warnings: true,
  model: true,
  fallbackReason: true,
  targetRole: true,
  missingSections: true,
  guidance: true,
}).extend({ changes: ZStoredChangesSchema });
const ZEngineSchema = ZAnalysisResultSchema.shape.engine;

type TResumeScope = { resumeId: number; userId: number };

/**
 * The resume as the engine reads it (markdown, name, and the Word file when there is one) with its
 * owner's id, in one read: the route decides access on `ownerId` before the engine sees anything.
 * With `fileOnlyForOwnerId` (everyone but admins) the file is left out of someone else's resume.
 */
export async function findEngineResume(
  db: Executor,
  params: { resumeId: number; viewerId: number; fileOnlyForOwnerId?: number },
): Promise<{ ownerId: number; isHiddenFromViewer: boolean; resume: TEngineResume } | undefined> {
  const [row] = await db
    .select({
      userId: resumes.userId,
      isHiddenFromViewer: isResumeHiddenFromViewer(params.viewerId),
      content: resumes.content,
      fileName: resumes.fileName,
      mimeType: storedFiles.mimeType,
      bytes: storedFiles.data,
    })
    .from(resumes)
    .leftJoin(applicantProfiles, eq(applicantProfiles.userId, resumes.userId))
    // The Word file (up to 10 MB) is read only when the permission check that follows can pass.
    .leftJoin(
      storedFiles,
      and(
        eq(storedFiles.id, resumes.originalFileId),
        params.fileOnlyForOwnerId === undefined ? undefined : eq(resumes.userId, params.fileOnlyForOwnerId),
      ),
    )
    .where(eq(resumes.id, params.resumeId));
  if (!row) return undefined;
  const originalFile = row.bytes && row.mimeType ? { bytes: row.bytes, mimeType: row.mimeType } : null;
  return {
    ownerId: row.userId,
    isHiddenFromViewer: row.isHiddenFromViewer,
    resume: { content: row.content, fileName: row.fileName, originalFile },
  };
}

const ANALYSIS_COLUMNS = {
  id: resumeAnalyses.id,
  resumeId: resumeAnalyses.resumeId,
  provider: resumeAnalyses.provider,
  result: resumeAnalyses.result,
  createdAt: resumeAnalyses.createdAt,
};

function toAnalysisResult(row: { id: number; resumeId: number; provider: string; result: unknown; createdAt: Date }): TAnalysisResult {
  return {
    ...ZStoredAnalysisSchema.parse(row.result),
    id: row.id,
    resumeId: row.resumeId,
    engine: ZEngineSchema.parse(row.provider),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores an analysis of `analyzedContent` and sets the resume's aiScore to its overall score;
 * undefined when the resume is gone or its text changed while it was being analysed (a score is
 * only ever stored for the text it describes). Call inside a transaction.
 */
export async function storeAnalysis(
  tx: Executor,
  params: TResumeScope & { answer: TEngineAnswer<TAnalysisReport>; targetRole: string | null; analyzedContent: string },
): Promise<TAnalysisResult | undefined> {
  const { resumeId, userId, answer } = params;
  const { report } = answer;
  const [scored] = await tx
    .update(resumes)
    .set({ aiScore: report.overallScore })
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId), eq(resumes.content, params.analyzedContent)))
    .returning({ id: resumes.id });
  if (!scored) return undefined;
  const [row] = await tx
    .insert(resumeAnalyses)
    .values({
      resumeId,
      userId,
      overallScore: report.overallScore,
      atsCompatibility: report.atsCompatibility,
      keySkillsFound: report.keySkillsFound,
      result: { ...report, model: answer.model, fallbackReason: answer.fallbackReason },
      provider: answer.engine,
      targetRole: params.targetRole,
    })
    .returning(ANALYSIS_COLUMNS);
  return toAnalysisResult(row!);
}

/** The newest analysis of the resume's current text: null before the first one, and after an edit until it is analysed again. */
export async function getLatestAnalysis(db: Executor, params: TResumeScope): Promise<TAnalysisResult | null> {
  const [row] = await db
    .select(ANALYSIS_COLUMNS)
    .from(resumeAnalyses)
    .where(and(eq(resumeAnalyses.resumeId, params.resumeId), eq(resumeAnalyses.userId, params.userId), eq(resumeAnalyses.isCurrent, true)))
    .orderBy(desc(resumeAnalyses.createdAt), desc(resumeAnalyses.id))
    .limit(1);
  return row ? toAnalysisResult(row) : null;
}

const IMPROVEMENT_COLUMNS = {
  id: resumeImprovements.id,
  resumeId: resumeImprovements.resumeId,
  improvedContent: resumeImprovements.improvedContent,
  review: resumeImprovements.review,
  provider: resumeImprovements.provider,
  createdAt: resumeImprovements.createdAt,
};

function toImprovement(row: {
  id: number;
  resumeId: number;
  improvedContent: string;
  review: unknown;
  provider: string;
  createdAt: Date;
}): TImprovement {
  return {
    improvedContent: row.improvedContent,
    ...ZStoredReviewSchema.parse(row.review),
    id: row.id,
    resumeId: row.resumeId,
    engine: ZEngineSchema.parse(row.provider),
    createdAt: row.createdAt.toISOString(),
  };
}

const isPendingFor = (params: TResumeScope) =>
  and(
    eq(resumeImprovements.resumeId, params.resumeId),
    eq(resumeImprovements.userId, params.userId),
    eq(resumeImprovements.status, 'pending'),
  );

/**
 * The resume's pending improvement, if any. `forUpdate` locks it until the transaction ends, so
 * two applies of the same review cannot both succeed.
 */
export async function findPendingImprovement(
  db: Executor,
  params: TResumeScope & { forUpdate?: boolean },
): Promise<TImprovement | undefined> {
  const query = db.select(IMPROVEMENT_COLUMNS).from(resumeImprovements).where(isPendingFor(params));
  const [row] = params.forUpdate ? await query.for('update') : await query;
  return row ? toImprovement(row) : undefined;
}

/**
 * Stores a new pending improvement; an earlier pending one is superseded (marked rejected). The
 * resume row is locked first so two improve requests cannot leave two pending reviews. Undefined
 * when the resume is gone. Call inside a transaction.
 */
export async function storePendingImprovement(
  tx: Executor,
  params: TResumeScope & {
    answer: TEngineAnswer<TImproveReport>;
    originalContent: string;
    changes: TReviewedChange[];
    warnings: TImprovementWarning[];
    targetRole: string | null;
  },
): Promise<{ improvement: TImprovement; supersededIds: number[] } | undefined> {
  const { resumeId, userId, answer } = params;
  const [resume] = await tx
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    .for('update');
  if (!resume) return undefined;
  const superseded = await rejectPendingImprovements(tx, { resumeId, userId });
  const [row] = await tx
    .insert(resumeImprovements)
    .values({
      resumeId,
      userId,
      improvedContent: answer.report.improvedContent,
      review: {
        originalContent: params.originalContent,
        changes: params.changes,
        warnings: params.warnings,
        model: answer.model,
        fallbackReason: answer.fallbackReason,
        targetRole: params.targetRole,
        missingSections: answer.report.missingSections ?? [],
        guidance: answer.report.guidance ?? null,
      },
      status: 'pending',
      provider: answer.engine,
    })
    .returning(IMPROVEMENT_COLUMNS);
  return { improvement: toImprovement(row!), supersededIds: superseded };
}

/** Marks the resume's pending improvement(s) rejected; returns their ids (none: nothing was pending). */
export async function rejectPendingImprovements(tx: Executor, params: TResumeScope): Promise<number[]> {
  const rows = await tx
    .update(resumeImprovements)
    .set({ status: 'rejected', decidedAt: sql`now()` })
    .where(isPendingFor(params))
    .returning({ id: resumeImprovements.id });
  return rows.map((row) => row.id);
}

/** Marks a pending improvement applied. Call inside the transaction that locked it. */
export async function markImprovementApplied(tx: Executor, params: { improvementId: number }): Promise<void> {
  await tx
    .update(resumeImprovements)
    .set({ status: 'applied', decidedAt: sql`now()` })
    .where(and(eq(resumeImprovements.id, params.improvementId), eq(resumeImprovements.status, 'pending')));
}
