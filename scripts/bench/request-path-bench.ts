/**
 * Request path benchmark (part of `npm run bench`; alone: `node --import tsx scripts/bench/request-path-bench.ts`).
 * Throughput of the built server under load from this process (autocannon, 20 connections, one
 * core for the load and one for the server on a 2-core machine), as the share of the 401 answer's
 * throughput (a request that never reaches the database), so runs on busier or faster machines
 * stay comparable. The paths take turns over ROUNDS rounds and each figure is the median of its
 * rounds: a virtual machine's speed drifts by a third within a minute, and one long measurement
 * per path compared a fast moment with a slow one.
 *   - a 401 answer (GET /api/auth/me without a cookie);
 *   - GET /api/health (select 1) without and with a session cookie;
 *   - a signed-in developer's resume list and profile;
 *   - the public job board and blog list, without a cookie (answered from memory until they change).
 * On the embedded database always; on PostgreSQL when BENCH_DATABASE_URL names a server (a
 * throwaway database is created there, seeded with the demo data, and dropped after).
 * Targets (issue 14): the signed-in resume list at >= 25 % of the 401 path on the embedded database
 * and >= 30 % on PostgreSQL; (issue 37) the job board and the blog list at >= 50 % on both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { createThrowawayDatabase, logInDemoAccount, startBenchServer, stopBenchServer, waitUntilIdle } from './bench-server.ts';

const PORT = 5198;
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 20;
const SECONDS_PER_PATH = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = 5;
const TARGET_SHARE = { embedded: 0.25, postgres: 0.3 } as const;
const PUBLIC_LIST_TARGET_SHARE = 0.5;

type TPathResult = { label: string; requestsPerSecond: number; errors: number; non2xx: number; p99Ms: number };

type TPath = { label: string; path: string; expectedStatus: number; cookie?: string };

async function loadPath({ label, path, expectedStatus, cookie }: TPath, seconds: number, warmUp: boolean): Promise<TPathResult> {
  const check = await fetch(`${BASE}${path}`, { headers: cookie ? { cookie } : {} });
  await check.text();
  if (check.status !== expectedStatus) throw new Error(`${path}: expected ${expectedStatus}, got ${check.status}`);
  const options = { url: `${BASE}${path}`, connections: CONNECTIONS, headers: cookie ? { cookie } : {} };
  // A short warm-up before the first round, so the first timed second is not the JIT's.
  if (warmUp) await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: seconds, expectBody: undefined });
  // autocannon counts only 2xx as such; the 401 path is expected to answer 401.
  const unexpected = expectedStatus === 401 ? result.requests.total - result['4xx'] : result.non2xx;
  return {
    label,
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: unexpected,
    p99Ms: result.latency.p99,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each path's median over the rounds; faults are summed. */
function combineRounds(rounds: TPathResult[]): TPathResult {
  return {
    label: rounds[0]!.label,
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    p99Ms: median(rounds.map((round) => round.p99Ms)),
  };
}

/** Loads the paths in turn, ROUNDS times, against a running server; the first is the 401 path the others are compared with. */
async function measurePaths(): Promise<TPathResult[]> {
  const { cookie, userId } = await logInDemoAccount(BASE, 'developer');
  const paths: TPath[] = [
    { label: 'a 401 answer (GET /api/auth/me, no cookie)', path: '/api/auth/me', expectedStatus: 401 },
    { label: 'GET /api/health (select 1), no cookie', path: '/api/health', expectedStatus: 200 },
    { label: 'GET /api/health with a session cookie', path: '/api/health', expectedStatus: 200, cookie },
    { label: 'GET /api/applicant/{id}/resumes signed in', path: `/api/applicant/${userId}/resumes`, expectedStatus: 200, cookie },
    { label: 'GET /api/applicant/profile/{id} signed in', path: `/api/applicant/profile/${userId}`, expectedStatus: 200, cookie },
    { label: 'GET /api/jobs (the job board), no cookie', path: '/api/jobs', expectedStatus: 200 },
    { label: 'GET /api/blog/posts (the blog list), no cookie', path: '/api/blog/posts?limit=12', expectedStatus: 200 },
  ];
  const rounds: TPathResult[][] = paths.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, path] of paths.entries()) rounds[index]!.push(await loadPath(path, SECONDS_PER_PATH / ROUNDS, round === 0));
  }
  return rounds.map(combineRounds);
}

function printResults(title: string, results: TPathResult[], targetShare: number): void {
  const base = results[0]!.requestsPerSecond;
  console.log(title);
  for (const result of results) {
    const share = `${((result.requestsPerSecond / base) * 100).toFixed(0)} %`.padStart(5);
    const faults = result.errors + result.non2xx > 0 ? `, ${result.errors} errors, ${result.non2xx} unexpected answers` : '';
    console.log(
      `  ${result.label.padEnd(48)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  ${share} of the 401 path  p99 ${result.p99Ms} ms${faults}`,
    );
  }
  const verdict = (result: TPathResult, share: number) => (result.requestsPerSecond / base >= share ? 'met' : 'NOT MET');
  console.log(
    `  target: the signed-in resume list at >= ${(targetShare * 100).toFixed(0)} % of the 401 path: ${verdict(results[3]!, targetShare)}`,
  );
  const publicLists = [results[5]!, results[6]!].map((result) => verdict(result, PUBLIC_LIST_TARGET_SHARE));
  console.log(
    `  target: the job board and the blog list at >= ${PUBLIC_LIST_TARGET_SHARE * 100} % of the 401 path: ${publicLists.join(', ')}`,
  );
}

async function benchEmbedded(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'devmatch-request-bench-'));
  try {
    const server = await startBenchServer(PORT, { DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      await waitUntilIdle(server);
      printResults(
        `DevMatch request path benchmark, embedded database (autocannon, ${CONNECTIONS} connections, ${SECONDS_PER_PATH} s per path in ${ROUNDS} rounds, medians)`,
        await measurePaths(),
        TARGET_SHARE.embedded,
      );
    } finally {
      await stopBenchServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(serverUrl: string): Promise<void> {
  const database = await createThrowawayDatabase(serverUrl, 'devmatch_request_bench');
  const dataDir = mkdtempSync(join(tmpdir(), 'devmatch-request-bench-'));
  try {
    const server = await startBenchServer(PORT, { DATA_DIR: dataDir, DATABASE_URL: database.url, SEED_DEMO: 'true' });
    try {
      await waitUntilIdle(server);
      printResults(
        `DevMatch request path benchmark, PostgreSQL (autocannon, ${CONNECTIONS} connections, ${SECONDS_PER_PATH} s per path in ${ROUNDS} rounds, medians)`,
        await measurePaths(),
        TARGET_SHARE.postgres,
      );
    } finally {
      await stopBenchServer(server);
    }
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runRequestPathBench(): Promise<void> {
  await benchEmbedded();
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) await benchPostgres(postgresUrl);
  else console.log('  (PostgreSQL: set BENCH_DATABASE_URL to a server to measure it too)');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runRequestPathBench();
