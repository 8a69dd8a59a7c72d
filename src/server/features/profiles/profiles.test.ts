import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TApplicantProfile, TApplicantProfileResponse } from '#shared/schemas/profiles.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { findAuditLogs } from '#tests/factories/auth.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import type { TApp } from '#server/app.ts';
import { applicantProfiles, resumes, users } from '#server/db/schema.ts';

function getProfile(app: TApp, userId: number | string, cookie?: string) {
  return app.inject({ method: 'GET', url: `/api/applicant/profile/${userId}`, headers: cookie ? { cookie } : {} });
}

function patchProfile(app: TApp, profileId: number | string, payload: unknown, cookie?: string) {
  return app.inject({
    method: 'PATCH',
    url: `/api/applicant/profile/${profileId}`,
    payload: payload as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });
}

describe('GET /api/applicant/profile/:userId', () => {
  const t = useTestApp();

  it('answers the developer their own profile and account, with the completion percent', async () => {
    const { user, cookie } = await createUserWithSession(t.app, { fullName: 'Ada Lovelace', phone: null, location: null });
    const response = await getProfile(t.app, user.id, cookie);

    expect(response.statusCode).toBe(200);
    const body = response.json<TApplicantProfileResponse>();
    expect(body.profile).toEqual({
      id: expect.any(Number),
      userId: user.id,
      fullName: 'Ada Lovelace',
      jobTitle: null,
      bio: null,
      skills: [],
      links: [],
      experience: null,
      education: null,
      workExperience: null,
      availability: null,
      experienceLevel: null,
      salaryMin: null,
      salaryMax: null,
      // New profiles are visible to employers; remote work and relocation are opt-in.
      isVisibleToEmployers: true,
      openToRemote: false,
      openToRelocation: false,
      // Only the name of the ten items is there.
      profileCompletion: 10,
      updatedAt: expect.any(String),
    });
    expect(body.user).toEqual(user);
  });

  it('counts phone, location, profile fields and a resume towards completion', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const profileId = (await getProfile(t.app, user.id, cookie)).json<TApplicantProfileResponse>().profile.id;
    // Name, phone and location come from sign-up.
    expect((await getProfile(t.app, user.id, cookie)).json().profile.profileCompletion).toBe(30);

    await patchProfile(t.app, profileId, { jobTitle: 'Backend Developer', bio: 'I build APIs.', skills: ['Go'] }, cookie);
    expect((await getProfile(t.app, user.id, cookie)).json().profile.profileCompletion).toBe(60);

    await patchProfile(t.app, profileId, { experience: '4 years', education: 'BSc' }, cookie);
    expect((await getProfile(t.app, user.id, cookie)).json().profile.profileCompletion).toBe(80);

    await t.db.insert(resumes).values({ userId: user.id, fileName: 'cv.docx', fileSize: 1234, content: '# CV', source: 'uploaded' });
    expect((await getProfile(t.app, user.id, cookie)).json().profile.profileCompletion).toBe(90);

    // Blank text does not count as filled in.
    await patchProfile(t.app, profileId, { bio: '   ' }, cookie);
    expect((await getProfile(t.app, user.id, cookie)).json().profile.profileCompletion).toBe(80);
  });

  it('lets employers and admins read a developer profile', async () => {
    const developer = await createUserWithSession(t.app);
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const admin = await createAdminWithSession(t.app, t.db);

    for (const viewer of [employer, admin]) {
      const response = await getProfile(t.app, developer.user.id, viewer.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().profile.userId).toBe(developer.user.id);
      expect(response.json().user.email).toBe(developer.user.email);
    }
  });

  it("refuses another developer's profile with 403, even for an id that does not exist", async () => {
    const owner = await createUserWithSession(t.app);
    const other = await createUserWithSession(t.app);

    const response = await getProfile(t.app, owner.user.id, other.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to view this.' });
    expect(response.body).not.toContain(owner.user.email);
    expect((await getProfile(t.app, 999_999, other.cookie)).statusCode).toBe(403);
  });

  it('answers 401 without a session', async () => {
    const { user } = await createUserWithSession(t.app);
    const response = await getProfile(t.app, user.id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Not authenticated. Please log in.' });
  });

  it("answers 404 'Profile not found' for an unknown user and for a user who is not a developer", async () => {
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const admin = await createAdminWithSession(t.app, t.db);

    for (const userId of [999_999, employer.user.id, admin.user.id]) {
      const response = await getProfile(t.app, userId, admin.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Profile not found' });
    }
    // An employer's own id has no applicant profile either.
    expect((await getProfile(t.app, employer.user.id, employer.cookie)).statusCode).toBe(404);
    expect(await t.db.select().from(applicantProfiles).where(eq(applicantProfiles.userId, employer.user.id))).toHaveLength(0);
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999', '1e3x'])('answers 400 for the user id %s', async (userId) => {
    const { cookie } = await createUserWithSession(t.app);
    const response = await getProfile(t.app, userId, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'User id must be a positive whole number' });
  });

  it('creates the missing profile of a developer on first read', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    await t.db.delete(applicantProfiles).where(eq(applicantProfiles.userId, user.id));

    const response = await getProfile(t.app, user.id, cookie);
    expect(response.statusCode).toBe(200);
    const rows = await t.db.select().from(applicantProfiles).where(eq(applicantProfiles.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(response.json().profile.id).toBe(rows[0]!.id);

    // Two reads at once still leave exactly one row.
    await t.db.delete(applicantProfiles).where(eq(applicantProfiles.userId, user.id));
    const answers = await Promise.all([getProfile(t.app, user.id, cookie), getProfile(t.app, user.id, cookie)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await t.db.select().from(applicantProfiles).where(eq(applicantProfiles.userId, user.id))).toHaveLength(1);
  });
});

describe('GET /api/applicant/profile/:userId: employers opening profiles', () => {
  const t = useTestApp({ RATE_LIMIT_PROFILE_READS_PER_EMPLOYER: '3', RATE_LIMIT_PROFILE_READS_WINDOW_MINUTES: '60' });

  it('answers 429 once an employer has opened the hour’s profiles (a refusal is not counted); developers and other employers are not limited', async () => {
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const developers = [await createUserWithSession(t.app), await createUserWithSession(t.app)];
    const read = (userId: number, cookie: string) =>
      t.app.inject({ method: 'GET', url: `/api/applicant/profile/${userId}`, headers: { cookie } });
    expect((await read(developers[0]!.user.id, employer.cookie)).statusCode).toBe(200);
    expect((await read(999_999, employer.cookie)).statusCode).toBe(404);
    expect((await read(developers[1]!.user.id, employer.cookie)).statusCode).toBe(200);
    expect((await read(developers[1]!.user.id, employer.cookie)).statusCode).toBe(200);
    const refused = await read(developers[0]!.user.id, employer.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many candidate profiles opened\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).not.toContain(developers[0]!.user.email);

    const otherEmployer = await createUserWithSession(t.app, { userType: 'employer' });
    expect((await read(developers[0]!.user.id, otherEmployer.cookie)).statusCode).toBe(200);
    for (let index = 0; index < 5; index += 1) expect((await read(developers[0]!.user.id, developers[0]!.cookie)).statusCode).toBe(200);
  });
});

describe('PATCH /api/applicant/profile/:profileId', () => {
  const t = useTestApp();

  async function createDeveloper(overrides: Parameters<typeof createUserWithSession>[1] = {}) {
    const developer = await createUserWithSession(t.app, overrides);
    const profile = (await getProfile(t.app, developer.user.id, developer.cookie)).json<TApplicantProfileResponse>().profile;
    return { ...developer, profile };
  }

  async function readProfileRow(profileId: number) {
    const [row] = await t.db.select().from(applicantProfiles).where(eq(applicantProfiles.id, profileId));
    return row!;
  }

  it('changes only the fields sent, answers the updated profile and writes an audit entry', async () => {
    const { user, cookie, profile } = await createDeveloper();
    await patchProfile(t.app, profile.id, { education: 'MSc Computer Science', availability: 'available' }, cookie);

    const response = await patchProfile(
      t.app,
      profile.id,
      {
        fullName: '  Grace Hopper ',
        jobTitle: 'Staff Engineer',
        bio: 'Compilers and teams.',
        skills: [' TypeScript', 'typescript', '', 'Rust '],
        experience: '10 years',
        workExperience: 'Navy, Univac',
        experienceLevel: 'senior',
        salaryMin: 120_000,
        salaryMax: 150_000,
        isVisibleToEmployers: false,
        openToRemote: true,
        openToRelocation: true,
      },
      cookie,
    );

    expect(response.statusCode).toBe(200);
    const body = response.json<TApplicantProfile>();
    expect(body).toEqual({
      id: profile.id,
      userId: user.id,
      fullName: 'Grace Hopper',
      jobTitle: 'Staff Engineer',
      bio: 'Compilers and teams.',
      skills: ['TypeScript', 'Rust'],
      links: [],
      experience: '10 years',
      education: 'MSc Computer Science',
      workExperience: 'Navy, Univac',
      availability: 'available',
      experienceLevel: 'senior',
      salaryMin: 120_000,
      salaryMax: 150_000,
      isVisibleToEmployers: false,
      openToRemote: true,
      openToRelocation: true,
      // Eight of ten: no picture and no resume yet.
      profileCompletion: 80,
      updatedAt: expect.any(String),
    });
    expect(Date.parse(body.updatedAt)).toBeGreaterThan(Date.parse(profile.updatedAt));
    const [account] = await t.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, user.id));
    expect(account!.fullName).toBe('Grace Hopper');

    const logs = (await findAuditLogs(t.db, 'profile.updated')).filter((log) => log.resourceId === String(profile.id));
    expect(logs.at(-1)).toMatchObject({
      resourceType: 'applicant_profile',
      userId: user.id,
      details: { ownerUserId: user.id, fields: expect.arrayContaining(['fullName', 'skills', 'salaryMax']) },
    });
  });

  it('keeps links: absolute http(s) addresses, trimmed, duplicates and empties dropped, at most five', async () => {
    const { cookie, profile } = await createDeveloper();
    const links = [' https://github.com/grace ', 'https://github.com/grace', '', 'http://grace.example.org/cv'];
    const response = await patchProfile(t.app, profile.id, { links }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TApplicantProfile>().links).toEqual(['https://github.com/grace', 'http://grace.example.org/cv']);
    expect((await readProfileRow(profile.id)).links).toEqual(['https://github.com/grace', 'http://grace.example.org/cv']);

    for (const [bad, message] of [
      [['javascript:alert(1)'], 'Each link must be a web address starting with https:// or http://'],
      [['github.com/grace'], 'Each link must be a web address starting with https:// or http://'],
      [Array.from({ length: 6 }, (_, index) => `https://site${index}.example.org`), 'At most 5 links'],
      [[`https://example.org/${'a'.repeat(300)}`], 'A link must be at most 300 characters long'],
      ['https://github.com/grace', 'Links must be a list'],
    ] as const) {
      const refused = await patchProfile(t.app, profile.id, { links: bad }, cookie);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    expect((await readProfileRow(profile.id)).links).toEqual(['https://github.com/grace', 'http://grace.example.org/cv']);
    expect((await patchProfile(t.app, profile.id, { links: [] }, cookie)).json<TApplicantProfile>().links).toEqual([]);
  });

  it('clears a field sent as null or empty text and leaves the others', async () => {
    const { cookie, profile } = await createDeveloper();
    await patchProfile(t.app, profile.id, { jobTitle: 'Dev', bio: 'Hello', education: 'BSc', availability: 'available' }, cookie);

    const response = await patchProfile(t.app, profile.id, { jobTitle: null, bio: '', availability: null }, cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ jobTitle: null, bio: null, availability: null, education: 'BSc' });
  });

  it('checks a single salary bound against the stored other bound', async () => {
    const { cookie, profile } = await createDeveloper();
    await patchProfile(t.app, profile.id, { salaryMin: 50_000, salaryMax: 80_000 }, cookie);

    for (const payload of [{ salaryMin: 90_000 }, { salaryMax: 40_000 }, { salaryMin: 90_000, salaryMax: 60_000 }]) {
      const response = await patchProfile(t.app, profile.id, { ...payload, jobTitle: 'Should not be stored' }, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Minimum salary cannot be higher than maximum salary' });
    }
    expect(await readProfileRow(profile.id)).toMatchObject({ salaryMin: 50_000, salaryMax: 80_000, jobTitle: null });

    // Clearing the other bound makes any single bound valid again.
    const response = await patchProfile(t.app, profile.id, { salaryMax: null, salaryMin: 200_000 }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ salaryMin: 200_000, salaryMax: null });
  });

  it.each([
    ['a number as job title', { jobTitle: 42 }, 'Job title must be text'],
    ['a blank full name', { fullName: '   ' }, 'Full name is required'],
    ['a full name over 100 characters', { fullName: 'x'.repeat(101) }, 'Full name must be at most 100 characters long'],
    ['skills as one text', { skills: 'TypeScript, React' }, 'Skills must be a list'],
    ['an unknown availability', { availability: 'sometimes' }, 'Availability must be available, open_to_offers or actively_looking'],
    ['a negative salary', { salaryMin: -5 }, 'Salary cannot be negative'],
    ['a fractional salary', { salaryMax: 1.5 }, 'Salary must be a whole number'],
    ['a summary over 5000 characters', { bio: 'x'.repeat(5001) }, 'Professional summary must be at most 5000 characters long'],
    ['51 skills', { skills: Array.from({ length: 51 }, (_, index) => `skill ${index}`) }, 'At most 50 skills'],
    ['relocation as text', { openToRelocation: 'yes' }, 'Open to relocation must be true or false'],
    ['a field that is not editable', { userId: 1 }, undefined],
  ])('refuses %s with a 400 and stores nothing', async (_label, payload, message) => {
    const { user, cookie, profile } = await createDeveloper();
    const before = await readProfileRow(profile.id);

    const response = await patchProfile(t.app, profile.id, { ...payload, education: 'Not stored' }, cookie);

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
    if (message) expect(response.json().message).toBe(message);
    expect(await readProfileRow(profile.id)).toEqual(before);
    const [account] = await t.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, user.id));
    expect(account!.fullName).toBe(user.fullName);
  });

  it('accepts an empty body as a change of nothing', async () => {
    const { cookie, profile } = await createDeveloper();
    const auditCount = (await findAuditLogs(t.db, 'profile.updated')).length;

    const response = await patchProfile(t.app, profile.id, {}, cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(profile);
    expect(await findAuditLogs(t.db, 'profile.updated')).toHaveLength(auditCount);
  });

  it('lets an admin change a developer profile, recording the admin as the actor', async () => {
    const developer = await createDeveloper();
    const admin = await createAdminWithSession(t.app, t.db);

    const response = await patchProfile(t.app, developer.profile.id, { jobTitle: 'Moderated title', fullName: 'Renamed' }, admin.cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ jobTitle: 'Moderated title', fullName: 'Renamed' });
    const logs = await findAuditLogs(t.db, 'profile.updated');
    expect(logs.at(-1)).toMatchObject({ userId: admin.user.id, details: { ownerUserId: developer.user.id } });
  });

  it('refuses employers with 403 and other developers with the 404 of an unknown profile, changing nothing', async () => {
    const developer = await createDeveloper();
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const other = await createDeveloper();
    const before = await readProfileRow(developer.profile.id);
    const changes = { jobTitle: 'Hacked', fullName: 'Hacked' };

    const byEmployer = await patchProfile(t.app, developer.profile.id, changes, employer.cookie);
    expect(byEmployer.statusCode).toBe(403);
    expect(byEmployer.json()).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to change this.' });
    // Another developer cannot tell this profile from one that does not exist.
    const byOther = await patchProfile(t.app, developer.profile.id, changes, other.cookie);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.body).toBe((await patchProfile(t.app, 999_999, changes, other.cookie)).body);
    expect(await readProfileRow(developer.profile.id)).toEqual(before);
    const [account] = await t.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, developer.user.id));
    expect(account!.fullName).toBe(developer.user.fullName);
  });

  it('answers employers the 404 of an unknown profile for one hidden from them, changing nothing', async () => {
    const developer = await createDeveloper();
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    expect((await patchProfile(t.app, developer.profile.id, { isVisibleToEmployers: false }, developer.cookie)).statusCode).toBe(200);
    const before = await readProfileRow(developer.profile.id);

    const byEmployer = await patchProfile(t.app, developer.profile.id, { jobTitle: 'Hacked' }, employer.cookie);
    expect(byEmployer.statusCode).toBe(404);
    expect(byEmployer.body).toBe((await patchProfile(t.app, 999_999, { jobTitle: 'Hacked' }, employer.cookie)).body);
    expect(await readProfileRow(developer.profile.id)).toEqual(before);
  });

  it('answers 401 without a session, 404 for an unknown profile and 400 for a bad id', async () => {
    const { cookie, profile } = await createDeveloper();

    expect((await patchProfile(t.app, profile.id, { jobTitle: 'x' })).statusCode).toBe(401);
    const missing = await patchProfile(t.app, 999_999, { jobTitle: 'x' }, cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Profile not found' });
    const bad = await patchProfile(t.app, 'me', { jobTitle: 'x' }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Profile id must be a positive whole number');
    expect((await readProfileRow(profile.id)).jobTitle).toBeNull();
  });
});
