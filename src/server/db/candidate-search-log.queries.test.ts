import { describe, expect, it } from 'vitest';
import { insertSearches } from '#tests/factories/blog-market.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { deleteOldSearchLog } from './candidate-search-log.queries.ts';
import { candidateSearchLog } from './schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('deleteOldSearchLog', () => {
  const t = useTestApp();

  it('drops searches older than 90 days and keeps the rest', async () => {
    await insertSearches(t.db, { employers: 1, skillKeys: ['old'], at: new Date(Date.now() - 91 * DAY_MS) });
    await insertSearches(t.db, { employers: 1, skillKeys: ['recent'], at: new Date(Date.now() - 89 * DAY_MS) });

    await deleteOldSearchLog(t.db);

    expect(await t.db.select({ skillKeys: candidateSearchLog.skillKeys }).from(candidateSearchLog)).toEqual([{ skillKeys: ['recent'] }]);
  });
});
