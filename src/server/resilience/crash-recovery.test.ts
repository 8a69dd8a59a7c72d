/**
 * A real server process killed (SIGKILL) in the middle of writes, then restarted on the same data:
 * the database opens and migrates, every write answered 2xx is still there, whole, and nothing is
 * half-written. Several kills at different moments of the same workload, on the embedded database
 * (the PGlite test run) and on PostgreSQL (the run with DATABASE_URL).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import {
  createCrashAccounts,
  expectAnsweredWritesKept,
  expectNothingHalfWritten,
  writeUntilKilled,
  type TRoundFigures,
} from '#tests/factories/crash-writes.ts';
import { TEMPLATE_DATABASE } from '#tests/setup/global-db.ts';
import { createPostgresDatabase } from '#tests/setup/postgres-databases.ts';
import { buildServerBundle, killStartedServers, startServer, type TServerBundle } from '#tests/setup/server-process.ts';

const IS_POSTGRES_RUN = Boolean(process.env.DATABASE_URL);
/**
 * One kill per entry, this long after every kind of write was answered once in the round. The
 * embedded database gets two: each of its starts costs about 5 s of CPU (PGlite's WebAssembly).
 */
const KILL_DELAYS_MS = { pglite: [0, 300], postgres: [0, 150, 400] };
const SCENARIO_TIMEOUT_MS = 180_000;

type TCrashTarget = {
  env: Record<string, string>;
  killDelaysMs: number[];
  /** The database for the final SQL checks, opened once the last server has stopped. */
  openDatabase: () => Promise<DatabaseHandle>;
};

let bundle: TServerBundle;
beforeAll(() => {
  bundle = buildServerBundle();
});
afterAll(async () => {
  await killStartedServers();
  bundle?.remove();
});

async function runCrashRounds(target: TCrashTarget): Promise<void> {
  let server = await startServer(bundle, target.env);
  const { accounts, ledger } = await createCrashAccounts(server);
  const rounds: TRoundFigures[] = [];
  for (const [index, killDelayMs] of target.killDelaysMs.entries()) {
    const figures = await writeUntilKilled(server, accounts, ledger, { killDelayMs, round: index + 1 });
    rounds.push(figures);
    expect(figures.isTimedOut, `round ${index + 1} answered every kind of write`).toBe(false);
    // A kill between requests would prove nothing about a crash in the middle of one.
    expect(figures.inFlightAtKill, `round ${index + 1}`).toBeGreaterThan(0);
    // The sessions live in the database: the cookies from before the crash still work after it.
    server = await startServer(bundle, target.env);
    await expectAnsweredWritesKept(server.url, accounts, ledger);
  }
  expect(ledger.unexpected).toEqual([]);
  expect(ledger.uploads.length).toBeGreaterThan(0);
  expect(ledger.applies.length).toBeGreaterThan(0);
  expect(await server.stop()).toBe(0);
  const database = await target.openDatabase();
  try {
    await expectNothingHalfWritten(database.db, ledger);
  } finally {
    await database.close();
  }
  console.log(
    `crash rounds: ${rounds.map((round, index) => `kill ${index + 1} after ${round.answered} answers (${round.sent} sent), ${round.inFlightAtKill} in flight`).join('; ')}; ` +
      `kept ${ledger.uploads.length} uploads, ${ledger.improvementIds.length} improvements, ${ledger.applies.length} applied versions`,
  );
}

describe.skipIf(IS_POSTGRES_RUN)('a server killed during writes, on the embedded database', () => {
  it(
    'reopens the data directory and keeps every answered write, with nothing half-written',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'devmatch-crash-'));
      const databaseDir = join(dataDir, 'db');
      try {
        // The migrated snapshot saves the server its initdb; the server still runs its migrations.
        const snapshot = await PGlite.create(databaseDir, { loadDataDir: new Blob([readFileSync(inject('pgliteSnapshotPath'))]) });
        await snapshot.close();
        await runCrashRounds({
          env: { DATA_DIR: dataDir },
          killDelaysMs: KILL_DELAYS_MS.pglite,
          openDatabase: () => openPglite(databaseDir),
        });
      } finally {
        await killStartedServers();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SCENARIO_TIMEOUT_MS,
  );
});

describe.runIf(IS_POSTGRES_RUN)('a server killed during writes, on PostgreSQL', () => {
  it(
    'keeps every answered write, with nothing half-written',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'devmatch-crash-'));
      const database = await createPostgresDatabase(inject('postgresTemplateUrl'), { template: TEMPLATE_DATABASE });
      try {
        await runCrashRounds({
          env: { DATA_DIR: dataDir, DATABASE_URL: database.url, APP_SECRET: 'crash-test-secret-0123456789abcdef' },
          killDelaysMs: KILL_DELAYS_MS.postgres,
          openDatabase: async () => openPostgres(database.url, 1),
        });
      } finally {
        await killStartedServers();
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SCENARIO_TIMEOUT_MS,
  );
});
