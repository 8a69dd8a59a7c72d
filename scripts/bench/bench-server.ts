/**
 * What the benches that load the built server over HTTP share (request-path-bench, mixed-load-bench):
 * the server as a child process (started, healthy, stopped gracefully), signing in to a demo account,
 * a throwaway PostgreSQL database, and percentiles.
 */
import { readFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/bootstrap/demo-data.ts';

export type TBenchServer = { child: ChildProcess; base: string };

async function waitUntilHealthy({ child, base }: TBenchServer): Promise<void> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 120_000) throw new Error('server did not become healthy within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Starts dist/server/index.js on `port` with `env` on top of this process's and waits for /api/health.
 * Its log (stdout) is dropped unless `stdout: 'pipe'`, and then the caller must read it, or a full
 * pipe would stall the server.
 */
export async function startBenchServer(
  port: number,
  env: Record<string, string>,
  options: { stdout?: 'ignore' | 'pipe' } = {},
): Promise<TBenchServer> {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', options.stdout ?? 'ignore', 'inherit'],
  });
  const server = { child, base: `http://127.0.0.1:${port}` };
  await waitUntilHealthy(server);
  return server;
}

/** CPU seconds the process has used so far (user + system), from /proc. */
function readCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are the 12th and 13th fields after the command name, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until the server has finished its start-up work (indexing the demo resumes' skills runs in
 * the background once it answers): under 5 % of a core over a second, at most `maxMs`.
 */
export async function waitUntilIdle({ child }: TBenchServer, maxMs = 60_000): Promise<void> {
  const deadline = performance.now() + maxMs;
  while (performance.now() < deadline) {
    const before = readCpuSeconds(child.pid!);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (readCpuSeconds(child.pid!) - before < 0.05) return;
  }
}

/** SIGTERM, then waits for the exit (the server drains requests and background tasks first); returns the exit code. */
export async function stopBenchServer({ child }: TBenchServer): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

/** The `name=value` pair of the session cookie an answer sets, ready for a `cookie` header. */
export function getSessionCookie(response: Response): string {
  return response.headers.get('set-cookie')?.split(';')[0] ?? '';
}

export async function logInDemoAccount(
  base: string,
  userType: 'developer' | 'employer' | 'admin',
): Promise<{ cookie: string; userId: number }> {
  const account = DEMO_ACCOUNTS.find((demo) => demo.userType === userType)!;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`demo ${userType} login failed: ${login.status}`);
  const { id } = (await login.json()) as { id: number };
  return { cookie: getSessionCookie(login), userId: id };
}

export type TThrowawayDatabase = { name: string; url: string; drop: () => Promise<void> };

async function runAdminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** An empty database on the PostgreSQL server `serverUrl` names; `drop` removes it, closing whatever still uses it. */
export async function createThrowawayDatabase(serverUrl: string, prefix: string): Promise<TThrowawayDatabase> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await runAdminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => runAdminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

/** The value below which `share` of `values` lie (nearest rank). */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

// The prober runs in a thread of its own: the bench's thread builds and sends the load, and its
// pauses would otherwise count as the server's.
const HEALTH_PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const times = [];
let isStopped = false;
parentPort.once('message', () => (isStopped = true));
(async () => {
  while (!isStopped) {
    const started = performance.now();
    await (await fetch(workerData.url)).text();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  parentPort.postMessage(times);
})();
`;

/** Asks `${base}/api/health` every 10 ms until `work` settles; the answers' times in ms. */
export async function pollHealthDuring(base: string, work: Promise<unknown>): Promise<number[]> {
  const prober = new Worker(HEALTH_PROBER, { eval: true, workerData: { url: `${base}/api/health` } });
  const times = new Promise<number[]>((resolve) => prober.once('message', resolve));
  await work;
  prober.postMessage('stop');
  const result = await times;
  await prober.terminate();
  return result;
}

/** '120 requests: p50 3 ms, p99 54 ms, max 113 ms' */
export function describeLatencies(times: number[]): string {
  const format = (ms: number) => `${ms.toFixed(0)} ms`;
  return `${times.length} requests: p50 ${format(percentile(times, 0.5))}, p99 ${format(percentile(times, 0.99))}, max ${format(Math.max(...times))}`;
}
