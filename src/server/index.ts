/**
 * The DevMatch server process: reads the environment, makes DATA_DIR private, reads the API key secret, opens and migrates the
 * database (a new embedded one is created by a short-lived child process first), creates the platform defaults
 * (settings, API key rows) and encrypts plaintext API keys, creates the admin and demo accounts,
 * starts housekeeping and the daily blog post job, listens, and on SIGTERM/SIGINT drains requests
 * before closing the database.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ensureAdminAccount } from './bootstrap/admin-account.ts';
import { removeGroupAndOtherAccess, restrictDataDirAccess } from './bootstrap/data-dir-access.ts';
import { encryptPlaintextApiKeys } from './bootstrap/api-key-encryption.ts';
import { seedDemoData } from './bootstrap/demo-data.ts';
import { ensurePlatformDefaults } from './bootstrap/platform-defaults.ts';
import { loadConfig } from './config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.ts';
import { startDailyPostJob } from './features/blog/daily-post-job.ts';
import { startAlertJob } from './features/candidate-search/alerts/alert-job.ts';
import { startHousekeeping } from './db/housekeeping.ts';
import { chooseLogDestination, createLogger } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';
import { loadSecretBox } from './lib/secret-box.ts';
import { startSkillIndexing } from './db/skill-index.ts';
import { getCandidateIndex } from './matching/search-index/candidate-index.queries.ts';

/** Opens the embedded database and takes group and other access off the files the engine just wrote. */
async function openPrivatePglite(dir: string): Promise<DatabaseHandle> {
  const database = await openPglite(dir);
  removeGroupAndOtherAccess(dir);
  return database;
}

/** Run with this argument, the program only creates or migrates the database, then exits (createPgliteInChildProcess). */
const PREPARE_DATABASE_ONLY = '--prepare-database-only';

/**
 * Creates a new embedded database (migrations, platform defaults, demo data, admin) in a child
 * process running this same program, which then exits: creating a database grows the engine's
 * WebAssembly memory by about 400 MB, which WebAssembly never gives back, and even a worker thread
 * leaves 100 MB behind. The server then opens the database as on any later start.
 */
function createPgliteInChildProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, PREPARE_DATABASE_ONLY], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`creating the embedded database failed (exit code ${code})`))));
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger({ level: config.logLevel, destination: chooseLogDestination(config.logFormat, process.stdout.isTTY === true) });
  // Before anything is written under DATA_DIR.
  restrictDataDirAccess(config.dataDir, log);
  const secrets = loadSecretBox({ appSecret: config.appSecret, dataDir: config.dataDir, log });
  if (config.databaseUrl && !config.appSecret) {
    log.warn('APP_SECRET is not set: every server sharing this PostgreSQL database needs the same APP_SECRET to read the API keys');
  }
  const pgliteDir = join(config.dataDir, 'db');
  const isPreparingOnly = process.argv.includes(PREPARE_DATABASE_ONLY);
  if (!config.databaseUrl && !isPreparingOnly && !existsSync(join(pgliteDir, 'PG_VERSION'))) await createPgliteInChildProcess();
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
  if (isPreparingOnly) {
    await database.close();
    // Also ends the worker threads the demo resumes were built in.
    process.exit(0);
  }

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox'), log });
  const app = await buildApp({ ctx: { db: database.db, notices: database.notices, config, mailer, secrets }, logger: log });
  const stopHousekeeping = startHousekeeping(database, config, log);
  const stopDailyPostJob = startDailyPostJob({ db: database.db, config, secrets, log });
  const stopAlertJob = startAlertJob({ db: database.db, config, mailer, log });
  // Rows written under older rules or before a stop: resumes and profile texts not yet read, search columns of an older version.
  startSkillIndexing(app);
  // Candidate search's index, loaded now rather than by the first employer's search.
  getCandidateIndex(database.db).catch((error: unknown) => log.error({ err: error }, 'loading the candidate search index failed'));

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    log.info({ signal }, 'shutting down: draining requests');
    stopHousekeeping();
    try {
      await stopDailyPostJob();
      await stopAlertJob();
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
