/**
 * AI resume analysis and improvement contracts: the analysis result,
 * the improvement and the apply result of the analyze / improve / apply-improvements calls. The
 * original product's fields come first in each schema; the rest are DevMatch's additions.
 */
import { z } from 'zod';
import { RESUME_CONTENT_MAX_CHARS, ZResumeSchema } from './resumes/resume.ts';
import { createTextSchema, ZResponseTextSchema } from './text.ts';

export const IMPACT_LEVELS = ['high', 'medium', 'low'] as const;
export type TImpact = (typeof IMPACT_LEVELS)[number];

/** Which engine answered: the built-in one, or the admin's OpenAI-compatible model. */
export const ANALYSIS_ENGINES = ['built-in', 'llm'] as const;
export type TAnalysisEngine = (typeof ANALYSIS_ENGINES)[number];

/** The score categories, each 0–100; suggestions name one of them. */
export const ANALYSIS_CATEGORIES = ['contact', 'structure', 'experience', 'impact', 'language', 'skills', 'formatting'] as const;
export type TAnalysisCategory = (typeof ANALYSIS_CATEGORIES)[number];

export const TARGET_ROLE_MAX_CHARS = 100;
export const JOB_DESCRIPTION_MAX_CHARS = 20_000;

const score = z.number().int().min(0).max(100);

/** A line of the resume's markdown a suggestion or warning points at (1-based line number). */
export const ZResumeLineRefSchema = z.object({ line: z.number().int().min(1), text: ZResponseTextSchema });
export type TResumeLineRef = z.infer<typeof ZResumeLineRefSchema>;

export const ZSuggestionSchema = z.object({
  title: ZResponseTextSchema,
  description: ZResponseTextSchema,
  impact: z.enum(IMPACT_LEVELS),
  category: z.enum(ANALYSIS_CATEGORIES),
  /** Stable id of the check that produced it (e.g. 'weak-phrases'), for tests and de-duplication. */
  checkId: ZResponseTextSchema,
  /** The lines it concerns; empty when it is about the resume as a whole. */
  lines: z.array(ZResumeLineRefSchema),
});
export type TSuggestion = z.infer<typeof ZSuggestionSchema>;

export const ZCategoryScoreSchema = z.object({ category: z.enum(ANALYSIS_CATEGORIES), label: ZResponseTextSchema, score });
export type TCategoryScore = z.infer<typeof ZCategoryScoreSchema>;

/** A technology recognised in the resume, under its canonical name (e.g. 'k8s' → 'Kubernetes'). */
export const ZSkillFoundSchema = z.object({ name: ZResponseTextSchema, category: ZResponseTextSchema, mentions: z.number().int().min(1) });
export type TSkillFound = z.infer<typeof ZSkillFoundSchema>;

/** Present when a target role or a job description was given. */
export const ZKeywordMatchSchema = z.object({
  targetRole: ZResponseTextSchema.nullable(),
  fromJobDescription: z.boolean(),
  /** Share of the wanted keywords found in the resume, 0–100. */
  matchRate: score,
  matched: z.array(ZResponseTextSchema),
  missing: z.array(ZResponseTextSchema),
});
export type TKeywordMatch = z.infer<typeof ZKeywordMatchSchema>;

/** What an engine produces for one resume (spec fields first). */
export const ZAnalysisReportSchema = z.object({
  overallScore: score,
  atsCompatibility: score,
  keySkillsFound: z.number().int().min(0),
  /** Ordered by impact: high first. */
  suggestions: z.array(ZSuggestionSchema),
  strengths: z.array(ZResponseTextSchema),
  categoryScores: z.array(ZCategoryScoreSchema),
  skillsFound: z.array(ZSkillFoundSchema),
  keywordMatch: ZKeywordMatchSchema.nullable(),
});
export type TAnalysisReport = z.infer<typeof ZAnalysisReportSchema>;

/** POST /api/resume/{id}/analyze answer, and the stored latest analysis. */
export const ZAnalysisResultSchema = ZAnalysisReportSchema.extend({
  id: z.number(),
  resumeId: z.number(),
  engine: z.enum(ANALYSIS_ENGINES),
  /** The model name when the LLM answered; null for the built-in engine. */
  model: ZResponseTextSchema.nullable(),
  /** Why the LLM was not used although it is configured (e.g. it timed out); null otherwise. */
  fallbackReason: ZResponseTextSchema.nullable(),
  createdAt: ZResponseTextSchema,
});
export type TAnalysisResult = z.infer<typeof ZAnalysisResultSchema>;

/** POST /api/resume/{id}/analyze body: may be empty; a target role or job description sharpens the analysis. */
export const ZAnalyzeRequestSchema = z
  .object({
    targetRole: createTextSchema({ label: 'Target role', error: 'Target role must be text' })
      .trim()
      .max(TARGET_ROLE_MAX_CHARS, `Target role must be at most ${TARGET_ROLE_MAX_CHARS} characters long`)
      .optional(),
    jobDescription: createTextSchema({ label: 'Job description', error: 'Job description must be text' })
      .trim()
      .max(JOB_DESCRIPTION_MAX_CHARS, `Job description must be at most ${JOB_DESCRIPTION_MAX_CHARS} characters long`)
      .optional(),
  })
  .strict();
export type TAnalyzeRequest = z.infer<typeof ZAnalyzeRequestSchema>;

/** GET /api/resume/{id}/analysis: the latest stored analysis, or null before the first one. */
export const ZLatestAnalysisResponseSchema = z.object({ analysis: ZAnalysisResultSchema.nullable() });
export type TLatestAnalysisResponse = z.infer<typeof ZLatestAnalysisResponseSchema>;

/** POST /api/resume/{id}/improve body: an optional target role; an empty target role asks for no particular role. */
export const ZImproveRequestSchema = z
  .object({
    targetRole: createTextSchema({ label: 'Target role', error: 'Target role must be text' })
      .trim()
      .max(TARGET_ROLE_MAX_CHARS, `Target role must be at most ${TARGET_ROLE_MAX_CHARS} characters long`)
      .default(''),
  })
  .strict();
export type TImproveRequest = z.input<typeof ZImproveRequestSchema>;

/** One rewrite the improver made, with its reason, for the review list. */
export const ZImprovementChangeSchema = z.object({
  kind: z.enum([
    'heading',
    'bullet',
    'summary',
    'skills',
    'pronoun',
    'filler',
    'tense',
    'date',
    'order',
    'contact',
    'layout',
    'other',
    'ask',
  ]),
  before: ZResponseTextSchema,
  after: ZResponseTextSchema,
  reason: ZResponseTextSchema,
});
export type TImprovementChange = z.infer<typeof ZImprovementChangeSchema>;

/**
 * A change as the review lists it: an id to accept or reject it by, whether it can be left out on
 * its own (false when it comes with the new layout, such as the order of the sections), and the
 * analysis checks whose findings it answers.
 */
export const ZReviewedChangeSchema = ZImprovementChangeSchema.extend({
  id: ZResponseTextSchema,
  isOptional: z.boolean(),
  fixes: z.array(ZResponseTextSchema),
});
export type TReviewedChange = z.infer<typeof ZReviewedChangeSchema>;

/**
 * Something the user must check before applying ('verify this'): a fact the original does not hold,
 * a section that disappeared, a changed company / title / degree / date, text grown over 1.8×, or a
 * new metric.
 */
export const ZImprovementWarningSchema = z.object({
  kind: z.enum(['invented-fact', 'section-removed', 'fact-changed', 'length-growth', 'new-metric']),
  message: ZResponseTextSchema,
  /** The improved text it concerns, when there is one. */
  excerpt: ZResponseTextSchema.nullable(),
});
export type TImprovementWarning = z.infer<typeof ZImprovementWarningSchema>;

/** What a resume needs and this one lacks; the improved version holds a fill-in placeholder for each. */
const MISSING_RESUME_SECTIONS = ['contact', 'experience', 'skills', 'education'] as const;

/** One section the person must add: why it matters, and the placeholder lines written under its heading. */
export const ZMissingSectionSchema = z.object({
  section: z.enum(MISSING_RESUME_SECTIONS),
  /** The heading the placeholder is under ('Experience'), or 'Contact details' for the line under the name. */
  heading: ZResponseTextSchema,
  reason: ZResponseTextSchema,
  /** The placeholder markdown as written in the improved version, each prompt in square brackets. */
  placeholder: ZResponseTextSchema,
});
export type TMissingSection = z.infer<typeof ZMissingSectionSchema>;

/** POST /api/resume/{id}/improve answer, and the pending review kept by the server. */
export const ZImprovementSchema = z.object({
  improvedContent: ZResponseTextSchema,
  id: z.number(),
  resumeId: z.number(),
  /** The resume content the improvement was made from, for the diff. */
  originalContent: ZResponseTextSchema,
  changes: z.array(ZReviewedChangeSchema),
  warnings: z.array(ZImprovementWarningSchema),
  engine: z.enum(ANALYSIS_ENGINES),
  model: ZResponseTextSchema.nullable(),
  fallbackReason: ZResponseTextSchema.nullable(),
  targetRole: ZResponseTextSchema.nullable(),
  createdAt: ZResponseTextSchema,
  /** Sections the person must add before the resume can be judged on them (placeholders in the improved version). */
  missingSections: z.array(ZMissingSectionSchema).default([]),
  /** The answer in words when the resume lacks what a resume needs or nothing could be rewritten; null otherwise. */
  guidance: ZResponseTextSchema.nullable().default(null),
});
export type TImprovement = z.infer<typeof ZImprovementSchema>;

/** GET /api/resume/{id}/improvement: the pending review, or null. */
export const ZPendingImprovementResponseSchema = z.object({ improvement: ZImprovementSchema.nullable() });
export type TPendingImprovementResponse = z.infer<typeof ZPendingImprovementResponseSchema>;

/** POST /api/resume/{id}/apply-improvements body: the pending content, or the user's edit of it. */
export const ZApplyImprovementsRequestSchema = z
  .object({
    improvedContent: createTextSchema({ label: 'Improved content', error: 'Improved content must be text' })
      .min(1, 'Improved content is required')
      .max(RESUME_CONTENT_MAX_CHARS, `Improved content must be at most ${RESUME_CONTENT_MAX_CHARS} characters long`),
  })
  .strict();

/** POST /api/resume/{id}/improvement/score body: the optional changes the developer keeps (the others are left out). */
export const ZImprovementScoreRequestSchema = z
  .object({
    acceptedChangeIds: z
      .array(
        createTextSchema({ label: 'Change id', error: 'Each accepted change must be a change id' })
          .trim()
          .min(1, 'A change id is required')
          .max(20, 'A change id is at most 20 characters long'),
        { error: 'Accepted changes must be a list of change ids' },
      )
      .max(500, 'At most 500 changes can be accepted'),
  })
  .strict();
export type TImprovementScoreRequest = z.infer<typeof ZImprovementScoreRequestSchema>;

/** POST /api/resume/{id}/improvement/score answer: the built-in engine's scores of the original and of the chosen set. */
export const ZImprovementScoreSchema = z.object({ originalScore: score, overallScore: score, atsCompatibility: score });
export type TImprovementScore = z.infer<typeof ZImprovementScoreSchema>;

/** POST /api/resume/{id}/apply-improvements answer: the new version's name, and the new resume. */
export const ZApplyImprovementsResponseSchema = z.object({ fileName: ZResponseTextSchema, resume: ZResumeSchema });
export type TApplyImprovementsResponse = z.infer<typeof ZApplyImprovementsResponseSchema>;
