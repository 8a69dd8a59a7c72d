/**
 * Migration 0026 moves what each employer held into a company: their named company (or an unnamed
 * one) with them its owner, and their jobs, favourites, notes, saved searches, conversations and the
 * developers' blocks of them now the company's, each remembering who made it. A logo stops belonging
 * to its uploader.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrationFile, runMigrationsBefore } from '#tests/factories/migrations.ts';

const TEAMS_MIGRATION = '0026_teams.sql';

describe('migration 0026: every employer hires within a company', () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it('makes each employer and admin the owner of a company holding what they held', async () => {
    await runMigrationsBefore(client, TEAMS_MIGRATION);
    await client.exec(`
      insert into users (id, email, username, password_hash, user_type, full_name) values
        (1, 'erin@example.com', 'erin', 'x', 'employer', 'Erin'),
        (2, 'dana@example.com', 'dana', 'x', 'developer', 'Dana'),
        (3, 'noor@example.com', 'noor', 'x', 'employer', 'Noor'),
        (4, 'ada@example.com', 'ada', 'x', 'admin', 'Ada');
      insert into applicant_profiles (id, user_id) values (20, 2);
      insert into stored_files (id, owner_user_id, mime_type, byte_size, sha256, data) values (9, 1, 'image/webp', 1, 'x', '\\x00');
      insert into companies (id, employer_id, name, logo_file_id) values (5, 1, 'Northwind Labs', 9);
      insert into jobs (id, employer_id, title, description, required_skills, nice_to_have_skills, skill_keys, workplace_type,
        salary_currency, employment_type) values (7, 1, 'Go Engineer', 'Go.', '{Go}', '{}', '{go}', 'remote', 'EUR', 'full_time');
      insert into job_applications (id, job_id, applicant_id, resume_file_name, resume_content, stage)
        values (70, 7, 20, 'cv.md', 'CV', 'screening');
      insert into job_application_events (application_id, event) values (70, 'applied'), (70, 'screening');
      insert into employer_favorites (employer_id, applicant_id) values (1, 20), (3, 20);
      insert into employer_notes (employer_id, applicant_id, note) values (1, 20, 'Strong.');
      insert into saved_searches (employer_id, name, criteria) values (4, 'Go people', '{}');
      insert into conversations (id, employer_id, developer_user_id, job_id, subject) values (11, 1, 2, 7, 'Hello');
      insert into message_blocks (developer_user_id, employer_id) values (2, 3);
    `);
    await runMigrationFile(client, TEAMS_MIGRATION);

    const { rows: members } = await client.query<{ user_id: number; role: string; name: string | null; company_id: number }>(
      'select m.user_id, m.role, c.name, m.company_id from company_members m join companies c on c.id = m.company_id order by m.user_id',
    );
    expect(members.map(({ user_id, role, name }) => [user_id, role, name])).toEqual([
      [1, 'owner', 'Northwind Labs'],
      [3, 'owner', null],
      [4, 'owner', null],
    ]);
    const companyOf = Object.fromEntries(members.map((member) => [member.user_id, member.company_id]));
    expect(companyOf[1]).toBe(5);

    const one = async (query: string) => (await client.query<Record<string, unknown>>(query)).rows;
    expect(await one('select company_id, posted_by_user_id from jobs')).toEqual([{ company_id: 5, posted_by_user_id: 1 }]);
    expect(await one('select company_id, added_by_user_id from employer_favorites order by added_by_user_id')).toEqual([
      { company_id: 5, added_by_user_id: 1 },
      { company_id: companyOf[3], added_by_user_id: 3 },
    ]);
    expect(await one('select company_id, updated_by_user_id from employer_notes')).toEqual([{ company_id: 5, updated_by_user_id: 1 }]);
    expect(await one('select company_id, created_by_user_id from saved_searches')).toEqual([
      { company_id: companyOf[4], created_by_user_id: 4 },
    ]);
    expect(await one('select company_id, employer_id from conversations')).toEqual([{ company_id: 5, employer_id: 1 }]);
    expect(await one('select company_id from message_blocks')).toEqual([{ company_id: companyOf[3] }]);
    expect(await one('select event, actor_user_id from job_application_events order by id')).toEqual([
      { event: 'applied', actor_user_id: 2 },
      { event: 'screening', actor_user_id: 1 },
    ]);
    expect(await one('select owner_user_id from stored_files where id = 9')).toEqual([{ owner_user_id: null }]);
  });
});
