/**
 * AI analysis and improvements of a resume (spec part 1 §2 'AI analysis panel', §4, §7). Only the
 * resume's owner and admins may use them; employers and other developers get 403.
 * - analyze: every analysis is stored and sets the resume's aiScore.
 * - improve: the rewrite goes through the fact checker and is kept as the resume's one pending review.
 * - apply-improvements: accepts only the pending review's content, or a user edit of it that adds
 *   no invented fact or metric; it becomes a new resume version (a .md resume whose parent is the
 *   original), and the original stays untouched.
 * The engine is built per request from the admin's current AI settings (built-in, or the LLM with
 * the built-in engine as fallback); engine calls and the fact checker run outside transactions, as
 * an LLM may be slow and the worker threads may be busy. Each account's analyses and improvements
 * are rate-limited, and a resume whose text is over the length limit is refused, not worked on.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAnalysisResultSchema,
  ZAnalyzeRequestSchema,
  ZApplyImprovementsRequestSchema,
  ZApplyImprovementsResponseSchema,
  ZImprovementSchema,
  ZImproveRequestSchema,
  ZLatestAnalysisResponseSchema,
  ZPendingImprovementResponseSchema,
  type TImprovementWarning,
} from '#shared/schemas/analysis.ts';
import { ZMessageSchema } from '#shared/schemas/auth.ts';
import { RESUME_CONTENT_MAX_CHARS } from '#shared/schemas/resume.ts';
import type { TAppContext } from '#server/context.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { assertOwnedDataAccess, RESUME_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createResumeWithinQuota } from '#server/db/resume-quota.ts';
import { startResumeSkillIndexing } from '#server/db/resume-skill-index.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { enforceRateLimit, peekRateLimit, throwRateLimited } from '#server/db/rate-limits.queries.ts';
import { createResumeEngine, reviewRewrite } from '#server/resume-engine/create-engine.ts';
import { ZResumeParamsSchema, type TZodApp } from '#server/lib/route-params.ts';
import { getSessionUser, requireUser } from '#server/plugins/auth.ts';
import { findResume, findResumeOwner, getResume, listResumes, lockResumeOwner, toResumeResponse } from '#server/db/resumes.queries.ts';
import { getLlmConnection } from '#server/db/ai-settings.queries.ts';
import { createImprovedVersionName } from './improved-version-name.ts';
import {
  findPendingImprovement,
  findEngineResume,
  getLatestAnalysis,
  markImprovementApplied,
  rejectPendingImprovements,
  storeAnalysis,
  storePendingImprovement,
} from './resume-ai.queries.ts';

const NOT_ALLOWED = 'Only the owner of this resume or an admin can analyze or improve it.';
export const NO_PENDING_IMPROVEMENTS = 'There are no pending improvements for this resume. Generate improvements first.';
export const RESUME_CHANGED =
  'This resume was edited after the improvements were generated, so they no longer match it. Please generate improvements again.';
export const RESUME_CHANGED_DURING_ANALYSIS = 'This resume was edited while it was being analyzed. Please analyze it again.';
export const IMPROVEMENTS_REPLACED = 'New improvements were generated for this resume meanwhile. Please review them and apply again.';
const RATE_LIMITED = {
  analyze: 'Too many resume analyses from this account.',
  improve: 'Too many improvement requests from this account.',
};
/** Warnings that block applying a user-edited version unless the pending review already showed them. */
const BLOCKING_WARNING_KINDS = new Set<TImprovementWarning['kind']>(['invented-fact', 'new-metric']);
const MAX_LISTED_PROBLEMS = 5;

/** A POST whose body may be left out (the spec's client sends none): a missing body counts as `{}`. */
const withOptionalBody = <TSchema extends z.ZodType>(schema: TSchema) => z.preprocess((body) => body ?? {}, schema);

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

/** The audit entry of an AI action on a resume: who acted, from where, for which owner. */
function writeResumeAuditLog(
  tx: Transaction,
  request: FastifyRequest,
  entry: { action: string; resumeId: number; actorId: number; ownerId: number; details: Record<string, unknown> },
) {
  return writeAuditLog(tx, {
    action: entry.action,
    resourceType: 'resume',
    resourceId: entry.resumeId,
    userId: entry.actorId,
    ipAddress: request.ip,
    details: { ownerUserId: entry.ownerId, ...entry.details },
  });
}

/** 404 for an unknown resume or another developer's, 403 for an employer: only its owner and admins use AI on it. */
async function assertCanUseAi(db: Database, request: FastifyRequest, resumeId: number) {
  const viewer = getSessionUser(request);
  const owner = await findResumeOwner(db, { resumeId });
  const ownerId = owner?.userId;
  assertOwnedDataAccess(viewer, ownerId, 'change', { notFound: RESUME_NOT_FOUND, forbidden: NOT_ALLOWED }, owner?.isHiddenFromEmployers);
  return { viewer, ownerId };
}

/**
 * The resume for the engine, read once with its owner: the same 404 / 403 as assertCanUseAi, then
 * 400 when it has no text to work on. Only the analysis reads the Word file's layout.
 */
async function getResumeWithText(db: Database, request: FastifyRequest, resumeId: number, action: 'analyze' | 'improve') {
  const viewer = getSessionUser(request);
  const found =
    action === 'analyze'
      ? await findEngineResume(db, { resumeId, fileOnlyForOwnerId: viewer.userType === 'admin' ? undefined : viewer.id })
      : await findResume(db, { resumeId }).then(
          (row) =>
            row && {
              ownerId: row.userId,
              isHiddenFromEmployers: row.isHiddenFromEmployers,
              resume: { content: row.content, fileName: row.fileName, originalFile: null },
            },
        );
  const messages = { notFound: RESUME_NOT_FOUND, forbidden: NOT_ALLOWED };
  assertOwnedDataAccess(viewer, found?.ownerId, 'change', messages, found?.isHiddenFromEmployers);
  const { ownerId, resume } = found!;
  if (!resume.content.trim()) throw new AppError('BAD_REQUEST', `This resume has no text to ${action}. Add its content first.`);
  // Text stored before the limit existed.
  if (resume.content.length > RESUME_CONTENT_MAX_CHARS) {
    const limit = RESUME_CONTENT_MAX_CHARS.toLocaleString('en-US');
    throw new AppError('BAD_REQUEST', `This resume is too long to ${action} (at most ${limit} characters). Please shorten it first.`);
  }
  return { viewer, ownerId, resume };
}

/**
 * The account's allowance of analyses or improvements. A spent allowance is refused before any
 * resume is read, so a flood costs one lookup per call; a call is counted only once it has passed
 * every check, so a refused one changes nothing.
 */
function createAiAllowance({ db, config }: Pick<TAppContext, 'db' | 'config'>, request: FastifyRequest, action: 'analyze' | 'improve') {
  const rule = action === 'analyze' ? config.rateLimits.analyzePerUser : config.rateLimits.improvePerUser;
  const key = `${action}:user:${getSessionUser(request).id}`;
  return {
    async assertLeft() {
      const used = await peekRateLimit(db, key);
      if (used.count >= rule.max) throwRateLimited(RATE_LIMITED[action], used.retryAfterSeconds);
    },
    count: () => enforceRateLimit(db, key, rule, RATE_LIMITED[action]),
  };
}

/** The admin's AI settings are read per request, so switching the key on or off applies at once. */
async function getEngine({ db, secrets }: Pick<TAppContext, 'db' | 'secrets'>, request: FastifyRequest) {
  return createResumeEngine({ llm: await getLlmConnection(db, secrets), log: request.log });
}

/** Analysing a resume and reading its latest analysis. */
function registerAnalysisRoutes(app: TZodApp) {
  const { db } = app.ctx;

  app.post(
    '/resume/:id/analyze',
    {
      schema: {
        summary: 'Analyse a resume',
        params: ZResumeParamsSchema,
        body: withOptionalBody(ZAnalyzeRequestSchema),
        response: { 200: ZAnalysisResultSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const allowance = createAiAllowance(app.ctx, request, 'analyze');
      await allowance.assertLeft();
      const { viewer, ownerId, resume } = await getResumeWithText(db, request, id, 'analyze');
      await allowance.count();
      // An empty target role or job description means none.
      const targetRole = request.body.targetRole || undefined;
      const jobDescription = request.body.jobDescription || undefined;
      const engine = await getEngine(app.ctx, request);
      const answer = await engine.analyze(resume, { targetRole, jobDescription });
      return db.transaction(async (tx) => {
        const analysis = await storeAnalysis(tx, {
          resumeId: id,
          userId: ownerId,
          answer,
          targetRole: targetRole ?? null,
          analyzedContent: resume.content,
        });
        if (!analysis) {
          const isGone = !(await findResume(tx, { resumeId: id }));
          throw isGone ? new AppError('NOT_FOUND', RESUME_NOT_FOUND) : new AppError('CONFLICT', RESUME_CHANGED_DURING_ANALYSIS);
        }
        await writeResumeAuditLog(tx, request, {
          action: 'resume.analyzed',
          resumeId: id,
          actorId: viewer.id,
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
    },
  );

  app.get(
    '/resume/:id/analysis',
    { schema: { summary: "A resume's latest analysis", params: ZResumeParamsSchema, response: { 200: ZLatestAnalysisResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      const { ownerId } = await assertCanUseAi(db, request, id);
      return { analysis: await getLatestAnalysis(db, { resumeId: id, userId: ownerId }) };
    },
  );
}

/** Generating an improvement, reading the pending one, and rejecting it. */
function registerImprovementRoutes(app: TZodApp) {
  const { db } = app.ctx;

  app.post(
    '/resume/:id/improve',
    {
      schema: {
        summary: 'Suggest improvements to a resume',
        params: ZResumeParamsSchema,
        body: withOptionalBody(ZImproveRequestSchema),
        response: { 200: ZImprovementSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const allowance = createAiAllowance(app.ctx, request, 'improve');
      await allowance.assertLeft();
      const { viewer, ownerId, resume } = await getResumeWithText(db, request, id, 'improve');
      await allowance.count();
      const targetRole = request.body.targetRole || undefined;
      const engine = await getEngine(app.ctx, request);
      const answer = await engine.improve(resume, { targetRole });
      // The fact checker runs on every rewrite, the LLM's too: what it flags is shown as 'verify this'.
      const warnings = await reviewRewrite(resume.content, answer.report.improvedContent);
      return db.transaction(async (tx) => {
        const stored = await storePendingImprovement(tx, {
          resumeId: id,
          userId: ownerId,
          answer,
          originalContent: resume.content,
          warnings,
          targetRole: targetRole ?? null,
        });
        if (!stored) throw new AppError('NOT_FOUND', RESUME_NOT_FOUND);
        const { improvement, supersededIds } = stored;
        await writeResumeAuditLog(tx, request, {
          action: 'resume.improvement_generated',
          resumeId: id,
          actorId: viewer.id,
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
    },
  );

  app.get(
    '/resume/:id/improvement',
    {
      schema: {
        summary: "A resume's suggested improvements",
        params: ZResumeParamsSchema,
        response: { 200: ZPendingImprovementResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { ownerId } = await assertCanUseAi(db, request, id);
      return { improvement: (await findPendingImprovement(db, { resumeId: id, userId: ownerId })) ?? null };
    },
  );

  app.delete(
    '/resume/:id/improvement',
    { schema: { summary: "Discard a resume's suggested improvements", params: ZResumeParamsSchema, response: { 200: ZMessageSchema } } },
    async (request) => {
      const { id } = request.params;
      const { viewer, ownerId } = await assertCanUseAi(db, request, id);
      await db.transaction(async (tx) => {
        const rejectedIds = await rejectPendingImprovements(tx, { resumeId: id, userId: ownerId });
        if (rejectedIds.length === 0) throw new AppError('NOT_FOUND', 'There are no pending improvements for this resume.');
        await writeResumeAuditLog(tx, request, {
          action: 'resume.improvement_rejected',
          resumeId: id,
          actorId: viewer.id,
          ownerId,
          details: { improvementIds: rejectedIds },
        });
      });
      return { message: 'Changes rejected' };
    },
  );
}

/** Applying the reviewed (or user-edited) improvement as a new resume version. */
function registerApplyRoute(app: TZodApp) {
  const { db } = app.ctx;

  app.post(
    '/resume/:id/apply-improvements',
    {
      schema: {
        summary: 'Apply suggested improvements as a new resume version',
        params: ZResumeParamsSchema,
        body: ZApplyImprovementsRequestSchema,
        response: { 201: ZApplyImprovementsResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { viewer, ownerId } = await assertCanUseAi(db, request, id);
      const submitted = normalizeContent(request.body.improvedContent);
      // The edit is checked before the transaction, which must not wait for a worker thread; the
      // transaction then applies only the review it was checked against.
      const reviewed = await findPendingImprovement(db, { resumeId: id, userId: ownerId });
      if (!reviewed) throw new AppError('CONFLICT', NO_PENDING_IMPROVEMENTS);
      const isEdited = submitted !== normalizeContent(reviewed.improvedContent);
      if (isEdited) {
        // A user edit passes the fact checker again: nothing unreviewed can be applied by a crafted request.
        const problems = findNewFactProblems(reviewed.warnings, await reviewRewrite(reviewed.originalContent, submitted));
        if (problems.length > 0) throw new AppError('BAD_REQUEST', describeFactProblems(problems));
      }

      const created = await db.transaction(async (tx) => {
        if (!(await lockResumeOwner(tx, { userId: ownerId }))) throw new AppError('NOT_FOUND', RESUME_NOT_FOUND);
        // Read under the owner's lock: a concurrent apply, reject or new improvement cannot settle this review meanwhile.
        const pending = await findPendingImprovement(tx, { resumeId: id, userId: ownerId, forUpdate: true });
        if (!pending) throw new AppError('CONFLICT', NO_PENDING_IMPROVEMENTS);
        if (pending.id !== reviewed.id) throw new AppError('CONFLICT', IMPROVEMENTS_REPLACED);
        const original = await getResume(tx, { resumeId: id, userId: ownerId });
        if (!original) throw new AppError('NOT_FOUND', RESUME_NOT_FOUND);
        if (original.content !== pending.originalContent) throw new AppError('CONFLICT', RESUME_CHANGED);
        const resume = await createResumeWithinQuota(tx, {
          userId: ownerId,
          fileName: createImprovedVersionName(
            original.fileName,
            (await listResumes(tx, { userId: ownerId })).map((resume) => resume.fileName),
          ),
          content: isEdited ? submitted : pending.improvedContent,
          file: null,
          parentResumeId: id,
          quota: app.ctx.config.resumeQuota,
        });
        await markImprovementApplied(tx, { improvementId: pending.id });
        await writeResumeAuditLog(tx, request, {
          action: 'resume.improvements_applied',
          resumeId: resume.id,
          actorId: viewer.id,
          ownerId,
          details: {
            parentResumeId: id,
            improvementId: pending.id,
            fileName: resume.fileName,
            isPrimary: resume.isPrimary,
            edited: isEdited,
          },
        });
        return resume;
      });
      startResumeSkillIndexing(request.server);
      return reply.code(201).send({ fileName: created.fileName, resume: toResumeResponse(created) });
    },
  );
}

export const resumeAiRoutes: FastifyPluginAsyncZod = async (app) => {
  // Authentication comes before input validation: without a session the answer is 401, whatever the input.
  app.addHook('onRequest', requireUser);
  registerAnalysisRoutes(app);
  registerImprovementRoutes(app);
  registerApplyRoute(app);
};
