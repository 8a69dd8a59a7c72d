/**
 * `createTestApp()`: a ready Fastify app on its own fresh, migrated database, with e-mails captured
 * in memory. Each test file gets its own database; call `close()` in afterAll.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type TApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openPostgres, wrapPglite, type Database, type DatabaseHandle } from '../../src/server/db/client.ts';
import type { TMail } from '../../src/server/lib/mailer.ts';
import { TEMPLATE_DATABASE, withDatabaseName } from './global-db.ts';

export type TTestApp = {
  app: TApp;
  db: Database;
  mails: TMail[];
  close: () => Promise<void>;
};

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) {
    const name = `devmatch_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const serverUrl = withDatabaseName(templateUrl, 'postgres');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    await admin.end();
    const handle = openPostgres(withDatabaseName(templateUrl, name), 4);
    const drop = async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
    return { handle, drop };
  }
  const snapshot = readFileSync(inject('pgliteSnapshotPath'));
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  return { handle: wrapPglite(client), drop: async () => undefined };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TTestApp> {
  const { handle, drop } = await openTestDatabase();
  const mails: TMail[] = [];
  const config = loadConfig({ APP_URL: 'http://devmatch.test', SEED_DEMO: 'false', ...env });
  const app = await buildApp({
    ctx: { db: handle.db, config, mailer: { send: async (mail) => void mails.push(mail) } },
    clientDir: false,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    mails,
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

/**
 * For a describe block: a fresh app before its tests, closed after them. The returned handle is
 * filled in by beforeAll, so read its fields inside tests, not at collection time.
 */
export function useTestApp(env: Record<string, string> = {}): TTestApp {
  const handle = {} as TTestApp;
  beforeAll(async () => {
    Object.assign(handle, await createTestApp(env));
  });
  afterAll(() => handle.close());
  return handle;
}
