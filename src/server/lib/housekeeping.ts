import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { deleteOldSearchLog } from '#server/db/candidate-search-log.queries.ts';
import { deleteStaleResetTokens } from '#server/db/password-reset-tokens.queries.ts';
import { deleteExpiredSessions } from '#server/db/sessions.queries.ts';
import { deleteExpiredRateLimits } from './rate-limit.ts';

const INTERVAL_MS = 60 * 60 * 1000;

/** Hourly removal of expired sessions, reset tokens, rate-limit windows and old search log entries. Returns a stop function. */
export function startHousekeeping(db: Database, config: TConfig, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      await deleteExpiredSessions(db, config.session.idleTimeoutMinutes);
      await deleteStaleResetTokens(db);
      await deleteExpiredRateLimits(db);
      await deleteOldSearchLog(db);
    } catch (error) {
      log.error({ err: error }, 'housekeeping failed');
    }
  };
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
