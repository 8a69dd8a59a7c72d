/**
 * The in-memory candidate index stays exact: a search sees every write committed before it (a new,
 * changed, hidden or deleted profile), including one whose transaction was still open when the index
 * last looked (PostgreSQL, two connections), and housekeeping forgets only old removals.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { TCandidateSearchResult } from '#shared/schemas/candidate-search.ts';
import { openPostgres } from '#server/db/client.ts';
import { deleteOldCandidateRemovals } from '#server/db/candidate-search-removals.queries.ts';
import { applicantProfiles, candidateSearch, candidateSearchRemovals, users } from '#server/db/schema.ts';
import { createCandidate, searchCandidates } from '#tests/factories/candidates.ts';
import { TEMPLATE_DATABASE } from '#tests/setup/global-db.ts';
import { createPostgresDatabase } from '#tests/setup/postgres-databases.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { getCandidateIndex } from './candidate-index.queries.ts';

const t = useTestApp();

async function searchTitle(cookie: string, jobTitle: string) {
  const response = await searchCandidates(t.app, cookie, { jobTitle });
  expect(response.statusCode).toBe(200);
  return { ids: response.json<TCandidateSearchResult[]>().map((result) => result.id), total: Number(response.headers['x-total-count']) };
}

describe('candidate search index', () => {
  it('sees a profile written, changed, hidden and deleted since its last look', async () => {
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    expect((await searchTitle(employer.cookie, 'Quillwright')).total).toBe(0);

    const candidate = await createCandidate(t.app, { jobTitle: 'Quillwright Engineer', skills: ['Go'] });
    expect(await searchTitle(employer.cookie, 'Quillwright')).toEqual({ ids: [candidate.applicantId], total: 1 });

    await t.db.update(applicantProfiles).set({ jobTitle: 'Lanternsmith Engineer' }).where(eq(applicantProfiles.id, candidate.applicantId));
    expect((await searchTitle(employer.cookie, 'Quillwright')).total).toBe(0);
    expect((await searchTitle(employer.cookie, 'Lanternsmith')).ids).toEqual([candidate.applicantId]);

    await t.db.update(applicantProfiles).set({ isVisibleToEmployers: false }).where(eq(applicantProfiles.id, candidate.applicantId));
    expect((await searchTitle(employer.cookie, 'Lanternsmith')).total).toBe(0);
    await t.db.update(applicantProfiles).set({ isVisibleToEmployers: true }).where(eq(applicantProfiles.id, candidate.applicantId));
    expect((await searchTitle(employer.cookie, 'Lanternsmith')).total).toBe(1);

    await t.db.delete(users).where(eq(users.id, candidate.user.id));
    expect(await searchTitle(employer.cookie, 'Lanternsmith')).toEqual({ ids: [], total: 0 });
    expect((await getCandidateIndex(t.db)).findByUserId(candidate.user.id)).toBeUndefined();
  });

  it('forgets removals older than a day and keeps newer ones', async () => {
    await t.db
      .insert(candidateSearchRemovals)
      .values([{ profileId: 900_001, removedAt: new Date(Date.now() - 25 * 3_600_000) }, { profileId: 900_002 }]);
    await deleteOldCandidateRemovals(t.db);
    const left = await t.db.select({ profileId: candidateSearchRemovals.profileId }).from(candidateSearchRemovals);
    expect(left.map((row) => row.profileId)).toContain(900_002);
    expect(left.map((row) => row.profileId)).not.toContain(900_001);
  });
});

describe.runIf(Boolean(inject('postgresTemplateUrl')))('candidate search index on PostgreSQL', () => {
  it('finds a row whose transaction was still open when the index last looked', async () => {
    const database = await createPostgresDatabase(inject('postgresTemplateUrl'), { template: TEMPLATE_DATABASE });
    const writer = openPostgres(database.url, 2);
    const reader = openPostgres(database.url, 2);
    try {
      let commit = () => undefined as void;
      const committed = new Promise<void>((resolve) => (commit = resolve));
      let written = () => undefined as void;
      const isWritten = new Promise<void>((resolve) => (written = resolve));
      const transaction = writer.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ email: 'open.tx@devmatch.example', username: 'open-tx', passwordHash: 'x', userType: 'developer', fullName: 'Open Tx' })
          .returning({ id: users.id });
        await tx.insert(applicantProfiles).values({ userId: user!.id, jobTitle: 'Go Developer', isVisibleToEmployers: true });
        written();
        await committed;
        return user!.id;
      });
      await isWritten;
      // The index looks while the transaction is open: the row is not there yet.
      const before = await getCandidateIndex(reader.db);
      const [stored] = await reader.db.select({ count: sql<number>`count(*)::int` }).from(candidateSearch);
      expect(before.size).toBe(stored!.count);
      expect(before.size).toBe(0);
      commit();
      const userId = await transaction;
      expect((await getCandidateIndex(reader.db)).findByUserId(userId)).toBeDefined();
    } finally {
      await writer.close();
      await reader.close();
      await database.drop();
    }
  });
});
