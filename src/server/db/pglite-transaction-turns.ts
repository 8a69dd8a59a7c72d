/**
 * PGlite runs one transaction at a time, on the request thread, and hands its lock from one waiting
 * transaction to the next without a pause: the whole train runs before the event loop reads another
 * request. Eight 10 MB uploads stored at once kept even a health check's `select 1` waiting for all
 * eight (over a second). Here transactions queue in a line of their own and let the event loop turn
 * before each takes its turn, so requests that arrived meanwhile go in between: one transaction at most.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';

export function useTransactionTurns(client: PGlite): void {
  const runTransaction = client.transaction.bind(client);
  let lastTurn: Promise<unknown> = Promise.resolve();
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    const turn = lastTurn.then(() => new Promise((resolve) => setImmediate(resolve))).then(() => runTransaction(callback));
    lastTurn = turn.catch(() => undefined);
    return turn;
  };
}
