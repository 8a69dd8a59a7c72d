/**
 * The hiring analytics' reads: every figure is counted, averaged or ranked in the database, so an
 * employer with tens of thousands of applications sends back a few dozen rows. Whose jobs and
 * conversations are read is said once each, in `employerJobs` and `employerConversations`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TJobStatus } from '#shared/job-values.ts';
import type { TFunnelStage, TTimedStage } from '#shared/schemas/hiring-analytics.ts';
import { toRows } from '#server/db/change-tracking.ts';
import type { Executor } from '#server/db/client.ts';
import { applicantProfiles, conversationMessages, conversations, jobApplicationEvents, jobApplications, jobs } from '#server/db/schema.ts';

/** The employer's jobs, or the one asked for among them, as a query's `scoped_jobs`. */
function employerJobs(params: { employerId: number; jobId: number | null }): SQL {
  const oneJob = params.jobId === null ? sql`` : sql` and ${jobs.id} = ${params.jobId}`;
  return sql`select ${jobs.id} as id, ${jobs.title} as title, ${jobs.status} as status, ${jobs.createdAt} as created_at
    from ${jobs} where ${jobs.employerId} = ${params.employerId}${oneJob}`;
}

/** The condition on `conversations` (unaliased) that keeps the employer's own. */
function employerConversations(employerId: number): SQL {
  return sql`${conversations.employerId} = ${employerId}`;
}

/** The employer, the range (UTC days, `to` included) and one job of theirs, or null for all. */
export type TAnalyticsScope = { employerId: number; jobId: number | null; from: string; to: string };
/** The same, always for all the employer's jobs: reads that answer per job. */
export type TEmployerRange = Omit<TAnalyticsScope, 'jobId'>;

/** `column` within the range: UTC days, `to` included. */
function inRange(column: SQL, scope: Pick<TAnalyticsScope, 'from' | 'to'>): SQL {
  return sql`${column} >= (${scope.from}::date)::timestamp at time zone 'UTC'
    and ${column} < (${scope.to}::date + 1)::timestamp at time zone 'UTC'`;
}

/** A stage's place in the funnel (1 Applied … 5 Hired); 0 for a rejection or a withdrawal. */
const stageRank = (stage: SQL) =>
  sql`case ${stage} when 'applied' then 1 when 'screening' then 2 when 'interview' then 3 when 'offer' then 4 when 'hired' then 5 else 0 end`;

/** The applications sent in the range to the scoped jobs, each with the furthest stage it reached. */
function scopedApplications(scope: TAnalyticsScope): SQL {
  return sql`scoped_jobs as (${employerJobs(scope)}),
    scoped_applications as (
      select a.id, a.job_id, a.created_at, a.stage, a.withdrawn_at,
        greatest(1, ${stageRank(sql`a.stage::text`)}, coalesce(max(${stageRank(sql`e.event`)}), 0)) as reached
      from ${jobApplications} a
      join scoped_jobs j on j.id = a.job_id
      left join ${jobApplicationEvents} e on e.application_id = a.id
      where ${inRange(sql`a.created_at`, scope)}
      group by a.id
    )`;
}

export type TJobFunnelRow = {
  jobId: number;
  title: string;
  status: TJobStatus;
  withdrawn: number;
  rejected: number;
  /** Applications that reached each stage; `applied` is every application. */
  reached: Record<TFunnelStage, number>;
};

/** Per job of the employer, newest first: its applications in the range, how far they got, how many were withdrawn or rejected. */
export async function readJobFunnels(db: Executor, range: TEmployerRange): Promise<TJobFunnelRow[]> {
  type TRow = { job_id: number; title: string; status: TJobStatus; withdrawn: number; rejected: number } & Record<TFunnelStage, number>;
  const rows = toRows<TRow>(
    await db.execute(sql`with ${scopedApplications({ ...range, jobId: null })}
      select j.id as job_id, j.title, j.status,
        count(a.id)::int as applied,
        count(a.id) filter (where a.reached >= 2)::int as screening,
        count(a.id) filter (where a.reached >= 3)::int as interview,
        count(a.id) filter (where a.reached >= 4)::int as offer,
        count(a.id) filter (where a.reached >= 5)::int as hired,
        count(a.id) filter (where a.withdrawn_at is not null)::int as withdrawn,
        count(a.id) filter (where a.stage = 'rejected')::int as rejected
      from scoped_jobs j left join scoped_applications a on a.job_id = j.id
      group by j.id, j.title, j.status, j.created_at
      order by j.created_at desc, j.id desc`),
  );
  return rows.map((row) => ({
    jobId: row.job_id,
    title: row.title,
    status: row.status,
    withdrawn: row.withdrawn,
    rejected: row.rejected,
    reached: { applied: row.applied, screening: row.screening, interview: row.interview, offer: row.offer, hired: row.hired },
  }));
}

export type TDurationRow = { samples: number; medianSeconds: number | null; meanSeconds: number | null };

/**
 * Over the scoped applications: each stay in a stage (its history entry to the application's next
 * one), and each hire (sending to the first move to Hired), as median, mean and count, in seconds.
 */
export async function readDurations(
  db: Executor,
  scope: TAnalyticsScope,
): Promise<{ stages: Partial<Record<TTimedStage, TDurationRow>>; hire: TDurationRow }> {
  type TRow = { measure: TTimedStage | 'hire'; samples: number; median_seconds: number | null; mean_seconds: number | null };
  const rows = toRows<TRow>(
    await db.execute(sql`with ${scopedApplications(scope)},
      stays as (
        select e.event as measure,
          extract(epoch from lead(e.created_at) over (partition by e.application_id order by e.created_at, e.id) - e.created_at) as seconds
        from ${jobApplicationEvents} e join scoped_applications a on a.id = e.application_id
      ),
      hires as (
        select 'hire'::text as measure, extract(epoch from min(e.created_at) - a.created_at) as seconds
        from ${jobApplicationEvents} e join scoped_applications a on a.id = e.application_id
        where e.event = 'hired'
        group by a.id, a.created_at
      ),
      measured as (
        select measure, seconds from stays where seconds is not null and measure in ('applied', 'screening', 'interview', 'offer')
        union all select measure, seconds from hires
      )
      select measure, count(*)::int as samples,
        round(percentile_cont(0.5) within group (order by seconds))::float8 as median_seconds,
        round(avg(seconds))::float8 as mean_seconds
      from measured group by measure`),
  );
  const toDuration = (row: TRow | undefined): TDurationRow => ({
    samples: row?.samples ?? 0,
    medianSeconds: row?.median_seconds ?? null,
    meanSeconds: row?.mean_seconds ?? null,
  });
  const stages: Partial<Record<TTimedStage, TDurationRow>> = {};
  for (const row of rows) if (row.measure !== 'hire') stages[row.measure] = toDuration(row);
  return { stages, hire: toDuration(rows.find((row) => row.measure === 'hire')) };
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
    await db.execute(sql`with scoped_jobs as (${employerJobs({ employerId: range.employerId, jobId: null })}),
      outreach as (
        select ${conversations.id} as id, ${conversations.jobId} as job_id, ${conversations.developerUserId} as developer_user_id,
          ${conversations.declinedAt} as declined_at, ${conversations.createdAt} as created_at
        from ${conversations} join scoped_jobs j on j.id = ${conversations.jobId}
        where ${employerConversations(range.employerId)} and ${inRange(sql`${conversations.createdAt}`, range)}
          and (select m.sender_user_id from ${conversationMessages} m where m.conversation_id = ${conversations.id} order by m.id limit 1)
            = ${conversations.employerId}
      )
      select o.job_id, count(*)::int as contacted,
        count(*) filter (where exists (
          select 1 from ${conversationMessages} m where m.conversation_id = o.id and m.sender_user_id = o.developer_user_id
        ))::int as responded,
        count(*) filter (where o.declined_at is not null)::int as declined,
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

/** Applications per job of the employer, withdrawn ones left out: what the job cards show. */
export async function countApplicantsPerJob(
  db: Executor,
  params: { employerId: number },
): Promise<{ jobId: number; applicants: number }[]> {
  const rows = toRows<{ job_id: number; applicants: number }>(
    await db.execute(sql`with scoped_jobs as (${employerJobs({ employerId: params.employerId, jobId: null })})
      select j.id as job_id, count(a.id) filter (where a.withdrawn_at is null)::int as applicants
      from scoped_jobs j left join ${jobApplications} a on a.job_id = j.id
      group by j.id`),
  );
  return rows.map((row) => ({ jobId: row.job_id, applicants: row.applicants }));
}
