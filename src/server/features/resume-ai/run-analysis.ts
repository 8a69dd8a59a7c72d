/**
 * POST /api/resume/{id}/analyze: the engine's analysis of a resume, stored with the resume's new
 * aiScore. The engine runs outside the transaction (an LLM may be slow, the worker threads busy);
 * the analysis is stored only if the text is still the one analysed.
 */
import type { TAnalysisResult } from '#shared/schemas/resume-ai.ts';
import type { TAppContext } from '#server/context.ts';
import { findResume } from '#server/db/resumes.queries.ts';
import { RESUME_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { getEngine, getResumeForEngine, writeResumeAuditLog } from './resume-ai-access.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { storeAnalysis } from './resume-ai.queries.ts';

const RESUME_CHANGED_DURING_ANALYSIS = 'This resume was edited while it was being analyzed. Please analyze it again.';

export async function runResumeAnalysis(
  ctx: TAppContext,
  actor: TActor,
  params: { resumeId: number; targetRole: string | undefined; jobDescription: string | undefined },
): Promise<TAnalysisResult> {
  const { db } = ctx;
  const { resumeId, targetRole, jobDescription } = params;
  const { ownerId, resume } = await getResumeForEngine(ctx, actor, resumeId, 'analyze');
  const answer = await (await getEngine(ctx, actor)).analyze(resume, { targetRole, jobDescription });
  return db.transaction(async (tx) => {
    const analysis = await storeAnalysis(tx, {
      resumeId,
      userId: ownerId,
      answer,
      targetRole: targetRole ?? null,
      analyzedContent: resume.content,
    });
    if (!analysis) {
      const isGone = !(await findResume(tx, { resumeId, viewerId: actor.viewer.id }));
      throw isGone ? new AppError('NOT_FOUND', RESUME_NOT_FOUND) : new AppError('CONFLICT', RESUME_CHANGED_DURING_ANALYSIS);
    }
    await writeResumeAuditLog(tx, actor, {
      action: 'resume.analyzed',
      resumeId,
      ownerId,
      details: {
        analysisId: analysis.id,
        overallScore: analysis.overallScore,
        engine: analysis.engine,
        model: analysis.model,
        fallbackReason: analysis.fallbackReason,
        targetRole: targetRole ?? null,
        withJobDescription: jobDescription !== undefined,
      },
    });
    return analysis;
  });
}
