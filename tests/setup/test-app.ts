/**
 * `createTestApp()`: a ready Fastify app on its own fresh, migrated database, with e-mails captured
 * in memory (and, when asked, its log lines). Each test file gets its own database; call `close()` in afterAll.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type TApp, type TBuildAppOptions } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openPostgres, wrapPglite, type Database, type DatabaseHandle } from '#server/db/client.ts';
import { CONFIRMATION_SUBJECT } from '#server/features/auth/account-mails.ts';
import { createLogger } from '#server/lib/logger.ts';
import type { TMail, TMailer } from '#server/lib/mailer.ts';
import { createSecretBox, type TSecretBox } from '#server/lib/secret-box.ts';
import { TEMPLATE_DATABASE } from './global-db.ts';
import { createPostgresDatabase } from './postgres-databases.ts';

export type TTestApp = {
  app: TApp;
  db: Database;
  /** The mails sent, but for address confirmations: every sign-up sends one, so they are in `confirmationMails`. */
  mails: TMail[];
  confirmationMails: TMail[];
  /** The app's API key box (a random secret per test app). */
  secrets: TSecretBox;
  /** The app's log lines (pino JSON) when `captureLogs` is set; otherwise the app logs nothing. */
  logs: string[];
  close: () => Promise<void>;
};

export type TTestAppOptions = {
  /** Log at info level into `logs`, through the server's own logger setup. */
  captureLogs?: boolean;
  /** Replaces the mailer that collects into `mails`. */
  mailer?: TMailer;
  /** Told of every route the app adds (buildApp's `onRoute`). */
  onRoute?: TBuildAppOptions['onRoute'];
};

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) {
    const { url, drop } = await createPostgresDatabase(templateUrl, { template: TEMPLATE_DATABASE });
    return { handle: openPostgres(url, 4), drop };
  }
  const snapshot = readFileSync(inject('pgliteSnapshotPath'));
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  return { handle: wrapPglite(client), drop: async () => undefined };
}

export async function createTestApp(env: Record<string, string> = {}, options: TTestAppOptions = {}): Promise<TTestApp> {
  const { handle, drop } = await openTestDatabase();
  const mails: TMail[] = [];
  const confirmationMails: TMail[] = [];
  const logs: string[] = [];
  const config = loadConfig({ APP_URL: 'http://devmatch.test', SEED_DEMO: 'false', ...env });
  const logger = options.captureLogs
    ? createLogger({ level: 'info', destination: { write: (line: string) => void logs.push(line) } })
    : undefined;
  const secrets = createSecretBox(randomBytes(32), logger ?? pino({ level: 'silent' }));
  const app = await buildApp({
    ctx: {
      db: handle.db,
      notices: handle.notices,
      config,
      mailer: options.mailer ?? {
        send: async (mail) => void (mail.subject === CONFIRMATION_SUBJECT ? confirmationMails : mails).push(mail),
      },
      secrets,
    },
    logger,
    clientDir: false,
    onRoute: options.onRoute,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    mails,
    confirmationMails,
    secrets,
    logs,
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
export function useTestApp(env: Record<string, string> = {}, options: TTestAppOptions = {}): TTestApp {
  const handle = {} as TTestApp;
  beforeAll(async () => {
    Object.assign(handle, await createTestApp(env, options));
  });
  afterAll(() => handle.close());
  return handle;
}
