/**
 * The hiring analytics' reads: every figure is counted, averaged or ranked in the database, so an
 * employer with tens of thousands of applications sends back a few dozen rows. Whose jobs and
 * conversations are read (the company's) is said once each, in `companyJobs` and `companyConversations`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TJobStatus } from '#shared/job-values.ts';
import type { TFunnelStage, TTimedStage } from '#shared/schemas/hiring-analytics.ts';
import { toRows } from '#server/db/change-tracking.ts';
import type { Executor } from '#server/db/client.ts';
import { applicantProfiles, conversationMessages, conversations, jobApplicationEvents, jobApplications, jobs } from '#server/db/schema.ts';

/** The company's jobs, as a query's `scoped_jobs`. */
function companyJobs(companyId: number): SQL {
  return sql`select ${jobs.id} as id, ${jobs.title} as title, ${jobs.status} as status, ${jobs.createdAt} as created_at
    from ${jobs} where ${jobs.companyId} = ${companyId}`;
}

/** The condition on `conversations` (as `alias`) that keeps the company's own. */
function companyConversations(alias: SQL, companyId: number): SQL {
  return sql`${alias}.company_id = ${companyId}`;
}

/** The company, the range (UTC days, `to` included) and one job of theirs, or null for all. */
type TAnalyticsScope = { companyId: number; jobId: number | null; from: string; to: string };
/** The same without the job: reads that answer per job. */
type TEmployerRange = Omit<TAnalyticsScope, 'jobId'>;

/** `column` within the range: UTC days, `to` included. */
function inRange(column: SQL, scope: Pick<TAnalyticsScope, 'from' | 'to'>): SQL {
  return sql`${column} >= (${scope.from}::date)::timestamp at time zone 'UTC'
    and ${column} < (${scope.to}::date + 1)::timestamp at time zone 'UTC'`;
}

export type TDurationRow = { samples: number; medianSeconds: number | null; meanSeconds: number | null };

type TFunnelRow = {
  withdrawn: number;
  rejected: number;
  /** Applications that reached each stage; `applied` is every application. */
  reached: Record<TFunnelStage, number>;
  /** Sending to the first move to Hired, over the applications hired. */
  hire: TDurationRow;
};
type TJobFunnelRow = TFunnelRow & { jobId: number; title: string; status: TJobStatus };

/**
 * The applications sent in the range to the employer's jobs: per job (newest first) and for all of
 * them together, how far they got (the furthest stage their history reached, or the stage they are
 * in, kept on the application by migration 0025's trigger), how many were withdrawn or rejected, and
 * the time from sending to the first move to Hired (count, median, mean in seconds).
 */
export async function readFunnels(db: Executor, range: TEmployerRange): Promise<{ total: TFunnelRow; jobs: TJobFunnelRow[] }> {
  type TRow = { job_id: number | null; title: string | null; status: TJobStatus | null; withdrawn: number; rejected: number } & Record<
    TFunnelStage | 'hires',
    number
  > & { hire_median: number | null; hire_mean: number | null };
  const rows = toRows<TRow>(
    await db.execute(sql`with scoped_jobs as (${companyJobs(range.companyId)}),
      scoped_applications as (
        select a.id, a.job_id, a.stage, a.withdrawn_at,
          greatest(a.furthest_stage_rank, application_stage_rank(a.stage::text)) as reached,
          extract(epoch from a.hired_at - a.created_at) as hire_seconds
        from ${jobApplications} a join scoped_jobs j on j.id = a.job_id
        where ${inRange(sql`a.created_at`, range)}
      )
      select j.id as job_id, j.title, j.status,
        count(a.id)::int as applied,
        count(a.id) filter (where a.reached >= 2)::int as screening,
        count(a.id) filter (where a.reached >= 3)::int as interview,
        count(a.id) filter (where a.reached >= 4)::int as offer,
        count(a.id) filter (where a.reached >= 5)::int as hired,
        count(a.id) filter (where a.withdrawn_at is not null)::int as withdrawn,
        count(a.id) filter (where a.stage = 'rejected')::int as rejected,
        count(a.hire_seconds)::int as hires,
        round(percentile_cont(0.5) within group (order by a.hire_seconds))::float8 as hire_median,
        round(avg(a.hire_seconds))::float8 as hire_mean
      from scoped_jobs j left join scoped_applications a on a.job_id = j.id
      group by grouping sets ((j.id, j.title, j.status, j.created_at), ())
      order by j.created_at desc nulls first, j.id desc`),
  );
  const toFunnel = (row: TRow): TFunnelRow => ({
    withdrawn: row.withdrawn,
    rejected: row.rejected,
    reached: { applied: row.applied, screening: row.screening, interview: row.interview, offer: row.offer, hired: row.hired },
    hire: { samples: row.hires, medianSeconds: row.hire_median, meanSeconds: row.hire_mean },
  });
  // The grouping set () is the row of all jobs; it is there even when the employer has none.
  const [total, ...perJob] = rows;
  return {
    total: toFunnel(total!),
    jobs: perJob.map((row) => ({ ...toFunnel(row), jobId: row.job_id!, title: row.title!, status: row.status! })),
  };
}

/**
 * Each stay in a stage of the applications sent in the range to the scope's jobs, from its history
 * entry to the application's next one (`left_at`, kept by migration 0025's trigger; stays still
 * going are not measured): count, median and mean in seconds, by stage.
 */
export async function readStays(db: Executor, scope: TAnalyticsScope): Promise<Partial<Record<TTimedStage, TDurationRow>>> {
  type TRow = { stage: TTimedStage; samples: number; median_seconds: number; mean_seconds: number };
  const oneJob = scope.jobId === null ? sql`` : sql` and a.job_id = ${scope.jobId}`;
  const rows = toRows<TRow>(
    await db.execute(sql`with scoped_jobs as (${companyJobs(scope.companyId)}),
      scoped_applications as (
        select a.id from ${jobApplications} a join scoped_jobs j on j.id = a.job_id
        where ${inRange(sql`a.created_at`, scope)}${oneJob}
      ),
      stays as (
        select e.event, extract(epoch from e.left_at - e.created_at) as seconds
        from ${jobApplicationEvents} e join scoped_applications a on a.id = e.application_id
        where e.left_at is not null and e.event in ('applied', 'screening', 'interview', 'offer')
      )
      select event as stage, count(*)::int as samples,
        round(percentile_cont(0.5) within group (order by seconds))::float8 as median_seconds,
        round(avg(seconds))::float8 as mean_seconds
      from stays
      group by event`),
  );
  return Object.fromEntries(
    rows.map((row) => [row.stage, { samples: row.samples, medianSeconds: row.median_seconds, meanSeconds: row.mean_seconds }]),
  );
}

export type TJobOutreachRow = { jobId: number; contacted: number; responded: number; declined: number; applied: number };

/**
 * Per job of the employer with any: the employer's conversations about it opened in the range whose
 * first message is the employer's, those the developer wrote in (a reply or a decline), those
 * declined, and those whose developer applied to the job after the conversation opened.
 */
export async function readJobOutreach(db: Executor, range: TEmployerRange): Promise<TJobOutreachRow[]> {
  type TRow = { job_id: number; contacted: number; responded: number; declined: number; applied: number };
  const rows = toRows<TRow>(
    await db.execute(sql`with scoped_jobs as (${companyJobs(range.companyId)}),
      threads as (
        select c.id, c.job_id, c.developer_user_id, c.created_at, c.declined_at is not null as is_declined,
          min(m.id) filter (where m.sender_user_id is distinct from c.developer_user_id) as first_employer_message,
          min(m.id) filter (where m.sender_user_id = c.developer_user_id) as first_developer_message
        from ${conversations} c
        join scoped_jobs j on j.id = c.job_id
        join ${conversationMessages} m on m.conversation_id = c.id
        where ${companyConversations(sql`c`, range.companyId)} and ${inRange(sql`c.created_at`, range)}
        group by c.id
      ),
      outreach as (
        select * from threads
        where first_employer_message < coalesce(first_developer_message, first_employer_message + 1)
      )
      select o.job_id, count(*)::int as contacted,
        count(*) filter (where o.first_developer_message is not null)::int as responded,
        count(*) filter (where o.is_declined)::int as declined,
        count(*) filter (where exists (
          select 1 from ${jobApplications} a join ${applicantProfiles} p on p.id = a.applicant_id
          where a.job_id = o.job_id and p.user_id = o.developer_user_id and a.created_at >= o.created_at
        ))::int as applied
      from outreach o group by o.job_id`),
  );
  return rows.map((row) => ({
    jobId: row.job_id,
    contacted: row.contacted,
    responded: row.responded,
    declined: row.declined,
    applied: row.applied,
  }));
}

/** Applications per job of the company, withdrawn ones left out: what the job cards show. */
export async function countApplicantsPerJob(db: Executor, params: { companyId: number }): Promise<{ jobId: number; applicants: number }[]> {
  const rows = toRows<{ job_id: number; applicants: number }>(
    await db.execute(sql`with scoped_jobs as (${companyJobs(params.companyId)})
      select j.id as job_id, count(a.id) filter (where a.withdrawn_at is null)::int as applicants
      from scoped_jobs j left join ${jobApplications} a on a.job_id = j.id
      group by j.id`),
  );
  return rows.map((row) => ({ jobId: row.job_id, applicants: row.applicants }));
}
