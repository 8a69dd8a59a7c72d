/**
 * Work a route does after its answer has gone out, tracked so that shutdown (and a test) can wait
 * for it. A task's failure is logged with its request, never thrown.
 */
import { finished } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

export type TBackgroundTasks = {
  /** Runs `task` once the reply has been sent (or the client has gone). */
  afterResponse: (reply: FastifyReply, name: string, task: () => Promise<void>) => void;
  /** Runs `task` now, beside the request that started it. */
  start: (log: FastifyBaseLogger, name: string, task: () => Promise<void>) => void;
  /** Resolves once every task started so far has ended, or after `timeoutMs`; true when none is left. */
  settle: (timeoutMs?: number) => Promise<boolean>;
};

export function createBackgroundTasks(): TBackgroundTasks {
  const pending = new Set<Promise<void>>();

  async function settleAll(): Promise<void> {
    // A task may start another; loop until the set stays empty.
    while (pending.size > 0) await Promise.all(pending);
  }

  function track(log: FastifyBaseLogger, name: string, started: Promise<void>): void {
    const run: Promise<void> = started
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => pending.delete(run));
    pending.add(run);
  }

  return {
    afterResponse(reply, name, task) {
      const sent = new Promise<void>((resolve) => finished(reply.raw, () => resolve()));
      track(reply.log, name, sent.then(task));
    },
    start(log, name, task) {
      track(log, name, Promise.resolve().then(task));
    },
    async settle(timeoutMs) {
      if (timeoutMs === undefined) {
        await settleAll();
        return true;
      }
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([settleAll(), timeout]);
      clearTimeout(timer);
      return pending.size === 0;
    },
  };
}
