/**
 * The hiring analytics of an employer's jobs, together or one of them, over a range of days; and
 * the applicants per job the job cards show. The employer the path names reads them, and admins.
 */
import {
  FUNNEL_STAGES,
  TIMED_STAGES,
  type TAnalyticsQuery,
  type THiringAnalytics,
  type TJobAnalytics,
} from '#shared/schemas/hiring-analytics.ts';
import type { TAppContext } from '#server/context.ts';
import { JOB_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { resolveNamedEmployerWorkspace, type TWorkspace } from '#server/plugins/employer-workspace.ts';
import {
  countApplicantsPerJob,
  readFunnels,
  readJobOutreach,
  readStays,
  type TDurationRow,
  type TJobOutreachRow,
} from './hiring-analytics.queries.ts';

const NOT_YOUR_ANALYTICS = 'You can only see the analytics of your own jobs.';

/** The company whose analytics the path's member reads: every member may, and admins. */
function resolveAnalyticsWorkspace(db: Executor, actor: TActor, employerId: number): Promise<TWorkspace> {
  return resolveNamedEmployerWorkspace(db, actor, { employerId, access: 'read', notYours: NOT_YOUR_ANALYTICS });
}

const NO_OUTREACH: Omit<TJobOutreachRow, 'jobId'> = { contacted: 0, responded: 0, declined: 0, applied: 0 };
const NO_DURATION: TDurationRow = { samples: 0, medianSeconds: null, meanSeconds: null };

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

function sumOutreach(rows: Omit<TJobOutreachRow, 'jobId'>[]): Omit<TJobOutreachRow, 'jobId'> {
  return rows.reduce(
    (total, row) => ({
      contacted: total.contacted + row.contacted,
      responded: total.responded + row.responded,
      declined: total.declined + row.declined,
      applied: total.applied + row.applied,
    }),
    NO_OUTREACH,
  );
}

/** GET /api/employer/{employerId}/analytics: the figures ZHiringAnalyticsSchema describes. */
export async function getHiringAnalytics(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { employerId: number } & TAnalyticsQuery,
): Promise<THiringAnalytics> {
  const { companyId } = await resolveAnalyticsWorkspace(db, actor, params.employerId);
  const jobId = params.jobId ?? null;
  const range = { companyId, from: params.from, to: params.to };
  const funnels = await readFunnels(db, range);
  const funnel = jobId === null ? funnels.total : funnels.jobs.find((row) => row.jobId === jobId);
  if (!funnel) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  const outreachByJob = new Map((await readJobOutreach(db, range)).map((row) => [row.jobId, row]));
  const stays = await readStays(db, { ...range, jobId });

  const outreach = jobId === null ? sumOutreach([...outreachByJob.values()]) : (outreachByJob.get(jobId) ?? NO_OUTREACH);
  const jobs: TJobAnalytics[] = funnels.jobs.map((row) => {
    const { contacted, responded } = outreachByJob.get(row.jobId) ?? NO_OUTREACH;
    return {
      jobId: row.jobId,
      title: row.title,
      status: row.status,
      applications: row.reached.applied,
      hired: row.reached.hired,
      contacted,
      responded,
    };
  });
  return {
    from: params.from,
    to: params.to,
    jobId,
    applications: funnel.reached.applied,
    withdrawn: funnel.withdrawn,
    rejected: funnel.rejected,
    funnel: FUNNEL_STAGES.map((stage, index) => ({
      stage,
      reached: funnel.reached[stage],
      conversion: index === 0 ? null : ratio(funnel.reached[stage], funnel.reached[FUNNEL_STAGES[index - 1]!]),
    })),
    timeInStage: TIMED_STAGES.map((stage) => ({ stage, ...(stays[stage] ?? NO_DURATION) })),
    timeToHire: funnel.hire,
    outreach: { ...outreach, responseRate: ratio(outreach.responded, outreach.contacted) },
    jobs,
  };
}

/** GET /api/employer/{employerId}/analytics/applicants: applicants per job (withdrawn ones left out), for the job cards. */
export async function getApplicantsPerJob({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { employerId: number }) {
  const { companyId } = await resolveAnalyticsWorkspace(db, actor, params.employerId);
  return { jobs: await countApplicantsPerJob(db, { companyId }) };
}
