import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../config.ts';
import type { DatabaseHandle } from './client.ts';
import { deleteOldSearchLog } from '#server/db/candidate-search-log.queries.ts';
import { deleteOldCandidateRemovals } from '#server/db/candidate-search-removals.queries.ts';
import { deleteStaleVerificationTokens } from '#server/db/email-verification-tokens.queries.ts';
import { deleteStaleResetTokens } from '#server/db/password-reset-tokens.queries.ts';
import { deleteOldResumeLinkDays } from '#server/db/resume-links.queries.ts';
import { deleteExpiredSessions } from '#server/db/sessions.queries.ts';
import { deleteExpiredRateLimits } from './rate-limits.queries.ts';

const INTERVAL_MS = 60 * 60 * 1000;

/**
 * Hourly, and once at start: removal of expired sessions, reset and verification tokens, rate-limit windows, old
 * search log entries, old candidate search removals and old resume link counts, then the embedded database's vacuum and statistics. Returns a stop function.
 */
export function startHousekeeping({ db, maintain }: DatabaseHandle, config: TConfig, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      await deleteExpiredSessions(db, config.session.idleTimeoutMinutes);
      await deleteStaleResetTokens(db);
      await deleteStaleVerificationTokens(db);
      await deleteExpiredRateLimits(db);
      await deleteOldSearchLog(db);
      await deleteOldCandidateRemovals(db);
      await deleteOldResumeLinkDays(db);
      await maintain();
    } catch (error) {
      log.error({ err: error }, 'housekeeping failed');
    }
  };
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
