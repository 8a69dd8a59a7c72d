/**
 * Hiring analytics: GET /api/employer/{employerId}/analytics and its CSV, analytics.csv, for the
 * employer's jobs together or one of them (decision 045 defines every measure).
 *
 * The range is of UTC days, both ends included. It filters applications by when they were sent
 * (`created_at`) and outreach conversations by when they were opened; what happened to those later,
 * even after the range ends, counts (an application sent in the range and hired after it is hired).
 */
import { z } from 'zod';
import { JOB_STATUSES } from '../job-values.ts';
import { createIdSchema } from './id.ts';
import { createTextSchema, ZResponseTextSchema } from './text.ts';

/** The pipeline's stages in order: the funnel's steps. */
export const FUNNEL_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired'] as const;
export type TFunnelStage = (typeof FUNNEL_STAGES)[number];
/** The stages an application waits in (Hired ends the pipeline). */
export const TIMED_STAGES = ['applied', 'screening', 'interview', 'offer'] as const;
export type TTimedStage = (typeof TIMED_STAGES)[number];

/** The longest range asked for at once: ten years of days. */
export const ANALYTICS_RANGE_MAX_DAYS = 3660;
const DAY_MS = 86_400_000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Days from `from` to `to`, both included (1 for a single day). */
export function countRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

function createDaySchema(label: string) {
  const message = `${label} must be a date written YYYY-MM-DD`;
  return createTextSchema({ label, error: message }).refine(isIsoDay, message);
}

/** The query of both routes: the range (UTC days, both included) and, optionally, one job. */
export const ZAnalyticsQuerySchema = z
  .object({
    from: createDaySchema('From'),
    to: createDaySchema('To'),
    jobId: createIdSchema('Job id').optional(),
  })
  .strict()
  .superRefine((query, context) => {
    // Each day was checked above; an invalid one has its own message already.
    if (!isIsoDay(query.from) || !isIsoDay(query.to)) return;
    if (query.from > query.to) context.addIssue({ code: 'custom', path: ['from'], message: 'From must be on or before To' });
    else if (countRangeDays(query.from, query.to) > ANALYTICS_RANGE_MAX_DAYS)
      context.addIssue({ code: 'custom', path: ['from'], message: `The range must be at most ${ANALYTICS_RANGE_MAX_DAYS} days long` });
  });
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuerySchema>;

/** Median and mean of a duration, in seconds; null when nothing was measured. */
const ZDurationSchema = z.object({
  /** How many durations were measured. */
  samples: z.number().int(),
  medianSeconds: z.number().nullable(),
  meanSeconds: z.number().nullable(),
});
export type TDuration = z.infer<typeof ZDurationSchema>;

/** The figures for one job, for the employer's breakdown by job (the range applies as above). */
export const ZJobAnalyticsSchema = z.object({
  jobId: z.number().int(),
  title: ZResponseTextSchema,
  status: z.enum(JOB_STATUSES),
  applications: z.number().int(),
  hired: z.number().int(),
  contacted: z.number().int(),
  responded: z.number().int(),
});
export type TJobAnalytics = z.infer<typeof ZJobAnalyticsSchema>;

export const ZHiringAnalyticsSchema = z.object({
  from: ZResponseTextSchema,
  to: ZResponseTextSchema,
  /** The job the figures are for; null: all the employer's jobs together. */
  jobId: z.number().int().nullable(),
  /** Applications sent in the range, withdrawn and rejected ones included. */
  applications: z.number().int(),
  /** Of those, withdrawn by the candidate (now). */
  withdrawn: z.number().int(),
  /** Of those, rejected (now). */
  rejected: z.number().int(),
  /**
   * Per stage, the applications that reached it: their history (or their stage now) shows it or a
   * later stage. `conversion`: reached this stage / reached the one before (null for Applied, or
   * when none reached the one before).
   */
  funnel: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), reached: z.number().int(), conversion: z.number().nullable() })),
  /**
   * Per stage, each stay in it: from the history entry that moved the application into it to the
   * application's next entry (another stage, a rejection or a withdrawal). Stays still going are not measured.
   */
  timeInStage: z.array(ZDurationSchema.extend({ stage: z.enum(TIMED_STAGES) })),
  /** From sending the application to its first move to Hired, for the applications hired. */
  timeToHire: ZDurationSchema,
  /**
   * Outreach: the employer's conversations about the job(s) opened in the range whose first message
   * is the employer's (candidates they contacted, e.g. from a job's suggested candidates; a
   * conversation about no job is left out), set against `applications`.
   * `responded`: the developer wrote back (a reply or a decline); `declined`: of those, declines;
   * `applied`: the developer applied to the job after being contacted. `responseRate`: responded /
   * contacted (null with no outreach).
   */
  outreach: z.object({
    contacted: z.number().int(),
    responded: z.number().int(),
    declined: z.number().int(),
    applied: z.number().int(),
    responseRate: z.number().nullable(),
  }),
  /** Every job of the employer, newest first, with its own figures in the range (whichever job was asked for). */
  jobs: z.array(ZJobAnalyticsSchema),
});
export type THiringAnalytics = z.infer<typeof ZHiringAnalyticsSchema>;

/** GET /api/employer/{employerId}/analytics/applicants: per job of the employer, its applications not withdrawn (any date, any stage). */
export const ZApplicantsPerJobSchema = z.object({
  jobs: z.array(z.object({ jobId: z.number().int(), applicants: z.number().int() })),
});
export type TApplicantsPerJob = z.infer<typeof ZApplicantsPerJobSchema>;
