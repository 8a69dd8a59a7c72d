/**
 * Request path benchmark (part of `npm run bench`; alone: `node --import tsx scripts/bench/request-path-bench.ts`).
 * Throughput of the built server under load from this process (autocannon, 20 connections, one
 * core for the load and one for the server on a 2-core machine), as the share of the 401 answer's
 * throughput (a request that never reaches the database), so runs on busier or faster machines
 * stay comparable:
 *   - a 401 answer (GET /api/auth/me without a cookie);
 *   - GET /api/health (select 1) without and with a session cookie;
 *   - a signed-in developer's resume list and profile.
 * On the embedded database always; on PostgreSQL when BENCH_DATABASE_URL names a server (a
 * throwaway database is created there, seeded with the demo data, and dropped after).
 * Targets (issue 14): the signed-in resume list at >= 25 % of the 401 path on the embedded database
 * and >= 30 % on PostgreSQL.
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
const SECONDS_PER_PATH = Number(process.env.BENCH_SECONDS ?? 5);
export const TARGET_SHARE = { embedded: 0.25, postgres: 0.3 } as const;

type TPathResult = { label: string; requestsPerSecond: number; errors: number; non2xx: number; p99Ms: number };

async function loadPath(label: string, path: string, expectedStatus: number, cookie?: string): Promise<TPathResult> {
  const check = await fetch(`${BASE}${path}`, { headers: cookie ? { cookie } : {} });
  await check.text();
  if (check.status !== expectedStatus) throw new Error(`${path}: expected ${expectedStatus}, got ${check.status}`);
  const options = { url: `${BASE}${path}`, connections: CONNECTIONS, headers: cookie ? { cookie } : {} };
  // A short warm-up, so the first timed second is not the JIT's.
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: SECONDS_PER_PATH, expectBody: undefined });
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

/** Loads each path in turn against a running server; the first is the 401 path the others are compared with. */
async function measurePaths(): Promise<TPathResult[]> {
  const { cookie, userId } = await logInDemoAccount(BASE, 'developer');
  return [
    await loadPath('a 401 answer (GET /api/auth/me, no cookie)', '/api/auth/me', 401),
    await loadPath('GET /api/health (select 1), no cookie', '/api/health', 200),
    await loadPath('GET /api/health with a session cookie', '/api/health', 200, cookie),
    await loadPath(`GET /api/applicant/{id}/resumes signed in`, `/api/applicant/${userId}/resumes`, 200, cookie),
    await loadPath(`GET /api/applicant/profile/{id} signed in`, `/api/applicant/profile/${userId}`, 200, cookie),
  ];
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
  const list = results[3]!;
  const verdict = list.requestsPerSecond / base >= targetShare ? 'met' : 'NOT MET';
  console.log(`  target: the signed-in resume list at >= ${(targetShare * 100).toFixed(0)} % of the 401 path: ${verdict}`);
}

async function benchEmbedded(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'devmatch-request-bench-'));
  try {
    const server = await startBenchServer(PORT, { DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      await waitUntilIdle(server);
      printResults(
        `DevMatch request path benchmark, embedded database (autocannon, ${CONNECTIONS} connections, ${SECONDS_PER_PATH} s per path)`,
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
        `DevMatch request path benchmark, PostgreSQL (autocannon, ${CONNECTIONS} connections, ${SECONDS_PER_PATH} s per path)`,
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
