/**
 * The DevMatch server process: reads the environment, makes DATA_DIR private, reads the API key secret, opens and migrates the
 * database (a new embedded one is created in a worker thread first), creates the platform defaults
 * (settings, API key rows) and encrypts plaintext API keys, creates the admin and demo accounts,
 * starts housekeeping and the daily blog post job, listens, and on SIGTERM/SIGINT drains requests
 * before closing the database.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread, Worker, workerData } from 'node:worker_threads';
import { buildApp } from './app.ts';
import { ensureAdminAccount } from './bootstrap/admin-account.ts';
import { removeGroupAndOtherAccess, restrictDataDirAccess } from './bootstrap/data-dir-access.ts';
import { encryptPlaintextApiKeys } from './bootstrap/api-key-encryption.ts';
import { seedDemoData } from './bootstrap/demo-data.ts';
import { ensurePlatformDefaults } from './bootstrap/platform-defaults.ts';
import { loadConfig } from './config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.ts';
import { startDailyPostJob } from './features/blog/daily-post-job.ts';
import { startHousekeeping } from './db/housekeeping.ts';
import { createLogger } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';
import { loadSecretBox } from './lib/secret-box.ts';
import { indexProfileSkillKeys, startResumeSkillIndexing } from './db/resume-skill-index.ts';

/** Opens the embedded database and takes group and other access off the files the engine just wrote. */
async function openPrivatePglite(dir: string): Promise<DatabaseHandle> {
  const database = await openPglite(dir);
  removeGroupAndOtherAccess(dir);
  return database;
}

/** True in the worker thread that only creates a new embedded database (createPgliteInWorker). */
function isCreatingDatabaseOnly(): boolean {
  return !isMainThread && (workerData as { createDatabaseOnly?: boolean } | null)?.createDatabaseOnly === true;
}

/**
 * Creates a new embedded database (migrations, platform defaults, demo data, admin) in a worker thread
 * running this same program, which then exits: creating a database grows the engine's WebAssembly
 * memory by about 400 MB, and WebAssembly memory is given back only with its thread. The server then
 * opens the database as on any later start (idle memory 290 MB instead of 730 MB).
 */
function createPgliteInWorker(): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { createDatabaseOnly: true } });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the embedded database failed (exit code ${code})`)),
    );
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger({ level: config.logLevel });
  // Before anything is written under DATA_DIR; the umask is the process's, so it covers worker threads too.
  if (isMainThread) restrictDataDirAccess(config.dataDir, log);
  const secrets = loadSecretBox({ appSecret: config.appSecret, dataDir: config.dataDir, log });
  if (config.databaseUrl && !config.appSecret) {
    log.warn('APP_SECRET is not set: every server sharing this PostgreSQL database needs the same APP_SECRET to read the API keys');
  }
  const pgliteDir = join(config.dataDir, 'db');
  if (!config.databaseUrl && isMainThread && !existsSync(join(pgliteDir, 'PG_VERSION'))) await createPgliteInWorker();
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize, (error) => log.warn({ err: error }, 'idle database connection lost'))
    : await openPrivatePglite(pgliteDir);
  await database.migrate();
  log.info({ driver: database.driver }, 'database ready');
  await ensurePlatformDefaults(database.db, log);
  await encryptPlaintextApiKeys(database.db, secrets, log);

  // Demo data first: it only goes into a database without users, which the admin account would spoil.
  if (config.seedDemo) await seedDemoData(database.db, log);
  if (config.admin) await ensureAdminAccount(database.db, config.admin, log);
  if (isCreatingDatabaseOnly()) {
    await database.close();
    // Ends this thread, with any worker threads it started for the demo resumes.
    process.exit(0);
  }

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox'), log });
  const app = await buildApp({ ctx: { db: database.db, sessionChanges: database.sessionChanges, config, mailer, secrets }, logger: log });
  const stopHousekeeping = startHousekeeping(database, config, log);
  const stopDailyPostJob = startDailyPostJob({ db: database.db, config, secrets, log });
  // Search keys of rows written before they existed (or by another server that stopped mid-way).
  await indexProfileSkillKeys(database.db);
  startResumeSkillIndexing(app);

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    log.info({ signal }, 'shutting down: draining requests');
    stopHousekeeping();
    try {
      await stopDailyPostJob();
      await app.close();
      await database.close();
      log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  log.info({ url: config.appUrl }, 'DevMatch is running');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
