import { PGlite, protocol, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useNativeByteaConversion, writeBindMessage } from './pglite-bytea.ts';

describe('PGlite bytea conversion', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    useNativeByteaConversion(client);
    await client.exec('create table files (id serial primary key, data bytea)');
  });
  afterAll(() => client.close());

  it('writes and reads bytes as PGlite does, in a query and in a transaction', async () => {
    const samples = [new Uint8Array(0), new Uint8Array([0, 1, 127, 128, 255]), new Uint8Array(70_000).map((_, index) => index % 251)];
    for (const bytes of samples) {
      // Sent as a binary parameter, not as hex text.
      expect(client.serializers[types.BYTEA]!(bytes)).toBe(bytes);
      const { rows } = await client.query<{ id: number }>('insert into files (data) values ($1) returning id', [bytes]);
      const stored = await client.query<{ data: Uint8Array; hex: string }>(
        "select data, encode(data, 'hex') as hex from files where id = $1",
        [rows[0]!.id],
      );
      expect(stored.rows[0]).toEqual({ data: bytes, hex: Buffer.from(bytes).toString('hex') });
    }
    await client.transaction(async (tx) => {
      await tx.query('insert into files (data) values ($1)', [new Uint8Array([9, 9])]);
    });
    expect((await client.query("select count(*)::int as n from files where data = '\\x0909'")).rows).toEqual([{ n: 1 }]);
  });

  it('reads a view of a larger buffer as only its own bytes', async () => {
    const backing = new Uint8Array([1, 2, 3, 4, 5, 6]);
    const { rows } = await client.query<{ data: Uint8Array }>('select $1::bytea as data', [backing.subarray(2, 4)]);
    expect(rows[0]!.data).toEqual(new Uint8Array([3, 4]));
  });

  it("writes PGlite's Bind message byte for byte, for PGlite's own queries and transactions too", () => {
    const bytes = new Uint8Array([9, 1, 2, 3, 9]).subarray(1, 4);
    // 'B', length 40; no portal; statement dm_1; formats text, text, binary; NULL, 'añ' in UTF-8, the three bytes; text results.
    expect(Buffer.from(writeBindMessage({ statement: 'dm_1', values: [null, 'añ', bytes] })).toString('hex')).toBe(
      '420000002800646d5f310000030000000000010003ffffffff0000000361c3b1000000030102030000',
    );
    expect(protocol.serialize.bind).toBe(writeBindMessage);
  });
});
