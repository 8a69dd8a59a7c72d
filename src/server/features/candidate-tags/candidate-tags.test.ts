import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TCandidateTagging, TTag } from '#shared/schemas/candidate-tags.ts';
import { TAGS_MAX_PER_CANDIDATE, TAGS_MAX_PER_COMPANY } from '#shared/schemas/candidate-tags.ts';
import type { TCandidateSearchResult } from '#shared/schemas/candidate-search.ts';
import { CANDIDATE_PAGE_SIZE, TOTAL_COUNT_HEADER } from '#shared/candidate-search.ts';
import { applicantProfiles, auditLogs, candidateTaggings, candidateTags } from '#server/db/schema.ts';
import { createResume } from '#server/db/resumes.queries.ts';
import { VIEWERS_READ_ONLY } from '#server/plugins/employer-workspace.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { createCandidate, searchCandidates } from '#tests/factories/candidates.ts';
import { addColleague } from '#tests/factories/colleagues.ts';
import { createHiringEmployer, inCompanyOf, postJob } from '#tests/factories/jobs.ts';
import { useTestApp } from '#tests/setup/test-app.ts';

const t = useTestApp();

type TAccount = { user: { id: number }; cookie: string };
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: TAccount | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
const employerUrl = (who: TAccount, rest: string) => `/api/employer/${who.user.id}/${rest}`;
const tagsOf = (who: TAccount) => call('GET', employerUrl(who, 'tags'), who).then((response) => response.json<TTag[]>());
const createTag = async (who: TAccount, name: string, color?: string) => {
  const response = await call('POST', employerUrl(who, 'tags'), who, { name, ...(color ? { color } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TTag>();
};
const tag = (who: TAccount, applicantId: number, payload: object) =>
  call('POST', employerUrl(who, `candidates/${applicantId}/tags`), who, payload);
const companyTagCount = async (who: TAccount) =>
  (await t.db.select({ id: candidateTags.id }).from(candidateTags).where(inCompanyOf(candidateTags.companyId, who.user.id))).length;

describe('company tags', () => {
  it('creates, lists with counts, renames, recolours and deletes tags; each write audited', async () => {
    const owner = await createHiringEmployer(t.app);
    const recruiter = await addColleague(t.app, t.mails, owner, 'recruiter');
    const referral = await createTag(owner, 'referral', 'green');
    expect(referral).toMatchObject({ name: 'referral', color: 'green', candidateCount: 0 });
    await createTag(recruiter, 'Strong systems design');
    expect((await tagsOf(recruiter)).map((each) => [each.name, each.color])).toEqual([
      ['referral', 'green'],
      ['Strong systems design', null],
    ]);

    const renamed = await call('PATCH', employerUrl(recruiter, `tags/${referral.id}`), recruiter, { name: 'Referral', color: null });
    expect(renamed.json<TTag>()).toMatchObject({ id: referral.id, name: 'Referral', color: null });
    expect((await call('PATCH', employerUrl(owner, `tags/${referral.id}`), owner, { color: 'blue' })).json<TTag>().color).toBe('blue');

    const candidate = await createCandidate(t.app, { jobTitle: 'Go Developer' });
    expect((await tag(owner, candidate.applicantId, { tagId: referral.id })).statusCode).toBe(201);
    expect((await tagsOf(owner)).find((each) => each.id === referral.id)?.candidateCount).toBe(1);

    expect((await call('DELETE', employerUrl(recruiter, `tags/${referral.id}`), recruiter)).statusCode).toBe(204);
    expect((await call('DELETE', employerUrl(recruiter, `tags/${referral.id}`), recruiter)).statusCode).toBe(404);
    // Deleting a tag takes it off every candidate.
    expect(await t.db.select().from(candidateTaggings).where(eq(candidateTaggings.tagId, referral.id))).toEqual([]);
    const audited = await t.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'candidate_tag'), eq(auditLogs.resourceId, String(referral.id))))
      .orderBy(auditLogs.id);
    expect(audited.map((entry) => entry.action)).toEqual(['tag.created', 'tag.updated', 'tag.updated', 'candidate.tagged', 'tag.deleted']);
  });

  it('refuses bad input, a name taken in any case (409) and more than the limit, storing nothing', async () => {
    const owner = await createHiringEmployer(t.app);
    const existing = await createTag(owner, 'Referral');
    for (const [payload, message] of [
      [{ name: '' }, 'Tag name is required'],
      [{ name: 'x'.repeat(41) }, 'Tag name must be at most 40 characters long'],
      [{ name: 'Ok', color: 'magenta' }, 'Colour must be one of gray, blue, green, amber, red, purple, pink, teal'],
      [{ name: 'Ok', extra: 1 }, 'Unrecognized key'],
    ] as const) {
      const response = await call('POST', employerUrl(owner, 'tags'), owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const taken = await call('POST', employerUrl(owner, 'tags'), owner, { name: '  REFERRAL ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'A tag named "Referral" already exists.' });
    const other = await createTag(owner, 'Other');
    expect((await call('PATCH', employerUrl(owner, `tags/${other.id}`), owner, { name: 'referral' })).statusCode).toBe(409);
    expect((await call('PATCH', employerUrl(owner, `tags/${other.id}`), owner, {})).json()).toMatchObject({
      message: 'Give a new name or colour',
    });
    expect(await companyTagCount(owner)).toBe(2);

    const companyId = (
      await t.db.select({ companyId: candidateTags.companyId }).from(candidateTags).where(eq(candidateTags.id, existing.id))
    )[0]!.companyId;
    await t.db
      .insert(candidateTags)
      .values(Array.from({ length: TAGS_MAX_PER_COMPANY - 2 }, (_, index) => ({ companyId, name: `Filler ${index}` })));
    const over = await call('POST', employerUrl(owner, 'tags'), owner, { name: 'One too many' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ message: `A company can keep at most ${TAGS_MAX_PER_COMPANY} tags. Delete one first.` });
    // Made on the fly, a tag meets the same limit.
    const candidate = await createCandidate(t.app, { jobTitle: 'Go Developer' });
    expect((await tag(owner, candidate.applicantId, { name: 'Also too many' })).statusCode).toBe(400);
    expect(await companyTagCount(owner)).toBe(TAGS_MAX_PER_COMPANY);
  });
});

describe('tagging candidates', () => {
  it('tags with an existing tag or a new one by name, records who and when, reads the tags of candidates, and untags', async () => {
    const owner = await createHiringEmployer(t.app);
    const recruiter = await addColleague(t.app, t.mails, owner, 'recruiter', 'Rita Recruiter');
    const ana = await createCandidate(t.app, { jobTitle: 'Go Developer' });
    const ben = await createCandidate(t.app, { jobTitle: 'Rust Developer' });
    const referral = await createTag(owner, 'Referral');

    const tagged = await tag(recruiter, ana.applicantId, { tagId: referral.id });
    expect(tagged.statusCode).toBe(201);
    expect(tagged.json<TCandidateTagging>()).toMatchObject({
      applicantId: ana.applicantId,
      tagId: referral.id,
      taggedByName: 'Rita Recruiter',
    });
    // Tagging again keeps the first.
    expect((await tag(owner, ana.applicantId, { tagId: referral.id })).json<TCandidateTagging>().taggedByName).toBe('Rita Recruiter');
    // A new name makes the tag; an existing name (any case) reuses it.
    const onTheFly = (await tag(owner, ben.applicantId, { name: 'Strong systems design' })).json<TCandidateTagging>();
    expect((await tag(owner, ben.applicantId, { name: 'referral' })).json<TCandidateTagging>().tagId).toBe(referral.id);
    expect((await tagsOf(owner)).map((each) => [each.name, each.candidateCount])).toEqual([
      ['Referral', 2],
      ['Strong systems design', 1],
    ]);

    const read = await call('GET', employerUrl(owner, `candidate-tags?applicantIds=${ana.applicantId},${ben.applicantId}`), owner);
    expect(read.json<TCandidateTagging[]>().map((each) => [each.applicantId, each.tagId])).toEqual([
      [ana.applicantId, referral.id],
      [ben.applicantId, onTheFly.tagId],
      [ben.applicantId, referral.id],
    ]);
    expect((await call('DELETE', employerUrl(recruiter, `candidates/${ana.applicantId}/tags/${referral.id}`), recruiter)).statusCode).toBe(
      204,
    );
    const untaggedAgain = await call('DELETE', employerUrl(recruiter, `candidates/${ana.applicantId}/tags/${referral.id}`), recruiter);
    expect(untaggedAgain.statusCode).toBe(404);
    expect(untaggedAgain.json()).toMatchObject({ message: 'This candidate does not carry this tag.' });
    const audited = await t.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.userId, recruiter.user.id));
    expect(audited.map((entry) => entry.action)).toEqual(expect.arrayContaining(['candidate.tagged', 'candidate.untagged']));
  });

  it('tags a hidden developer who applied to the company’s job, not one who did not; refuses bad input and the limit', async () => {
    const owner = await createHiringEmployer(t.app);
    const job = await postJob(t.app, owner);
    const applicant = await createCandidate(t.app, { jobTitle: 'Go Developer', skills: ['Go'] });
    const resume = await createResume(t.db, {
      userId: applicant.user.id,
      fileName: 'cv.md',
      content: '# Cv',
      file: null,
      source: 'uploaded',
    });
    expect((await call('POST', `/api/jobs/${job.id}/applications`, applicant, { resumeId: resume.id })).statusCode).toBe(201);
    const stranger = await createCandidate(t.app, { jobTitle: 'Go Developer' });
    await t.db.update(applicantProfiles).set({ isVisibleToEmployers: false });
    const referral = await createTag(owner, 'Referral');
    expect((await tag(owner, applicant.applicantId, { tagId: referral.id })).statusCode).toBe(201);
    const hidden = await tag(owner, stranger.applicantId, { tagId: referral.id });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: 'Candidate not found' });
    expect((await tag(owner, 999_999, { tagId: referral.id })).statusCode).toBe(404);
    await t.db.update(applicantProfiles).set({ isVisibleToEmployers: true });

    for (const payload of [{}, { tagId: referral.id, name: 'Both' }, { tagId: 'x' }, { name: '' }]) {
      expect((await tag(owner, stranger.applicantId, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const query of [
      '',
      '?applicantIds=',
      '?applicantIds=1,x',
      `?applicantIds=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`,
    ]) {
      expect((await call('GET', employerUrl(owner, `candidate-tags${query}`), owner)).statusCode, query).toBe(400);
    }
    for (let index = 0; index < TAGS_MAX_PER_CANDIDATE; index += 1) {
      expect((await tag(owner, stranger.applicantId, { name: `Tag ${index}` })).statusCode).toBe(201);
    }
    const over = await tag(owner, stranger.applicantId, { tagId: referral.id });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ message: `A candidate can carry at most ${TAGS_MAX_PER_CANDIDATE} tags.` });
    expect(await t.db.select().from(candidateTaggings).where(eq(candidateTaggings.applicantId, stranger.applicantId))).toHaveLength(
      TAGS_MAX_PER_CANDIDATE,
    );
  });

  it('answers 401, 403 (developers, viewers writing, another employer’s id) and 404 for another company’s tags', async () => {
    const owner = await createHiringEmployer(t.app);
    const viewer = await addColleague(t.app, t.mails, owner, 'viewer');
    const stranger = await createHiringEmployer(t.app, 'Contoso');
    const candidate = await createCandidate(t.app, { jobTitle: 'Go Developer' });
    const referral = await createTag(owner, 'Referral');
    await tag(owner, candidate.applicantId, { tagId: referral.id });

    expect((await call('GET', employerUrl(owner, 'tags'), null)).statusCode).toBe(401);
    const anonymousTag = await call('POST', employerUrl(owner, `candidates/${candidate.applicantId}/tags`), null, { tagId: referral.id });
    expect(anonymousTag.statusCode).toBe(401);
    expect((await call('GET', employerUrl(candidate, 'tags'), candidate)).statusCode).toBe(403);
    expect((await call('GET', employerUrl(owner, 'tags'), stranger)).statusCode).toBe(403);
    expect(await tagsOf(viewer)).toHaveLength(1);
    const viewerReads = await call('GET', employerUrl(viewer, `candidate-tags?applicantIds=${candidate.applicantId}`), viewer);
    expect(viewerReads.json()).toHaveLength(1);
    for (const [method, rest, payload] of [
      ['POST', 'tags', { name: 'Mine' }],
      ['PATCH', `tags/${referral.id}`, { name: 'Mine' }],
      ['DELETE', `tags/${referral.id}`, undefined],
      ['POST', `candidates/${candidate.applicantId}/tags`, { tagId: referral.id }],
      ['DELETE', `candidates/${candidate.applicantId}/tags/${referral.id}`, undefined],
    ] as const) {
      const refused = await call(method, employerUrl(viewer, rest), viewer, payload);
      expect(refused.statusCode, `${method} ${rest}`).toBe(403);
      expect(refused.json()).toMatchObject({ message: VIEWERS_READ_ONLY });
      if (rest !== 'tags')
        expect((await call(method, employerUrl(stranger, rest), stranger, payload)).statusCode, `${method} ${rest}`).toBe(404);
    }
    // Another company reads none of these tags on the candidate.
    expect((await call('GET', employerUrl(stranger, `candidate-tags?applicantIds=${candidate.applicantId}`), stranger)).json()).toEqual([]);
    const admin = await createAdminWithSession(t.app, t.db);
    expect(await tagsOf(admin)).toEqual([]);
    expect((await call('GET', employerUrl(owner, 'tags'), admin)).json()).toHaveLength(1);
    expect((await call('DELETE', employerUrl(owner, `tags/${referral.id}`), admin)).statusCode).toBe(403);
    expect((await tagsOf(owner))[0]).toMatchObject({ name: 'Referral', candidateCount: 1 });
  });
});

describe('the candidate search by tag', () => {
  it('finds only the company’s tagged candidates, counts them all and pages them', async () => {
    const owner = await createHiringEmployer(t.app);
    const stranger = await createHiringEmployer(t.app, 'Contoso');
    const backend = await createTag(owner, 'Backend pool');
    const senior = await createTag(owner, 'Senior');
    const tagged: number[] = [];
    for (let index = 0; index < CANDIDATE_PAGE_SIZE + 5; index += 1) {
      const candidate = await createCandidate(t.app, { jobTitle: 'Tagged Engineer', skills: ['Elixir'] });
      tagged.push(candidate.applicantId);
      await tag(owner, candidate.applicantId, { tagId: backend.id });
      if (index < 3) await tag(owner, candidate.applicantId, { tagId: senior.id });
    }
    const untagged = await createCandidate(t.app, { jobTitle: 'Tagged Engineer', skills: ['Elixir'] });

    const page = async (who: TAccount, body: object) => {
      const response = await searchCandidates(t.app, who.cookie, { skills: ['Elixir'], sort: 'recent', ...body });
      expect(response.statusCode, response.body).toBe(200);
      return { total: Number(response.headers[TOTAL_COUNT_HEADER]), ids: response.json<TCandidateSearchResult[]>().map((each) => each.id) };
    };
    const first = await page(owner, { tagIds: [backend.id], page: 1 });
    const second = await page(owner, { tagIds: [backend.id], page: 2 });
    expect(first.total).toBe(tagged.length);
    expect(first.ids).toHaveLength(CANDIDATE_PAGE_SIZE);
    expect(second.ids).toHaveLength(5);
    expect(new Set([...first.ids, ...second.ids])).toEqual(new Set(tagged));
    expect(first.ids).not.toContain(untagged.applicantId);
    // Every tag asked must be carried.
    expect((await page(owner, { tagIds: [backend.id, senior.id] })).total).toBe(3);
    // Another company's tag finds nobody for them.
    expect(await page(stranger, { tagIds: [backend.id] })).toEqual({ total: 0, ids: [] });
    expect((await page(owner, {})).total).toBeGreaterThanOrEqual(tagged.length + 1);
    for (const tagIds of [['x'], [0], [1, 2, 3, 4, 5, 6], 'one']) {
      expect((await searchCandidates(t.app, owner.cookie, { tagIds })).statusCode, JSON.stringify(tagIds)).toBe(400);
    }
    // A saved search keeps the tag filter.
    const saved = await call('POST', employerUrl(owner, 'saved-searches'), owner, { name: 'Pool', criteria: { tagIds: [backend.id] } });
    expect(saved.json()).toMatchObject({ criteria: { tagIds: [backend.id] } });
  });
});
