/**
 * The benchmarks write and count rows with SQL of their own, which no product test runs: a schema
 * change that breaks it shows only when someone runs `npm run bench`. This runs that SQL on a small scale.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toRows } from '#server/db/change-tracking.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { seedDevelopers } from './candidate-search-bench.ts';
import { COUNT_SQL } from './mixed-load-bench.ts';

describe('the benchmarks’ SQL fits the schema', () => {
  const t = useTestApp();

  it('seeds developers with profiles and primary resumes, and the mixed load counts every table it checks', async () => {
    await seedDevelopers(t.db, 20);
    const [counts] = toRows<Record<string, number>>(await t.db.execute(sql.raw(COUNT_SQL)));
    expect(counts).toMatchObject({ developers: 20, profiles: 20, searchRows: 20, primaryResumes: 20 });
  });
});
