/**
 * AI Smart Search with the admin's model: the built-in scores and reasons of one page go to the
 * model, which may move each score by at most LLM_SCORE_SHIFT_MAX and rewrite the explanation in
 * its words. Anything it says about a candidate it was not given is ignored; any failure keeps the
 * built-in answer (the caller decides).
 */
import { z } from 'zod';
import type { TCandidateSearchCriteria } from '#shared/schemas/candidate-search.ts';
import { ZResponseTextSchema } from '#shared/schemas/text.ts';
import { requestStructuredOutput, type TLlmConnection } from '#server/lib/llm-client.ts';
import { STRONG_MATCH_MIN_SCORE } from './candidate-scoring.ts';
import type { TMatchExplanation } from './match-explanation.ts';

/**
 * How far the model may move a built-in score: it re-ranks close calls, it does not overrule the
 * facts. At 8 points a model answering noise costs the labelled set 0.04 of nDCG@10 (at 15, 0.09).
 */
export const LLM_SCORE_SHIFT_MAX = 8;

type TBuiltInMatch = TMatchExplanation & {
  id: number;
  score: number;
  /** Below the experience level asked for: never a Strong match, whatever the model says. */
  isBelowLevel: boolean;
  profile: { jobTitle: string | null; bio: string | null; skills: string[]; experienceLevel: string | null; location: string | null };
};

const ZLlmMatchAnswerSchema = z.object({
  candidates: z.array(
    z.object({
      id: z.number(),
      score: z.number(),
      recommendation: ZResponseTextSchema,
      strengths: z.array(ZResponseTextSchema),
      concerns: z.array(ZResponseTextSchema),
    }),
  ),
});

const INSTRUCTIONS = `You help an employer compare software developers for a role.
You get the employer's search criteria and, for each candidate, their profile, a built-in match score (0-100) and the built-in reasons.
For every candidate return: the same id; a score within ${LLM_SCORE_SHIFT_MAX} points of the built-in score; a one-sentence recommendation; up to 4 strengths and up to 4 concerns.
A candidate with isBelowLevel true is below the experience level asked for: never call them a strong match.
Use only facts present in the input. Never invent experience, employers, numbers or skills. Keep each item under 20 words.`;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The model's scores and reasons, keyed by candidate id; candidates it skipped are absent. */
export async function explainMatchesWithLlm(
  llm: TLlmConnection,
  criteria: TCandidateSearchCriteria,
  matches: readonly TBuiltInMatch[],
): Promise<Map<number, TMatchExplanation & { score: number }>> {
  const answer = await requestStructuredOutput(llm, {
    schemaName: 'candidate_matches',
    schema: ZLlmMatchAnswerSchema,
    instructions: INSTRUCTIONS,
    input: { criteria, candidates: matches },
  });
  const builtIns = new Map(matches.map((match) => [match.id, match]));
  const explained = new Map<number, TMatchExplanation & { score: number }>();
  for (const candidate of answer.candidates) {
    const builtIn = builtIns.get(candidate.id);
    if (builtIn === undefined) continue;
    // Below the asked level, the model may not lift a score to a Strong match, nor call it one.
    const highest = Math.min(100, builtIn.score + LLM_SCORE_SHIFT_MAX, builtIn.isBelowLevel ? STRONG_MATCH_MIN_SCORE - 1 : 100);
    const isCalledStrong = builtIn.isBelowLevel && /\bstrong match\b/i.test(candidate.recommendation);
    explained.set(candidate.id, {
      score: Math.round(clamp(candidate.score, Math.max(0, builtIn.score - LLM_SCORE_SHIFT_MAX), highest)),
      recommendation: isCalledStrong ? builtIn.recommendation : candidate.recommendation.slice(0, 500),
      strengths: candidate.strengths.slice(0, 4).map((item) => item.slice(0, 200)),
      concerns: candidate.concerns.slice(0, 4).map((item) => item.slice(0, 200)),
    });
  }
  return explained;
}
