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
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const PORT = 5198;
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 20;
const SECONDS_PER_PATH = Number(process.env.BENCH_SECONDS ?? 5);
export const TARGET_SHARE = { embedded: 0.25, postgres: 0.3 } as const;

type TPathResult = { label: string; requestsPerSecond: number; errors: number; non2xx: number; p99Ms: number };

async function waitUntilHealthy(child: ChildProcess): Promise<void> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 120_000) throw new Error('server did not become healthy within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilHealthy(child);
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function logInDemoDeveloper(): Promise<{ cookie: string; userId: number }> {
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo.developer@devmatch.example', password: 'devmatch-demo' }),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status}`);
  const { id } = (await login.json()) as { id: number };
  return { cookie: login.headers.get('set-cookie')?.split(';')[0] ?? '', userId: id };
}

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
  const { cookie, userId } = await logInDemoDeveloper();
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
    const child = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      printResults(
        `DevMatch request path benchmark, embedded database (autocannon, ${CONNECTIONS} connections, ${SECONDS_PER_PATH} s per path)`,
        await measurePaths(),
        TARGET_SHARE.embedded,
      );
    } finally {
      await stopServer(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(serverUrl: string): Promise<void> {
  const databaseName = `devmatch_request_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const dataDir = mkdtempSync(join(tmpdir(), 'devmatch-request-bench-'));
  try {
    await admin.query(`create database ${databaseName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    const child = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), SEED_DEMO: 'true' });
    try {
      printResults(
        `DevMatch request path benchmark, PostgreSQL (autocannon, ${CONNECTIONS} connections, ${SECONDS_PER_PATH} s per path)`,
        await measurePaths(),
        TARGET_SHARE.postgres,
      );
    } finally {
      await stopServer(child);
    }
  } finally {
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
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
