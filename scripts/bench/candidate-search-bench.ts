/**
 * Candidate search benchmark (part of `npm run bench`; alone: `node --import tsx scripts/bench/candidate-search-bench.ts`).
 * First the ranking's quality on the recruiter-labelled set (nDCG@10 and precision@5 per query).
 * Then fills a fresh database with developers by bulk SQL (users, profiles with skills and search keys,
 * a primary resume whose skills are already recognised), builds the app with one employer session,
 * and times POST /api/candidates/search over a mix of criteria: the panel's defaults, must-have
 * skills, levels, places ('Remote' too), salary ranges, each sort, pages 1-3, AI Smart Search without
 * a model, after timing the in-memory index's load. Then prints EXPLAIN (ANALYZE, BUFFERS) of the
 * search's queries (the index's look for changes, the page's cards) for one typical criteria set.
 *   - embedded PGlite in a temp dir, 10,000 developers;
 *   - PostgreSQL, 100,000 developers, when BENCH_DATABASE_URL names a server: a throwaway database
 *     is created there and dropped after.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { count, sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import pino from 'pino';
import { ZCandidateSearchRequestSchema, type TCandidateSearchRequest } from '../../src/shared/schemas/candidate-search.ts';
import { DEFAULT_SEARCH_CRITERIA } from '../../src/shared/candidate-search.ts';
import { buildApp } from '../../src/server/app.ts';
import { createSecretBox } from '../../src/server/lib/secret-box.ts';
import { seedDemoData } from '../../src/server/bootstrap/demo-data.ts';
import { DEMO_REGIONS, DEMO_ROLES } from '../../src/server/bootstrap/demo-developers-data.ts';
import { createRandom } from '../../src/server/bootstrap/demo-developers.ts';
import { loadConfig } from '../../src/server/config.ts';
import { formatRelevanceReport, measureRelevance } from '../../tests/factories/candidate-relevance/measure-relevance.ts';
import { RELEVANCE_PROFILES, RELEVANCE_QUERIES } from '../../tests/factories/candidate-relevance/relevance-set.ts';
import { openPostgres, wrapPglite, type Database, type DatabaseHandle } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema.ts';
import { searchCandidates } from '../../src/server/matching/candidate-matches.ts';
import { getCandidateIndex } from '../../src/server/matching/search-index/candidate-index.queries.ts';
import { prepareCriteria } from '../../src/server/matching/search-criteria.ts';
import { classifyRole, toRoleFamilyCode } from '../../src/server/resume-engine/skills/role-families.ts';
import { SEARCH_COLUMNS_VERSION } from '../../src/server/resume-engine/skills/search-columns.ts';
import { getSkillCategory, toSkillKey } from '../../src/server/resume-engine/skills/skill-keys.ts';
import { createUserWithSession } from '../../tests/factories/users.ts';
import { createThrowawayDatabase, percentile } from './bench-server.ts';

const EMBEDDED_DEVELOPERS = 10_000;
const POSTGRES_DEVELOPERS = 100_000;
const WARM_UP_REQUESTS = 20;
const TIMED_REQUESTS = 200;
const TARGET_P95_MS = 50;

type TCapturedQuery = { query: string; params: unknown[] };

/** A benchmark database: the app's handle, a copy that records its SQL, and EXPLAIN on the same server. */
export type TBenchDatabase = {
  label: string;
  handle: DatabaseHandle;
  recordingDb: Database;
  recorded: TCapturedQuery[];
  explain: (query: string, params: unknown[]) => Promise<string[]>;
  close: () => Promise<void>;
};

function createRecorder(): { logger: Logger; recorded: TCapturedQuery[] } {
  const recorded: TCapturedQuery[] = [];
  return { recorded, logger: { logQuery: (query, params) => void recorded.push({ query, params }) } };
}

export async function openEmbedded(): Promise<TBenchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'devmatch-search-bench-'));
  const client = await PGlite.create(join(dir, 'db'));
  const handle = wrapPglite(client);
  await handle.migrate();
  const { logger, recorded } = createRecorder();
  return {
    label: 'embedded PGlite',
    handle,
    recordingDb: drizzlePglite(client, { schema, logger }) as unknown as Database,
    recorded,
    async explain(query, params) {
      const result = await client.query<Record<string, string>>(`explain (analyze, buffers) ${query}`, params);
      return result.rows.map((row) => Object.values(row)[0]!);
    },
    async close() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function openThrowawayPostgres(serverUrl: string): Promise<TBenchDatabase> {
  const database = await createThrowawayDatabase(serverUrl, 'devmatch_bench');
  const handle = openPostgres(database.url, 10);
  await handle.migrate();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const { logger, recorded } = createRecorder();
  return {
    label: `PostgreSQL (${new URL(database.url).host}, throwaway database ${database.name})`,
    handle,
    recordingDb: drizzlePg(pool, { schema, logger }) as unknown as Database,
    recorded,
    async explain(query, params) {
      const result = await pool.query<Record<string, string>>(`explain (analyze, buffers) ${query}`, params);
      return result.rows.map((row) => Object.values(row)[0]!);
    },
    async close() {
      await pool.end();
      await handle.close();
      await database.drop();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Bulk seed: one transaction (so setseed holds for every random() on one connection), three INSERT … SELECT.

export const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
export const textArray = (items: readonly string[]) => `array[${items.map(literal).join(',')}]::text[]`;

/** Each role's titles with the role family the app computes on write from the title and the core skills. */
function titleColumnsValuesSql(): string {
  return DEMO_ROLES.flatMap((role, index) =>
    [...new Set([...role.titles.entry, ...role.titles.mid, ...role.titles.senior])].map((title) => {
      const family = classifyRole({ jobTitle: title, skillKeys: role.coreSkills.map(toSkillKey) });
      return `(${index}, ${literal(title)}, ${family ? literal(family) : 'null'}, ${toRoleFamilyCode(family)})`;
    }),
  ).join(',\n');
}

export function rolesValuesSql(): string {
  return DEMO_ROLES.map(
    (role, index) =>
      `(${index}, ${textArray(role.titles.entry)}, ${textArray(role.titles.mid)}, ${textArray(role.titles.senior)}, ` +
      `${textArray(role.coreSkills)}, ${textArray(role.extraSkills)}, ${role.salaryFactor}, ${role.levels.length === 1}, ${literal(role.bios[0]!)})`,
  ).join(',\n');
}

/** Each demo skill's taxonomy key and category, as the app computes them on write. */
export function skillTaxonomyValuesSql(): string {
  const skills = [...new Set(DEMO_ROLES.flatMap((role) => [...role.coreSkills, ...role.extraSkills]))];
  return skills
    .map(
      (skill) =>
        `(${literal(skill.toLowerCase())}, ${literal(toSkillKey(skill))}, ${literal(getSkillCategory(toSkillKey(skill)) ?? 'none')})`,
    )
    .join(',\n');
}

export function placesValuesSql(): string {
  const cities = DEMO_REGIONS.flatMap((region) => region.cities);
  return [...cities.map((city) => `(${literal(city.location)}, ${city.salaryFactor})`), `('Remote', 0.9)`].join(',\n');
}

/**
 * Users: invented names from the demo tables, places from the demo cities, one in twelve 'Remote';
 * each address confirmed, as an unconfirmed developer is not listed.
 */
function seedUsersSql(count: number): string {
  const firstNames = DEMO_REGIONS.flatMap((region) => region.firstNames);
  const lastNames = DEMO_REGIONS.flatMap((region) => region.lastNames);
  const places = DEMO_REGIONS.flatMap((region) => region.cities.map((city) => city.location));
  const pickFrom = (items: readonly string[]) => `(${textArray(items)})[1 + floor(random() * ${items.length})::int]`;
  return `insert into users (email, username, password_hash, user_type, full_name, phone, location, email_verified_at, created_at, updated_at)
select 'bench.' || g || '@devmatch.example', 'bench-' || g, 'no-login', 'developer',
  ${pickFrom(firstNames)} || ' ' || ${pickFrom(lastNames)}, '+1 555 0100',
  case when random() < 0.08 then 'Remote' else ${pickFrom(places)} end,
  created_at, created_at, now()
from (select g, now() - random() * interval '700 days' as created_at from generate_series(1, ${count}) g) numbered`;
}

/**
 * Profiles: a role, a level (managers senior), skills (the role's core and about a third of its extras), pay by level, role and
 * place, open to remote work (one in three) or to relocating (one in four), the role family of the title,
 * the career's start (as its texts say) and about three in five of the skills shown by the profile's
 * words (as the indexer would find them).
 */
function seedProfilesSql(): string {
  return `insert into applicant_profiles (user_id, job_title, bio, skills, skill_keys, skill_categories, experience, education, work_experience,
  experience_level, availability, salary_min, salary_max, is_visible_to_employers, open_to_remote, open_to_relocation, role_family, role_family_code,
  text_skill_keys, career_start_year, search_columns_version, created_at, updated_at)
select user_id, job_title, bio, skills,
  array(select taxonomy.key from unnest(skills) skill join skill_taxonomy taxonomy on taxonomy.name = lower(skill)),
  array(select distinct taxonomy.category from unnest(skills) skill join skill_taxonomy taxonomy on taxonomy.name = lower(skill)),
  years || ' years building software',
  'Bachelor''s Degree in Computer Science, Lakeside State University', 'Engineer, Northwind Traders (' || (this_year - years) || '–present)',
  level::experience_level,
  (case when avail_roll < 0.3 then 'available' when avail_roll < 0.65 then 'open_to_offers' when avail_roll < 0.92 then 'actively_looking' end)::availability,
  case when salary_roll >= 0.1 then salary end,
  case when salary_roll >= 0.1 then round(salary * (1.15 + random() * 0.25) / 1000) * 1000 end,
  random() < 0.95, location = 'Remote' or random() < 0.33, random() < 0.25, title_columns.family, title_columns.family_code,
  array(select taxonomy.key from unnest(skills) skill join skill_taxonomy taxonomy on taxonomy.name = lower(skill) where random() < 0.6),
  this_year - years, ${SEARCH_COLUMNS_VERSION},
  now() - age_days * interval '1 day', now() - age_days * interval '1 day'
from (
  select titled.*, titles[1 + floor(random() * cardinality(titles))::int] as job_title,
    case level when 'entry' then 1 when 'mid' then 4 else 9 end as years, extract(year from now())::int as this_year
  from (
  select leveled.*, case level when 'entry' then titles_entry when 'mid' then titles_mid else titles_senior end as titles,
    round((case level when 'entry' then 62000 + random() * 26000 when 'mid' then 95000 + random() * 40000 else 140000 + random() * 50000 end)
      * salary_factor * coalesce(place_factor, 0.9) / 1000) * 1000 as salary,
    core || array(select extra from unnest(extras) extra where random() < 0.35) as skills
  from (
    select base.*, roles.*, places.factor as place_factor,
      case when is_manager or level_roll >= 0.65 then 'senior' when level_roll < 0.25 then 'entry' else 'mid' end as level
    from (
      select id as user_id, location, floor(random() * ${DEMO_ROLES.length})::int as role_idx, random() as level_roll,
        random() as avail_roll, random() as salary_roll, random() * 400 as age_days
      from users where email like 'bench.%'
    ) base
    join roles on roles.idx = base.role_idx
    left join places on places.location = base.location
  ) leveled
  ) titled
) seeded
join title_columns on title_columns.idx = seeded.role_idx and title_columns.title = seeded.job_title`;
}

/** One primary resume each; its recognised skills show about four in five of the profile's skills. */
const SEED_RESUMES_SQL = `insert into resumes (user_id, file_name, file_size, content, source, is_primary, recognized_skills, uploaded_at, updated_at)
select p.user_id, 'resume.docx', 12000, '# ' || u.full_name || E'\\n\\n## Skills\\n\\n' || array_to_string(p.skills, ', '), 'uploaded', true,
  array(select skill_key from unnest(p.skill_keys) skill_key where random() < 0.8), p.updated_at, p.updated_at
from applicant_profiles p join users u on u.id = p.user_id where u.email like 'bench.%'`;

export async function seedDevelopers(db: Database, count: number): Promise<number> {
  const started = performance.now();
  const withTables = (statement: string) =>
    `with roles (idx, titles_entry, titles_mid, titles_senior, core, extras, salary_factor, is_manager, bio) as (values ${rolesValuesSql()}),
title_columns (idx, title, family, family_code) as (values ${titleColumnsValuesSql()}),
places (location, factor) as (values ${placesValuesSql()}),
skill_taxonomy (name, key, category) as (values ${skillTaxonomyValuesSql()})
${statement}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.20261125)`);
    await tx.execute(sql.raw(seedUsersSql(count)));
    await tx.execute(sql.raw(withTables(seedProfilesSql())));
    await tx.execute(sql.raw(SEED_RESUMES_SQL));
  });
  // Fresh bulk-loaded tables have no statistics yet and, after the search triggers rewrote each row,
  // dead row versions; a live database has autovacuum for both.
  await db.execute(sql`vacuum analyze`);
  return performance.now() - started;
}

// ---------------------------------------------------------------------------------------------
// The searches

export const CRITERIA_MIX: { label: string; criteria: TCandidateSearchRequest }[] = [
  { label: 'panel defaults', criteria: { ...DEFAULT_SEARCH_CRITERIA, skills: [...DEFAULT_SEARCH_CRITERIA.skills], mustHaveSkills: [] } },
  { label: 'no criteria', criteria: {} },
  { label: 'backend, must-have Python, senior', criteria: { jobTitle: 'Backend Engineer', skills: ['PostgreSQL', 'Docker'], mustHaveSkills: ['Python'], experienceLevel: 'senior' } },
  { label: 'frontend, Remote', criteria: { jobTitle: 'Frontend Developer', skills: ['React', 'TypeScript', 'Next.js'], location: 'Remote' } },
  { label: 'DevOps, must-haves, 100-180k', criteria: { jobTitle: 'DevOps Engineer', mustHaveSkills: ['Kubernetes', 'Terraform'], salaryMin: 100_000, salaryMax: 180_000 } },
  { label: 'data engineer, Berlin', criteria: { jobTitle: 'Data Engineer', skills: ['Apache Spark', 'Apache Airflow', 'dbt'], location: 'Berlin' } },
  { label: 'ML, senior, London or Remote', criteria: { jobTitle: 'Machine Learning Engineer', mustHaveSkills: ['PyTorch'], experienceLevel: 'senior', location: 'London, Remote' } },
  { label: 'Java, mid, United States', criteria: { jobTitle: 'Java Developer', skills: ['Java', 'Spring Boot', 'Apache Kafka'], experienceLevel: 'mid', location: 'United States' } },
  { label: 'iOS, entry, up to 90k', criteria: { jobTitle: 'iOS Developer', skills: ['Swift', 'SwiftUI'], experienceLevel: 'entry', salaryMax: 90_000 } },
  { label: 'salary 120-200k only', criteria: { salaryMin: 120_000, salaryMax: 200_000 } },
  { label: 'full-stack, 8 skills, Remote', criteria: { jobTitle: 'Full-Stack Engineer', skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'GraphQL', 'Docker', 'AWS', 'Redis'], location: 'Remote' } },
  { label: 'security, must-have OWASP + Python', criteria: { jobTitle: 'Security Engineer', mustHaveSkills: ['OWASP', 'Python'] } },
]; // prettier-ignore

/** The criteria set whose queries are EXPLAINed: a filtered search an employer would typically run. */
const TYPICAL_CRITERIA: TCandidateSearchRequest = {
  jobTitle: 'Backend Engineer',
  skills: ['PostgreSQL', 'Docker', 'Kubernetes'],
  mustHaveSkills: ['Python'],
  experienceLevel: 'senior',
  location: 'Remote',
  salaryMin: 90_000,
  salaryMax: 180_000,
  sort: 'match',
  page: 1,
};

type TTiming = { label: string; sort: string; ms: number };

/** Each request: the next criteria set of the mix, with a sort, page 1-3 and (one in four) AI Smart Search drawn by a seeded generator. */
function buildRequests(count: number): { label: string; body: TCandidateSearchRequest }[] {
  const random = createRandom(42);
  return Array.from({ length: count }, (_, index) => {
    const { label, criteria } = CRITERIA_MIX[index % CRITERIA_MIX.length]!;
    const body = {
      ...criteria,
      sort: random.pick(['match', 'recent', 'salary'] as const),
      page: random.int(1, 3),
      aiEnhanced: random.chance(0.25),
    };
    return { label, body };
  });
}

async function timeSearches(app: Awaited<ReturnType<typeof buildApp>>, cookie: string): Promise<TTiming[]> {
  const timings: TTiming[] = [];
  const requests = buildRequests(WARM_UP_REQUESTS + TIMED_REQUESTS);
  for (const [index, { label, body }] of requests.entries()) {
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url: '/api/candidates/search', headers: { cookie }, payload: body });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`search '${label}' answered ${response.statusCode}: ${response.body}`);
    if (index >= WARM_UP_REQUESTS) timings.push({ label, sort: body.sort ?? 'match', ms });
  }
  return timings;
}

const formatMs = (ms: number) => `${ms.toFixed(1)} ms`;
export const summarize = (values: number[]) =>
  `p50 ${formatMs(percentile(values, 0.5))}, p95 ${formatMs(percentile(values, 0.95))}, max ${formatMs(Math.max(...values))}`;

function printTimings(database: TBenchDatabase, count: number, seedMs: number, timings: TTiming[]): void {
  const all = timings.map((timing) => timing.ms);
  const p95 = percentile(all, 0.95);
  console.log(`  ${database.label}, ${count.toLocaleString('en-US')} developers (bulk seed and analyze: ${(seedMs / 1000).toFixed(1)} s)`);
  console.log(
    `    POST /api/candidates/search, ${timings.length} requests after ${WARM_UP_REQUESTS} warm-up: ${summarize(all)} ${p95 <= TARGET_P95_MS ? '(target met)' : `(OVER the ${TARGET_P95_MS} ms target)`}`,
  );
  for (const sort of ['match', 'recent', 'salary']) {
    const values = timings.filter((timing) => timing.sort === sort).map((timing) => timing.ms);
    if (values.length > 0) console.log(`      sort=${sort} (${values.length}): ${summarize(values)}`);
  }
  const byLabel = CRITERIA_MIX.map(({ label }) => ({
    label,
    values: timings.filter((timing) => timing.label === label).map((timing) => timing.ms),
  }));
  const slowest = byLabel.filter((entry) => entry.values.length > 0).sort((a, b) => percentile(b.values, 0.5) - percentile(a.values, 0.5));
  for (const { label, values } of slowest.slice(0, 4))
    console.log(`      slowest criteria: ${label} (${values.length}): ${summarize(values)}`);
}

const PLAN_LINE_MAX = 300;
/** Sort keys and filters of the score run to kilobytes; their start says enough. */
const shorten = (line: string) => (line.length <= PLAN_LINE_MAX ? line : `${line.slice(0, PLAN_LINE_MAX)} … (${line.length} characters)`);

const QUERY_NAMES = [
  "the index's look: the database's snapshot and the rows removed since the last look (none here)",
  'rows written since the last look (none here)',
  "the page's 20 cards",
];

/**
 * Runs a search on a connection that records its SQL, after one that loaded that connection's index,
 * then EXPLAINs each statement: the look for changes, then the cards. Filtering, scoring and ranking
 * run in memory and have no plan; the timings above include them.
 */
async function printPlans(database: TBenchDatabase, label: string, request: TCandidateSearchRequest): Promise<void> {
  const criteria = ZCandidateSearchRequestSchema.parse(request);
  const search = () =>
    searchCandidates(database.recordingDb, { criteria: prepareCriteria(criteria), sort: criteria.sort, page: criteria.page });
  await search();
  database.recorded.length = 0;
  await search();
  const statements = [...database.recorded];
  console.log(`    EXPLAIN (ANALYZE, BUFFERS), ${label}: ${JSON.stringify(request)}`);
  for (const [index, { query, params }] of statements.entries()) {
    console.log(`      -- ${QUERY_NAMES[index] ?? `query ${index + 1}`}`);
    for (const line of await database.explain(query, params)) console.log(`      ${shorten(line)}`);
  }
}

/** How long the in-memory candidate index takes to load, and the memory it holds (decision 007). */
async function printIndexLoad(database: TBenchDatabase): Promise<void> {
  const heapBefore = process.memoryUsage();
  const started = performance.now();
  const index = await getCandidateIndex(database.handle.db);
  const ms = performance.now() - started;
  const heapAfter = process.memoryUsage();
  const megabytes = (heapAfter.heapUsed + heapAfter.arrayBuffers - heapBefore.heapUsed - heapBefore.arrayBuffers) / 1e6;
  console.log(
    `    candidate index: ${index.size.toLocaleString('en-US')} rows loaded in ${(ms / 1000).toFixed(1)} s, heap and buffers +${megabytes.toFixed(0)} MB (before garbage collection)`,
  );
}

/** The API on `database`, without the web client, e-mail or logs. */
export async function buildBenchApp(database: TBenchDatabase) {
  const config = loadConfig({ APP_URL: 'http://devmatch.bench', SEED_DEMO: 'false' });
  const secrets = createSecretBox(randomUUID(), pino({ level: 'silent' }));
  const app = await buildApp({
    ctx: {
      db: database.handle.db,
      notices: database.handle.notices,
      config,
      mailer: { send: async () => undefined },
      secrets,
    },
    clientDir: false,
  });
  await app.ready();
  return app;
}

/** The ranking on the recruiter-labelled set (tests/factories/candidate-relevance), on a fresh embedded database. */
async function measureLabelledRelevance(): Promise<void> {
  const database = await openEmbedded();
  try {
    const app = await buildBenchApp(database);
    try {
      const report = await measureRelevance(app);
      console.log(`  ranking on the labelled set (${RELEVANCE_QUERIES.length} queries, ${RELEVANCE_PROFILES.length} profiles):`);
      console.log(formatRelevanceReport(report));
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function benchDatabase(database: TBenchDatabase, count: number): Promise<void> {
  try {
    const seedMs = await seedDevelopers(database.handle.db, count);
    await printIndexLoad(database);
    const app = await buildBenchApp(database);
    try {
      const employer = await createUserWithSession(app, { userType: 'employer' });
      printTimings(database, count, seedMs, await timeSearches(app, employer.cookie));
      await printPlans(database, 'typical criteria', TYPICAL_CRITERIA);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** The demo seed of a first start (3 accounts, the demo developers, their Word resumes), in this process on a fresh embedded database. */
async function measureDemoSeed(): Promise<void> {
  const database = await openEmbedded();
  try {
    const started = performance.now();
    await seedDemoData(database.handle.db, pino({ level: 'silent' }));
    const ms = performance.now() - started;
    const [row] = await database.handle.db.select({ developers: count() }).from(schema.applicantProfiles);
    console.log(
      `  demo seed of a first start (3 accounts and ${(row?.developers ?? 1) - 1} demo developers with Word resumes, one transaction): ${ms.toFixed(0)} ms`,
    );
  } finally {
    await database.close();
  }
}

/** The candidate search section of `npm run bench`. */
export async function runCandidateSearchBench(): Promise<void> {
  console.log(
    `DevMatch candidate search benchmark (target: p95 <= ${TARGET_P95_MS} ms at 10,000 developers embedded and 100,000 on PostgreSQL)`,
  );
  await measureLabelledRelevance();
  await measureDemoSeed();
  await benchDatabase(await openEmbedded(), EMBEDDED_DEVELOPERS);
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log(
      `  PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://user@host:port/postgres to measure ${POSTGRES_DEVELOPERS.toLocaleString('en-US')} developers there)`,
    );
    return;
  }
  await benchDatabase(await openThrowawayPostgres(serverUrl), POSTGRES_DEVELOPERS);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runCandidateSearchBench();
