import { count, eq } from 'drizzle-orm';
import { inCompanyOf } from '#tests/factories/jobs.ts';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_CRITERIA } from '#shared/candidate-search.ts';
import { APPLICATION_STAGES } from '#shared/job-values.ts';
import { INITIAL_POST_COUNT } from '#shared/schemas/blog.ts';
import { DOCX_MIME } from '#shared/schemas/resumes/resume.ts';
import type { TInterview } from '#shared/schemas/interviews.ts';
import { logIn } from '#tests/factories/auth.ts';
import { getSessionCookie } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { applicantProfiles, companies, jobApplicationEvents, jobApplications, jobs, resumes, storedFiles, users } from '../db/schema.ts';
import { buildResumeBlocks } from '#shared/resume-outline.ts';
import { recognizeSkills } from '../resume-engine/skills/recognize-skills.ts';
import { findSkillByName } from '../resume-engine/skills/taxonomy.ts';
import { toSkillKeys } from '../resume-engine/skills/skill-keys.ts';
import { renderMarkdown } from '#shared/resume-markdown.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { ensureAdminAccount } from './admin-account.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_RECRUITER, DEMO_RESUME_FILE_NAME, seedDemoData } from './demo-data.ts';
import { DEMO_ROLES } from './demo-developers-data.ts';
import { generateDemoDevelopers } from './demo-developers.ts';

const log = pino({ level: 'silent' });

const DEMO_DEVELOPERS = generateDemoDevelopers();

describe('demo developers', () => {
  it('are the same people for the same seed, and others for another seed', () => {
    expect(generateDemoDevelopers()).toEqual(DEMO_DEVELOPERS);
    const others = generateDemoDevelopers(7);
    expect(others).toHaveLength(DEMO_DEVELOPERS.length);
    expect(others.map((developer) => developer.fullName)).not.toEqual(DEMO_DEVELOPERS.map((developer) => developer.fullName));
  });

  it('are about fifty invented people with unique names, e-mails and usernames', () => {
    expect(DEMO_DEVELOPERS.length).toBeGreaterThanOrEqual(45);
    expect(DEMO_DEVELOPERS.length).toBeLessThanOrEqual(55);
    for (const key of ['fullName', 'email', 'username'] as const) {
      expect(new Set(DEMO_DEVELOPERS.map((developer) => developer[key].toLowerCase())).size, key).toBe(DEMO_DEVELOPERS.length);
    }
    for (const developer of DEMO_DEVELOPERS) {
      expect(developer.fullName).not.toMatch(/^demo\b/i);
      expect(developer.email).toMatch(/^[a-z0-9.]+@devmatch\.example$/);
      expect(developer.phone).toMatch(/^\+\d[\d ]+\d$/);
    }
  });

  it('vary in role, level, place, pay and availability, with levels that fit their years', () => {
    const values = <T>(pick: (developer: (typeof DEMO_DEVELOPERS)[number]) => T) => DEMO_DEVELOPERS.map(pick);
    const countOf = <T>(list: T[], value: T) => list.filter((item) => item === value).length;
    expect(new Set(values((developer) => developer.profile.jobTitle)).size).toBeGreaterThanOrEqual(30);
    const levels = values((developer) => developer.profile.experienceLevel);
    for (const level of ['entry', 'mid', 'senior'] as const) expect(countOf(levels, level), level).toBeGreaterThanOrEqual(8);
    for (const developer of DEMO_DEVELOPERS) {
      const years = Number(/^(\d+) years?/.exec(developer.profile.experience)?.[1]);
      const [min, max] = { entry: [1, 2], mid: [3, 6], senior: [7, 40] }[developer.profile.experienceLevel];
      expect(years, developer.fullName).toBeGreaterThanOrEqual(min!);
      expect(years, developer.fullName).toBeLessThanOrEqual(max!);
    }
    const locations = values((developer) => developer.location);
    expect(new Set(locations).size).toBeGreaterThanOrEqual(20);
    for (const place of [
      /United States/,
      /Germany|Netherlands|France|Spain|Poland|United Kingdom/,
      /India|Japan|Singapore|Korea/,
      /Brazil|Mexico|Argentina|Colombia|Chile/,
    ]) {
      expect(
        locations.some((location) => place.test(location)),
        String(place),
      ).toBe(true);
    }
    expect(countOf(locations, 'Remote')).toBeGreaterThanOrEqual(3);
    const openToRemote =
      countOf(
        values((developer) => developer.profile.openToRemote),
        true,
      ) / DEMO_DEVELOPERS.length;
    expect(openToRemote).toBeGreaterThanOrEqual(0.35);
    expect(openToRemote).toBeLessThanOrEqual(0.45);
    const availability = values((developer) => developer.profile.availability);
    for (const value of ['available', 'open_to_offers', 'actively_looking'] as const)
      expect(countOf(availability, value)).toBeGreaterThanOrEqual(8);
    expect(countOf(availability, null)).toBeGreaterThanOrEqual(1);
    expect(countOf(availability, null)).toBeLessThanOrEqual(6);
    const salaries = DEMO_DEVELOPERS.filter((developer) => developer.profile.salaryMin !== null);
    expect(salaries.length).toBeLessThan(DEMO_DEVELOPERS.length);
    for (const { profile } of salaries) expect(profile.salaryMin!).toBeLessThan(profile.salaryMax!);
  });

  it('list canonical taxonomy skills, and each resume shows exactly its profile skills', () => {
    for (const role of DEMO_ROLES) {
      for (const skill of [...role.coreSkills, ...role.extraSkills]) expect(findSkillByName(skill)?.name, skill).toBe(skill);
    }
    for (const developer of DEMO_DEVELOPERS) {
      const markdown = renderMarkdown(buildResumeBlocks(developer.resume));
      const shown = recognizeSkills(markdown).map((skill) => skill.name.toLowerCase());
      expect(new Set(shown), developer.fullName).toEqual(new Set(toSkillKeys(developer.profile.skills)));
      expect(developer.resume.personalInfo.fullName).toBe(developer.fullName);
      expect(developer.resume.experience[0]!.position).toBe(developer.profile.jobTitle);
    }
  });
});

describe('start-up accounts', () => {
  const t = useTestApp();

  it('seeds marked demo accounts into an empty database, and only into an empty one', async () => {
    await seedDemoData(t.db, log);
    const seeded = await t.db.select({ email: users.email, isDemo: users.isDemo, userType: users.userType }).from(users);
    expect(seeded).toHaveLength([...DEMO_ACCOUNTS, DEMO_RECRUITER].length + DEMO_DEVELOPERS.length);
    expect(seeded.every((user) => user.isDemo)).toBe(true);
    expect(new Set(seeded.map((user) => user.userType))).toEqual(new Set(['developer', 'employer', 'admin']));
    const [profile] = await t.db.select({ skills: applicantProfiles.skills }).from(applicantProfiles);
    expect(profile?.skills.length).toBeGreaterThan(0);
    // The demo developer has one builder resume (markdown and .docx) to analyse.
    const demoResumes = await t.db
      .select({
        fileName: resumes.fileName,
        content: resumes.content,
        isPrimary: resumes.isPrimary,
        originalFileId: resumes.originalFileId,
      })
      .from(resumes)
      .innerJoin(users, eq(users.id, resumes.userId))
      .where(eq(users.email, 'demo.developer@devmatch.example'));
    expect(demoResumes).toEqual([
      {
        fileName: DEMO_RESUME_FILE_NAME,
        content: expect.stringContaining('# Alex Rivera'),
        isPrimary: true,
        originalFileId: expect.any(Number),
      },
    ]);
    expect(demoResumes[0]!.content).toContain('## Experience');

    await seedDemoData(t.db, log);
    const [total] = await t.db.select({ n: count() }).from(users);
    expect(total?.n).toBe([...DEMO_ACCOUNTS, DEMO_RECRUITER].length + DEMO_DEVELOPERS.length);
    const [files] = await t.db.select({ n: count() }).from(storedFiles);
    expect(files?.n).toBe(1 + DEMO_DEVELOPERS.length);
    expect(DEMO_PASSWORD).toBeTruthy();
  });

  it("gives the demo employer a company, three open jobs and one closed, with applications at every stage, the demo developer's too", async () => {
    await seedDemoData(t.db, log);
    const [employer] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'demo.employer@devmatch.example'));
    const [company] = await t.db.select({ name: companies.name }).from(companies).where(inCompanyOf(companies.id, employer!.id));
    expect(company?.name).toBe('Northwind Labs');
    const demoJobs = await t.db.select({ id: jobs.id, status: jobs.status }).from(jobs).where(inCompanyOf(jobs.companyId, employer!.id));
    expect(demoJobs.map((job) => job.status).sort()).toEqual(['closed', 'open', 'open', 'open']);
    const applications = await t.db
      .select({ stage: jobApplications.stage, email: users.email, rejectionReason: jobApplications.rejectionReason })
      .from(jobApplications)
      .innerJoin(applicantProfiles, eq(applicantProfiles.id, jobApplications.applicantId))
      .innerJoin(users, eq(users.id, applicantProfiles.userId));
    expect(new Set(applications.map((application) => application.stage))).toEqual(new Set(APPLICATION_STAGES));
    // The demo developer's: one in Screening, and one in Interview with its scheduled interview (issue 41).
    const demoDevelopers = applications.filter((application) => application.email === 'demo.developer@devmatch.example');
    expect(demoDevelopers.map((application) => application.stage).sort()).toEqual(['interview', 'screening']);
    expect(applications.filter((application) => application.stage === 'rejected').every((application) => application.rejectionReason)).toBe(
      true,
    );
    // Each application's history leads to where it stands.
    const [events] = await t.db.select({ n: count() }).from(jobApplicationEvents);
    expect(events!.n).toBeGreaterThan(applications.length);
  });

  it("gives the demo employer's company a second member, a recruiter who signs in and sees its jobs", async () => {
    await seedDemoData(t.db, log);
    const login = await logIn(t.app, { email: DEMO_RECRUITER.email, password: DEMO_PASSWORD });
    const recruiter = login.json<{ id: number }>();
    const cookie = getSessionCookie(login);
    const team = await t.app.inject({ method: 'GET', url: `/api/employer/${recruiter.id}/team`, headers: { cookie } });
    expect(team.json()).toMatchObject({ companyName: 'Northwind Labs', myRole: 'recruiter' });
    expect(team.json<{ members: { role: string }[] }>().members.map((member) => member.role)).toEqual(['owner', 'recruiter']);
    const jobList = await t.app.inject({ method: 'GET', url: `/api/employer/${recruiter.id}/jobs`, headers: { cookie } });
    expect(jobList.json<unknown[]>()).toHaveLength(4);
  });

  it('publishes the editorial library, so the blog, its feeds and Developer Insights are not empty on a first start', async () => {
    await seedDemoData(t.db, log);
    const developers = await t.app.inject({ method: 'GET', url: '/api/blog/posts?category=developers&limit=6' });
    expect(developers.json<unknown[]>().length).toBeGreaterThanOrEqual(3);
    const all = (await t.app.inject({ method: 'GET', url: '/api/blog/posts?limit=50' })).json<{ slug: string; writer: string }[]>();
    expect(all).toHaveLength(INITIAL_POST_COUNT);
    expect(all.every((post) => post.writer === 'editorial')).toBe(true);
    const post = await t.app.inject({ method: 'GET', url: `/api/blog/posts/${all[0]!.slug}` });
    expect(post.statusCode).toBe(200);
  });

  it("gives the demo company templates of every kind and tags, the demo developer tagged 'Referral' by the recruiter", async () => {
    await seedDemoData(t.db, log);
    const login = await logIn(t.app, { email: DEMO_RECRUITER.email, password: DEMO_PASSWORD });
    const recruiter = login.json<{ id: number; fullName: string }>();
    const cookie = getSessionCookie(login);
    const templates = await t.app.inject({ method: 'GET', url: `/api/employer/${recruiter.id}/templates`, headers: { cookie } });
    expect(new Set(templates.json<{ kind: string }[]>().map((template) => template.kind))).toEqual(
      new Set(['contact', 'message', 'rejection']),
    );
    const tags = await t.app.inject({ method: 'GET', url: `/api/employer/${recruiter.id}/tags`, headers: { cookie } });
    expect(tags.json()).toMatchObject([
      { name: 'Referral', candidateCount: 1 },
      { name: 'Strong systems design', candidateCount: 0 },
    ]);
  });

  it('gives the demo employer and the demo developer a conversation with a message the developer has not read', async () => {
    await seedDemoData(t.db, log);
    const login = await logIn(t.app, { email: 'demo.developer@devmatch.example', password: DEMO_PASSWORD });
    const developer = login.headers['set-cookie']!.toString().split(';')[0]!;
    const list = await t.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie: developer } });
    // Two conversations since issue 41: the contact, and the interview's (read: the developer wrote last).
    expect(list.json()).toMatchObject({
      unreadTotal: 1,
      items: [
        { subject: 'Job Opportunity at Northwind Labs', other: { headline: 'Northwind Labs' }, unreadCount: 1 },
        { subject: 'Interview for Senior Full-Stack Engineer', unreadCount: 0 },
      ],
    });
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: developer } });
    expect(bell.json()).toMatchObject({ unreadCount: 1, items: [{ kind: 'message', link: expect.stringMatching(/^\/messages\/\d+$/) }] });
  });

  it('gives the demo company a scheduled interview with the demo developer, the owner and the recruiter on the panel', async () => {
    await seedDemoData(t.db, log);
    const login = await logIn(t.app, { email: 'demo.developer@devmatch.example', password: DEMO_PASSWORD });
    const developer = login.headers['set-cookie']!.toString().split(';')[0]!;
    const mine = await t.app.inject({ method: 'GET', url: '/api/applicant/interviews', headers: { cookie: developer } });
    const [interview] = mine.json<TInterview[]>();
    expect(interview).toMatchObject({ status: 'scheduled', job: { title: 'Senior Full-Stack Engineer' }, companyName: 'Northwind Labs' });
    expect(interview!.interviewers.map((member) => member.fullName).sort()).toEqual(
      [DEMO_RECRUITER.fullName, DEMO_ACCOUNTS.find((account) => account.userType === 'employer')!.fullName].sort(),
    );
    expect(Date.parse(interview!.slots.find((slot) => slot.id === interview!.chosenSlotId)!.startsAt)).toBeGreaterThan(Date.now());
  });

  it('gives each demo developer a profile with search keys and one primary Word resume, not yet indexed', async () => {
    const rows = await t.db
      .select({
        email: users.email,
        fullName: users.fullName,
        location: users.location,
        isDemo: users.isDemo,
        skills: applicantProfiles.skills,
        skillKeys: applicantProfiles.skillKeys,
        jobTitle: applicantProfiles.jobTitle,
        isVisible: applicantProfiles.isVisibleToEmployers,
        isPrimary: resumes.isPrimary,
        content: resumes.content,
        recognizedSkills: resumes.recognizedSkills,
        mimeType: storedFiles.mimeType,
      })
      .from(users)
      .innerJoin(applicantProfiles, eq(applicantProfiles.userId, users.id))
      .innerJoin(resumes, eq(resumes.userId, users.id))
      .innerJoin(storedFiles, eq(storedFiles.id, resumes.originalFileId));
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    // One row per developer: each has exactly one resume.
    expect(rows).toHaveLength(1 + DEMO_DEVELOPERS.length);
    for (const developer of DEMO_DEVELOPERS) {
      const row = byEmail.get(developer.email)!;
      expect(row, developer.email).toMatchObject({
        fullName: developer.fullName,
        location: developer.location,
        isDemo: true,
        skills: developer.profile.skills,
        skillKeys: toSkillKeys(developer.profile.skills),
        jobTitle: developer.profile.jobTitle,
        isVisible: true,
        isPrimary: true,
        recognizedSkills: null,
        mimeType: DOCX_MIME,
      });
      expect(row.content).toContain(`# ${developer.fullName}`);
    }
  });

  it("gives the demo employer's first search (the panel's defaults) a full page of candidates", async () => {
    const login = await logIn(t.app, { email: 'demo.employer@devmatch.example', password: DEMO_PASSWORD });
    const cookie = login.headers['set-cookie']!.toString().split(';')[0]!;
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/candidates/search',
      headers: { cookie },
      payload: DEFAULT_SEARCH_CRITERIA,
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json<unknown[]>().length).toBe(20);
    expect(Number(search.headers['x-total-count'])).toBeGreaterThanOrEqual(40);
  });

  it('creates the admin from ADMIN_EMAIL once, and repairs its type and password', async () => {
    const admin = { email: 'Owner@Example.com', password: 'first-password' };
    await ensureAdminAccount(t.db, admin, log);
    await ensureAdminAccount(t.db, admin, log);
    const rows = await t.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userType).toBe('admin');

    await t.db.update(users).set({ userType: 'developer' }).where(eq(users.email, 'owner@example.com'));
    await ensureAdminAccount(t.db, { ...admin, password: 'rotated-password' }, log);
    const [repaired] = await t.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(repaired?.userType).toBe('admin');
    expect(await verifyPassword(repaired!.passwordHash, 'rotated-password')).toBe(true);
  });
});
