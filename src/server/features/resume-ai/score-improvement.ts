/**
 * POST /api/resume/{id}/improvement/score: what the pending review would score with only the
 * changes the developer keeps, before anything is saved. The built-in engine scores the original
 * and the composed text, so the two numbers compare like for like and a toggle answers at once.
 */
import { composeImprovement } from '#shared/compose-improvement.ts';
import type { TImprovementScore } from '#shared/schemas/resume-ai.ts';
import type { TAppContext } from '#server/context.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { scoreWithBuiltIn } from '#server/resume-engine/create-engine.ts';
import { NO_PENDING_IMPROVEMENTS } from './apply-improvement.ts';
import { assertCanUseAi } from './resume-ai-access.ts';
import { findPendingImprovement } from './resume-ai.queries.ts';

export async function scoreImprovement(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { resumeId: number; acceptedChangeIds: string[] },
): Promise<TImprovementScore> {
  const { resumeId, acceptedChangeIds } = params;
  const { ownerId } = await assertCanUseAi(db, actor, resumeId);
  const pending = await findPendingImprovement(db, { resumeId, userId: ownerId });
  if (!pending) throw new AppError('CONFLICT', NO_PENDING_IMPROVEMENTS);
  const known = new Set(pending.changes.map((change) => change.id));
  const unknown = acceptedChangeIds.find((id) => !known.has(id));
  if (unknown !== undefined) throw new AppError('BAD_REQUEST', `These improvements have no change "${unknown}". Reload the review.`);
  const content = composeImprovement(pending.improvedContent, pending.changes, new Set(acceptedChangeIds));
  const [original, chosen] = await Promise.all([scoreWithBuiltIn(pending.originalContent), scoreWithBuiltIn(content)]);
  return { originalScore: original.overallScore, overallScore: chosen.overallScore, atsCompatibility: chosen.atsCompatibility };
}
