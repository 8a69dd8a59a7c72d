import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePreparedStatements } from './pglite-prepared-statements.ts';

describe('PGlite with prepared statements', () => {
  let client: PGlite;
  let pgliteQuery: PGlite['query'];

  beforeAll(async () => {
    client = await PGlite.create();
    pgliteQuery = client.query.bind(client);
    usePreparedStatements(client);
    await client.exec(`
      create table things (
        id serial primary key, name text not null unique, tags text[], data jsonb, raw bytea,
        is_done boolean, price numeric, created_at timestamptz default '2026-11-25T10:00:00Z'
      );
      insert into things (name, tags, data, raw, is_done, price)
        values ('a', '{x,"y z"}', '{"k":[1,2]}', '\\x0102', true, 12.5), ('b', null, null, null, null, null);
    `);
  });
  afterAll(() => client.close());

  const SELECT_ALL = 'select * from things where id >= $1 order by id';
  // What drizzle passes with each query: its own parsers for dates, array mode.
  const DRIZZLE_OPTIONS: QueryOptions = { rowMode: 'array', parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };

  it('answers exactly as PGlite does, in both row modes, with and without extra parsers', async () => {
    for (const options of [undefined, { rowMode: 'object' as const }, DRIZZLE_OPTIONS]) {
      const expected = await pgliteQuery(SELECT_ALL, [1], options);
      // Twice: the first call prepares the statement, the second reuses it.
      expect(await client.query(SELECT_ALL, [1], options)).toEqual(expected);
      expect(await client.query(SELECT_ALL, [1], options)).toEqual(expected);
    }
  });

  it('serialises parameters by their type and counts the rows a write changed', async () => {
    const inserted = await client.query<{ id: number }>(
      'insert into things (name, tags, data, raw, created_at) values ($1, $2, $3, $4, $5) returning id',
      ['c', ['p', 'q r'], { nested: { ok: true } }, new Uint8Array([9, 8]), new Date('2026-01-02T03:04:05Z')],
    );
    expect(inserted.affectedRows).toBe(1);
    const { rows } = await client.query('select tags, data, raw, created_at from things where id = $1', [inserted.rows[0]!.id]);
    expect(rows[0]).toEqual({
      tags: ['p', 'q r'],
      data: { nested: { ok: true } },
      raw: new Uint8Array([9, 8]),
      created_at: new Date('2026-01-02T03:04:05Z'),
    });
    const updated = await client.query('update things set is_done = $1 where name = any($2)', [false, ['a', 'b', 'c']]);
    expect(updated.affectedRows).toBe(3);
  });

  it('reports database errors with their code and constraint, and keeps working after them', async () => {
    const error = await client.query('insert into things (name) values ($1)', ['a']).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', constraint: 'things_name_key' });
    await expect(client.query('select $1::int', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    await expect(client.query('selec nonsense')).rejects.toMatchObject({ code: '42601' });
    expect((await client.query('select count(*)::int as n from things')).rows).toEqual([{ n: 3 }]);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    let isCommitted = false;
    let onInserted = () => {};
    const isInserted = new Promise<void>((resolve) => (onInserted = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('in transaction')");
      onInserted();
      await new Promise((resolve) => setTimeout(resolve, 50));
      isCommitted = true;
    });
    await isInserted;
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from things where name = $1', ['in transaction']);
    await transaction;
    expect(isCommitted).toBe(true);
    expect(rows[0]!.n).toBe(1);
  });

  it('delivers NOTIFY from its writes before the write resolves', async () => {
    const notices: string[] = [];
    await client.listen('things_changed', (payload) => notices.push(payload));
    await client.query("select pg_notify('things_changed', $1)", ['hello']);
    expect(notices).toEqual(['hello']);
  });
});
