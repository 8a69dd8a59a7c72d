/**
 * Job matching benchmark (part of `npm run bench`; alone: `node --expose-gc --import tsx scripts/bench/job-matching-bench.ts`).
 * On a fresh database: developers (the candidate search bench's bulk seed: every demo role and level,
 * places, remote and relocation, pay) and 10,000 open jobs from 500 confirmed employers, made by bulk
 * SQL from the demo roles (titles by level, the role's core skills required, some extras nice to
 * have, places, pay, workplace). Then:
 *   - each in-memory index's cold load (the candidate index, then the job index and every job's
 *     matcher) and the memory it holds per developer and per job: heap and buffers in use after a
 *     full garbage collection (node --expose-gc), before and after, divided by the rows;
 *   - the cost of a look for changes when nothing changed (what every request pays first);
 *   - after a warm-up, GET /api/jobs/recommended for developers of every role, level, place and
 *     willingness to move, and GET /api/employer/{id}/jobs/{jobId}/candidates for jobs with 40
 *     applicants each (the applicants ranked, 10 developers suggested from everyone).
 * 10,000 developers on embedded PGlite; 100,000 on PostgreSQL when BENCH_DATABASE_URL names a server
 * (a throwaway database is created there and dropped after).
 * Then, each on a fresh embedded database, the recommendations on the recruiter-labelled job sets
 * (tests/factories/job-relevance): the tuning set and the holdout, per developer.
 */
import { availableParallelism, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { TJobCandidates, TRecommendedJobs } from '../../src/shared/schemas/jobs.ts';
import { DEMO_REGIONS, DEMO_ROLES } from '../../src/server/bootstrap/demo-developers-data.ts';
import type { Database } from '../../src/server/db/client.ts';
import { getJobIndex } from '../../src/server/matching/job-matching/job-index.ts';
import { getCandidateIndex } from '../../src/server/matching/search-index/candidate-index.queries.ts';
import { createCandidate } from '../../tests/factories/candidates.ts';
import { createHiringEmployer, postJob } from '../../tests/factories/jobs.ts';
import {
  formatJobRelevanceReport,
  HOLDOUT_JOB_SET,
  measureJobRelevance,
  TUNING_JOB_SET,
  type TJobRelevanceSet,
} from '../../tests/factories/job-relevance/measure-job-relevance.ts';
import { percentile } from './bench-server.ts';
import {
  buildBenchApp,
  openEmbedded,
  openThrowawayPostgres,
  placesValuesSql,
  rolesValuesSql,
  seedDevelopers,
  skillTaxonomyValuesSql,
  summarize,
  type TBenchDatabase,
} from './candidate-search-bench.ts';

const EMBEDDED_DEVELOPERS = 10_000;
const POSTGRES_DEVELOPERS = 100_000;
const EMPLOYERS = 500;
const JOBS_PER_EMPLOYER = 20;
const APPLICANTS_PER_JOB = 40;
const WARM_UP_REQUESTS = 20;
const TIMED_REQUESTS = 200;
const TARGET_P95_MS = 50;
const LOOKS_TIMED = 50;

/** Confirmed employers (an unconfirmed one's jobs are not recommended), their companies and their open jobs, in one transaction. */
export async function seedJobs(db: Database): Promise<number> {
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.20261126)`);
    await tx.execute(
      sql.raw(`insert into users (email, username, password_hash, user_type, full_name, location, email_verified_at, created_at, updated_at)
select 'bench.employer.' || g || '@devmatch.example', 'bench-employer-' || g, 'no-login', 'employer', 'Bench Employer ' || g, 'Remote', now(), now(), now()
from generate_series(1, ${EMPLOYERS}) g`),
    );
    await tx.execute(
      // Each bench employer owns a company named after their id, which is how its member row finds it.
      sql.raw(`with made as (insert into companies (name) select 'Company ' || id from users where email like 'bench.employer.%' returning id, name)
insert into company_members (company_id, user_id, role) select id, substring(name from 9)::int, 'owner' from made`),
    );
    await tx.execute(
      sql.raw(`with roles (idx, titles_entry, titles_mid, titles_senior, core, extras, salary_factor, is_manager, bio) as (values ${rolesValuesSql()}),
places (location, factor) as (values ${placesValuesSql()}),
skill_taxonomy (name, key, category) as (values ${skillTaxonomyValuesSql()})
insert into jobs (company_id, posted_by_user_id, status, title, description, required_skills, nice_to_have_skills, skill_keys, experience_level, location,
  workplace_type, salary_min, salary_max, salary_currency, employment_type, published_at, created_at, updated_at)
select (select company_id from company_members where user_id = employer_id), employer_id, 'open', titles[1 + floor(random() * cardinality(titles))::int], 'A job made for the benchmark.', required, nice,
  array(select distinct taxonomy.key from unnest(required || nice) skill join skill_taxonomy taxonomy on taxonomy.name = lower(skill)),
  level::experience_level, case when workplace = 'remote' then null else place end, workplace::workplace_type,
  salary, salary + 30000, 'USD', 'full_time', published_at, published_at, published_at
from (
  select picked.*, case level when 'entry' then titles_entry when 'mid' then titles_mid else titles_senior end as titles,
    array(select skill from unnest(core) skill where random() < 0.8) as required,
    array(select extra from unnest(extras) extra where random() < 0.25) as nice,
    (round((case level when 'entry' then 70000 when 'mid' then 100000 else 140000 end) * salary_factor / 1000) * 1000)::int as salary
  from (
    select base.*, roles.*,
      case when level_roll < 0.25 then 'entry' when level_roll < 0.65 then 'mid' else 'senior' end as level,
      case when workplace_roll < 0.4 then 'remote' when workplace_roll < 0.7 then 'hybrid' else 'onsite' end as workplace,
      (select location from places order by random() + base.employer_id * 0 limit 1) as place
    from (
      select users.id as employer_id, floor(random() * ${DEMO_ROLES.length})::int as role_idx, random() as level_roll,
        random() as workplace_roll, now() - random() * interval '60 days' as published_at
      from users cross join generate_series(1, ${JOBS_PER_EMPLOYER}) where users.email like 'bench.employer.%'
    ) base
    join roles on roles.idx = base.role_idx
  ) picked
) jobs_to_insert`),
    );
  });
  await db.execute(sql`vacuum analyze`);
  return performance.now() - started;
}

const SEEKER_PLACES = DEMO_REGIONS.flatMap((region) => region.cities.map((city) => city.location));
const LEVELS = ['entry', 'mid', 'senior'] as const;
const LEVEL_PAY = { entry: 70_000, mid: 100_000, senior: 140_000 };

/**
 * Developers who ask for recommendations, through the API (so they have sessions): two of every demo
 * role, at every level, in cities of every region, one open to remote work and the other to relocating.
 */
async function createSeekers(app: Awaited<ReturnType<typeof buildBenchApp>>) {
  const seekers = DEMO_ROLES.flatMap((role, roleIndex) =>
    [0, 1].map((variant) => {
      const index = roleIndex * 2 + variant;
      const level = LEVELS[index % LEVELS.length]!;
      return { role, level, location: SEEKER_PLACES[(index * 7) % SEEKER_PLACES.length]!, isRemote: variant === 0 };
    }),
  );
  return Promise.all(
    seekers.map(({ role, level, location, isRemote }) =>
      createCandidate(
        app,
        {
          jobTitle: role.titles[level][0] ?? role.titles.mid[0]!,
          skills: [...role.coreSkills, ...role.extraSkills.slice(0, 2)],
          experienceLevel: level,
          openToRemote: isRemote,
          openToRelocation: !isRemote,
          salaryMin: LEVEL_PAY[level],
          salaryMax: LEVEL_PAY[level] + 40_000,
        },
        { location },
      ),
    ),
  );
}

const HIRING_WORKPLACES = [
  { workplaceType: 'remote', location: null },
  { workplaceType: 'hybrid', location: 'Berlin, Germany' },
  { workplaceType: 'onsite', location: 'Austin, TX' },
] as const;

/** A hiring employer with a job of every role (remote, hybrid or on-site), each with APPLICANTS_PER_JOB applications from seeded developers. */
async function createHiringPipeline(app: Awaited<ReturnType<typeof buildBenchApp>>, db: Database) {
  const employer = await createHiringEmployer(app, 'Bench Hiring Co');
  const jobIds: number[] = [];
  for (const [index, role] of DEMO_ROLES.entries()) {
    const job = await postJob(app, employer, {
      title: role.titles.senior[0] ?? role.titles.mid[0]!,
      requiredSkills: [...role.coreSkills].slice(0, 5),
      niceToHaveSkills: [...role.extraSkills].slice(0, 3),
      ...HIRING_WORKPLACES[index % HIRING_WORKPLACES.length]!,
      salaryCurrency: 'USD',
      salaryMin: 120000,
      salaryMax: 160000,
    });
    jobIds.push(job.id);
  }
  await db.execute(
    sql.raw(`insert into job_applications (job_id, applicant_id, resume_file_name, resume_content)
select job_id, applicant_id, 'resume.docx', 'A resume.'
from unnest(array[${jobIds.join(',')}]) job_id
cross join lateral (select id as applicant_id from applicant_profiles order by random() + job_id * 0 limit ${APPLICANTS_PER_JOB}) picked`),
  );
  return { employer, jobIds };
}

/** Heap and buffers in use once garbage is collected; null when node runs without --expose-gc. */
async function measureRetainedBytes(): Promise<number | null> {
  const { gc } = globalThis;
  if (!gc) return null;
  // Twice, with a turn between: what the first collection finalizes goes with the second.
  gc();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

function formatPerRow(before: number | null, after: number | null, rows: number): string {
  if (before === null || after === null) return 'memory not measured (run node with --expose-gc)';
  return `${((after - before) / rows / 1024).toFixed(2)} KB a row (${((after - before) / 1e6).toFixed(1)} MB in all, after garbage collection)`;
}

/**
 * Loads both indexes cold, as a server's first requests do, with the memory each keeps: the candidate
 * index; the job index and every open job's matcher (compiled at the first recommendation). Then the
 * look for changes with nothing new, which every request pays before it matches.
 */
async function measureIndexes(db: Database): Promise<void> {
  const beforeCandidates = await measureRetainedBytes();
  let started = performance.now();
  const candidates = await getCandidateIndex(db);
  const candidateLoadMs = performance.now() - started;
  const afterCandidates = await measureRetainedBytes();
  console.log(
    `    candidate index: ${candidates.size.toLocaleString('en-US')} developers loaded cold in ${candidateLoadMs.toFixed(0)} ms; ${formatPerRow(beforeCandidates, afterCandidates, candidates.size)}`,
  );

  started = performance.now();
  const jobIndex = await getJobIndex(db);
  const jobLoadMs = performance.now() - started;
  started = performance.now();
  const dictionary = candidates.dictionaryState;
  for (const job of jobIndex.openJobs.values()) jobIndex.matcherFor(job, candidates, dictionary);
  const compileMs = performance.now() - started;
  const afterJobs = await measureRetainedBytes();
  console.log(
    `    job index: ${jobIndex.openJobs.size.toLocaleString('en-US')} open jobs loaded cold in ${jobLoadMs.toFixed(0)} ms, their matchers compiled in ${compileMs.toFixed(0)} ms; ${formatPerRow(afterCandidates, afterJobs, jobIndex.openJobs.size)}`,
  );

  const looks: number[] = [];
  for (let index = 0; index < LOOKS_TIMED; index += 1) {
    started = performance.now();
    await getCandidateIndex(db);
    await getJobIndex(db);
    looks.push(performance.now() - started);
  }
  console.log(`    both indexes' looks for changes with nothing new, ${LOOKS_TIMED} times: ${summarize(looks)}`);
}

type TRequestTimes = { wallMs: number[]; cpuMs: number[] };

/**
 * Each request's time, and this process's CPU time meanwhile (the app's work, and PGlite's, which
 * runs in this process): on a machine shared with other work the wall time waits for a core, the CPU
 * time much less.
 */
async function timeRequests(count: number, request: (index: number) => Promise<void>): Promise<TRequestTimes> {
  const times: TRequestTimes = { wallMs: [], cpuMs: [] };
  for (let index = 0; index < WARM_UP_REQUESTS + count; index += 1) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    await request(index);
    if (index < WARM_UP_REQUESTS) continue;
    times.wallMs.push(performance.now() - started);
    const { user, system } = process.cpuUsage(cpu);
    times.cpuMs.push((user + system) / 1000);
  }
  return times;
}

function printTimings(label: string, { wallMs, cpuMs }: TRequestTimes, detail: string): void {
  const p95 = percentile(wallMs, 0.95);
  const verdict = p95 <= TARGET_P95_MS ? '(target met)' : `(OVER the ${TARGET_P95_MS} ms target)`;
  console.log(
    `    ${label}, ${wallMs.length} requests after ${WARM_UP_REQUESTS} warm-up: ${summarize(wallMs)} ${verdict}; CPU of this process ${summarize(cpuMs)}; ${detail}`,
  );
}

/** Recommended jobs on a labelled set, on a fresh embedded database. */
async function measureLabelledSet(set: TJobRelevanceSet): Promise<void> {
  const database = await openEmbedded();
  try {
    const app = await buildBenchApp(database);
    try {
      const report = await measureJobRelevance(app, set);
      console.log(formatJobRelevanceReport(report));
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function benchDatabase(database: TBenchDatabase, developers: number): Promise<void> {
  try {
    const { db } = database.handle;
    const developersMs = await seedDevelopers(db, developers);
    const jobsMs = await seedJobs(db);
    console.log(
      `  ${database.label}: ${developers.toLocaleString('en-US')} developers and ${(EMPLOYERS * JOBS_PER_EMPLOYER).toLocaleString('en-US')} open jobs (bulk seed: ${((developersMs + jobsMs) / 1000).toFixed(1)} s)`,
    );
    await measureIndexes(db);
    const app = await buildBenchApp(database);
    try {
      const seekers = await createSeekers(app);
      const { employer, jobIds } = await createHiringPipeline(app, db);

      let shown = 0;
      const recommended = await timeRequests(TIMED_REQUESTS, async (index) => {
        const seeker = seekers[index % seekers.length]!;
        const response = await app.inject({ method: 'GET', url: '/api/jobs/recommended', headers: { cookie: seeker.cookie } });
        if (response.statusCode !== 200) throw new Error(`recommended answered ${response.statusCode}: ${response.body}`);
        shown += response.json<TRecommendedJobs>().jobs.length;
      });
      printTimings(
        'GET /api/jobs/recommended',
        recommended,
        `${(shown / (WARM_UP_REQUESTS + TIMED_REQUESTS)).toFixed(1)} jobs a list; every open job with a core skill they know scored`,
      );

      let applicants = 0;
      let suggested = 0;
      const ranked = await timeRequests(TIMED_REQUESTS, async (index) => {
        const url = `/api/employer/${employer.user.id}/jobs/${jobIds[index % jobIds.length]}/candidates`;
        const response = await app.inject({ method: 'GET', url, headers: { cookie: employer.cookie } });
        if (response.statusCode !== 200) throw new Error(`candidates answered ${response.statusCode}: ${response.body}`);
        const answer = response.json<TJobCandidates>();
        applicants += answer.applicants.length;
        suggested += answer.suggestions.length;
      });
      const requests = WARM_UP_REQUESTS + TIMED_REQUESTS;
      printTimings(
        'GET /api/employer/{id}/jobs/{jobId}/candidates',
        ranked,
        `${(applicants / requests).toFixed(0)} applicants ranked and ${(suggested / requests).toFixed(1)} suggested from every developer`,
      );
      // Other work on the machine shows in the wall times: the figures are comparable between quiet runs.
      console.log(`    load average over the last minute: ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** The job matching section of `npm run bench`. */
export async function runJobMatchingBench(): Promise<void> {
  console.log(
    `DevMatch job matching benchmark (target: p95 <= ${TARGET_P95_MS} ms at 10,000 jobs with 10,000 developers embedded and 100,000 on PostgreSQL)`,
  );
  await benchDatabase(await openEmbedded(), EMBEDDED_DEVELOPERS);
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) await benchDatabase(await openThrowawayPostgres(serverUrl), POSTGRES_DEVELOPERS);
  else
    console.log(
      `  PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://user@host:port/postgres to measure ${POSTGRES_DEVELOPERS.toLocaleString('en-US')} developers there)`,
    );
  for (const set of [TUNING_JOB_SET, HOLDOUT_JOB_SET]) await measureLabelledSet(set);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runJobMatchingBench();
