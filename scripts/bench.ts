/**
 * `npm run bench`: prints the numbers the foundation is judged by, measured on the built server
 * with the embedded database: time from process start to a healthy /api/health (fresh and existing
 * install), idle memory (RSS), graceful-stop time, and the median latency of GET /api/auth/me.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 5199;
const BASE = `http://127.0.0.1:${PORT}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function readRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; msToHealthy: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      const response = await fetch(`${BASE}/api/health`);
      if (response.ok) return { child, msToHealthy: performance.now() - started };
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 60_000) throw new Error('server did not become healthy within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function stopServer(child: ChildProcess): Promise<number> {
  const started = performance.now();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return performance.now() - started;
}

async function measureMeLatency(): Promise<number> {
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo.developer@devmatch.example', password: 'devmatch-demo' }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const timings: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const started = performance.now();
    const response = await fetch(`${BASE}/api/auth/me`, { headers: { cookie } });
    await response.text();
    timings.push(performance.now() - started);
  }
  return median(timings);
}

const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'devmatch-bench-'));
try {
  const fresh = await startServer(dataDir);
  await stopServer(fresh.child);

  const startTimes: number[] = [];
  const stopTimes: number[] = [];
  let rssMb = 0;
  let meLatency = 0;
  for (let run = 0; run < 3; run += 1) {
    const { child, msToHealthy } = await startServer(dataDir);
    startTimes.push(msToHealthy);
    if (run === 0) {
      meLatency = await measureMeLatency();
      await new Promise((resolve) => setTimeout(resolve, 5000));
      rssMb = readRssMb(child.pid!);
    }
    stopTimes.push(await stopServer(child));
  }

  console.log('DevMatch foundation benchmark (embedded database)');
  console.log(`  start → healthy, fresh install (migrate + seed): ${fresh.msToHealthy.toFixed(0)} ms`);
  console.log(`  start → healthy, existing install (median of 3):  ${median(startTimes).toFixed(0)} ms`);
  console.log(`  idle RSS after start and 200 requests:           ${rssMb.toFixed(0)} MB`);
  console.log(`  graceful stop on SIGTERM (median of 3):          ${median(stopTimes).toFixed(0)} ms`);
  console.log(`  GET /api/auth/me with a session (median of 200): ${meLatency.toFixed(2)} ms`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
