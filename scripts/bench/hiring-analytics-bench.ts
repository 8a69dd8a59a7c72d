/**
 * Hiring analytics benchmark (part of `npm run bench`; alone: `node --import tsx scripts/bench/hiring-analytics-bench.ts`).
 * On a fresh embedded database: 1,000 developers (the candidate search bench's bulk seed), one
 * employer with 50 jobs and 20,000 applications spread over the last year, 400 a job, each with its
 * history (every stage reached, days apart; 40% of those not hired rejected, 5% withdrawn), and 2,000
 * outreach conversations (40% answered, a quarter of those with a decline). Then, after a warm-up, the median time of
 * GET /api/employer/{id}/analytics over the whole year for the company, for one job, and the CSV
 * (target: ≤ 200 ms for the company).
 */
import { availableParallelism, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { THiringAnalytics } from '../../src/shared/schemas/hiring-analytics.ts';
import type { Database } from '../../src/server/db/client.ts';
import { findOrCreateMembership } from '../../src/server/db/company-members.queries.ts';
import { createHiringEmployer } from '../../tests/factories/jobs.ts';
import { percentile } from './bench-server.ts';
import { buildBenchApp, openEmbedded, seedDevelopers } from './candidate-search-bench.ts';

const DEVELOPERS = 1_000;
const JOBS = 50;
const APPLICATIONS_PER_JOB = 400;
const CONTACTED_PER_JOB = 40;
const WARM_UP_REQUESTS = 3;
const TIMED_REQUESTS = 15;
const TARGET_MS = 200;

/** The employer's company's jobs, applications with their histories, and outreach, in one transaction. */
async function seedHiring(db: Database, employerId: number): Promise<number> {
  const started = performance.now();
  const { companyId } = (await findOrCreateMembership(db, { userId: employerId }))!;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.20261128)`);
    await tx.execute(sql`insert into jobs (company_id, posted_by_user_id, status, title, description, required_skills, nice_to_have_skills, skill_keys,
        workplace_type, salary_currency, employment_type, published_at, created_at, updated_at)
      select ${companyId}, ${employerId}, case when g % 10 = 0 then 'closed' else 'open' end::job_status, 'Bench Engineer ' || g, 'A job made for the benchmark.',
        '{TypeScript}', '{}', '{typescript}', 'remote', 'USD', 'full_time', now() - g * interval '7 days', now() - g * interval '7 days', now()
      from generate_series(1, ${JOBS}) g`);
    // Each application's furthest stage (1 Applied … 5 Hired), and whether it ended rejected or withdrawn.
    await tx.execute(sql`create temporary table bench_applications on commit drop as
      select j.id as job_id, p.id as applicant_id, now() - random() * interval '360 days' as created_at,
        case when roll < 0.05 then 5 when roll < 0.10 then 4 when roll < 0.25 then 3 when roll < 0.50 then 2 else 1 end as reached,
        random() as end_roll
      from jobs j
      cross join lateral (select id, random() as roll from applicant_profiles order by random() + j.id * 0 limit ${APPLICATIONS_PER_JOB}) p
      where j.company_id = ${companyId}`);
    await tx.execute(sql`insert into job_applications (job_id, applicant_id, resume_file_name, resume_content, stage, withdrawn_at, created_at, updated_at)
      select job_id, applicant_id, 'resume.md', '# Resume',
        case when reached < 5 and end_roll < 0.40 then 'rejected'
          else (array['applied', 'screening', 'interview', 'offer', 'hired'])[reached] end::application_stage,
        case when reached < 5 and end_roll >= 0.95 then created_at + reached * interval '5 days' end, created_at, now()
      from bench_applications`);
    // Stage k is reached 5 (k - 1) days after applying, up to 4 days later: each entry after the one before.
    await tx.execute(sql`insert into job_application_events (application_id, event, created_at)
      select a.id, (array['applied', 'screening', 'interview', 'offer', 'hired'])[k],
        a.created_at + (k - 1) * interval '5 days' + case when k = 1 then interval '0' else random() * interval '4 days' end
      from job_applications a join bench_applications b on b.job_id = a.job_id and b.applicant_id = a.applicant_id
      cross join lateral generate_series(1, b.reached) k`);
    await tx.execute(sql`insert into job_application_events (application_id, event, created_at)
      select a.id, case when a.stage = 'rejected' then 'rejected' else 'withdrawn' end, a.created_at + b.reached * interval '5 days'
      from job_applications a join bench_applications b on b.job_id = a.job_id and b.applicant_id = a.applicant_id
      where a.stage = 'rejected' or a.withdrawn_at is not null`);
    await tx.execute(sql`create temporary table bench_outreach on commit drop as
      select j.id as job_id, u.user_id as developer_user_id, now() - random() * interval '360 days' as created_at, random() as answer_roll
      from jobs j
      cross join lateral (select user_id from applicant_profiles order by random() + j.id * 0 limit ${CONTACTED_PER_JOB}) u
      where j.company_id = ${companyId}`);
    await tx.execute(sql`insert into conversations (company_id, employer_id, developer_user_id, job_id, subject, created_at, last_message_at, declined_at)
      select ${companyId}, ${employerId}, developer_user_id, job_id, 'Job Opportunity', created_at, created_at,
        case when answer_roll >= 0.30 and answer_roll < 0.40 then created_at + interval '1 day' end
      from bench_outreach`);
    await tx.execute(sql`insert into conversation_messages (conversation_id, sender_user_id, body, is_outreach, created_at)
      select id, employer_id, 'Would you like to talk?', true, created_at from conversations where company_id = ${companyId}`);
    await tx.execute(sql`insert into conversation_messages (conversation_id, sender_user_id, body, kind, created_at)
      select c.id, c.developer_user_id, case when o.answer_roll < 0.30 then 'Happy to talk.' else 'No, thank you.' end,
        case when o.answer_roll < 0.30 then 'message' else 'decline' end, c.created_at + interval '1 day'
      from conversations c join bench_outreach o on o.job_id = c.job_id and o.developer_user_id = c.developer_user_id
      where c.company_id = ${companyId} and o.answer_roll < 0.40`);
  });
  await db.execute(sql`vacuum analyze`);
  return performance.now() - started;
}

/** Median wall time of `run` over the timed requests, after the warm-up. */
async function measureMedianMs(run: () => Promise<void>): Promise<number> {
  const timings: number[] = [];
  for (let index = 0; index < WARM_UP_REQUESTS + TIMED_REQUESTS; index += 1) {
    const started = performance.now();
    await run();
    if (index >= WARM_UP_REQUESTS) timings.push(performance.now() - started);
  }
  return percentile(timings, 0.5);
}

/** The hiring analytics section of `npm run bench`. */
export async function runHiringAnalyticsBench(): Promise<void> {
  console.log(
    `DevMatch hiring analytics benchmark (target: <= ${TARGET_MS} ms for a company with ${JOBS} jobs and ${(JOBS * APPLICATIONS_PER_JOB).toLocaleString('en-US')} applications, embedded database)`,
  );
  const database = await openEmbedded();
  try {
    const { db } = database.handle;
    const developersMs = await seedDevelopers(db, DEVELOPERS);
    const app = await buildBenchApp(database);
    try {
      const employer = await createHiringEmployer(app, 'Bench Analytics Co');
      const seedMs = await seedHiring(db, employer.user.id);
      const to = new Date().toISOString().slice(0, 10);
      const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
      const base = `/api/employer/${employer.user.id}`;
      const get = async (url: string) => {
        const response = await app.inject({ method: 'GET', url, headers: { cookie: employer.cookie } });
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
        return response;
      };
      const whole = (await get(`${base}/analytics?from=${from}&to=${to}`)).json<THiringAnalytics>();
      const oneJobId = whole.jobs[0]!.jobId;
      console.log(
        `  embedded PGlite: ${whole.applications.toLocaleString('en-US')} applications in the year over ${whole.jobs.length} jobs, ${whole.outreach.contacted.toLocaleString('en-US')} contacted (seed: ${((developersMs + seedMs) / 1000).toFixed(1)} s)`,
      );
      const companyMs = await measureMedianMs(async () => void (await get(`${base}/analytics?from=${from}&to=${to}`)));
      const jobMs = await measureMedianMs(async () => void (await get(`${base}/analytics?from=${from}&to=${to}&jobId=${oneJobId}`)));
      const csvMs = await measureMedianMs(async () => void (await get(`${base}/analytics.csv?from=${from}&to=${to}`)));
      const cardsMs = await measureMedianMs(async () => void (await get(`${base}/analytics/applicants`)));
      const verdict = companyMs <= TARGET_MS ? 'OK' : `OVER the ${TARGET_MS} ms target`;
      console.log(
        `    GET /api/employer/{id}/analytics, the company over a year: median ${companyMs.toFixed(1)} ms of ${TIMED_REQUESTS} after ${WARM_UP_REQUESTS} warm-up (${verdict})`,
      );
      console.log(`    the same for one job: median ${jobMs.toFixed(1)} ms; as CSV: median ${csvMs.toFixed(1)} ms`);
      console.log(`    GET /api/employer/{id}/analytics/applicants (the job cards' counts): median ${cardsMs.toFixed(1)} ms`);
      console.log(`    load average over the last minute: ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runHiringAnalyticsBench();
