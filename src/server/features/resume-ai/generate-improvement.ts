/**
 * POST /api/resume/{id}/improve: the engine's rewrite, passed through the fact checker (the LLM's
 * too: what it flags is shown as 'verify this'), split into changes to accept or reject one by one,
 * and kept as the resume's one pending review.
 */
import type { TImprovement } from '#shared/schemas/resume-ai.ts';
import type { TAppContext } from '#server/context.ts';
import { RESUME_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { listReviewChanges, reviewRewrite } from '#server/resume-engine/create-engine.ts';
import { getEngine, getResumeForEngine, writeResumeAuditLog } from './resume-ai-access.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { rejectPendingImprovements, storePendingImprovement } from './resume-ai.queries.ts';

export async function generateImprovement(
  ctx: TAppContext,
  actor: TActor,
  params: { resumeId: number; targetRole: string | undefined },
): Promise<TImprovement> {
  const { db } = ctx;
  const { resumeId, targetRole } = params;
  const { ownerId, resume } = await getResumeForEngine(ctx, actor, resumeId, 'improve');
  const answer = await (await getEngine(ctx, actor)).improve(resume, { targetRole });
  const [warnings, changes] = await Promise.all([
    reviewRewrite(resume.content, answer.report.improvedContent),
    listReviewChanges(resume.content, answer.report),
  ]);
  return db.transaction(async (tx) => {
    const stored = await storePendingImprovement(tx, {
      resumeId,
      userId: ownerId,
      answer,
      originalContent: resume.content,
      changes,
      warnings,
      targetRole: targetRole ?? null,
    });
    if (!stored) throw new AppError('NOT_FOUND', RESUME_NOT_FOUND);
    const { improvement, supersededIds } = stored;
    await writeResumeAuditLog(tx, actor, {
      action: 'resume.improvement_generated',
      resumeId,
      ownerId,
      details: {
        improvementId: improvement.id,
        supersededImprovementIds: supersededIds,
        engine: improvement.engine,
        model: improvement.model,
        fallbackReason: improvement.fallbackReason,
        changes: improvement.changes.length,
        warnings: improvement.warnings.length,
        targetRole: improvement.targetRole,
      },
    });
    return improvement;
  });
}

/** DELETE /api/resume/{id}/improvement: the pending review is rejected; the resume stays as it is. */
export async function rejectImprovement({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { resumeId: number; ownerId: number }) {
  const { resumeId, ownerId } = params;
  await db.transaction(async (tx) => {
    const rejectedIds = await rejectPendingImprovements(tx, { resumeId, userId: ownerId });
    if (rejectedIds.length === 0) throw new AppError('NOT_FOUND', 'There are no pending improvements for this resume.');
    await writeResumeAuditLog(tx, actor, {
      action: 'resume.improvement_rejected',
      resumeId,
      ownerId,
      details: { improvementIds: rejectedIds },
    });
  });
}
