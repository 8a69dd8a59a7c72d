/**
 * What happens to stored rows when the rules behind candidate search change: profiles of an older
 * SEARCH_COLUMNS_VERSION are recomputed in the background.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEARCH_COLUMNS_VERSION } from '#server/resume-engine/skills/search-columns.ts';
import { createCandidate } from '#tests/factories/candidates.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { applicantProfiles, candidateSearch } from './schema.ts';
import { startSkillIndexing } from './skill-index.ts';

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
});
