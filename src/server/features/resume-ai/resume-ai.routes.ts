/**
 * AI analysis and improvements of a resume. Only the resume's owner and admins may use them;
 * employers and other developers get 403 (resume-ai-access.ts). Each route is its schema and one
 * use case: run-analysis.ts, generate-improvement.ts, score-improvement.ts, apply-improvement.ts. The engine is built per
 * call from the admin's current AI settings (built-in, or the LLM with the built-in engine as
 * fallback). Each account's analyses and improvements are rate-limited, and a resume whose text is
 * over the length limit is refused, not worked on.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAnalysisResultSchema,
  ZAnalyzeRequestSchema,
  ZApplyImprovementsRequestSchema,
  ZApplyImprovementsResponseSchema,
  ZImprovementSchema,
  ZImprovementScoreRequestSchema,
  ZImprovementScoreSchema,
  ZImproveRequestSchema,
  ZLatestAnalysisResponseSchema,
  ZPendingImprovementResponseSchema,
} from '#shared/schemas/resume-ai.ts';
import { ZMessageSchema } from '#shared/schemas/auth.ts';
import { startSkillIndexing } from '#server/db/skill-index.ts';
import { toResumeResponse } from '#server/db/resumes.queries.ts';
import { ZResumeParamsSchema, type TZodApp } from '#server/lib/route-params.ts';
import { applyImprovement } from './apply-improvement.ts';
import { generateImprovement, rejectImprovement } from './generate-improvement.ts';
import { getActor, requireUser } from '#server/plugins/auth.ts';
import { assertCanUseAi } from './resume-ai-access.ts';
import { findPendingImprovement, getLatestAnalysis } from './resume-ai.queries.ts';
import { runResumeAnalysis } from './run-analysis.ts';
import { scoreImprovement } from './score-improvement.ts';

/** A POST whose body may be left out (the original client sends none): a missing body counts as `{}`. */
const withOptionalBody = <TSchema extends z.ZodType>(schema: TSchema) => z.preprocess((body) => body ?? {}, schema);

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
    // An empty target role or job description means none.
    (request) =>
      runResumeAnalysis(app.ctx, getActor(request), {
        resumeId: request.params.id,
        targetRole: request.body.targetRole || undefined,
        jobDescription: request.body.jobDescription || undefined,
      }),
  );

  app.get(
    '/resume/:id/analysis',
    { schema: { summary: "A resume's latest analysis", params: ZResumeParamsSchema, response: { 200: ZLatestAnalysisResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      const { ownerId } = await assertCanUseAi(db, getActor(request), id);
      return { analysis: await getLatestAnalysis(db, { resumeId: id, userId: ownerId }) };
    },
  );
}

/** Generating an improvement, reading the pending one, rejecting it, and applying it as a new version. */
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
    (request) =>
      generateImprovement(app.ctx, getActor(request), { resumeId: request.params.id, targetRole: request.body.targetRole || undefined }),
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
      const { ownerId } = await assertCanUseAi(db, getActor(request), id);
      return { improvement: (await findPendingImprovement(db, { resumeId: id, userId: ownerId })) ?? null };
    },
  );

  app.delete(
    '/resume/:id/improvement',
    { schema: { summary: "Discard a resume's suggested improvements", params: ZResumeParamsSchema, response: { 200: ZMessageSchema } } },
    async (request) => {
      const actor = getActor(request);
      const { ownerId } = await assertCanUseAi(db, actor, request.params.id);
      await rejectImprovement(app.ctx, actor, { resumeId: request.params.id, ownerId });
      return { message: 'Changes rejected' };
    },
  );

  app.post(
    '/resume/:id/improvement/score',
    {
      schema: {
        summary: 'Score the suggested improvements with only the accepted changes',
        params: ZResumeParamsSchema,
        body: ZImprovementScoreRequestSchema,
        response: { 200: ZImprovementScoreSchema },
      },
    },
    (request) =>
      scoreImprovement(app.ctx, getActor(request), { resumeId: request.params.id, acceptedChangeIds: request.body.acceptedChangeIds }),
  );

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
      const actor = getActor(request);
      const { ownerId } = await assertCanUseAi(db, actor, request.params.id);
      const created = await applyImprovement(app.ctx, actor, {
        resumeId: request.params.id,
        ownerId,
        improvedContent: request.body.improvedContent,
      });
      startSkillIndexing(request.server);
      return reply.code(201).send({ fileName: created.fileName, resume: toResumeResponse(created) });
    },
  );
}

export const resumeAiRoutes: FastifyPluginAsyncZod = async (app) => {
  // Authentication comes before input validation: without a session the answer is 401, whatever the input.
  app.addHook('onRequest', requireUser);
  registerAnalysisRoutes(app);
  registerImprovementRoutes(app);
};
