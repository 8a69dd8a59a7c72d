/**
 * Candidate search and the candidate page's match. For
 * employers and admins. The answer is one page of results as a list; X-Total-Count holds the number
 * of matches on all pages and X-Match-Engine which engine explained them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCandidateMatchSchema,
  ZCandidateSearchRequestSchema,
  ZCandidateSearchResponseSchema,
  type TCandidateSearchCriteria,
  type TCandidateSearchResult,
} from '#shared/schemas/candidate-search.ts';
import { MATCH_ENGINE_HEADER, TOTAL_COUNT_HEADER, type TMatchEngine } from '#shared/candidate-search.ts';
import { getLlmConnection } from '#server/db/ai-settings.queries.ts';
import { logCandidateSearch } from '#server/db/candidate-search-log.queries.ts';
import { toProfilePictureUrl } from '#server/db/users.queries.ts';
import type { TAppContext } from '#server/context.ts';
import { assertVerifiedIfEmployer, CANDIDATE_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import { LlmFailure } from '#server/lib/llm-client.ts';
import { ZUserParamsSchema } from '#server/lib/route-params.ts';
import { getSessionUser, requireRole } from '#server/plugins/auth.ts';
import { hasCriteria } from '#server/matching/candidate-scoring.ts';
import { findCandidateMatch, searchCandidates, type TMatchRow } from '#server/matching/candidate-matches.ts';
import { findSearchersTagFilter } from './find-tag-filter.ts';
import { findLastSearch, saveLastSearch } from './last-search.queries.ts';
import { explainMatchesWithLlm } from '#server/matching/llm-match.ts';
import { explainMatch, type TMatchExplanation } from '#server/matching/match-explanation.ts';
import { prepareCriteria, type TPreparedCriteria } from '#server/matching/search-criteria.ts';

type TExplainedRow = { row: TMatchRow; score: number; explanation: TMatchExplanation };

function toSearchResult(item: TExplainedRow, isAIEnhanced: boolean, engine: TMatchEngine): TCandidateSearchResult {
  const { row } = item;
  return {
    id: row.id,
    userId: row.userId,
    fullName: row.fullName,
    jobTitle: row.jobTitle,
    bio: row.bio,
    experience: row.experience,
    skills: row.skills,
    availability: row.availability,
    experienceLevel: row.experienceLevel,
    openToRemote: row.openToRemote,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    aiMatchScore: item.score,
    isAIEnhanced,
    aiRecommendation: item.explanation.recommendation,
    aiStrengths: item.explanation.strengths,
    aiConcerns: item.explanation.concerns,
    matchEngine: engine,
    updatedAt: row.updatedAt.toISOString(),
    user: {
      id: row.userId,
      profilePicture: toProfilePictureUrl(row.userId, row.profilePictureFileId),
      location: row.location,
      createdAt: row.createdAt.toISOString(),
    },
  };
}

/**
 * With the admin's model connected, it re-ranks and re-explains the page, grounded in the built-in
 * scores; without one, or when it fails, the built-in answer stands.
 */
async function explainWithLlm(
  { db, secrets }: Pick<TAppContext, 'db' | 'secrets'>,
  log: FastifyBaseLogger,
  criteria: TCandidateSearchCriteria,
  items: TExplainedRow[],
): Promise<{ items: TExplainedRow[]; engine: TMatchEngine }> {
  const llm = await getLlmConnection(db, secrets);
  if (!llm || items.length === 0) return { items, engine: 'built-in' };
  try {
    const explained = await explainMatchesWithLlm(
      llm,
      criteria,
      items.map(({ row, score, explanation }) => ({
        id: row.id,
        score,
        isBelowLevel: row.isBelowLevel,
        ...explanation,
        profile: { jobTitle: row.jobTitle, bio: row.bio, skills: row.skills, experienceLevel: row.experienceLevel, location: row.location },
      })),
    );
    if (explained.size < items.length) throw new LlmFailure('The AI model left candidates out of its answer.');
    const reranked = items.map((item) => {
      const answer = explained.get(item.row.id)!;
      return { row: item.row, score: answer.score, explanation: answer };
    });
    if (criteria.sort === 'match') reranked.sort((a, b) => b.score - a.score);
    return { items: reranked, engine: 'llm' };
  } catch (error) {
    const reason = error instanceof LlmFailure ? error.reason : 'The AI model could not be used.';
    log.warn({ model: llm.model, reason }, 'LLM candidate matching failed; the built-in matcher answered');
    return { items, engine: 'built-in' };
  }
}

function explainRows(prepared: TPreparedCriteria, rows: TMatchRow[]): TExplainedRow[] {
  const isScored = hasCriteria(prepared);
  return rows.map((row) => ({ row, score: row.score, explanation: explainMatch(prepared, row, isScored) }));
}

export const candidateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/candidates/search',
    {
      preHandler: requireRole('employer'),
      schema: { summary: 'Search candidates', body: ZCandidateSearchRequestSchema, response: { 200: ZCandidateSearchResponseSchema } },
    },
    async (request, reply) => {
      const viewer = getSessionUser(request);
      const criteria = request.body;
      const prepared = prepareCriteria(criteria);
      const onlyProfileIds = await findSearchersTagFilter(db, viewer.id, criteria.tagIds);
      const { total, rows } = await searchCandidates(db, { criteria: prepared, sort: criteria.sort, page: criteria.page, onlyProfileIds });
      // The candidate page measures against it; the answer does not wait for the write.
      app.backgroundTasks.afterResponse(reply, 'save last search', () => saveLastSearch(db, { employerId: viewer.id, criteria }));
      // What employers look for feeds the blog's market report; an admin's look around would skew it.
      if (viewer.userType === 'employer') {
        const searched = {
          employerId: viewer.id,
          skillKeys: prepared.skills.map((skill) => skill.key),
          experienceLevel: prepared.experienceLevel,
        };
        app.backgroundTasks.afterResponse(reply, 'log search', () => logCandidateSearch(db, searched));
      }
      let items = explainRows(prepared, rows);
      let engine: TMatchEngine = 'built-in';
      if (criteria.aiEnhanced) ({ items, engine } = await explainWithLlm(app.ctx, request.log, criteria, items));
      reply.header(TOTAL_COUNT_HEADER, String(total)).header(MATCH_ENGINE_HEADER, engine);
      return items.map((item) => toSearchResult(item, criteria.aiEnhanced, engine));
    },
  );

  app.get(
    '/candidates/:userId/match',
    {
      preHandler: requireRole('employer'),
      schema: {
        summary: "How a candidate matches the employer's last search",
        params: ZUserParamsSchema,
        response: { 200: ZCandidateMatchSchema },
      },
    },
    async (request) => {
      const viewer = getSessionUser(request);
      // The match reads the candidate's profile; before any lookup, so the answer tells no ids apart.
      assertVerifiedIfEmployer(viewer);
      const lastSearch = await findLastSearch(db, { employerId: viewer.id });
      const prepared = prepareCriteria(lastSearch ?? ZCandidateSearchRequestSchema.parse({}));
      const row = await findCandidateMatch(db, { criteria: prepared, userId: request.params.userId });
      // Hidden profiles are not candidates: the same answer as an unknown id (admins see them all).
      if (!row || (!row.isListed && viewer.userType !== 'admin')) throw new AppError('NOT_FOUND', CANDIDATE_NOT_FOUND);
      const isScored = hasCriteria(prepared);
      const explanation = explainMatch(prepared, row, isScored);
      return { score: row.score, ...explanation, basis: isScored ? 'search' : 'profile', engine: 'built-in' } as const;
    },
  );
};
