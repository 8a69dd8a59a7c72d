/**
 * What every AI action on a resume starts with: who acts, whether they may (only the resume's owner
 * and admins: 404 for an unknown resume, another developer's or one the employer may not see, 403
 * for an employer who may read it), the account's allowance of analyses and improvements, and the
 * audit entry it ends with.
 */
import { RESUME_CONTENT_MAX_CHARS } from '#shared/schemas/resumes/resume.ts';
import type { TAppContext } from '#server/context.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { enforceRateLimit, peekRateLimit, throwRateLimited } from '#server/db/rate-limits.queries.ts';
import { getLlmConnection } from '#server/db/ai-settings.queries.ts';
import { findResume, findResumeOwner } from '#server/db/resumes.queries.ts';
import { assertOwnedDataAccess, RESUME_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { createResumeEngine } from '#server/resume-engine/create-engine.ts';
import { findEngineResume } from './resume-ai.queries.ts';

const NOT_ALLOWED = 'Only the owner of this resume or an admin can analyze or improve it.';
const RATE_LIMITED = {
  analyze: 'Too many resume analyses from this account.',
  improve: 'Too many improvement requests from this account.',
};

type TEngineAction = 'analyze' | 'improve';

/** The resume's owner once the actor may use AI on it. */
export async function assertCanUseAi(db: Database, actor: TActor, resumeId: number): Promise<{ ownerId: number }> {
  const owner = await findResumeOwner(db, { resumeId, viewerId: actor.viewer.id });
  assertOwnedDataAccess(
    actor.viewer,
    owner?.userId,
    'change',
    { notFound: RESUME_NOT_FOUND, forbidden: NOT_ALLOWED },
    owner?.isHiddenFromViewer,
  );
  return { ownerId: owner!.userId };
}

/**
 * The resume for the engine, read once with its owner: the same 404 / 403 as assertCanUseAi, then
 * 400 when it has no text to work on or more than the limit. Only the analysis reads the Word
 * file's layout.
 */
async function getResumeWithText(db: Database, actor: TActor, resumeId: number, action: TEngineAction) {
  const { viewer } = actor;
  const found =
    action === 'analyze'
      ? await findEngineResume(db, {
          resumeId,
          viewerId: viewer.id,
          fileOnlyForOwnerId: viewer.userType === 'admin' ? undefined : viewer.id,
        })
      : await findResume(db, { resumeId, viewerId: viewer.id }).then(
          (row) =>
            row && {
              ownerId: row.userId,
              isHiddenFromViewer: row.isHiddenFromViewer,
              resume: { content: row.content, fileName: row.fileName, originalFile: null },
            },
        );
  assertOwnedDataAccess(
    viewer,
    found?.ownerId,
    'change',
    { notFound: RESUME_NOT_FOUND, forbidden: NOT_ALLOWED },
    found?.isHiddenFromViewer,
  );
  const { ownerId, resume } = found!;
  if (!resume.content.trim()) throw new AppError('BAD_REQUEST', `This resume has no text to ${action}. Add its content first.`);
  // Text stored before the limit existed.
  if (resume.content.length > RESUME_CONTENT_MAX_CHARS) {
    const limit = RESUME_CONTENT_MAX_CHARS.toLocaleString('en-US');
    throw new AppError('BAD_REQUEST', `This resume is too long to ${action} (at most ${limit} characters). Please shorten it first.`);
  }
  return { ownerId, resume };
}

/**
 * The resume an analysis or improvement works on, within the account's allowance. A spent allowance
 * is refused before any resume is read, so a flood costs one lookup per call; a call is counted only
 * once it has passed every check, so a refused one changes nothing.
 */
export async function getResumeForEngine(
  { db, config }: Pick<TAppContext, 'db' | 'config'>,
  actor: TActor,
  resumeId: number,
  action: TEngineAction,
) {
  const rule = action === 'analyze' ? config.rateLimits.analyzePerUser : config.rateLimits.improvePerUser;
  const key = `${action}:user:${actor.viewer.id}`;
  const used = await peekRateLimit(db, key);
  if (used.count >= rule.max) throwRateLimited(RATE_LIMITED[action], used.retryAfterSeconds);
  const found = await getResumeWithText(db, actor, resumeId, action);
  await enforceRateLimit(db, key, rule, RATE_LIMITED[action]);
  return found;
}

/** The audit entry of an AI action on a resume: who acted, from where, for which owner. */
export function writeResumeAuditLog(
  tx: Transaction,
  actor: TActor,
  entry: { action: string; resumeId: number; ownerId: number; details: Record<string, unknown> },
) {
  return writeAuditLog(tx, {
    action: entry.action,
    resourceType: 'resume',
    resourceId: entry.resumeId,
    userId: actor.viewer.id,
    ipAddress: actor.ipAddress,
    details: { ownerUserId: entry.ownerId, ...entry.details },
  });
}

/** The admin's AI settings are read per call, so switching the key on or off applies at once. */
export async function getEngine({ db, secrets }: Pick<TAppContext, 'db' | 'secrets'>, actor: TActor) {
  return createResumeEngine({ llm: await getLlmConnection(db, secrets), log: actor.log });
}
