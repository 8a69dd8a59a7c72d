/**
 * A scheduled job's check, run now and then every minute (the daily blog post, the alert round).
 * A check that outlasts a minute is not started twice on one server; the returned stop function
 * waits for a check under way.
 */
import type { FastifyBaseLogger } from 'fastify';

const CHECK_INTERVAL_MS = 60 * 1000;

export function startMinuteCheck(check: () => Promise<unknown>, log: FastifyBaseLogger, failure: string): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = check()
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, CHECK_INTERVAL_MS);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
