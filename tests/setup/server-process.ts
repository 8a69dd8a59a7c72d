/**
 * Real DevMatch server processes for the resilience tests: a bundle of the current sources
 * (scripts/build-server.mjs, as `npm start` runs dist/server), started on a free port with its own
 * environment, then killed (SIGKILL, a crash) or stopped (SIGTERM, the graceful shutdown). What a
 * process writes is kept, to explain a failure.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '#server/lib/paths.ts';

const START_TIMEOUT_MS = 60_000;
const HEALTH_POLL_MS = 50;
const PORT_ATTEMPTS = 3;

/** Raised far above any test's needs: the tests sign up and log in many times from one address. */
const TEST_RATE_LIMITS = {
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '10000',
  RATE_LIMIT_LOGIN_PER_ACCOUNT_ALL_ADDRESSES: '10000',
  RATE_LIMIT_LOGIN_PER_ADDRESS: '10000',
  RATE_LIMIT_SIGNUP_PER_ADDRESS: '10000',
};

export type TServerBundle = { entry: string; remove: () => void };

export type TServerProcess = {
  url: string;
  /** Its DATA_DIR: the outbox of its e-mails is there. */
  dataDir: string;
  /** What the process wrote to stdout and stderr so far. */
  output: () => string;
  /** SIGKILL: the process ends at once, with requests in flight, as in a crash or an OOM kill. */
  kill: () => Promise<void>;
  /** SIGTERM: the graceful shutdown; resolves with the exit code. */
  stop: () => Promise<number | null>;
};

const started = new Set<ChildProcess>();

/** Bundles the server into a fresh folder under .tmp (inside the package, so it finds its migrations). */
export function buildServerBundle(): TServerBundle {
  mkdirSync(join(PACKAGE_ROOT, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(PACKAGE_ROOT, '.tmp', 'server-bundle-'));
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs', dir], { cwd: PACKAGE_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the server bundle failed to build:\n${result.stderr}`);
  return { entry: join(dir, 'index.js'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A port nothing listens on right now (the OS picks it). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitUntilHealthy(child: ChildProcess, url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited during start-up (${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  throw new Error(`the server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

function spawnServer(bundle: TServerBundle, env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, ['--enable-source-maps', bundle.entry], {
    cwd: PACKAGE_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...TEST_RATE_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { child, output: () => Buffer.concat(chunks).toString('utf8') };
}

/**
 * Starts the bundled server with `env` on top of a minimal environment (nothing of the test run's
 * own, such as DATABASE_URL, leaks in) and resolves once /api/health answers 200.
 */
export async function startServer(bundle: TServerBundle, env: Record<string, string>): Promise<TServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await findFreePort();
    const { child, output } = spawnServer(bundle, env, port);
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitUntilHealthy(child, url, output);
    } catch (error) {
      // Another process may take the free port before the server listens on it: try another one.
      if (attempt < PORT_ATTEMPTS && output().includes('EADDRINUSE')) continue;
      throw error;
    }
    return {
      url,
      dataDir: env.DATA_DIR ?? join(PACKAGE_ROOT, 'data'),
      output,
      async kill() {
        child.kill('SIGKILL');
        await waitForExit(child);
      },
      stop() {
        child.kill('SIGTERM');
        return waitForExit(child);
      },
    };
  }
}

/** For afterAll: kills whatever server a failed test left running. */
export async function killStartedServers(): Promise<void> {
  await Promise.all(
    [...started].map((child) => {
      child.kill('SIGKILL');
      return waitForExit(child);
    }),
  );
}
