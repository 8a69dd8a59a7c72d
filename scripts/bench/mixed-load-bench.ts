/**
 * Mixed load benchmark (part of `npm run bench`; alone: `node --import tsx scripts/bench/mixed-load-bench.ts`).
 * 50 virtual users, each sending one request at a time over keep-alive connections (so at most 50
 * connections), run a weighted mix of what developers and employers do for BENCH_LOAD_SECONDS
 * (default 60): sign up (a developer or an employer, whom the user then goes on as; an employer confirms
 * the address from the mailed link), log in, dashboard
 * reads, profile edits, Word resume uploads (.docx from the resume builder, data from the test
 * factories), built-in analyses, candidate searches, favourites added and removed, notes saved and
 * deleted, first messages to candidates, the employer's lists, blog reads (list, post, view).
 * Any answer but the expected 2xx, and any network error, is an error. Each 2xx that creates or
 * deletes rows goes into a ledger; once the server has stopped (its background writes done), every
 * row count must equal the count before the run plus the ledger's.
 * On the embedded database always (read with PGlite from the data directory once the server is gone);
 * on PostgreSQL too when BENCH_DATABASE_URL names a server (a throwaway database, dropped after).
 * Targets (hardening issue): 0 errors, every row count exact.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { AVAILABILITY_VALUES, EXPERIENCE_LEVELS } from '../../src/shared/profile-values.ts';
import { DOCX_MIME, ZResumeBuilderDataSchema } from '../../src/shared/schemas/resumes/resume.ts';
import { DEMO_REGIONS, DEMO_ROLES } from '../../src/server/bootstrap/demo-developers-data.ts';
import { createRandom, type TRandom } from '../../src/server/bootstrap/demo-developers.ts';
import { buildResume } from '../../src/server/resume-engine/build/resume-builder.ts';
import { waitForVerifyLinkPath } from '../../tests/factories/outbox.ts';
import { buildResumeData } from '../../tests/factories/resumes.ts';
import {
  createThrowawayDatabase,
  getSessionCookie,
  logInDemoAccount,
  percentile,
  startBenchServer,
  stopBenchServer,
  type TBenchServer,
} from './bench-server.ts';
import { CRITERIA_MIX } from './candidate-search-bench.ts';

const PORT = 5197;
const VIRTUAL_USERS = 50;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const WORD_FILES = 12;
const LOAD_PASSWORD = 'mixed-load-bench';
// Every virtual user comes from 127.0.0.1, so the per-address and per-day limits would refuse the
// workload within seconds, and a virtual user sends its account's uploads faster than a person could;
// the limits are raised, not switched off, so their counting still runs.
const LOAD_ENV = {
  SEED_DEMO: 'true',
  RATE_LIMIT_SIGNUP_PER_ADDRESS: '1000000',
  RATE_LIMIT_LOGIN_PER_ADDRESS: '1000000',
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000',
  RATE_LIMIT_LOGIN_PER_ACCOUNT_ALL_ADDRESSES: '1000000',
  CONTACT_MESSAGES_PER_DAY: '1000000',
  MESSAGES_PER_HOUR: '1000000',
  RATE_LIMIT_UPLOADS_PER_USER: '1000000',
  RESUME_QUOTA_COUNT: '1000000',
};

// ---------------------------------------------------------------------------------------------
// Row counts and the ledger

/** The audit actions the workload causes; each is checked on its own, beside the table's total. */
const AUDITED_ACTIONS = [
  'user.registered',
  'auth.login',
  'profile.updated',
  'resume.uploaded',
  'resume.analyzed',
  'candidate.contacted',
  'user.email_verified',
] as const;
type TAuditedAction = (typeof AUDITED_ACTIONS)[number];

const TABLE_COUNTS = {
  developers: { label: 'users: developers', sql: `select count(*) from users where user_type = 'developer'` },
  employers: { label: 'users: employers', sql: `select count(*) from users where user_type = 'employer'` },
  profiles: { label: 'applicant_profiles', sql: 'select count(*) from applicant_profiles' },
  searchRows: { label: 'candidate_search (kept by triggers)', sql: 'select count(*) from candidate_search' },
  sessions: { label: 'sessions', sql: 'select count(*) from sessions' },
  resumes: { label: 'resumes', sql: 'select count(*) from resumes' },
  primaryResumes: { label: 'resumes: primary', sql: 'select count(*) from resumes where is_primary' },
  storedFiles: { label: 'stored_files', sql: 'select count(*) from stored_files' },
  analyses: { label: 'resume_analyses', sql: 'select count(*) from resume_analyses' },
  favourites: { label: 'employer_favorites', sql: 'select count(*) from employer_favorites' },
  notes: { label: 'employer_notes', sql: 'select count(*) from employer_notes' },
  conversations: { label: 'conversations', sql: 'select count(*) from conversations' },
  conversationMessages: { label: 'conversation_messages', sql: 'select count(*) from conversation_messages' },
  notifications: { label: 'notifications', sql: 'select count(*) from notifications' },
  searchLog: { label: 'candidate_search_log', sql: 'select count(*) from candidate_search_log' },
  lastSearches: { label: 'employer_last_searches', sql: 'select count(*) from employer_last_searches' },
  blogViews: { label: 'blog_posts: sum of view_count', sql: 'select coalesce(sum(view_count), 0) from blog_posts' },
  auditLogs: { label: 'audit_logs', sql: 'select count(*) from audit_logs' },
};
type TCountKey = keyof typeof TABLE_COUNTS | TAuditedAction;
type TCounts = Record<TCountKey, number>;

const COUNT_QUERIES = {
  ...TABLE_COUNTS,
  ...(Object.fromEntries(
    AUDITED_ACTIONS.map((action) => [
      action,
      { label: `audit_logs: ${action}`, sql: `select count(*) from audit_logs where action = '${action}'` },
    ]),
  ) as Record<TAuditedAction, { label: string; sql: string }>),
};
const COUNT_KEYS = Object.keys(COUNT_QUERIES) as TCountKey[];
/** Every row count of the ledger in one query (exported for the test that keeps it in step with the schema). */
export const COUNT_SQL = `select ${COUNT_KEYS.map((key) => `(${COUNT_QUERIES[key].sql})::int as "${key}"`).join(', ')}`;

function toCounts(row: Record<string, unknown> | undefined): TCounts {
  return Object.fromEntries(COUNT_KEYS.map((key) => [key, Number(row?.[key] ?? 0)])) as TCounts;
}

/** The counts of a stopped embedded server's data directory. */
async function countEmbeddedRows(dataDir: string): Promise<TCounts> {
  const client = await PGlite.create(join(dataDir, 'db'));
  try {
    return toCounts((await client.query<Record<string, unknown>>(COUNT_SQL)).rows[0]);
  } finally {
    await client.close();
  }
}

async function countPostgresRows(url: string): Promise<TCounts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return toCounts((await client.query<Record<string, unknown>>(COUNT_SQL)).rows[0]);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Requests and their bookkeeping

const OPERATIONS = [
  'sign up',
  'confirm e-mail',
  'log in',
  'read profile',
  'list resumes',
  'edit profile',
  'upload resume',
  'analyse resume',
  'search candidates',
  'add favourite',
  'remove favourite',
  'save note',
  'delete note',
  'contact candidate',
  'list favourites',
  'list notes',
  'list blog posts',
  'read blog post',
  'count blog view',
] as const;
type TOperation = (typeof OPERATIONS)[number];

type TRequestRecord = { operation: TOperation; status: number; ms: number };
/** status 0: a network error; 200 with a detail: an answer that disagrees with the ledger. */
type TLoadError = { operation: TOperation; status: number; detail: string };
type TAnswer = { status: number; cookie: string; body: unknown };

type TAccount = {
  userId: number;
  email: string;
  userType: 'developer' | 'employer';
  profileId: number | null;
  resumeIds: number[];
  favourites: Set<number>;
  notes: Set<number>;
  /** The applicants the employer has written to: one conversation each. */
  contacted: Set<number>;
  hasSearched: boolean;
};

type TVirtualUser = { index: number; random: TRandom; accounts: TAccount[]; account: TAccount | null; cookie: string | null };

type TLoadRun = {
  base: string;
  /** The server's DATA_DIR/outbox, where the confirmation links arrive (SMTP_URL is unset). */
  outboxDir: string;
  deadline: number;
  ledger: TCounts;
  records: TRequestRecord[];
  errors: TLoadError[];
  /** Applicant ids employers have seen in search results: what they favourite, note and contact. */
  applicantIds: number[];
  blogSlugs: string[];
  wordFiles: Buffer[];
};

type TRequestInit = { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; cookie?: string | null; json?: unknown; form?: FormData };

/** Sends one request, records its status and latency (body read included); undefined for anything but a 2xx. */
async function send(run: TLoadRun, operation: TOperation, path: string, init: TRequestInit = {}): Promise<TAnswer | undefined> {
  const headers: Record<string, string> = init.cookie ? { cookie: init.cookie } : {};
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.form;
  const started = performance.now();
  try {
    const response = await fetch(`${run.base}${path}`, { method: init.method ?? 'GET', headers, body });
    const text = await response.text();
    run.records.push({ operation, status: response.status, ms: performance.now() - started });
    if (!response.ok) {
      run.errors.push({ operation, status: response.status, detail: text.slice(0, 300) });
      return undefined;
    }
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    return { status: response.status, cookie: getSessionCookie(response), body: isJson && text ? JSON.parse(text) : null };
  } catch (error) {
    run.records.push({ operation, status: 0, ms: performance.now() - started });
    run.errors.push({
      operation,
      status: 0,
      detail: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error),
    });
    return undefined;
  }
}

const isAuditedAction = (key: TCountKey): key is TAuditedAction => (AUDITED_ACTIONS as readonly string[]).includes(key);

function count(run: TLoadRun, key: TCountKey, delta = 1): void {
  run.ledger[key] += delta;
  if (isAuditedAction(key)) run.ledger.auditLogs += delta;
}

// ---------------------------------------------------------------------------------------------
// What a virtual user does

const NAMES = DEMO_REGIONS.flatMap((region) => region.firstNames.flatMap((first) => region.lastNames.map((last) => `${first} ${last}`)));
const PLACES = DEMO_REGIONS.flatMap((region) => region.cities.map((city) => city.location));

async function signUp(run: TLoadRun, user: TVirtualUser): Promise<void> {
  const userType = user.random.chance(0.5) ? 'developer' : 'employer';
  const tag = `${user.index}-${user.accounts.length + 1}`;
  const email = `load.${tag}@load.devmatch.example`;
  const answer = await send(run, 'sign up', '/api/auth/register', {
    method: 'POST',
    cookie: user.cookie,
    json: {
      username: `load-${tag}`,
      email,
      password: LOAD_PASSWORD,
      fullName: user.random.pick(NAMES),
      location: user.random.pick(PLACES),
      phone: '+1 555 0100',
      userType,
    },
  });
  if (!answer) return;
  count(run, userType === 'developer' ? 'developers' : 'employers');
  if (userType === 'developer') {
    count(run, 'profiles');
    count(run, 'searchRows');
  }
  count(run, 'user.registered');
  // Signing up from a signed-in browser replaces its session.
  if (!user.cookie) count(run, 'sessions');
  const account: TAccount = {
    userId: (answer.body as { id: number }).id,
    email,
    userType,
    profileId: null,
    resumeIds: [],
    favourites: new Set(),
    notes: new Set(),
    contacted: new Set(),
    hasSearched: false,
  };
  user.accounts.push(account);
  user.account = account;
  user.cookie = answer.cookie;
  // An employer writes to candidates only from a confirmed address, so it opens the mailed link first.
  if (userType === 'employer') await confirmEmail(run, user, email);
}

async function confirmEmail(run: TLoadRun, user: TVirtualUser, email: string): Promise<void> {
  const linkPath = await waitForVerifyLinkPath(run.outboxDir, email);
  // The link redirects to the confirmation screen, which answers 200.
  if (await send(run, 'confirm e-mail', linkPath, { cookie: user.cookie })) count(run, 'user.email_verified');
}

/** Logs in to one of the user's accounts, which replaces the session the browser had. */
async function logIn(run: TLoadRun, user: TVirtualUser): Promise<void> {
  const account = user.random.pick(user.accounts);
  const answer = await send(run, 'log in', '/api/auth/login', {
    method: 'POST',
    cookie: user.cookie,
    json: { email: account.email, password: LOAD_PASSWORD },
  });
  if (!answer) return;
  count(run, 'auth.login');
  if (!user.cookie) count(run, 'sessions');
  user.account = account;
  user.cookie = answer.cookie;
}

async function readProfile(run: TLoadRun, user: TVirtualUser, account: TAccount): Promise<void> {
  const answer = await send(run, 'read profile', `/api/applicant/profile/${account.userId}`, { cookie: user.cookie });
  if (answer) account.profileId = (answer.body as { profile: { id: number } }).profile.id;
}

async function readDashboard(run: TLoadRun, user: TVirtualUser, account: TAccount): Promise<void> {
  await readProfile(run, user, account);
  await send(run, 'list resumes', `/api/applicant/${account.userId}/resumes`, { cookie: user.cookie });
}

async function editProfile(run: TLoadRun, user: TVirtualUser, account: TAccount): Promise<void> {
  if (account.profileId === null) await readProfile(run, user, account);
  if (account.profileId === null) return;
  const { random } = user;
  const role = random.pick(DEMO_ROLES);
  const level = random.pick(EXPERIENCE_LEVELS);
  const salaryMin = random.int(50, 150) * 1000;
  const answer = await send(run, 'edit profile', `/api/applicant/profile/${account.profileId}`, {
    method: 'PATCH',
    cookie: user.cookie,
    json: {
      jobTitle: random.pick(role.titles[level]),
      bio: random.pick(role.bios),
      skills: [...role.coreSkills, ...random.shuffle(role.extraSkills).slice(0, 3)],
      experienceLevel: level,
      availability: random.pick(AVAILABILITY_VALUES),
      salaryMin,
      salaryMax: salaryMin + random.int(10, 40) * 1000,
      openToRemote: random.chance(0.4),
    },
  });
  if (answer) count(run, 'profile.updated');
}

async function uploadResume(run: TLoadRun, user: TVirtualUser, account: TAccount): Promise<void> {
  const form = new FormData();
  form.append('resume', new Blob([new Uint8Array(user.random.pick(run.wordFiles))], { type: DOCX_MIME }), 'resume.docx');
  const answer = await send(run, 'upload resume', `/api/applicant/${account.userId}/resume`, { method: 'POST', cookie: user.cookie, form });
  if (!answer) return;
  count(run, 'resumes');
  count(run, 'storedFiles');
  count(run, 'resume.uploaded');
  // The first resume becomes the primary one.
  if (account.resumeIds.length === 0) count(run, 'primaryResumes');
  account.resumeIds.push((answer.body as { id: number }).id);
}

async function analyseResume(run: TLoadRun, user: TVirtualUser, account: TAccount): Promise<void> {
  if (account.resumeIds.length === 0) return uploadResume(run, user, account);
  const resumeId = user.random.pick(account.resumeIds);
  const targetRole = user.random.chance(0.5) ? user.random.pick(user.random.pick(DEMO_ROLES).titles.mid) : undefined;
  const answer = await send(run, 'analyse resume', `/api/resume/${resumeId}/analyze`, {
    method: 'POST',
    cookie: user.cookie,
    json: targetRole ? { targetRole } : {},
  });
  if (!answer) return;
  count(run, 'analyses');
  count(run, 'resume.analyzed');
}

async function searchCandidates(run: TLoadRun, user: TVirtualUser, account: TAccount): Promise<void> {
  const { random } = user;
  const answer = await send(run, 'search candidates', '/api/candidates/search', {
    method: 'POST',
    cookie: user.cookie,
    json: { ...random.pick(CRITERIA_MIX).criteria, sort: random.pick(['match', 'recent', 'salary']), page: random.int(1, 2) },
  });
  if (!answer) return;
  // Written after the answer: the search log for the market report and the candidate page's last search.
  count(run, 'searchLog');
  if (!account.hasSearched) count(run, 'lastSearches');
  account.hasSearched = true;
  const known = new Set(run.applicantIds);
  for (const { id } of answer.body as { id: number }[]) if (!known.has(id)) run.applicantIds.push(id);
}

/** An applicant the employer has not got in `taken`, or undefined when they have them all. */
function pickApplicant(run: TLoadRun, random: TRandom, taken: Set<number>): number | undefined {
  const free = run.applicantIds.filter((id) => !taken.has(id));
  return free.length > 0 ? random.pick(free) : undefined;
}

async function changeFavourites(run: TLoadRun, user: TVirtualUser, account: TAccount): Promise<void> {
  const path = `/api/employer/${account.userId}/favorites`;
  const applicantId = pickApplicant(run, user.random, account.favourites);
  if (account.favourites.size > 0 && (applicantId === undefined || user.random.chance(0.4))) {
    const removed = user.random.pick([...account.favourites]);
    if (!(await send(run, 'remove favourite', `${path}/${removed}`, { method: 'DELETE', cookie: user.cookie }))) return;
    count(run, 'favourites', -1);
    account.favourites.delete(removed);
    return;
  }
  if (applicantId === undefined) return;
  if (!(await send(run, 'add favourite', path, { method: 'POST', cookie: user.cookie, json: { applicantId } }))) return;
  count(run, 'favourites');
  account.favourites.add(applicantId);
}

async function changeNotes(run: TLoadRun, user: TVirtualUser, account: TAccount): Promise<void> {
  const { random } = user;
  const path = `/api/employer/${account.userId}/notes`;
  if (account.notes.size > 0 && random.chance(0.25)) {
    const applicantId = random.pick([...account.notes]);
    // Both ways the product offers: DELETE, and saving an empty note.
    const deleted = random.chance(0.5)
      ? await send(run, 'delete note', `${path}/${applicantId}`, { method: 'DELETE', cookie: user.cookie })
      : await send(run, 'delete note', path, { method: 'POST', cookie: user.cookie, json: { applicantId, note: '' } });
    if (!deleted) return;
    count(run, 'notes', -1);
    account.notes.delete(applicantId);
    return;
  }
  // Half the time a note already written is rewritten.
  const applicantId =
    account.notes.size > 0 && random.chance(0.5) ? random.pick([...account.notes]) : pickApplicant(run, random, account.notes);
  if (applicantId === undefined) return;
  const note = `Call back in ${random.int(1, 8)} weeks; strong on ${random.pick(random.pick(DEMO_ROLES).coreSkills)}.`;
  if (!(await send(run, 'save note', path, { method: 'POST', cookie: user.cookie, json: { applicantId, note } }))) return;
  if (!account.notes.has(applicantId)) count(run, 'notes');
  account.notes.add(applicantId);
}

/** A first message to an applicant the employer has not written to yet: a new conversation, and news on their bell. */
async function contactCandidate(run: TLoadRun, user: TVirtualUser, account: TAccount): Promise<void> {
  const candidateId = pickApplicant(run, user.random, account.contacted);
  if (candidateId === undefined) return;
  const answer = await send(run, 'contact candidate', '/api/employer/contact', {
    method: 'POST',
    cookie: user.cookie,
    json: {
      candidateId,
      subject: 'An interview at Northwind Labs',
      message: 'We liked your profile. Would you have 30 minutes next week?',
    },
  });
  if (!answer) return;
  account.contacted.add(candidateId);
  count(run, 'conversations');
  count(run, 'conversationMessages');
  count(run, 'notifications');
  count(run, 'candidate.contacted');
}

/** The employer's lists, checked against what this user was told it added and removed. */
async function readLists(run: TLoadRun, user: TVirtualUser, account: TAccount): Promise<void> {
  const lists = [
    ['list favourites', 'favorites', account.favourites],
    ['list notes', 'notes', account.notes],
  ] as const;
  for (const [operation, list, expected] of lists) {
    const answer = await send(run, operation, `/api/employer/${account.userId}/${list}`, { cookie: user.cookie });
    if (!answer) continue;
    const ids = (answer.body as { applicantId: number }[]).map((item) => item.applicantId);
    if (ids.length !== expected.size || ids.some((id) => !expected.has(id))) {
      run.errors.push({ operation, status: answer.status, detail: `holds ${ids.length} rows, the answers so far say ${expected.size}` });
    }
  }
}

/** A visit of the blog: the list, a post, and the post page's view count. */
async function readBlog(run: TLoadRun, user: TVirtualUser): Promise<void> {
  await send(run, 'list blog posts', '/api/blog/posts?limit=10', { cookie: user.cookie });
  const slug = user.random.pick(run.blogSlugs);
  if (!(await send(run, 'read blog post', `/api/blog/posts/${slug}`, { cookie: user.cookie }))) return;
  if (await send(run, 'count blog view', `/api/blog/posts/${slug}/views`, { method: 'POST', cookie: user.cookie })) count(run, 'blogViews');
}

type TAction = (run: TLoadRun, user: TVirtualUser, account: TAccount) => Promise<void>;

const DEVELOPER_MIX: readonly (readonly [TAction, number])[] = [
  [signUp, 3],
  [logIn, 4],
  [readDashboard, 14],
  [editProfile, 16],
  [uploadResume, 8],
  [analyseResume, 8],
  [readBlog, 12],
];
const EMPLOYER_MIX: readonly (readonly [TAction, number])[] = [
  [signUp, 3],
  [logIn, 4],
  [searchCandidates, 28],
  [changeFavourites, 14],
  [changeNotes, 12],
  [contactCandidate, 3],
  [readLists, 6],
  [readBlog, 10],
];

function pickWeighted<T>(random: TRandom, entries: readonly (readonly [T, number])[]): T {
  let roll = random.next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries.at(-1)![0];
}

async function runVirtualUser(run: TLoadRun, user: TVirtualUser): Promise<void> {
  while (performance.now() < run.deadline) {
    const { account } = user;
    if (!account) {
      await signUp(run, user);
      continue;
    }
    await pickWeighted(user.random, account.userType === 'developer' ? DEVELOPER_MIX : EMPLOYER_MIX)(run, user, account);
  }
}

// ---------------------------------------------------------------------------------------------
// The run

type TPreparedData = { applicantIds: number[]; blogSlugs: string[] };

async function fetchJson(base: string, path: string, init: { cookie: string; method?: 'GET' | 'POST'; json?: unknown }): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { cookie: init.cookie, ...(init.json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Before the run: the admin publishes the blog's initial posts; the demo employer's search gives the first applicants. */
async function prepareData(base: string): Promise<TPreparedData> {
  const admin = await logInDemoAccount(base, 'admin');
  await fetchJson(base, '/api/admin/blog/generate-initial', { method: 'POST', cookie: admin.cookie });
  const posts = (await fetchJson(base, '/api/blog/posts?limit=50', { cookie: admin.cookie })) as { slug: string }[];
  const employer = await logInDemoAccount(base, 'employer');
  const applicantIds: number[] = [];
  for (const page of [1, 2, 3]) {
    const results = await fetchJson(base, '/api/candidates/search', {
      method: 'POST',
      cookie: employer.cookie,
      json: { sort: 'recent', page },
    });
    applicantIds.push(...(results as { id: number }[]).map((result) => result.id));
  }
  return { applicantIds, blogSlugs: posts.map((post) => post.slug) };
}

/** Small two-page Word resumes from the resume builder, with the factories' data and the demo roles' lines. */
async function buildWordResumes(): Promise<Buffer[]> {
  const random = createRandom(20261125);
  const fillNumbers = (line: string) => line.replace(/\{\w+\}/g, () => String(random.int(3, 60)));
  const files: Buffer[] = [];
  for (let index = 0; index < WORD_FILES; index += 1) {
    const role = random.pick(DEMO_ROLES);
    const fullName = random.pick(NAMES);
    const factoryData = buildResumeData();
    const data = buildResumeData({
      personalInfo: { ...factoryData.personalInfo, fullName, location: random.pick(PLACES), summary: random.pick(role.bios) },
      experience: [
        {
          ...factoryData.experience![0]!,
          position: random.pick(role.titles.senior),
          description: random.shuffle(role.bullets).slice(0, 4).map(fillNumbers).join('\n'),
        },
        {
          ...factoryData.experience![1]!,
          position: random.pick(role.titles.mid),
          description: random.shuffle(role.bullets).slice(0, 3).map(fillNumbers).join('\n'),
        },
      ],
      skills: [...role.coreSkills, ...random.shuffle(role.extraSkills).slice(0, 4)],
    });
    files.push((await buildResume(ZResumeBuilderDataSchema.parse(data))).docx);
  }
  return files;
}

type TLoadResult = { records: TRequestRecord[]; errors: TLoadError[]; ledger: TCounts; seconds: number };

async function runLoad(base: string, outboxDir: string, prepared: TPreparedData, wordFiles: Buffer[]): Promise<TLoadResult> {
  const started = performance.now();
  const run: TLoadRun = {
    base,
    outboxDir,
    deadline: started + LOAD_SECONDS * 1000,
    ledger: toCounts(undefined),
    records: [],
    errors: [],
    applicantIds: [...prepared.applicantIds],
    blogSlugs: prepared.blogSlugs,
    wordFiles,
  };
  const users = Array.from({ length: VIRTUAL_USERS }, (_, index) => ({
    index,
    random: createRandom(1000 + index),
    accounts: [],
    account: null,
    cookie: null,
  }));
  await Promise.all(users.map((user) => runVirtualUser(run, user)));
  return { records: run.records, errors: run.errors, ledger: run.ledger, seconds: (performance.now() - started) / 1000 };
}

type TServerLog = { warnings: number; errors: number; messages: string[] };

/** Counts the server's warnings and errors (pino JSON lines) and keeps the first few messages. */
function collectServerLog(child: ChildProcess): TServerLog {
  const log: TServerLog = { warnings: 0, errors: 0, messages: [] };
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const entry = (() => {
      try {
        return JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      } catch {
        return { level: 50, msg: line };
      }
    })();
    if ((entry.level ?? 0) >= 50) log.errors += 1;
    else if ((entry.level ?? 0) >= 40) log.warnings += 1;
    const message = [entry.msg, entry.err?.message].filter(Boolean).join(': ');
    if (log.messages.length < 5 && !log.messages.includes(message)) log.messages.push(message);
  });
  return log;
}

// ---------------------------------------------------------------------------------------------
// Output

const formatMs = (ms: number) => `${ms < 10 ? ms.toFixed(1) : ms.toFixed(0)} ms`;
const formatLatency = (values: number[]) =>
  `p50 ${formatMs(percentile(values, 0.5))}, p95 ${formatMs(percentile(values, 0.95))}, p99 ${formatMs(percentile(values, 0.99))}`;

function printLoad(label: string, result: TLoadResult, before: TCounts, after: TCounts, serverLog: TServerLog, exitCode: number | null) {
  const { records, errors, ledger, seconds } = result;
  const networkErrors = errors.filter((error) => error.status === 0).length;
  console.log(`  ${label}: ${VIRTUAL_USERS} virtual users (connections), ${LOAD_SECONDS} s`);
  console.log(
    `    ${records.length.toLocaleString('en-US')} requests in ${seconds.toFixed(1)} s = ${(records.length / seconds).toFixed(0)} req/s; ` +
      `${errors.length} errors (${networkErrors} network); all requests ${formatLatency(records.map((record) => record.ms))}`,
  );
  console.log(`    accounts signed up: ${ledger.developers} developers, ${ledger.employers} employers`);
  for (const operation of OPERATIONS) {
    const own = records.filter((record) => record.operation === operation);
    if (own.length === 0) continue;
    const failed = errors.filter((error) => error.operation === operation).length;
    console.log(
      `    ${operation.padEnd(18)} ${String(own.length).padStart(6)}  ${formatLatency(own.map((record) => record.ms))}${failed > 0 ? `  ${failed} ERRORS` : ''}`,
    );
  }
  for (const error of errors.slice(0, 10)) console.log(`    error: ${error.operation}: ${error.status || 'network'} ${error.detail}`);
  console.log(
    `    server: ${serverLog.warnings} warnings, ${serverLog.errors} errors logged; exit code ${exitCode}${serverLog.messages.map((message) => `\n      logged: ${message}`).join('')}`,
  );

  console.log('    row counts after the server stopped (expected = before + what the 2xx answers created or deleted):');
  const differing = COUNT_KEYS.filter((key) => before[key] + ledger[key] !== after[key]);
  for (const key of COUNT_KEYS) {
    const expected = before[key] + ledger[key];
    const change = ledger[key] >= 0 ? `+${ledger[key]}` : String(ledger[key]);
    console.log(
      `      ${COUNT_QUERIES[key].label.padEnd(36)} ${String(before[key]).padStart(6)} ${change.padStart(7)} = ${String(expected).padStart(6)}  actual ${String(after[key]).padStart(6)}  ${expected === after[key] ? 'exact' : 'DIFFERS'}`,
    );
  }
  const errorVerdict = errors.length === 0 ? 'met' : 'NOT MET';
  const countVerdict = differing.length === 0 ? 'met' : `NOT MET (${differing.length} differ)`;
  console.log(`    targets: 0 errors ${errorVerdict}; every row count exact (${COUNT_KEYS.length} counts) ${countVerdict}`);
}

/** Starts the server, runs `work` against it, and stops it, also when `work` fails. */
async function withServer<T>(
  env: Record<string, string>,
  work: (server: TBenchServer) => Promise<T>,
  options: { stdout?: 'ignore' | 'pipe' } = {},
): Promise<{ value: T; exitCode: number | null }> {
  const server = await startBenchServer(PORT, env, options);
  try {
    const value = await work(server);
    return { value, exitCode: await stopBenchServer(server) };
  } catch (error) {
    await stopBenchServer(server);
    throw error;
  }
}

/** Prepares the data on a first start, counts rows with the server stopped, runs the load on a second start, counts again. */
async function measureLoad(
  label: string,
  env: Record<string, string> & { DATA_DIR: string },
  countRows: () => Promise<TCounts>,
  wordFiles: Buffer[],
) {
  const serverEnv = { ...LOAD_ENV, ...env };
  const { value: prepared } = await withServer(serverEnv, (server) => prepareData(server.base));
  const before = await countRows();
  let serverLog: TServerLog = { warnings: 0, errors: 0, messages: [] };
  const { value: result, exitCode } = await withServer(
    serverEnv,
    (server) => {
      serverLog = collectServerLog(server.child);
      return runLoad(server.base, join(env.DATA_DIR, 'outbox'), prepared, wordFiles);
    },
    { stdout: 'pipe' },
  );
  printLoad(label, result, before, await countRows(), serverLog, exitCode);
}

async function benchEmbedded(wordFiles: Buffer[]): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'devmatch-load-bench-'));
  try {
    await measureLoad('embedded PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, () => countEmbeddedRows(dataDir), wordFiles);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(serverUrl: string, wordFiles: Buffer[]): Promise<void> {
  const database = await createThrowawayDatabase(serverUrl, 'devmatch_load_bench');
  // The server still keeps its e-mail outbox there. With a secret of its own it need not warn that
  // other servers sharing the database would need the same one.
  const dataDir = mkdtempSync(join(tmpdir(), 'devmatch-load-bench-'));
  try {
    await measureLoad(
      `PostgreSQL (${new URL(serverUrl).host}, throwaway database ${database.name})`,
      { DATA_DIR: dataDir, DATABASE_URL: database.url, APP_SECRET: randomUUID() },
      () => countPostgresRows(database.url),
      wordFiles,
    );
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The mixed load section of `npm run bench`. */
export async function runMixedLoadBench(): Promise<void> {
  console.log('DevMatch mixed load benchmark (targets: 0 errors, exact row counts)');
  const wordFiles = await buildWordResumes();
  await benchEmbedded(wordFiles);
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) await benchPostgres(serverUrl, wordFiles);
  else console.log('  PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://user@host:port/postgres to measure it too)');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  await runMixedLoadBench();
}
