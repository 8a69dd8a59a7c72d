/**
 * What happens to stored rows when the rules behind candidate search change: profiles of an older
 * SEARCH_COLUMNS_VERSION are recomputed in the background, and skill bits placed differently in the
 * database than in the code are rewritten, with every search row, when the database is migrated.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEARCH_COLUMNS_VERSION } from '#server/resume-engine/skills/search-columns.ts';
import { findSkillBit } from '#server/resume-engine/skills/skill-bits.ts';
import { createCandidate } from '#tests/factories/candidates.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { applicantProfiles, candidateSearch, searchSkillBits } from './schema.ts';
import { startSkillIndexing } from './skill-index.ts';
import { syncSearchSkillBits } from './search-skill-bits.ts';

const t = useTestApp();

describe('search columns of older rows', () => {
  it('recomputes a profile written under older rules in the background, keeping its updated_at', async () => {
    const candidate = await createCandidate(t.app, {
      jobTitle: 'Go Developer',
      skills: ['Go', 'PostgreSQL'],
      workExperience: 'Backend Engineer, Lumen Ledger (2019 – Present)',
    });
    await t.db
      .update(applicantProfiles)
      .set({ roleFamily: null, roleFamilyCode: 0, careerStartYear: null, searchColumnsVersion: 0 })
      .where(eq(applicantProfiles.id, candidate.applicantId));
    const [before] = await t.db.select().from(applicantProfiles).where(eq(applicantProfiles.id, candidate.applicantId));

    startSkillIndexing(t.app);
    await t.app.backgroundTasks.settle();

    const [after] = await t.db.select().from(applicantProfiles).where(eq(applicantProfiles.id, candidate.applicantId));
    expect(after).toMatchObject({ roleFamily: 'backend', careerStartYear: 2019, searchColumnsVersion: SEARCH_COLUMNS_VERSION });
    expect(after!.updatedAt).toEqual(before!.updatedAt);
    const [row] = await t.db.select().from(candidateSearch).where(eq(candidateSearch.profileId, candidate.applicantId));
    expect(row).toMatchObject({ careerStartYear: 2019, roleFamilyCode: after!.roleFamilyCode });
  });

  it('rewrites skill places that differ from the code and refreshes the search rows with them', async () => {
    const candidate = await createCandidate(t.app, { jobTitle: 'Go Developer', skills: ['Go'] });
    const go = findSkillBit('go')!;
    const listedGo = async () => {
      const [row] = await t.db.select().from(candidateSearch).where(eq(candidateSearch.profileId, candidate.applicantId));
      const word = row![`listedBits${go.word}` as keyof typeof row] as bigint;
      return (word & (1n << BigInt(go.bit))) !== 0n;
    };
    expect(await listedGo()).toBe(true);

    // A database whose places went stale (an older taxonomy): Go has none there, so its row lost the bit.
    await t.db.delete(searchSkillBits).where(eq(searchSkillBits.key, 'go'));
    await t.db.update(applicantProfiles).set({ bio: 'Writes Go services.' }).where(eq(applicantProfiles.id, candidate.applicantId));
    expect(await listedGo()).toBe(false);

    await syncSearchSkillBits(t.db);
    expect(await t.db.select().from(searchSkillBits).where(eq(searchSkillBits.key, 'go'))).toHaveLength(1);
    expect(await listedGo()).toBe(true);
  });
});
