/**
 * The DevMatch server process: reads the environment, makes DATA_DIR private, reads the API key secret, opens and migrates the
 * database, creates the platform defaults (settings, API key rows) and encrypts plaintext API keys,
 * creates the admin and demo accounts, starts housekeeping and the daily blog post job, listens, and
 * on SIGTERM/SIGINT drains requests before closing the database.
 */
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ensureAdminAccount } from './bootstrap/admin-account.ts';
import { removeGroupAndOtherAccess, restrictDataDirAccess } from './bootstrap/data-dir-access.ts';
import { encryptPlaintextApiKeys } from './bootstrap/api-key-encryption.ts';
import { seedDemoData } from './bootstrap/demo-data.ts';
import { ensurePlatformDefaults } from './bootstrap/platform-defaults.ts';
import { loadConfig } from './config.ts';
import { openPglite, openPostgres } from './db/client.ts';
import { startDailyPostJob } from './features/blog/daily-post-job.ts';
import { startHousekeeping } from './db/housekeeping.ts';
import { createLogger } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';
import { loadSecretBox } from './lib/secret-box.ts';
import { indexProfileSkillKeys, startResumeSkillIndexing } from './db/resume-skill-index.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger({ level: config.logLevel });
  // Before anything is written under DATA_DIR.
  restrictDataDirAccess(config.dataDir, log);
  const secrets = loadSecretBox({ appSecret: config.appSecret, dataDir: config.dataDir, log });
  if (config.databaseUrl && !config.appSecret) {
    log.warn('APP_SECRET is not set: every server sharing this PostgreSQL database needs the same APP_SECRET to read the API keys');
  }
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize, (error) => log.warn({ err: error }, 'idle database connection lost'))
    : await openPglite(join(config.dataDir, 'db'));
  if (!config.databaseUrl) removeGroupAndOtherAccess(join(config.dataDir, 'db'));
  await database.migrate();
  log.info({ driver: database.driver }, 'database ready');
  await ensurePlatformDefaults(database.db, log);
  await encryptPlaintextApiKeys(database.db, secrets, log);

  // Demo data first: it only goes into a database without users, which the admin account would spoil.
  if (config.seedDemo) await seedDemoData(database.db, log);
  if (config.admin) await ensureAdminAccount(database.db, config.admin, log);

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
