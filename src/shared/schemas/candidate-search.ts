/**
 * Candidate search contracts: the Candidate Search tab's criteria and
 * POST /api/candidates/search, whose body may also carry must-have skills, a sort and a page; the
 * answer is a plain list of one page, with the total of all pages in the X-Total-Count header.
 * Then the employer's own lists: favourites, private notes, saved searches and their alerts, and
 * the round of alerts an admin runs now.
 */
import { z } from 'zod';
import { ALERT_FREQUENCIES, createAlertFrequencySchema } from './alert-frequency.ts';
import { SEARCH_SKILLS_MAX, CANDIDATE_SORTS, MATCH_ENGINES, MIN_YEARS_EXPERIENCE_MAX } from '../candidate-search.ts';
import { AVAILABILITY_VALUES, EXPERIENCE_LEVELS } from '../profile-values.ts';
import { toUniqueSkills } from '../skill-list.ts';
import { ZSearchTagIdsSchema } from './candidate-tags.ts';
import { createBodyIdSchema } from './id.ts';
import { createSalarySchema, isSalaryRangeOrdered, SALARY_RANGE_ERROR } from './salary.ts';
import { createTextSchema, ZResponseTextSchema } from './text.ts';

const SEARCH_TEXT_MAX = 200;
const MIN_YEARS_ERROR = `Minimum years of experience must be a whole number from 0 to ${MIN_YEARS_EXPERIENCE_MAX}`;

const searchText = (label: string) =>
  createTextSchema({ label, error: `${label} must be text` })
    .trim()
    .max(SEARCH_TEXT_MAX, `${label} must be at most ${SEARCH_TEXT_MAX} characters long`)
    .nullish()
    .transform((value) => value ?? '');

/** A skill list: trimmed, empties and case-insensitive duplicates dropped, at most SEARCH_SKILLS_MAX. */
const searchSkills = (label: string) =>
  z
    .array(createTextSchema({ label, error: 'Each skill must be text' }).trim().max(60, 'A skill must be at most 60 characters long'), {
      error: `${label} must be a list of skills`,
    })
    .max(SEARCH_SKILLS_MAX, `${label}: at most ${SEARCH_SKILLS_MAX} skills`)
    .nullish()
    .transform((skills) => toUniqueSkills(skills ?? []));

/** 'any', '' or absent mean any level; the panel's labels are accepted as well as the values. */
const ZSearchExperienceLevelSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const lower = value.trim().toLowerCase();
    if (lower === '' || lower === 'any' || lower === 'all') return null;
    return EXPERIENCE_LEVELS.find((level) => lower === level || lower.startsWith(`${level} `)) ?? value;
  },
  z.enum(EXPERIENCE_LEVELS, { error: 'Experience level must be any, entry, mid or senior' }).nullish(),
);

export const ZCandidateSearchRequestSchema = z
  .object({
    jobTitle: searchText('Job title'),
    /** Nice-to-have skills: they rank, they do not exclude. */
    skills: searchSkills('Skills'),
    /** A candidate without every one of these is left out. */
    mustHaveSkills: searchSkills('Must-have skills'),
    experienceLevel: ZSearchExperienceLevelSchema.transform((value) => value ?? null),
    /**
     * "Only this level": nobody below the chosen level appears (above it does: "only senior" means
     * nobody junior to senior). Without it the level only ranks.
     */
    levelIsRequired: z.boolean({ error: 'levelIsRequired must be true or false' }).nullish().transform(Boolean),
    /** Nobody with fewer years since their career began appears, nor anyone whose years are unknown; 0 or absent for no minimum. */
    minYearsExperience: z
      .number({ error: MIN_YEARS_ERROR })
      .int(MIN_YEARS_ERROR)
      .min(0, MIN_YEARS_ERROR)
      .max(MIN_YEARS_EXPERIENCE_MAX, MIN_YEARS_ERROR)
      .nullish()
      .transform((value) => value ?? null),
    location: searchText('Location'),
    salaryMin: createSalarySchema('Minimum salary'),
    salaryMax: createSalarySchema('Maximum salary'),
    aiEnhanced: z.boolean({ error: 'aiEnhanced must be true or false' }).nullish().transform(Boolean),
    /** The searching company's tags a candidate must all carry; empty for no tag filter. */
    tagIds: ZSearchTagIdsSchema,
    sort: z
      .enum(CANDIDATE_SORTS, { error: 'Sort must be match, recent or salary' })
      .nullish()
      .transform((value) => value ?? 'match'),
    page: z
      .number({ error: 'Page must be a number' })
      .int('Page must be a whole number')
      .min(1, 'Page must be at least 1')
      .max(10_000, 'Page must be at most 10000')
      .nullish()
      .transform((value) => value ?? 1),
  })
  .strict()
  .refine(isSalaryRangeOrdered, SALARY_RANGE_ERROR)
  .refine((body) => !body.levelIsRequired || body.experienceLevel !== null, {
    message: 'Only this level needs an experience level: entry, mid or senior',
    path: ['levelIsRequired'],
  })
  .refine((body) => body.skills.length + body.mustHaveSkills.length <= SEARCH_SKILLS_MAX, {
    message: `At most ${SEARCH_SKILLS_MAX} skills in all`,
    path: ['skills'],
  });
export type TCandidateSearchRequest = z.input<typeof ZCandidateSearchRequestSchema>;
export type TCandidateSearchCriteria = z.output<typeof ZCandidateSearchRequestSchema>;

/** Criteria as the server stores and answers them (saved searches), after normalisation. */
export const ZSearchCriteriaSchema = z.object({
  jobTitle: ZResponseTextSchema,
  skills: z.array(ZResponseTextSchema),
  mustHaveSkills: z.array(ZResponseTextSchema),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).nullable(),
  // Searches saved before these filters existed have neither.
  levelIsRequired: z.boolean().default(false),
  minYearsExperience: z.number().nullable().default(null),
  location: ZResponseTextSchema,
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  aiEnhanced: z.boolean(),
  // Searches saved before the tag filter existed have none.
  tagIds: z.array(z.number()).default([]),
  sort: z.enum(CANDIDATE_SORTS),
  page: z.number(),
});

/** One search result, plus the fields the card and sort need. */
export const ZCandidateSearchResultSchema = z.object({
  /** The applicant (profile) id: favourites, notes and contact use it. */
  id: z.number(),
  userId: z.number(),
  fullName: ZResponseTextSchema,
  jobTitle: ZResponseTextSchema.nullable(),
  bio: ZResponseTextSchema.nullable(),
  experience: ZResponseTextSchema.nullable(),
  skills: z.array(ZResponseTextSchema),
  availability: z.enum(AVAILABILITY_VALUES).nullable(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).nullable(),
  openToRemote: z.boolean(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  /** 0-100, computed from the criteria; the same search gives the same score. */
  aiMatchScore: z.number(),
  /** True when the search asked for AI Smart Search: the card shows the explanation box. */
  isAIEnhanced: z.boolean(),
  aiRecommendation: ZResponseTextSchema,
  aiStrengths: z.array(ZResponseTextSchema),
  aiConcerns: z.array(ZResponseTextSchema),
  matchEngine: z.enum(MATCH_ENGINES),
  /** When the profile last changed ('Updated N days ago'). */
  updatedAt: ZResponseTextSchema,
  user: z.object({
    id: z.number(),
    profilePicture: ZResponseTextSchema.nullable(),
    location: ZResponseTextSchema.nullable(),
    createdAt: ZResponseTextSchema,
  }),
});
export type TCandidateSearchResult = z.infer<typeof ZCandidateSearchResultSchema>;
export const ZCandidateSearchResponseSchema = z.array(ZCandidateSearchResultSchema);

/** GET /api/candidates/{userId}/match: the candidate profile page's match, with its reasons. */
export const ZCandidateMatchSchema = z.object({
  score: z.number(),
  recommendation: ZResponseTextSchema,
  strengths: z.array(ZResponseTextSchema),
  concerns: z.array(ZResponseTextSchema),
  /** 'search': against the employer's last search; 'profile': no search yet, the profile on its own. */
  basis: z.enum(['search', 'profile']),
  engine: z.enum(MATCH_ENGINES),
});
export type TCandidateMatch = z.infer<typeof ZCandidateMatchSchema>;

export const NOTE_MAX_LENGTH = 5000;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
export const SAVED_SEARCHES_MAX = 50;

export const ZFavoriteSchema = z.object({ applicantId: z.number(), createdAt: ZResponseTextSchema });
export type TFavorite = z.infer<typeof ZFavoriteSchema>;
export const ZFavoriteListSchema = z.array(ZFavoriteSchema);

/** POST /api/employer/{employerId}/favorites */
export const ZAddFavoriteRequestSchema = z.object({ applicantId: createBodyIdSchema('Applicant id') }).strict();

export const ZNoteSchema = z.object({
  applicantId: z.number(),
  note: ZResponseTextSchema,
  updatedAt: ZResponseTextSchema,
  /** The colleague who wrote the note as it stands; null once their account is gone. */
  updatedByName: ZResponseTextSchema.nullable(),
});
export type TNote = z.infer<typeof ZNoteSchema>;
export const ZNoteListSchema = z.array(ZNoteSchema);

/** POST /api/employer/{employerId}/notes: the note is trimmed; an empty note deletes. */
export const ZSaveNoteRequestSchema = z
  .object({
    applicantId: createBodyIdSchema('Applicant id'),
    note: createTextSchema({ label: 'Note', error: 'Note must be text' })
      .trim()
      .max(NOTE_MAX_LENGTH, `Note must be at most ${NOTE_MAX_LENGTH} characters long`),
  })
  .strict();
export type TSaveNoteRequest = z.input<typeof ZSaveNoteRequestSchema>;
/** The stored note, or `note: null` when an empty note deleted it. */
export const ZSaveNoteResponseSchema = z.object({
  applicantId: z.number(),
  note: ZResponseTextSchema.nullable(),
  updatedAt: ZResponseTextSchema.nullable(),
  updatedByName: ZResponseTextSchema.nullable(),
});
export type TSaveNoteResponse = z.infer<typeof ZSaveNoteResponseSchema>;

/** Saved searches: the panel's criteria under a name, to run again later. */
export const ZSaveSearchRequestSchema = z
  .object({
    name: createTextSchema({ label: 'Name', error: 'Name must be text' })
      .trim()
      .min(1, 'Name is required')
      .max(SAVED_SEARCH_NAME_MAX_LENGTH, `Name must be at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters long`),
    criteria: ZCandidateSearchRequestSchema,
  })
  .strict();
export type TSaveSearchRequest = z.input<typeof ZSaveSearchRequestSchema>;

export const ZSavedSearchSchema = z.object({
  id: z.number(),
  name: ZResponseTextSchema,
  criteria: ZSearchCriteriaSchema,
  alertFrequency: z.enum(ALERT_FREQUENCIES),
  createdAt: ZResponseTextSchema,
});
export type TSavedSearch = z.infer<typeof ZSavedSearchSchema>;
export const ZSavedSearchListSchema = z.array(ZSavedSearchSchema);

/** The best new matches an alert names; the rest are counted. */
export const ALERT_TOP_MATCHES = 5;
/** Matches below this score (0-100) are not news worth an alert. */
export const ALERT_MIN_SCORE = 50;

/** PUT /api/employer/{employerId}/saved-searches/{id}/alerts */
export const ZSavedSearchAlertsRequestSchema = z.object({ alertFrequency: createAlertFrequencySchema() }).strict();

/** POST /api/admin/alerts/run: what one round sent. */
export const ZAlertRoundSchema = z.object({ searchAlerts: z.number(), jobAlerts: z.number() });
export type TAlertRound = z.infer<typeof ZAlertRoundSchema>;
