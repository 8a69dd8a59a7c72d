import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { wrapPglite, type DatabaseHandle } from './client.ts';
import { resumes, users } from './schema.ts';

const DEVELOPERS = 300;

// The embedded engine has no autovacuum: without housekeeping's maintain() its planner never has statistics.
describe.skipIf(Boolean(inject('postgresTemplateUrl')))('maintenance of the embedded database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteSnapshotPath'))]) });
    handle = wrapPglite(client);
    const created = await handle.db
      .insert(users)
      .values(
        Array.from({ length: DEVELOPERS }, (_, index) => ({
          email: `dev${index}@example.com`,
          username: `dev${index}`,
          passwordHash: 'x',
          userType: 'developer' as const,
          fullName: `Developer ${index}`,
        })),
      )
      .returning({ id: users.id });
    await handle.db
      .insert(resumes)
      .values(
        created.flatMap(({ id }) =>
          [1, 2, 3].map((n) => ({ userId: id, fileName: `cv-${n}.docx`, content: 'text', fileSize: 4, source: 'uploaded' as const })),
        ),
      );
    // Row versions left behind by an update, as sessions' last-seen times leave them.
    await handle.db.update(resumes).set({ fileSize: 5 });
  });
  afterAll(() => handle.close());

  const statistics = async () => {
    const [row] = await handle.db
      .select({ rows: sql<number>`reltuples::int`, allVisiblePages: sql<number>`relallvisible` })
      .from(sql`pg_class`)
      .where(sql`relname = 'resumes'`);
    return row!;
  };
  const planOf = async (columns: string) => {
    const plan = await handle.db.execute(
      sql.raw(`explain select ${columns} from resumes where user_id = 1 order by uploaded_at desc, id desc`),
    );
    return (plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  it('gives the planner statistics and reclaims dead rows, so the resume list reads its ordered index with no sort', async () => {
    expect(await statistics()).toEqual({ rows: -1, allVisiblePages: 0 });
    expect(await planOf('id, file_name')).toMatch(/Sort Key/);
    await handle.maintain();
    // Vacuumed pages are marked all-visible: the dead row versions of the update are gone.
    const { rows, allVisiblePages } = await statistics();
    expect(rows).toBe(DEVELOPERS * 3);
    expect(allVisiblePages).toBeGreaterThan(0);
    expect(await planOf('id, file_name')).toMatch(
      /^Index Scan Backward using resumes_user_uploaded_idx on resumes[^\n]*\n\s*Index Cond[^\n]*$/,
    );
  });
});
