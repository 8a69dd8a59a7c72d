/**
 * Work a route does after its answer has gone out, tracked so that shutdown (and a test) can wait
 * for it. A task's failure is logged with its request, never thrown.
 */
import { finished } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type TBackgroundTasks = {
  /** Runs `task` once the reply has been sent (or the client has gone). */
  afterResponse: (reply: FastifyReply, name: string, task: () => Promise<void>) => void;
  /** Resolves once every task started so far has ended, or after `timeoutMs`; true when none is left. */
  settle: (timeoutMs?: number) => Promise<boolean>;
};

export function createBackgroundTasks(): TBackgroundTasks {
  const pending = new Set<Promise<void>>();

  async function settleAll(): Promise<void> {
    // A task may start another; loop until the set stays empty.
    while (pending.size > 0) await Promise.all(pending);
  }

  return {
    afterResponse(reply, name, task) {
      const sent = new Promise<void>((resolve) => finished(reply.raw, () => resolve()));
      const run: Promise<void> = sent
        .then(task)
        .catch((error: unknown) => reply.log.error({ err: error }, `${name} failed`))
        .finally(() => pending.delete(run));
      pending.add(run);
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
