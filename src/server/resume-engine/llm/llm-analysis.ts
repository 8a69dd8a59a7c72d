/**
 * The LLM's analysis. The model reads the resume (lines numbered) and the built-in analysis as
 * grounding, and writes the parts that need judgement: the overall score, the suggestions and the
 * strengths. What rules measure exactly stays the built-in engine's: ATS compatibility (it also
 * reads the Word file, which the model never sees), the category scores, the skills found and the
 * keyword match.
 */
import { z } from 'zod';
import {
  ANALYSIS_CATEGORIES,
  IMPACT_LEVELS,
  type TAnalysisReport,
  type TResumeLineRef,
  type TSuggestion,
} from '#shared/schemas/resume-ai.ts';
import type { TAnalyzeOptions, TEngineResume } from '../types.ts';
import { compareImpact, MAX_STRENGTHS } from '../built-in/scoring.ts';
import { requestStructuredOutput, type TLlmConnection } from '#server/lib/llm-client.ts';

/** checkId of a suggestion the model added itself. */
const LLM_CHECK_ID = 'llm';
const MAX_SUGGESTIONS = 15;
const MAX_LINES_PER_SUGGESTION = 8;

// Lenient on purpose: limits are told in the descriptions and applied after parsing, so an answer
// with one suggestion too many or a score of 72.5 is still used rather than thrown away.
const ZLlmAnalysisSchema = z.object({
  overallScore: z.number().min(0).max(100).describe('How strong the resume is overall for its target, a whole number 0-100'),
  suggestions: z
    .array(
      z.object({
        title: z.string().describe('Short imperative title, e.g. "Quantify your results"'),
        description: z.string().describe('What to change and why, naming the concrete lines or words'),
        impact: z.enum(IMPACT_LEVELS),
        category: z.enum(ANALYSIS_CATEGORIES),
        checkId: z.string().describe(`checkId of the built-in suggestion this one refines, or "${LLM_CHECK_ID}" for a new one`),
        lines: z
          .array(z.number().int())
          .describe(
            `Numbers of the resume lines it concerns (at most ${MAX_LINES_PER_SUGGESTION}); empty when it is about the resume as a whole`,
          ),
      }),
    )
    .describe(`At most ${MAX_SUGGESTIONS}, high impact first`),
  strengths: z.array(z.string()).describe(`What the resume already does well, at most ${MAX_STRENGTHS}, each one sentence`),
});
type TLlmAnalysis = z.infer<typeof ZLlmAnalysisSchema>;

const INSTRUCTIONS = `You review software developers' resumes for DevMatch, a career platform.
You receive the resume as markdown with every line prefixed by its number ("12| text"), optionally a target role or a job description, and the analysis of DevMatch's rule-based engine (builtInAnalysis).
Answer with JSON only, matching the given schema.
Rules:
- Base every statement on the resume text. Never claim the resume contains or lacks something it does not.
- The built-in findings are measured by rules (skills recognised, category scores, checks with the lines they concern). Keep a built-in suggestion when it is right, reword it to be clearer and more specific, merge duplicates, drop one only when the resume clearly contradicts it, and add what the rules cannot see (clarity, relevance to the target, story, seniority signals).
- Suggestions must be concrete and actionable, ordered from high to low impact, at most ${MAX_SUGGESTIONS}. Point at the resume lines by their numbers.
- Never suggest adding numbers, employers, titles, dates, degrees or skills the person may not have; suggest that they add real ones where they are missing.
- overallScore: 0-100 as an experienced technical recruiter would judge the resume for the target role (or for developer roles in general); the built-in overallScore is a reference, not a constraint.
- Strengths: up to ${MAX_STRENGTHS}, each one sentence, only what the resume really shows.`;

function numberLines(content: string): string {
  return content
    .split('\n')
    .map((line, index) => `${index + 1}| ${line}`)
    .join('\n');
}

/** What the model is told about the built-in analysis: findings, without the long lines' text. */
function toGrounding(report: TAnalysisReport) {
  return {
    overallScore: report.overallScore,
    atsCompatibility: report.atsCompatibility,
    categoryScores: report.categoryScores.map(({ category, score }) => ({ category, score })),
    skillsFound: report.skillsFound.map((skill) => skill.name),
    keywordMatch: report.keywordMatch,
    suggestions: report.suggestions.map(({ title, description, impact, category, checkId, lines }) => ({
      title,
      description,
      impact,
      category,
      checkId,
      lines: lines.map((ref) => ref.line),
    })),
    strengths: report.strengths,
  };
}

/** The model's suggestions with real line texts, unknown check ids marked as its own, high impact first. */
function toSuggestions(answer: TLlmAnalysis, contentLines: string[], builtInCheckIds: Set<string>): TSuggestion[] {
  return answer.suggestions
    .slice(0, MAX_SUGGESTIONS)
    .map((suggestion) => ({ ...suggestion, title: suggestion.title.trim(), description: suggestion.description.trim() }))
    .filter((suggestion) => suggestion.title && suggestion.description)
    .map((suggestion) => {
      // Line numbers the resume does not have are dropped; the text always comes from the resume itself.
      const lines: TResumeLineRef[] = [...new Set(suggestion.lines)]
        .filter((line) => line >= 1 && line <= contentLines.length)
        .sort((a, b) => a - b)
        .slice(0, MAX_LINES_PER_SUGGESTION)
        .map((line) => ({ line, text: contentLines[line - 1]! }));
      return { ...suggestion, checkId: builtInCheckIds.has(suggestion.checkId) ? suggestion.checkId : LLM_CHECK_ID, lines };
    })
    .sort((a, b) => compareImpact(a.impact, b.impact));
}

/** The LLM's report: its judgement merged over the built-in report. Throws LlmFailure. */
export async function analyzeWithLlm(
  connection: TLlmConnection,
  params: { resume: TEngineResume; options: TAnalyzeOptions; builtIn: TAnalysisReport },
): Promise<TAnalysisReport> {
  const { resume, options, builtIn } = params;
  const answer = await requestStructuredOutput(connection, {
    schemaName: 'resume_analysis',
    schema: ZLlmAnalysisSchema,
    instructions: INSTRUCTIONS,
    input: {
      resume: numberLines(resume.content),
      targetRole: options.targetRole || null,
      jobDescription: options.jobDescription || null,
      builtInAnalysis: toGrounding(builtIn),
    },
  });
  const builtInCheckIds = new Set(builtIn.suggestions.map((suggestion) => suggestion.checkId));
  return {
    ...builtIn,
    overallScore: Math.round(answer.overallScore),
    suggestions: toSuggestions(answer, resume.content.split('\n'), builtInCheckIds),
    strengths: answer.strengths
      .map((strength) => strength.trim())
      .filter(Boolean)
      .slice(0, MAX_STRENGTHS),
  };
}
