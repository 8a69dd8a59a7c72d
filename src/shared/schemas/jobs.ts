/**
 * Company and job contracts (issue 25): the employer's company profile, the jobs they post under
 * /api/employer/{employerId}/jobs, and the public board under /api/jobs. Then applications: a
 * developer applies with a resume and a note, follows the application's stages and may withdraw it;
 * the job's owner moves it through the pipeline. Then how developers and jobs fit each other, scored
 * by the engine that ranks candidate search: a developer's recommended jobs and their fit with one
 * job, a job's ranked candidates (applicants first, then suggested developers who did not apply), a
 * developer's saved jobs and job alerts.
 */
import { z } from 'zod';
import {
  APPLICATION_STAGES,
  COMPANY_SIZES,
  EMPLOYMENT_TYPES,
  JOB_SKILLS_MAX,
  JOB_STATUSES,
  SALARY_CURRENCIES,
  WORKPLACE_TYPES,
} from '../job-values.ts';
import { EXPERIENCE_LEVELS } from '../profile-values.ts';
import { isOneTagChoice, tagChoiceFields } from './candidate-tags.ts';
import { ZSendMessageRequestSchema } from './conversations.ts';
import { toUniqueSkills } from '../skill-list.ts';
import { createAlertFrequencySchema } from './alert-frequency.ts';
import { createBodyIdSchema, createIdSchema } from './id.ts';
import { createSalarySchema, isSalaryRangeOrdered, SALARY_RANGE_ERROR } from './salary.ts';
import { createSingleLineTextSchema, createTextSchema, ZResponseTextSchema } from './text.ts';

export const COMPANY_NAME_MAX = 120;
export const COMPANY_ABOUT_MAX = 2000;
export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MAX = 20_000;

/** Optional text: trimmed, an empty value stored as null; one line unless `createSchema` says otherwise. */
const optionalText = (label: string, max: number, createSchema = createSingleLineTextSchema) =>
  createSchema({ label, error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters long`)
    .nullish()
    .transform((value) => (value ? value : null));

const requiredText = (label: string, min: number, max: number) =>
  createSingleLineTextSchema({ label, error: `${label} is required` })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters long`)
    .max(max, `${label} must be at most ${max} characters long`);

/** A web address people can open: http or https only (no javascript: links on a public page). */
const ZWebsiteSchema = createTextSchema({ label: 'Website', error: 'Website must be text' })
  .trim()
  .max(200, 'Website must be at most 200 characters long')
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isWebAddress(value), { message: 'Website must be a web address starting with http:// or https://' });

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** PUT /api/employer/{employerId}/company. */
export const ZSaveCompanyRequestSchema = z
  .object({
    name: requiredText('Company name', 1, COMPANY_NAME_MAX),
    website: ZWebsiteSchema,
    size: z
      .enum(COMPANY_SIZES, { error: `Company size must be one of ${COMPANY_SIZES.join(', ')}` })
      .nullish()
      .transform((value) => value ?? null),
    location: optionalText('Location', 120),
    about: optionalText('About', COMPANY_ABOUT_MAX, createTextSchema),
  })
  .strict();
export type TSaveCompanyRequest = z.input<typeof ZSaveCompanyRequestSchema>;
export type TCompanyFields = z.output<typeof ZSaveCompanyRequestSchema>;

export const ZCompanySchema = z.object({
  /** The company's own id (its logo's address carries it). */
  id: z.number(),
  /** The member the request named (the path's employerId). */
  employerId: z.number(),
  name: ZResponseTextSchema,
  website: ZResponseTextSchema.nullable(),
  size: z.enum(COMPANY_SIZES).nullable(),
  location: ZResponseTextSchema.nullable(),
  about: ZResponseTextSchema.nullable(),
  /** `/api/companies/{companyId}/logo?v=…`, or null without a logo. */
  logoUrl: ZResponseTextSchema.nullable(),
  updatedAt: ZResponseTextSchema,
});
export type TCompany = z.infer<typeof ZCompanySchema>;

/** GET /api/employer/{employerId}/company: the company of the member the path names, null until someone names it. */
export const ZCompanyResponseSchema = z.object({ company: ZCompanySchema.nullable() });

/** A job's skills: trimmed, empties and case-insensitive duplicates dropped, at most JOB_SKILLS_MAX. */
const jobSkills = (label: string) =>
  z
    .array(createTextSchema({ label, error: 'Each skill must be text' }).trim().max(60, 'A skill must be at most 60 characters long'), {
      error: `${label} must be a list of skills`,
    })
    .transform(toUniqueSkills)
    .pipe(z.array(createTextSchema()).max(JOB_SKILLS_MAX, `${label}: at most ${JOB_SKILLS_MAX} skills`));

const jobFields = {
  title: requiredText('Job title', 3, JOB_TITLE_MAX),
  description: createTextSchema({ label: 'Description', error: 'Description must be text' })
    .trim()
    .max(JOB_DESCRIPTION_MAX, `Description must be at most ${JOB_DESCRIPTION_MAX} characters long`),
  requiredSkills: jobSkills('Required skills'),
  niceToHaveSkills: jobSkills('Nice-to-have skills'),
  experienceLevel: z
    .enum(EXPERIENCE_LEVELS, { error: 'Experience level must be entry, mid or senior' })
    .nullish()
    .transform((value) => value ?? null),
  location: optionalText('Location', 120),
  workplaceType: z.enum(WORKPLACE_TYPES, { error: 'Workplace must be onsite, hybrid or remote' }),
  salaryMin: createSalarySchema('Minimum salary'),
  salaryMax: createSalarySchema('Maximum salary'),
  salaryCurrency: z.enum(SALARY_CURRENCIES, { error: `Currency must be one of ${SALARY_CURRENCIES.join(', ')}` }),
  employmentType: z.enum(EMPLOYMENT_TYPES, { error: 'Employment type must be full_time, part_time, contract or internship' }),
};

/** POST /api/employer/{employerId}/jobs: a draft, or an open job when `status` is 'open'. */
export const ZCreateJobRequestSchema = z
  .object({
    ...jobFields,
    description: jobFields.description.default(''),
    requiredSkills: jobFields.requiredSkills.default([]),
    niceToHaveSkills: jobFields.niceToHaveSkills.default([]),
    location: jobFields.location.default(null),
    workplaceType: jobFields.workplaceType.default('onsite'),
    salaryCurrency: jobFields.salaryCurrency.default('USD'),
    employmentType: jobFields.employmentType.default('full_time'),
    status: z.enum(['draft', 'open'], { error: 'A new job is a draft or open' }).default('draft'),
  })
  .strict()
  .refine(isSalaryRangeOrdered, SALARY_RANGE_ERROR);
export type TCreateJobRequest = z.input<typeof ZCreateJobRequestSchema>;
export type TNewJob = z.output<typeof ZCreateJobRequestSchema>;

/**
 * PATCH /api/employer/{employerId}/jobs/{jobId}: only sent fields change. `status` publishes a
 * draft ('open'), closes an open job ('closed') or reopens a closed one ('open').
 */
export const ZUpdateJobRequestSchema = z
  .object({ ...jobFields, status: z.enum(JOB_STATUSES, { error: 'Status must be draft, open or closed' }) })
  .partial()
  .strict()
  .refine(isSalaryRangeOrdered, SALARY_RANGE_ERROR);
export type TUpdateJobRequest = z.input<typeof ZUpdateJobRequestSchema>;
export type TJobChanges = z.output<typeof ZUpdateJobRequestSchema>;

/** The company as a job shows it. */
const ZJobCompanySchema = z.object({
  id: z.number(),
  /** The colleague who posted the job; null once their account is gone. */
  employerId: z.number().nullable(),
  name: ZResponseTextSchema,
  website: ZResponseTextSchema.nullable(),
  size: z.enum(COMPANY_SIZES).nullable(),
  location: ZResponseTextSchema.nullable(),
  about: ZResponseTextSchema.nullable(),
  logoUrl: ZResponseTextSchema.nullable(),
});

export const ZJobSchema = z.object({
  id: z.number(),
  status: z.enum(JOB_STATUSES),
  title: ZResponseTextSchema,
  description: ZResponseTextSchema,
  requiredSkills: z.array(ZResponseTextSchema),
  niceToHaveSkills: z.array(ZResponseTextSchema),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).nullable(),
  location: ZResponseTextSchema.nullable(),
  workplaceType: z.enum(WORKPLACE_TYPES),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  salaryCurrency: z.enum(SALARY_CURRENCIES),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  publishedAt: ZResponseTextSchema.nullable(),
  closedAt: ZResponseTextSchema.nullable(),
  createdAt: ZResponseTextSchema,
  updatedAt: ZResponseTextSchema,
  company: ZJobCompanySchema,
});
export type TJob = z.infer<typeof ZJobSchema>;

export const ZJobListSchema = z.array(ZJobSchema);

/** GET /api/jobs: open jobs, newest first. Query-string values, so everything arrives as text. */
export const ZJobBoardQuerySchema = z
  .object({
    /** Words the title must each hold. */
    q: optionalText('Search', 200).optional(),
    /** Comma-separated: jobs asking for any of them. */
    skills: optionalText('Skills', 600).optional(),
    remote: z.enum(['true', 'false'], { error: 'Remote must be true or false' }).optional(),
    level: z.enum(EXPERIENCE_LEVELS, { error: 'Level must be entry, mid or senior' }).optional(),
    salaryMin: createTextSchema({ label: 'Minimum salary', error: 'Minimum salary must be a whole number' })
      .regex(/^\d{1,8}$/, 'Minimum salary must be a whole number')
      .transform(Number)
      .optional(),
    page: createTextSchema({ label: 'Page', error: 'Page must be a positive whole number' })
      .regex(/^[1-9]\d{0,5}$/, 'Page must be a positive whole number')
      .transform(Number)
      .optional(),
  })
  .strict();

export type TJobBoardQuery = z.output<typeof ZJobBoardQuerySchema>;

export const ZJobBoardSchema = z.object({
  jobs: ZJobListSchema,
  /** Open jobs matching, on every page. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TJobBoard = z.infer<typeof ZJobBoardSchema>;

export const APPLICATION_NOTE_MAX = 2000;
export const REJECTION_REASON_MAX = 1000;

/** POST /api/jobs/{jobId}/applications. */
export const ZApplyRequestSchema = z
  .object({
    resumeId: z
      .number({ error: 'Choose a resume to apply with' })
      .int('Resume id must be a whole number')
      .positive('Resume id must be positive'),
    note: createTextSchema({ label: 'Note', error: 'Note must be text' })
      .trim()
      .max(APPLICATION_NOTE_MAX, `Note must be at most ${APPLICATION_NOTE_MAX} characters long`)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .strict();
export type TApplyRequest = z.input<typeof ZApplyRequestSchema>;

const moveFields = {
  stage: z.enum(APPLICATION_STAGES, { error: `Stage must be one of ${APPLICATION_STAGES.join(', ')}` }),
  rejectionReason: createTextSchema({ label: 'Reason', error: 'Reason must be text' })
    .trim()
    .max(REJECTION_REASON_MAX, `Reason must be at most ${REJECTION_REASON_MAX} characters long`)
    .nullish()
    .transform((value) => (value ? value : null)),
  /** Whether the candidate is sent the reason; kept for the team either way. */
  shareReason: z.boolean({ error: 'Share reason must be true or false' }).default(true),
};
const isReasonWithRejection = {
  check: (body: { stage: string; rejectionReason: string | null }) => body.rejectionReason === null || body.stage === 'rejected',
  error: { message: 'A reason goes with a rejection only', path: ['rejectionReason'] },
};

/**
 * PATCH /api/employer/{employerId}/jobs/{jobId}/applications/{applicationId}: a move to another
 * stage. A rejection may carry a reason, which the candidate is sent unless `shareReason` is false;
 * without one they are told only that the application did not go further.
 */
export const ZMoveApplicationRequestSchema = z.object(moveFields).strict().refine(isReasonWithRejection.check, isReasonWithRejection.error);
export type TMoveApplicationRequest = z.input<typeof ZMoveApplicationRequestSchema>;
export type TMove = z.output<typeof ZMoveApplicationRequestSchema>;

/** At most this many applications in one bulk action (a move, a tag, a message). */
export const BULK_ACTION_MAX = 100;

/** The chosen applications of a bulk action: each once, BULK_ACTION_MAX at most. */
const bulkApplicationIds = z
  .array(createBodyIdSchema('Application id'), { error: 'Application ids must be a list' })
  .min(1, 'Choose at least one candidate')
  .max(BULK_ACTION_MAX, `At most ${BULK_ACTION_MAX} candidates at once`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each candidate may be chosen once');

/**
 * POST /api/employer/{employerId}/jobs/{jobId}/applications/bulk-move: several applications of the
 * job to one stage (a rejection with one reason, shared or not), all or none.
 */
export const ZBulkMoveRequestSchema = z
  .object({ applicationIds: bulkApplicationIds, ...moveFields })
  .strict()
  .refine(isReasonWithRejection.check, isReasonWithRejection.error);
export type TBulkMoveRequest = z.input<typeof ZBulkMoveRequestSchema>;

/** What a bulk move did: the applications moved, and those left as they were, with why. */
export const ZBulkMoveResultSchema = z.object({
  moved: z.array(z.number()),
  skipped: z.array(z.object({ applicationId: z.number(), reason: z.enum(['withdrawn', 'already-there']) })),
});
export type TBulkMoveResult = z.infer<typeof ZBulkMoveResultSchema>;

/**
 * POST /api/employer/{employerId}/jobs/{jobId}/applications/bulk-tag: the chosen applications'
 * candidates tagged with one of the company's tags, or a new one by name (created on the fly).
 */
export const ZBulkTagRequestSchema = z
  .object({ applicationIds: bulkApplicationIds, ...tagChoiceFields })
  .strict()
  .refine(isOneTagChoice.check, isOneTagChoice.error);
export type TBulkTagRequest = z.input<typeof ZBulkTagRequestSchema>;

/** Why a bulk tag left a candidate as they were. */
export const BULK_TAG_SKIP_REASONS = ['already-tagged', 'tag-limit'] as const;
export const ZBulkTagResultSchema = z.object({
  tagged: z.array(z.number()),
  skipped: z.array(z.object({ applicationId: z.number(), reason: z.enum(BULK_TAG_SKIP_REASONS) })),
});
export type TBulkTagResult = z.infer<typeof ZBulkTagResultSchema>;

/**
 * POST /api/employer/{employerId}/jobs/{jobId}/applications/bulk-message: one message to each chosen
 * candidate, in the conversation about the job. The server fills {{firstName}} (each candidate's),
 * {{jobTitle}}, {{company}} and {{recruiterName}}; any other placeholder left refuses the send.
 */
export const ZBulkMessageRequestSchema = z
  .object({ applicationIds: bulkApplicationIds, body: ZSendMessageRequestSchema.shape.body })
  .strict();
export type TBulkMessageRequest = z.input<typeof ZBulkMessageRequestSchema>;

/** Why a bulk message did not reach a candidate: they withdrew, or blocked the company. */
export const BULK_MESSAGE_SKIP_REASONS = ['withdrawn', 'blocked'] as const;
export const ZBulkMessageResultSchema = z.object({
  messaged: z.array(z.number()),
  skipped: z.array(z.object({ applicationId: z.number(), reason: z.enum(BULK_MESSAGE_SKIP_REASONS) })),
});
export type TBulkMessageResult = z.infer<typeof ZBulkMessageResultSchema>;

const ZApplicationEventSchema = z.object({
  /** A stage, or 'withdrawn'. */
  event: ZResponseTextSchema,
  createdAt: ZResponseTextSchema,
  /** Who did it, for the hiring team (the colleague who moved it); null in the developer's own view or once the account is gone. */
  actorName: ZResponseTextSchema.nullable(),
});

const applicationFields = {
  id: z.number(),
  jobId: z.number(),
  stage: z.enum(APPLICATION_STAGES),
  resumeFileName: ZResponseTextSchema,
  note: ZResponseTextSchema.nullable(),
  withdrawnAt: ZResponseTextSchema.nullable(),
  createdAt: ZResponseTextSchema,
  updatedAt: ZResponseTextSchema,
  history: z.array(ZApplicationEventSchema),
};

/** An application as its developer sees it: the job, the stage and the reason they were sent. */
export const ZApplicationSchema = z.object({
  ...applicationFields,
  jobTitle: ZResponseTextSchema,
  jobStatus: ZResponseTextSchema,
  companyName: ZResponseTextSchema,
  rejectionReason: ZResponseTextSchema.nullable(),
});
export type TApplication = z.infer<typeof ZApplicationSchema>;
export const ZApplicationListSchema = z.array(ZApplicationSchema);

/** An application as the job's owner sees it: the candidate and the resume as it was sent. */
export const ZReceivedApplicationSchema = z.object({
  ...applicationFields,
  applicantId: z.number(),
  candidateUserId: z.number(),
  candidateName: ZResponseTextSchema,
  candidateTitle: ZResponseTextSchema.nullable(),
  resumeContent: ZResponseTextSchema,
  rejectionReason: ZResponseTextSchema.nullable(),
  /** Whether the candidate was sent the reason. */
  isRejectionReasonShared: z.boolean(),
});
export type TReceivedApplication = z.infer<typeof ZReceivedApplicationSchema>;
export const ZReceivedApplicationListSchema = z.array(ZReceivedApplicationSchema);

/** How many recommended jobs a developer sees, and how many suggested candidates a job shows. */
export const RECOMMENDED_JOBS_MAX = 20;
export const SUGGESTED_CANDIDATES_MAX = 10;

/** A developer's fit with a job, in the developer's words. */
export const ZJobFitSchema = z.object({
  /** 0-100, the candidate search's score of this developer against the job. */
  score: z.number(),
  /** The job's required skills the developer has (profile, its words or primary resume), and those they lack. */
  requiredSkillsHad: z.array(ZResponseTextSchema),
  requiredSkillsMissing: z.array(ZResponseTextSchema),
  niceToHaveSkillsHad: z.array(ZResponseTextSchema),
  /** 'You have 4 of 5 required skills; missing Kubernetes'. */
  summary: ZResponseTextSchema,
  strengths: z.array(ZResponseTextSchema),
  concerns: z.array(ZResponseTextSchema),
});
export type TJobFit = z.infer<typeof ZJobFitSchema>;

/**
 * One term of a job's ad (a technology the resume engine reads in its text and skills) and whether
 * the chosen resume mentions it. A keyword check of one resume, not a fit: the job's fit is the one
 * match figure a developer sees for a job.
 */
export const ZAdTermSchema = z.object({
  name: ZResponseTextSchema,
  /** False for a term the ad lists as nice to have. */
  isRequired: z.boolean(),
  isMentioned: z.boolean(),
});
export type TAdTerm = z.infer<typeof ZAdTermSchema>;

/** GET /api/jobs/{jobId}/ad-terms?resumeId=: the ad's terms, required first; the count and both lists come from this one list. */
export const ZAdTermsSchema = z.object({ terms: z.array(ZAdTermSchema) });
export type TAdTerms = z.infer<typeof ZAdTermsSchema>;

/** Which of the developer's resumes is checked against the ad. */
export const ZAdTermsQuerySchema = z.object({ resumeId: createIdSchema('Resume id') });

/** GET /api/jobs/recommended: open jobs ranked by fit, best first; empty while the developer shows no skills. */
export const ZRecommendedJobsSchema = z.object({
  jobs: z.array(z.object({ job: ZJobSchema, fit: ZJobFitSchema })),
  /** False while neither the profile nor a resume names a skill: nothing to match on yet. */
  hasSkills: z.boolean(),
});
export type TRecommendedJobs = z.infer<typeof ZRecommendedJobsSchema>;

/** A candidate as a job's ranking shows them. */
export const ZJobCandidateSchema = z.object({
  /** The applicant (profile) id: favourites and notes use it. */
  applicantId: z.number(),
  userId: z.number(),
  fullName: ZResponseTextSchema,
  jobTitle: ZResponseTextSchema.nullable(),
  location: ZResponseTextSchema.nullable(),
  profilePicture: ZResponseTextSchema.nullable(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).nullable(),
  skills: z.array(ZResponseTextSchema),
  /** Null for a suggested candidate, who did not apply. */
  application: z
    .object({
      id: z.number(),
      stage: z.enum(APPLICATION_STAGES),
      resumeFileName: ZResponseTextSchema,
      note: ZResponseTextSchema.nullable(),
      withdrawnAt: ZResponseTextSchema.nullable(),
      createdAt: ZResponseTextSchema,
    })
    .nullable(),
  match: z.object({
    score: z.number(),
    /** 'Has 4 of 5 required skills; missing Kubernetes'. */
    summary: ZResponseTextSchema,
    strengths: z.array(ZResponseTextSchema),
    concerns: z.array(ZResponseTextSchema),
  }),
});
export type TJobCandidate = z.infer<typeof ZJobCandidateSchema>;

/** GET /api/employer/{employerId}/jobs/{jobId}/candidates. */
export const ZJobCandidatesSchema = z.object({
  /** Everyone who applied (withdrawn ones too, marked), best match first. */
  applicants: z.array(ZJobCandidateSchema),
  /** Listed developers who did not apply, best match first, at most SUGGESTED_CANDIDATES_MAX; none for a job that is not open. */
  suggestions: z.array(ZJobCandidateSchema),
});
export type TJobCandidates = z.infer<typeof ZJobCandidatesSchema>;

/** GET /api/applicant/saved-jobs: newest saved first. PUT and DELETE /api/applicant/saved-jobs/{jobId} save and forget one (204). */
export const ZSavedJobsSchema = z.object({ jobs: z.array(ZJobSchema.extend({ savedAt: ZResponseTextSchema })) });
export type TSavedJobs = z.infer<typeof ZSavedJobsSchema>;

/** GET /api/skills/suggestions?q=: taxonomy skill names that start with (or else contain) the typed text, for tag inputs. */
export const SKILL_SUGGESTIONS_MAX = 8;
export const ZSkillSuggestionsSchema = z.object({ skills: z.array(ZResponseTextSchema) });
export type TSkillSuggestions = z.infer<typeof ZSkillSuggestionsSchema>;

/** GET and PUT /api/applicant/job-alerts */
export const ZJobAlertsSchema = z.object({ frequency: createAlertFrequencySchema() }).strict();
export type TJobAlerts = z.infer<typeof ZJobAlertsSchema>;
