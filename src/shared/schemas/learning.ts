/**
 * Learning suggestions: free courses for the skills a developer's target role asks for and their
 * resume does not show, at their level, each with why it is suggested.
 */
import { z } from 'zod';
import { createIdSchema } from './id.ts';
import { ZResponseTextSchema } from './text.ts';

/** A course's audience, as the spec's learning difficulty names it. */
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type TCourseLevel = (typeof COURSE_LEVELS)[number];

export const COURSE_KINDS = ['course', 'tutorial', 'docs', 'book', 'practice'] as const;
export type TCourseKind = (typeof COURSE_KINDS)[number];

/** Why a skill is suggested: the target role's core skill, a skill the analysed job ad names, or one the role often adds. */
export const SUGGESTION_SOURCES = ['role-core', 'job-ad', 'role-extra'] as const;
/** What the developer's own words say of the skill: nothing, that they are learning it, or that they do not use it. */
export const SKILL_STATES = ['not-shown', 'learning', 'not-held'] as const;

export const LEARNING_SUGGESTIONS_MAX = 6;

/**
 * Whether there are suggestions, and if not, why: no resume, no target role (neither the analysis
 * nor the profile's job title gives one), a role the engine does not know, or every skill shown.
 */
export const LEARNING_STATUSES = ['ready', 'no-resume', 'no-target-role', 'unknown-role', 'all-shown'] as const;

export const ZCourseSchema = z.object({
  title: ZResponseTextSchema,
  provider: ZResponseTextSchema,
  url: ZResponseTextSchema,
  level: z.enum(COURSE_LEVELS),
  kind: z.enum(COURSE_KINDS),
  /** The taxonomy's canonical names of the skills it teaches. */
  skills: z.array(ZResponseTextSchema),
});
export type TCourse = z.infer<typeof ZCourseSchema>;

export const ZLearningSuggestionSchema = z.object({
  /** The missing skill, under its canonical name. */
  skill: ZResponseTextSchema,
  source: z.enum(SUGGESTION_SOURCES),
  state: z.enum(SKILL_STATES),
  /** One sentence: 'Your target role asks for Go; you have not shown it.' */
  reason: ZResponseTextSchema,
  course: ZCourseSchema,
  /** Other missing skills, further down the list, this course teaches too. */
  alsoCovers: z.array(ZResponseTextSchema),
});
export type TLearningSuggestion = z.infer<typeof ZLearningSuggestionSchema>;

/** GET /api/learning/suggestions */
export const ZLearningSuggestionsSchema = z.object({
  status: z.enum(LEARNING_STATUSES),
  suggestions: z.array(ZLearningSuggestionSchema),
  /** The target role the suggestions are for, as the developer wrote it; null when none is known. */
  targetRole: ZResponseTextSchema.nullable(),
  /** The course level chosen for the developer, and what it was read from. */
  level: z.enum(COURSE_LEVELS),
  levelBasis: ZResponseTextSchema,
  /** The resume the suggestions read; null when the developer has none. */
  resume: z.object({ id: z.number(), fileName: ZResponseTextSchema }).nullable(),
  /** What to do to get (more) suggestions; null when there is nothing to add. */
  hint: ZResponseTextSchema.nullable(),
});
export type TLearningSuggestions = z.infer<typeof ZLearningSuggestionsSchema>;

/** Its query: which resume to read; without one, the most recently analysed. */
export const ZLearningSuggestionsQuerySchema = z.object({ resumeId: createIdSchema('Resume id').optional() }).strict();
export type TLearningSuggestionsQuery = z.infer<typeof ZLearningSuggestionsQuerySchema>;
