import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCandidateSearchResult, TSavedSearch } from '#shared/schemas/candidate-search.ts';
import { CANDIDATE_PAGE_SIZE } from '#shared/candidate-search.ts';
import { applicantProfiles, candidateSearchLog, savedSearches } from '#server/db/schema.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { createCandidate, searchCandidates } from '#tests/factories/candidates.ts';
import { buildResumeData } from '#tests/factories/resumes.ts';
import { startFakeLlmServer, type TFakeLlmServer } from '#tests/factories/fake-llm-server.ts';
import { findSkillBit } from '#server/matching/search-index/skill-bits.ts';
import { LLM_SCORE_SHIFT_MAX } from '#server/matching/llm-match.ts';
import { setLlmKey, useLlmServer } from '#tests/factories/llm-settings.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { openConfirmationLink } from '#tests/factories/auth.ts';
import { EMPLOYER_NOT_VERIFIED } from '#server/lib/access.ts';
import { setClock } from '#tests/setup/fixed-clock.ts';
import { useTestApp } from '#tests/setup/test-app.ts';

const t = useTestApp();

/** Each test works with candidates of its own: a unique title word keeps other tests' people out. */
let sequence = 0;
function uniqueWord(): string {
  sequence += 1;
  return `zork${sequence}x`;
}

async function newEmployer() {
  return createUserWithSession(t.app, { userType: 'employer' });
}

async function search(cookie: string, body: Record<string, unknown>) {
  const response = await searchCandidates(t.app, cookie, body);
  expect(response.statusCode, response.body).toBe(200);
  return {
    results: response.json<TCandidateSearchResult[]>(),
    total: Number(response.headers['x-total-count']),
    engine: response.headers['x-match-engine'],
  };
}

describe('POST /api/candidates/search: access', () => {
  it('answers 401 without a session and 403 for a developer; admins may search', async () => {
    expect((await searchCandidates(t.app, undefined, {})).statusCode).toBe(401);
    const developer = await createUserWithSession(t.app);
    const refused = await searchCandidates(t.app, developer.cookie, {});
    expect(refused.statusCode).toBe(403);
    const admin = await createAdminWithSession(t.app, t.db);
    expect((await searchCandidates(t.app, admin.cookie, {})).statusCode).toBe(200);
  });
});

describe('POST /api/candidates/search: bad input', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a negative salary', { salaryMin: -1 }, 'Minimum salary cannot be negative'],
    ['a reversed salary range', { salaryMin: 200_000, salaryMax: 100_000 }, 'Minimum salary cannot be higher than maximum salary'],
    ['500 skills', { skills: Array.from({ length: 500 }, (_, i) => `skill${i}`) }, 'Skills: at most 30 skills'],
    ['a 10 KB job title', { jobTitle: 'x'.repeat(10_240) }, 'Job title must be at most 200 characters long'],
    ['skills as text', { skills: 'JavaScript' }, 'Skills must be a list of skills'],
    ['a salary as text', { salaryMax: '100k' }, 'Maximum salary must be a number'],
    ['an unknown level', { experienceLevel: 'guru' }, 'Experience level must be any, entry, mid or senior'],
    ['aiEnhanced as text', { aiEnhanced: 'yes' }, 'aiEnhanced must be true or false'],
    ['an unknown sort', { sort: 'name' }, 'Sort must be match, recent or salary'],
    ['page 0', { page: 0 }, 'Page must be at least 1'],
    ['a NUL byte in the title', { jobTitle: 'Dev\u0000ops' }, 'Job title must not contain NUL characters or invalid Unicode'],
    ['51 minimum years', { minYearsExperience: 51 }, 'Minimum years of experience must be a whole number from 0 to 50'],
    ['negative minimum years', { minYearsExperience: -1 }, 'Minimum years of experience must be a whole number from 0 to 50'],
    ['2.5 minimum years', { minYearsExperience: 2.5 }, 'Minimum years of experience must be a whole number from 0 to 50'],
    ['minimum years as text', { minYearsExperience: '5' }, 'Minimum years of experience must be a whole number from 0 to 50'],
    ['levelIsRequired as text', { experienceLevel: 'senior', levelIsRequired: 'yes' }, 'levelIsRequired must be true or false'],
    [
      'Only this level without a level',
      { experienceLevel: 'any', levelIsRequired: true },
      'Only this level needs an experience level: entry, mid or senior',
    ],
  ];
  it.each(cases)('refuses %s with 400 and a clear message', async (_name, body, message) => {
    const employer = await newEmployer();
    const response = await searchCandidates(t.app, employer.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('accepts the spec payload with its defaults', async () => {
    const employer = await newEmployer();
    const response = await searchCandidates(t.app, employer.cookie, {
      jobTitle: 'Software Engineer',
      skills: ['JavaScript'],
      experienceLevel: 'any',
      location: '',
      salaryMin: 0,
      salaryMax: 300000,
      aiEnhanced: false,
    });
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
  });
});

describe('POST /api/candidates/search: filters and ranking', () => {
  it('ranks a candidate with every requested skill above one with none, and explains both', async () => {
    const role = uniqueWord();
    const strong = await createCandidate(t.app, { jobTitle: `${role} Engineer`, skills: ['JS', 'React', 'Postgres', 'Docker'] });
    const weak = await createCandidate(t.app, { jobTitle: `${role} Engineer`, skills: ['Excel'] });
    const employer = await newEmployer();
    const { results, total } = await search(employer.cookie, {
      jobTitle: role,
      skills: ['JavaScript', 'React', 'PostgreSQL', 'Kubernetes'],
    });
    expect(total).toBe(2);
    expect(results.map((result) => result.id)).toEqual([strong.applicantId, weak.applicantId]);
    const [first, second] = results;
    expect(first!.aiMatchScore).toBeGreaterThan(second!.aiMatchScore);
    expect(first!.aiStrengths).toContain('Has 3 of 4 requested skills: JavaScript, React and PostgreSQL');
    expect(first!.aiConcerns).toContain('Missing Kubernetes; has the related Docker');
    expect(second!.aiConcerns).toEqual(expect.arrayContaining(['Missing JavaScript', 'Missing Kubernetes']));
  });

  it('counts a related skill partly: Vue for React ranks between React and nothing', async () => {
    const role = uniqueWord();
    const exact = await createCandidate(t.app, { jobTitle: role, skills: ['React'] });
    const related = await createCandidate(t.app, { jobTitle: role, skills: ['Vue'] });
    const none = await createCandidate(t.app, { jobTitle: role, skills: ['Photoshop'] });
    const employer = await newEmployer();
    const { results } = await search(employer.cookie, { jobTitle: role, skills: ['React'] });
    expect(results.map((result) => result.id)).toEqual([exact.applicantId, related.applicantId, none.applicantId]);
    expect(results[1]!.aiConcerns).toContain('Missing React; has the related Vue.js');
    expect(results[0]!.aiStrengths).toContain('Has the requested skill React');
  });

  it('leaves out candidates without a must-have skill; nice-to-have skills only rank', async () => {
    const role = uniqueWord();
    const withGo = await createCandidate(t.app, { jobTitle: role, skills: ['Golang'] });
    await createCandidate(t.app, { jobTitle: role, skills: ['Python', 'Docker'] });
    const employer = await newEmployer();
    const mustHave = await search(employer.cookie, { jobTitle: role, mustHaveSkills: ['Go'], skills: ['Docker'] });
    expect(mustHave.results.map((result) => result.id)).toEqual([withGo.applicantId]);
    const niceToHave = await search(employer.cookie, { jobTitle: role, skills: ['Go', 'Docker'] });
    expect(niceToHave.total).toBe(2);
  });

  it('never shows a hidden profile, and shows it again once visible', async () => {
    const role = uniqueWord();
    const hidden = await createCandidate(t.app, { jobTitle: role, skills: ['Rust'], isVisibleToEmployers: false });
    const employer = await newEmployer();
    expect((await search(employer.cookie, { jobTitle: role })).total).toBe(0);
    await t.db.update(applicantProfiles).set({ isVisibleToEmployers: true }).where(eq(applicantProfiles.id, hidden.applicantId));
    expect((await search(employer.cookie, { jobTitle: role })).results.map((result) => result.id)).toEqual([hidden.applicantId]);
  });

  it('filters by place or remote work and an overlapping salary range, and ranks by experience level and place without leaving anyone out', async () => {
    const role = uniqueWord();
    const berlinSenior = await createCandidate(
      t.app,
      { jobTitle: role, experienceLevel: 'senior', salaryMin: 90_000, salaryMax: 120_000 },
      { location: 'Berlin, Germany' },
    );
    const remoteMid = await createCandidate(
      t.app,
      { jobTitle: role, experienceLevel: 'mid', openToRemote: true, salaryMin: 140_000, salaryMax: 160_000 },
      { location: 'Austin, TX, United States' },
    );
    const employer = await newEmployer();
    const ids = async (body: Record<string, unknown>) =>
      (await search(employer.cookie, { jobTitle: role, ...body })).results.map((result) => result.id).sort();
    const ranked = async (body: Record<string, unknown>) =>
      (await search(employer.cookie, { jobTitle: role, ...body })).results.map((result) => result.id);
    expect(await ranked({ experienceLevel: 'senior' })).toEqual([berlinSenior.applicantId, remoteMid.applicantId]);
    expect(await ranked({ experienceLevel: 'Mid 3-5 years' })).toEqual([remoteMid.applicantId, berlinSenior.applicantId]);
    const [asked, above] = (await search(employer.cookie, { jobTitle: role, experienceLevel: 'mid' })).results;
    expect(asked!.aiStrengths).toContain('Mid 3-5 years, as requested');
    expect(above!.aiConcerns).toContain('Senior 5+ years, above the Mid 3-5 years you asked for');
    expect(above!.aiMatchScore).toBeLessThan(asked!.aiMatchScore);
    // Someone elsewhere who works remotely comes after those in the place asked for.
    expect(await ranked({ location: 'Berlin, Germany' })).toEqual([berlinSenior.applicantId, remoteMid.applicantId]);
    const [, elsewhere] = (await search(employer.cookie, { jobTitle: role, location: 'Berlin' })).results;
    expect(elsewhere!.aiConcerns).toContain('Based in Austin, TX, United States, not Berlin; open to remote work');
    expect(await ids({ location: 'Remote' })).toEqual([remoteMid.applicantId]);
    expect(await ids({ location: 'Berlin or Remote' })).toEqual([berlinSenior.applicantId, remoteMid.applicantId].sort());
    expect(await ids({ location: 'Lisbon' })).toEqual([remoteMid.applicantId]);
    expect(await ids({ salaryMin: 0, salaryMax: 130_000 })).toEqual([berlinSenior.applicantId]);
    expect(await ids({ salaryMin: 150_000, salaryMax: 300_000 })).toEqual([remoteMid.applicantId]);
  });

  it('matches title words with their synonyms: a Developer is found for Software Engineer', async () => {
    const role = uniqueWord();
    const developer = await createCandidate(t.app, { jobTitle: `Senior ${role} Developer` });
    await createCandidate(t.app, { jobTitle: `${role} Designer` });
    const employer = await newEmployer();
    const { results } = await search(employer.cookie, { jobTitle: `${role} engineer` });
    expect(results[0]!.id).toBe(developer.applicantId);
    expect(results[0]!.aiStrengths).toContain(`Job title "Senior ${role} Developer" fits the role`);
    const partly = await search(employer.cookie, { jobTitle: `${role} Architect` });
    const partlyDeveloper = partly.results.find((result) => result.id === developer.applicantId)!;
    expect(partlyDeveloper.aiConcerns).toContain(`Job title "Senior ${role} Developer" matches only part of "${role} Architect"`);
  });

  it('gives the same scores to the same search', async () => {
    const role = uniqueWord();
    await createCandidate(t.app, { jobTitle: role, skills: ['TypeScript', 'Node.js'], salaryMin: 100_000 });
    await createCandidate(t.app, { jobTitle: role, skills: ['Java'] });
    const employer = await newEmployer();
    const body = { jobTitle: role, skills: ['TypeScript', 'Java', 'AWS'], salaryMin: 80_000, salaryMax: 150_000, aiEnhanced: true };
    const first = await search(employer.cookie, body);
    const second = await search(employer.cookie, body);
    expect(second.results).toEqual(first.results);
    expect(first.results.every((result) => result.isAIEnhanced && result.matchEngine === 'built-in')).toBe(true);
    expect(first.engine).toBe('built-in');
  });

  it('names a salary floor above the employer’s maximum on the candidate page', async () => {
    const role = uniqueWord();
    const pricey = await createCandidate(t.app, { jobTitle: role, salaryMin: 140_000, salaryMax: 180_000 });
    const employer = await newEmployer();
    // The search leaves the candidate out; the candidate page measures against the same criteria.
    expect((await search(employer.cookie, { jobTitle: role, salaryMin: 50_000, salaryMax: 120_000 })).total).toBe(0);
    await t.app.backgroundTasks.settle();
    const match = await t.app.inject({
      method: 'GET',
      url: `/api/candidates/${pricey.user.id}/match`,
      headers: { cookie: employer.cookie },
    });
    expect(match.statusCode).toBe(200);
    expect(match.json()).toMatchObject({ basis: 'search', engine: 'built-in' });
    expect(match.json<{ concerns: string[] }>().concerns).toContain('Salary floor $140k is above your max $120k');
  });
});

describe('POST /api/candidates/search: the resume as evidence', () => {
  it('ranks a candidate whose primary resume shows the skills above one who only lists them, and re-reads an edited resume', async () => {
    const role = uniqueWord();
    const backed = await createCandidate(t.app, { jobTitle: role, skills: ['TypeScript', 'PostgreSQL'] });
    const listedOnly = await createCandidate(t.app, { jobTitle: role, skills: ['TypeScript', 'PostgreSQL'] });
    const built = await t.app.inject({
      method: 'POST',
      url: `/api/applicant/${backed.user.id}/resume/create`,
      headers: { cookie: backed.cookie },
      payload: { resumeData: buildResumeData() },
    });
    expect(built.statusCode).toBe(201);
    await t.app.backgroundTasks.settle();
    const employer = await newEmployer();
    const { results } = await search(employer.cookie, { jobTitle: role, skills: ['TypeScript', 'PostgreSQL'] });
    expect(results.map((result) => result.id)).toEqual([backed.applicantId, listedOnly.applicantId]);
    expect(results[0]!.aiStrengths).toContain('Primary resume shows TypeScript and PostgreSQL');
    expect(results[1]!.aiConcerns).toContain('No resume yet to back the listed skills');

    const resumeId = built.json<{ id: number }>().id;
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/resume/${resumeId}`,
      headers: { cookie: backed.cookie },
      payload: { fileContent: '# Jane Doe\n\n## Experience\n- Built the billing platform in TypeScript' },
    });
    expect(edited.statusCode).toBe(200);
    await t.app.backgroundTasks.settle();
    const again = await search(employer.cookie, { jobTitle: role, skills: ['TypeScript', 'PostgreSQL'] });
    expect(again.results[0]!.aiConcerns).toContain('Resume does not mention PostgreSQL');
  });
  it('reads what a developer writes of a skill: "has not used Django" is not Django, "moving away from PHP" takes PHP off the list', async () => {
    const role = uniqueWord();
    const django = await createCandidate(t.app, { jobTitle: role, skills: ['Python', 'Django'], bio: 'Django and Python for six years.' });
    const fastApi = await createCandidate(t.app, {
      jobTitle: role,
      skills: ['Python', 'FastAPI'],
      bio: 'Python developer, FastAPI daily. Has not used Django.',
    });
    const leavingPhp = await createCandidate(t.app, {
      jobTitle: role,
      skills: ['PHP', 'Laravel', 'Ruby on Rails'],
      bio: "Two years of PHP, then Rails, and I'm moving away from PHP.",
    });
    await t.app.backgroundTasks.settle();
    const employer = await newEmployer();
    const djangoSearch = await search(employer.cookie, { jobTitle: role, skills: ['Python'], mustHaveSkills: ['Django'] });
    expect(djangoSearch.results.map((result) => result.id)).toEqual([django.applicantId]);
    const phpSearch = await search(employer.cookie, { jobTitle: role, mustHaveSkills: ['PHP'] });
    expect(phpSearch.results.map((result) => result.id)).not.toContain(leavingPhp.applicantId);
    const pythonSearch = await search(employer.cookie, { jobTitle: role, skills: ['Python', 'Django'] });
    const fastApiResult = pythonSearch.results.find((result) => result.id === fastApi.applicantId)!;
    expect(fastApiResult.aiConcerns).toContain('Missing Django; has the related FastAPI');
    expect(fastApiResult.aiStrengths.join(' ')).not.toMatch(/Django/);
  });

  it('names the role family of a title with the right article', async () => {
    const skill = uniqueWord();
    await createCandidate(t.app, { jobTitle: 'Engineering Manager', skills: [skill] });
    const employer = await newEmployer();
    const { results } = await search(employer.cookie, { jobTitle: 'Backend Developer', mustHaveSkills: [skill] });
    expect(results[0]!.aiConcerns).toContain('"Engineering Manager" is an engineering management role, not a backend one');
  });

  it('counts the years since the career began toward the level, and says so', async () => {
    // The server counts the years from its clock's year: the last minute of one, so none turns over mid-test.
    setClock('2024-12-31T23:59:00Z');
    const role = uniqueWord();
    const startYear = 2020;
    const dated = await createCandidate(t.app, {
      jobTitle: role,
      experienceLevel: 'mid',
      workExperience: `Engineer, Acme Payments (${startYear} – Present)`,
    });
    const veteran = await createCandidate(t.app, { jobTitle: role, experienceLevel: 'mid', experience: '14 years building software' });
    const employer = await newEmployer();
    const { results } = await search(employer.cookie, { jobTitle: role, experienceLevel: 'mid' });
    expect(results.map((result) => result.id)).toEqual([dated.applicantId, veteran.applicantId]);
    expect(results[0]!.aiStrengths).toContain(`4 years of experience (since ${startYear})`);
    expect(
      results[1]!.aiConcerns.some((concern) => concern.startsWith('14 years of experience') && concern.endsWith('more than Mid 3-5 years')),
    ).toBe(true);
  });

  it('finds a skill the taxonomy does not know (kept beside the bits), as a must-have and as a wish', async () => {
    expect(findSkillBit('zorkscript')).toBeUndefined();
    const role = uniqueWord();
    const lister = await createCandidate(t.app, { jobTitle: role, skills: ['Zorkscript', 'Docker'] });
    const other = await createCandidate(t.app, { jobTitle: role, skills: ['Docker'] });
    const employer = await newEmployer();
    const mustHave = await search(employer.cookie, { jobTitle: role, mustHaveSkills: ['Zorkscript', 'Docker'] });
    expect(mustHave.results.map((result) => result.id)).toEqual([lister.applicantId]);
    const wished = await search(employer.cookie, { jobTitle: role, skills: ['Zorkscript'] });
    expect(wished.results.map((result) => result.id)).toEqual([lister.applicantId, other.applicantId]);
    expect(wished.results[0]!.aiStrengths).toContain('Has the requested skill Zorkscript');
  });
});

describe('POST /api/candidates/search: the level as a requirement', () => {
  /** One of each: senior, mid with 3 years (the "Strong match"), entry, no level with 10 years, nothing known. */
  async function createLevelledCandidates(role: string) {
    // Years count to the server clock's year: the last minute of one, so none turns over mid-test.
    setClock('2024-12-31T23:59:00Z');
    const profile = {
      jobTitle: role,
      skills: ['Go', 'PostgreSQL', 'Kubernetes'],
      bio: 'Go, PostgreSQL and Kubernetes.',
    };
    const since = (year: number) => `Backend Engineer, Acme Payments (${year} – Present)`;
    return {
      senior: await createCandidate(t.app, { ...profile, experienceLevel: 'senior', workExperience: since(2016) }),
      mid: await createCandidate(t.app, { ...profile, experienceLevel: 'mid', workExperience: since(2021) }),
      entry: await createCandidate(t.app, { ...profile, experienceLevel: 'entry', workExperience: since(2023) }),
      veteranWithoutLevel: await createCandidate(t.app, { ...profile, workExperience: since(2014) }),
      unknown: await createCandidate(t.app, profile),
    };
  }

  it('answers 401 without a session and 403 for a developer with the new filters too', async () => {
    const body = { experienceLevel: 'senior', levelIsRequired: true, minYearsExperience: 5 };
    expect((await searchCandidates(t.app, undefined, body)).statusCode).toBe(401);
    const developer = await createUserWithSession(t.app);
    expect((await searchCandidates(t.app, developer.cookie, body)).statusCode).toBe(403);
  });

  it('with Only this level shows nobody below it (above passes; no level counts by years, nothing known is left out)', async () => {
    const role = uniqueWord();
    const people = await createLevelledCandidates(role);
    const employer = await newEmployer();
    const body = { jobTitle: role, skills: ['Go', 'PostgreSQL', 'Kubernetes'], experienceLevel: 'senior' };
    const ids = async (extra: Record<string, unknown>) =>
      (await search(employer.cookie, { ...body, ...extra })).results.map((r) => r.id).sort();
    const all = Object.values(people).map((person) => person.applicantId);
    // A preference by default: everyone, in order of level.
    expect(await ids({})).toEqual([...all].sort());
    expect(await ids({ levelIsRequired: true })).toEqual([people.senior.applicantId, people.veteranWithoutLevel.applicantId].sort());
    // "Only mid": mid and above.
    expect(await ids({ experienceLevel: 'mid', levelIsRequired: true })).toEqual(
      [people.senior.applicantId, people.mid.applicantId, people.veteranWithoutLevel.applicantId].sort(),
    );
    const { total } = await search(employer.cookie, { ...body, levelIsRequired: true });
    expect(total).toBe(2);
  });

  it('with a minimum of years shows nobody with fewer, nor anyone whose years are unknown', async () => {
    const role = uniqueWord();
    const people = await createLevelledCandidates(role);
    const employer = await newEmployer();
    const ids = async (minYearsExperience: number) =>
      (await search(employer.cookie, { jobTitle: role, minYearsExperience })).results.map((r) => r.id).sort();
    expect(await ids(5)).toEqual([people.senior.applicantId, people.veteranWithoutLevel.applicantId].sort());
    expect(await ids(3)).toEqual([people.senior.applicantId, people.mid.applicantId, people.veteranWithoutLevel.applicantId].sort());
    // At least 0 years asks nothing.
    expect(await ids(0)).toHaveLength(5);
    const [veteran] = (await search(employer.cookie, { jobTitle: role, minYearsExperience: 9 })).results;
    expect(veteran!.id).toBe(people.veteranWithoutLevel.applicantId);
    expect(veteran!.aiStrengths).toContain('10 years of experience (since 2014), at least the 9 you asked for');
  });

  it('never calls a mid-level developer with 3 years a Strong match for a senior search, and the score agrees', async () => {
    const role = uniqueWord();
    const people = await createLevelledCandidates(role);
    const employer = await newEmployer();
    const { results } = await search(employer.cookie, {
      jobTitle: role,
      skills: ['Go', 'PostgreSQL', 'Kubernetes'],
      experienceLevel: 'senior',
      aiEnhanced: true,
    });
    const byId = new Map(results.map((result) => [result.id, result]));
    const senior = byId.get(people.senior.applicantId)!;
    const mid = byId.get(people.mid.applicantId)!;
    expect(senior.aiRecommendation).toMatch(/^Strong match/);
    expect(mid.aiMatchScore).toBeLessThan(80);
    expect(mid.aiRecommendation).toMatch(
      new RegExp(`^Good match \\(${mid.aiMatchScore}%\\): .*; Mid 3-5 years, below the Senior 5\\+ years you asked for\\.$`),
    );
    for (const below of [mid, byId.get(people.entry.applicantId)!]) expect(below.aiRecommendation).not.toMatch(/Strong match/);
    // The order is the score shown: the senior first, the mid-level below every senior-by-years.
    expect(results[0]!.id).toBe(people.senior.applicantId);
    expect(results.findIndex((r) => r.id === people.mid.applicantId)).toBeGreaterThan(
      results.findIndex((r) => r.id === people.veteranWithoutLevel.applicantId),
    );
  });

  it('keeps the filters in a saved search, lists them back, and reads searches saved before them', async () => {
    const employer = await newEmployer();
    const base = `/api/employer/${employer.user.id}/saved-searches`;
    const criteria = { jobTitle: 'Go Developer', experienceLevel: 'senior', levelIsRequired: true, minYearsExperience: 6 };
    const saved = await t.app.inject({
      method: 'POST',
      url: base,
      headers: { cookie: employer.cookie },
      payload: { name: 'Senior Go', criteria },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<TSavedSearch>().criteria).toMatchObject({ levelIsRequired: true, minYearsExperience: 6 });
    const refused = await t.app.inject({
      method: 'POST',
      url: base,
      headers: { cookie: employer.cookie },
      payload: { name: 'Bad', criteria: { minYearsExperience: 60 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('Minimum years of experience must be a whole number from 0 to 50');
    // A search saved before the filters existed has neither: it reads as the level preferred, no minimum.
    const { levelIsRequired: _level, minYearsExperience: _years, ...before } = saved.json<TSavedSearch>().criteria;
    await t.db.update(savedSearches).set({ criteria: before }).where(eq(savedSearches.id, saved.json<TSavedSearch>().id));
    const listed = (await t.app.inject({ method: 'GET', url: base, headers: { cookie: employer.cookie } })).json<TSavedSearch[]>();
    expect(listed).toHaveLength(1);
    expect(listed[0]!.criteria).toMatchObject({ experienceLevel: 'senior', levelIsRequired: false, minYearsExperience: null });
  });
});

describe('POST /api/candidates/search: sort and pages', () => {
  it('pages 20 at a time with the total in X-Total-Count, and sorts by salary and by recency', async () => {
    const role = uniqueWord();
    const created = [];
    for (let index = 0; index < CANDIDATE_PAGE_SIZE + 3; index += 1) {
      created.push(await createCandidate(t.app, { jobTitle: role, salaryMax: 50_000 + index * 1000 }));
    }
    const employer = await newEmployer();
    const first = await search(employer.cookie, { jobTitle: role, sort: 'salary' });
    const second = await search(employer.cookie, { jobTitle: role, sort: 'salary', page: 2 });
    expect(first.total).toBe(CANDIDATE_PAGE_SIZE + 3);
    expect(first.results).toHaveLength(CANDIDATE_PAGE_SIZE);
    expect(second.results).toHaveLength(3);
    const salaries = [...first.results, ...second.results].map((result) => result.salaryMax);
    expect(salaries).toEqual([...salaries].sort((a, b) => b! - a!));
    const recent = await search(employer.cookie, { jobTitle: role, sort: 'recent' });
    expect(recent.results[0]!.id).toBe(created.at(-1)!.applicantId);
    expect((await search(employer.cookie, { jobTitle: role, page: 5 })).results).toEqual([]);
  });
});

describe('GET /api/candidates/{userId}/match', () => {
  it('scores the profile alone before any search, and answers 404 for hidden or unknown candidates', async () => {
    const candidate = await createCandidate(t.app, { jobTitle: 'Backend Developer', skills: ['Go'], bio: 'Builds APIs.' });
    const hidden = await createCandidate(t.app, { jobTitle: 'Backend Developer', isVisibleToEmployers: false });
    const employer = await newEmployer();
    const url = (userId: number) => `/api/candidates/${userId}/match`;
    const match = await t.app.inject({ method: 'GET', url: url(candidate.user.id), headers: { cookie: employer.cookie } });
    expect(match.json()).toMatchObject({ basis: 'profile', engine: 'built-in' });
    expect(match.json<{ concerns: string[] }>().concerns).toContain('No resume yet to back the listed skills');
    for (const userId of [hidden.user.id, employer.user.id, 999_999]) {
      const missing = await t.app.inject({ method: 'GET', url: url(userId), headers: { cookie: employer.cookie } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'Candidate not found' });
    }
    expect((await t.app.inject({ method: 'GET', url: url(candidate.user.id) })).statusCode).toBe(401);
    const refused = await t.app.inject({ method: 'GET', url: url(candidate.user.id), headers: { cookie: candidate.cookie } });
    expect(refused.statusCode).toBe(403);
  });

  it('answers an unconfirmed employer 403 for every id alike (listed, hidden, unknown), and scores once they confirm', async () => {
    const candidate = await createCandidate(t.app, { jobTitle: 'Backend Developer', skills: ['Go'] });
    const hidden = await createCandidate(t.app, { jobTitle: 'Backend Developer', isVisibleToEmployers: false });
    const employer = await createUserWithSession(t.app, { userType: 'employer' }, { isVerified: false });
    const url = (userId: number) => `/api/candidates/${userId}/match`;
    for (const userId of [candidate.user.id, hidden.user.id, 999_999]) {
      const refused = await t.app.inject({ method: 'GET', url: url(userId), headers: { cookie: employer.cookie } });
      expect(refused.statusCode, String(userId)).toBe(403);
      expect(refused.json()).toMatchObject({ message: EMPLOYER_NOT_VERIFIED });
    }
    expect(await openConfirmationLink(t, employer.user.email)).toBe('verified');
    const match = await t.app.inject({ method: 'GET', url: url(candidate.user.id), headers: { cookie: employer.cookie } });
    expect(match.statusCode).toBe(200);
    expect(match.json()).toMatchObject({ basis: 'profile' });
  });

  it('hides a hidden candidate’s profile and resumes from employers, not from the developer', async () => {
    const hidden = await createCandidate(t.app, { jobTitle: 'Private', isVisibleToEmployers: false });
    const employer = await newEmployer();
    const asEmployer = await t.app.inject({
      method: 'GET',
      url: `/api/applicant/profile/${hidden.user.id}`,
      headers: { cookie: employer.cookie },
    });
    expect(asEmployer.statusCode).toBe(404);
    const resumes = await t.app.inject({
      method: 'GET',
      url: `/api/applicant/${hidden.user.id}/resumes`,
      headers: { cookie: employer.cookie },
    });
    expect(resumes.statusCode).toBe(404);
    const asOwner = await t.app.inject({
      method: 'GET',
      url: `/api/applicant/profile/${hidden.user.id}`,
      headers: { cookie: hidden.cookie },
    });
    expect(asOwner.json()).toMatchObject({ profile: { isVisibleToEmployers: false } });
  });
});

describe('AI Smart Search with the admin’s model', () => {
  let server: TFakeLlmServer;
  beforeAll(async () => {
    server = await startFakeLlmServer();
    await useLlmServer(t.db, server.baseUrl);
    await setLlmKey(t, 'sk-search-test', true);
  });
  afterAll(async () => {
    await setLlmKey(t, '', false);
    await server.close();
  });

  it('re-ranks and explains with the model, within reach of the built-in scores', async () => {
    const role = uniqueWord();
    const first = await createCandidate(t.app, { jobTitle: role, skills: ['Python', 'Django'] });
    const second = await createCandidate(t.app, { jobTitle: role, skills: ['Python'] });
    const employer = await newEmployer();
    const body = { jobTitle: role, skills: ['Python', 'Django'] };
    const builtIn = await search(employer.cookie, body);
    const scores = new Map(builtIn.results.map((result) => [result.id, result.aiMatchScore]));
    server.answerWith({
      content: JSON.stringify({
        candidates: [
          { id: first.applicantId, score: 0, recommendation: 'Model says: fine.', strengths: ['Python'], concerns: [] },
          { id: second.applicantId, score: 100, recommendation: 'Model says: great.', strengths: ['Python'], concerns: ['No Django'] },
        ],
      }),
    });
    const { results, engine } = await search(employer.cookie, { ...body, aiEnhanced: true });
    expect(engine).toBe('llm');
    const byId = new Map(results.map((result) => [result.id, result]));
    expect(byId.get(second.applicantId)).toMatchObject({
      matchEngine: 'llm',
      aiRecommendation: 'Model says: great.',
      aiConcerns: ['No Django'],
    });
    expect(byId.get(first.applicantId)!.aiMatchScore).toBe(scores.get(first.applicantId)! - LLM_SCORE_SHIFT_MAX);
    expect(byId.get(second.applicantId)!.aiMatchScore).toBe(Math.min(100, scores.get(second.applicantId)! + LLM_SCORE_SHIFT_MAX));
    const request = server.requests.at(-1)!;
    expect(JSON.stringify(request.body)).toContain(String(scores.get(first.applicantId)));
  });

  it('may not lift a developer below the asked level to a Strong match, nor call them one', async () => {
    const role = uniqueWord();
    const mid = await createCandidate(t.app, {
      jobTitle: role,
      skills: ['Go', 'PostgreSQL'],
      experienceLevel: 'mid',
    });
    const employer = await newEmployer();
    const body = { jobTitle: role, skills: ['Go', 'PostgreSQL'], experienceLevel: 'senior' };
    const [builtIn] = (await search(employer.cookie, body)).results;
    server.answerWith({
      content: JSON.stringify({
        candidates: [
          { id: mid.applicantId, score: 100, recommendation: 'Strong match: an excellent Go engineer.', strengths: ['Go'], concerns: [] },
        ],
      }),
    });
    const { results, engine } = await search(employer.cookie, { ...body, aiEnhanced: true });
    expect(engine).toBe('llm');
    expect(results[0]!.aiMatchScore).toBe(Math.min(79, builtIn!.aiMatchScore + LLM_SCORE_SHIFT_MAX));
    expect(results[0]!.aiRecommendation).toBe(builtIn!.aiRecommendation);
    expect(results[0]!.aiRecommendation).not.toMatch(/Strong match/);
    expect(JSON.stringify(server.requests.at(-1)!.body)).toContain('isBelowLevel');
  });

  it('falls back to the built-in answer when the model fails', async () => {
    const role = uniqueWord();
    await createCandidate(t.app, { jobTitle: role, skills: ['Python'] });
    const employer = await newEmployer();
    server.answerWith({ status: 500, body: { error: { message: 'down' } } });
    const { results, engine } = await search(employer.cookie, { jobTitle: role, skills: ['Python'], aiEnhanced: true });
    expect(engine).toBe('built-in');
    expect(results[0]).toMatchObject({ matchEngine: 'built-in', isAIEnhanced: true });
    expect(results[0]!.aiRecommendation).toMatch(/match/);
  });
});

describe('POST /api/candidates/search: the search log behind the blog market report', () => {
  it("records an employer's wanted skill keys and level after answering; an admin's searches are not recorded", async () => {
    const employer = await newEmployer();
    const admin = await createAdminWithSession(t.app, t.db);

    await search(employer.cookie, { skills: ['JS', 'React'], mustHaveSkills: ['Go'], experienceLevel: 'senior' });
    await search(admin.cookie, { skills: ['Rust'] });
    await t.app.backgroundTasks.settle();

    const rows = await t.db
      .select({
        employerId: candidateSearchLog.employerId,
        skillKeys: candidateSearchLog.skillKeys,
        level: candidateSearchLog.experienceLevel,
      })
      .from(candidateSearchLog)
      .where(inArray(candidateSearchLog.employerId, [employer.user.id, admin.user.id]));
    expect(rows).toEqual([{ employerId: employer.user.id, skillKeys: ['go', 'javascript', 'react'], level: 'senior' }]);
  });
});
