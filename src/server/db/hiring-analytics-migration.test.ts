/**
 * Migration 0025 keeps, for the hiring analytics, when each stay in a stage ended (`left_at` of a
 * history entry) and how far each application got (`furthest_stage_rank`, `hired_at`): filled for the
 * histories written before it, then kept by a trigger as entries are written.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrationFile, runMigrationsBefore } from '#tests/factories/migrations.ts';

const ANALYTICS_MIGRATION = '0025_hiring_analytics.sql';

type TStep = { application_id: number; event: string; left_at: Date | null };
type TApplication = { id: number; furthest_stage_rank: number; hired_at: Date | null };

async function readHistory(client: PGlite) {
  const { rows: steps } = await client.query<TStep>('select application_id, event, left_at from job_application_events order by id');
  const { rows: applications } = await client.query<TApplication>(
    'select id, furthest_stage_rank, hired_at from job_applications order by id',
  );
  return {
    steps: steps.map((row) => [row.application_id, row.event, row.left_at?.toISOString() ?? null]),
    applications: applications.map((row) => [row.id, row.furthest_stage_rank, row.hired_at?.toISOString() ?? null]),
  };
}

describe('migration 0025: the end of each stay and how far each application got', () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it('fills them for the histories written before, and keeps them as entries are written', async () => {
    await runMigrationsBefore(client, ANALYTICS_MIGRATION);
    await client.exec(`
      insert into users (id, email, username, password_hash, user_type, full_name) values
        (1, 'erin@example.com', 'erin', 'x', 'employer', 'Erin'),
        (2, 'dana@example.com', 'dana', 'x', 'developer', 'Dana'),
        (3, 'finn@example.com', 'finn', 'x', 'developer', 'Finn'),
        (4, 'gil@example.com', 'gil', 'x', 'developer', 'Gil');
      insert into applicant_profiles (id, user_id) values (20, 2), (30, 3), (40, 4);
      insert into jobs (id, employer_id, title, description, required_skills, nice_to_have_skills, skill_keys, workplace_type,
        salary_currency, employment_type) values (7, 1, 'Go Engineer', 'Go.', '{Go}', '{}', '{go}', 'remote', 'EUR', 'full_time');
      insert into job_applications (id, job_id, applicant_id, resume_file_name, resume_content, stage, created_at) values
        (100, 7, 20, 'dana.md', '# Dana', 'rejected', '2026-10-01T00:00:00Z'),
        (101, 7, 30, 'finn.md', '# Finn', 'hired', '2026-10-02T00:00:00Z');
      insert into job_application_events (application_id, event, created_at) values
        (100, 'applied', '2026-10-01T00:00:00Z'),
        (101, 'applied', '2026-10-02T00:00:00Z'),
        (100, 'interview', '2026-10-03T00:00:00Z'),
        (101, 'hired', '2026-10-09T00:00:00Z'),
        (100, 'rejected', '2026-10-05T00:00:00Z');`);

    await runMigrationFile(client, ANALYTICS_MIGRATION);
    expect(await readHistory(client)).toEqual({
      steps: [
        [100, 'applied', '2026-10-03T00:00:00.000Z'],
        [101, 'applied', '2026-10-09T00:00:00.000Z'],
        [100, 'interview', '2026-10-05T00:00:00.000Z'],
        [101, 'hired', null],
        [100, 'rejected', null],
      ],
      applications: [
        [100, 3, null],
        [101, 5, '2026-10-09T00:00:00.000Z'],
      ],
    });

    // Written afterwards, one statement holding several entries of a history in order: each ends the one before.
    await client.exec(`
      insert into job_applications (id, job_id, applicant_id, resume_file_name, resume_content, created_at) values
        (102, 7, 40, 'gil.md', '# Gil', '2026-11-01T00:00:00Z');
      insert into job_application_events (application_id, event, created_at) values
        (102, 'applied', '2026-11-01T00:00:00Z'),
        (102, 'screening', '2026-11-02T00:00:00Z'),
        (102, 'offer', '2026-11-04T00:00:00Z');
      insert into job_application_events (application_id, event, created_at) values (102, 'withdrawn', '2026-11-05T00:00:00Z');`);
    const { steps, applications } = await readHistory(client);
    expect(steps.slice(5)).toEqual([
      [102, 'applied', '2026-11-02T00:00:00.000Z'],
      [102, 'screening', '2026-11-04T00:00:00.000Z'],
      [102, 'offer', '2026-11-05T00:00:00.000Z'],
      [102, 'withdrawn', null],
    ]);
    expect(applications[2]).toEqual([102, 4, null]);
  });
});
