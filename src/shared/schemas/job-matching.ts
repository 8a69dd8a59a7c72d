/**
 * How developers and jobs fit each other (issue 25), scored by the engine that ranks candidate
 * search: a developer's recommended jobs and their fit with one job, a job's ranked candidates
 * (applicants first, then suggested developers who did not apply), and a developer's saved jobs.
 */
import { z } from 'zod';
import { APPLICATION_STAGES } from '../job-values.ts';
import { EXPERIENCE_LEVELS } from '../profile-values.ts';
import { ZJobSchema } from './jobs.ts';
import { ZResponseTextSchema } from './text.ts';

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
