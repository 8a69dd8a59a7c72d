import { stat } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTransactionTurns } from './pglite-transaction-turns.ts';

/** Waits for an I/O callback, which the event loop runs in its poll phase, as it does a request's. */
const afterIo = () => stat(import.meta.filename);

/**
 * Three transactions queued at once from an I/O callback (a worker's answer, say); while the first
 * runs, a query arrives from another I/O callback, as a request does. The order in which they finish.
 */
async function runTrainAndQuery(client: PGlite): Promise<string[]> {
  await client.exec('create table log (id serial primary key, entry text)');
  const finished: string[] = [];
  let query: Promise<unknown> | undefined;
  let onQuerySent = () => {};
  const querySent = new Promise<void>((resolve) => (onQuerySent = resolve));
  await afterIo();
  const transactions = [1, 2, 3].map((index) =>
    client.transaction(async (tx) => {
      if (index === 1) {
        query = afterIo().then(() => {
          const sent = client.query('select 1').then(() => finished.push('query'));
          onQuerySent();
          return sent;
        });
        // The first transaction runs until the query has arrived, however slow the machine is.
        await querySent;
      }
      for (let step = 0; step < 20; step += 1) await tx.query('insert into log (entry) values ($1)', [`t${index}`]);
      finished.push(`transaction ${index}`);
    }),
  );
  await Promise.all(transactions);
  await query;
  return finished;
}

describe('PGlite transaction turns', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    useTransactionTurns(client);
  });
  afterAll(() => client.close());

  it('lets a request that arrives while transactions queue in after the running one, not after all', async () => {
    expect(await runTrainAndQuery(client)).toEqual(['transaction 1', 'query', 'transaction 2', 'transaction 3']);
  });

  it('keeps transactions in their order and isolated, and a failed one does not stop the line', async () => {
    await client.exec('create table counter (n int); insert into counter values (0)');
    const increments = Array.from({ length: 5 }, () =>
      client.transaction(async (tx) => {
        const { rows } = await tx.query<{ n: number }>('select n from counter');
        await tx.query('update counter set n = $1', [rows[0]!.n + 1]);
        return rows[0]!.n;
      }),
    );
    const failing = client.transaction(async (tx) => {
      await tx.query('select * from no_such_table');
    });
    await expect(failing).rejects.toThrow(/no_such_table/);
    expect(await Promise.all(increments)).toEqual([0, 1, 2, 3, 4]);
    expect(await client.transaction(async (tx) => (await tx.query('select n from counter')).rows)).toEqual([{ n: 5 }]);
  });
});
