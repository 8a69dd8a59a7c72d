/**
 * Migration 0015 moves the messages employers sent before conversations existed into conversations:
 * one per employer and developer, the messages in order, the developer's read marker where their
 * notification was opened, and the notifications pointing at the thread.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrationFile, runMigrationsBefore } from '#tests/factories/migrations.ts';

const CONVERSATIONS_MIGRATION = '0015_conversations.sql';

describe('migration 0015: contact messages become conversations', () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it('keeps every message, in order, with its read state and its notification', async () => {
    await runMigrationsBefore(client, CONVERSATIONS_MIGRATION);
    await client.exec(`
      insert into users (id, email, username, password_hash, user_type, full_name) values
        (1, 'erin@example.com', 'erin', 'x', 'employer', 'Erin'),
        (2, 'dana@example.com', 'dana', 'x', 'developer', 'Dana'),
        (3, 'fay@example.com', 'fay', 'x', 'employer', 'Fay');
      insert into applicant_profiles (id, user_id) values (20, 2);
      insert into contact_messages (id, employer_id, candidate_id, subject, message, created_at) values
        (100, 1, 20, 'First role', 'Hello Dana', '2026-11-01T10:00:00Z'),
        (101, 1, 20, 'Following up', 'Any news?', '2026-11-02T10:00:00Z'),
        (102, 3, 20, 'Another company', 'Hi from Fay', '2026-11-03T10:00:00Z');
      insert into notifications (user_id, kind, title, body, link, contact_message_id, read_at) values
        (2, 'contact', 'New message from Erin', 'First role', '/applicant', 100, '2026-11-01T12:00:00Z'),
        (2, 'contact', 'New message from Erin', 'Following up', '/applicant', 101, null),
        (2, 'contact', 'New message from Fay', 'Another company', '/applicant', 102, null);`);

    await runMigrationFile(client, CONVERSATIONS_MIGRATION);

    const { rows: threads } = await client.query<{
      id: number;
      employer_id: number;
      subject: string;
      last_message_at: Date;
      developer_read_through: number;
      employer_read_through: number;
    }>(
      'select id, employer_id, subject, last_message_at, developer_read_through, employer_read_through from conversations order by employer_id',
    );
    expect(threads.map((row) => [row.employer_id, row.subject, row.last_message_at.toISOString()])).toEqual([
      [1, 'First role', '2026-11-02T10:00:00.000Z'],
      [3, 'Another company', '2026-11-03T10:00:00.000Z'],
    ]);
    const { rows: messages } = await client.query<{
      id: number;
      conversation_id: number;
      subject: string;
      body: string;
      is_outreach: boolean;
    }>('select id, conversation_id, subject, body, is_outreach from conversation_messages order by id');
    expect(messages.map((row) => [row.conversation_id, row.subject, row.body, row.is_outreach])).toEqual([
      [threads[0]!.id, 'First role', 'Hello Dana', true],
      [threads[0]!.id, 'Following up', 'Any news?', true],
      [threads[1]!.id, 'Another company', 'Hi from Fay', true],
    ]);
    // Dana opened the first message's notification only; the employers wrote theirs.
    expect(threads.map((row) => [row.developer_read_through, row.employer_read_through])).toEqual([
      [messages[0]!.id, messages[1]!.id],
      [0, messages[2]!.id],
    ]);
    const { rows: bell } = await client.query<{ kind: string; link: string; conversation_id: number }>(
      'select kind, link, conversation_id from notifications order by id',
    );
    expect(bell).toEqual([
      { kind: 'message', link: `/messages/${threads[0]!.id}`, conversation_id: threads[0]!.id },
      { kind: 'message', link: `/messages/${threads[0]!.id}`, conversation_id: threads[0]!.id },
      { kind: 'message', link: `/messages/${threads[1]!.id}`, conversation_id: threads[1]!.id },
    ]);
    const { rows: tables } = await client.query("select 1 from pg_tables where tablename = 'contact_messages'");
    expect(tables).toEqual([]);
  });
});
