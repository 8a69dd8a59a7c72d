/**
 * Migration 0030: each user's latest session use becomes their last sign-in, and recording a
 * sign-in alone sends no session-change notice (every other change to a user, and a deletion, still does).
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrationFile, runMigrationsBefore } from '#tests/factories/migrations.ts';

const SESSION_SIGN_INS_MIGRATION = '0032_session_sign_ins.sql';

describe('migration 0030: a session in use is a sign-in', () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it('copies the latest session use into last_sign_in_at when it is later', async () => {
    await runMigrationsBefore(client, SESSION_SIGN_INS_MIGRATION);
    await client.exec(`
      insert into users (id, email, username, password_hash, user_type, full_name, last_sign_in_at) values
        (1, 'a@example.com', 'a', 'x', 'developer', 'A', null),
        (2, 'b@example.com', 'b', 'x', 'developer', 'B', '2026-11-20T10:00:00Z'),
        (3, 'c@example.com', 'c', 'x', 'employer', 'C', '2026-11-25T10:00:00Z'),
        (4, 'd@example.com', 'd', 'x', 'employer', 'D', null);
      insert into sessions (id_hash, user_id, last_seen_at, expires_at) values
        ('s1', 1, '2026-11-10T10:00:00Z', '2026-12-30T00:00:00Z'),
        ('s2', 1, '2026-11-12T10:00:00Z', '2026-12-30T00:00:00Z'),
        ('s3', 2, '2026-11-22T10:00:00Z', '2026-12-30T00:00:00Z'),
        ('s4', 3, '2026-11-21T10:00:00Z', '2026-12-30T00:00:00Z');`);

    await runMigrationFile(client, SESSION_SIGN_INS_MIGRATION);

    const { rows } = await client.query<{ id: number; last_sign_in_at: Date | null }>('select id, last_sign_in_at from users order by id');
    expect(rows.map((row) => [row.id, row.last_sign_in_at?.toISOString() ?? null])).toEqual([
      [1, '2026-11-12T10:00:00.000Z'],
      [2, '2026-11-22T10:00:00.000Z'],
      [3, '2026-11-25T10:00:00.000Z'],
      [4, null],
    ]);
  });

  it('sends no notice for a recorded sign-in, and one for any other change or a deletion', async () => {
    const notices: string[] = [];
    const unlisten = await client.listen('devmatch_session_change', (payload) => notices.push(payload));
    await client.exec(`update users set last_sign_in_at = now() where id = 1`);
    await client.exec(`update users set full_name = 'Renamed', last_sign_in_at = now() where id = 2`);
    await client.exec(`delete from sessions where user_id = 4; delete from users where id = 4`);
    await expect.poll(() => notices).toEqual(['u:2', 'u:4']);
    await unlisten();
  });
});
