import { describe, expect, it } from 'vitest';
import type { TLearningSuggestions } from '#shared/schemas/learning.ts';
import { createResume } from '#server/db/resumes.queries.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { createCandidate } from '#tests/factories/candidates.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { ALL_SHOWN_HINT, NO_RESUME_HINT, NO_TARGET_ROLE_HINT } from './suggest-courses.ts';

const t = useTestApp();

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const GO_LEARNER_RESUME = [
  '# Sam Rivera',
  'sam@example.com',
  '',
  '## Summary',
  'Backend developer building REST APIs in Python. Currently learning Go.',
  '',
  '## Experience',
  '### Backend Developer, Northwind (2019 – Present)',
  '- Built REST services in Python and Django on PostgreSQL, serving 2 million requests a day',
  '- Cut query time by 40% with SQL indexes',
  '',
  '## Skills',
  'Python, Django, PostgreSQL, SQL, REST, Git',
].join('\n');

async function createDeveloperWithResume(profile: Parameters<typeof createCandidate>[1] = {}) {
  const developer = await createCandidate(t.app, profile);
  const resume = await createResume(t.db, {
    userId: developer.user.id,
    fileName: 'sam.md',
    content: GO_LEARNER_RESUME,
    file: null,
    source: 'uploaded',
  });
  return { ...developer, resume };
}

async function analyse(cookie: string, resumeId: number, body: Record<string, string>) {
  const response = await t.app.inject({ method: 'POST', url: `/api/resume/${resumeId}/analyze`, headers: { cookie }, payload: body });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET /api/learning/suggestions', () => {
  it("suggests courses for the target role's missing skills at the developer's level, each with why", async () => {
    const developer = await createDeveloperWithResume({ experienceLevel: 'entry' });
    await analyse(developer.cookie, developer.resume.id, { targetRole: 'Go Developer' });

    const response = await get('/api/learning/suggestions', developer.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TLearningSuggestions>();
    expect(body).toMatchObject({
      status: 'ready',
      targetRole: 'Go Developer',
      level: 'beginner',
      levelBasis: 'Entry 0-2 years, from your profile',
      resume: { id: developer.resume.id, fileName: 'sam.md' },
      hint: null,
    });
    const [first, ...rest] = body.suggestions;
    expect(first).toMatchObject({
      skill: 'Go',
      source: 'role-core',
      state: 'learning',
      reason: 'Your target role asks for Go; you say you are learning it.',
      course: { title: 'A Tour of Go', url: 'https://go.dev/tour/', level: 'beginner' },
    });
    expect(rest[0]).toMatchObject({ skill: 'Docker', reason: 'Your target role asks for Docker; you have not shown it.' });
    // Shown on the resume: never suggested.
    const suggested = body.suggestions.map((suggestion) => suggestion.skill);
    for (const shown of ['SQL', 'REST', 'PostgreSQL', 'Git', 'Python']) expect(suggested).not.toContain(shown);
  });

  it("reads the level from the years when the profile sets none, and takes the job ad's missing skills after the role's", async () => {
    const developer = await createDeveloperWithResume();
    await analyse(developer.cookie, developer.resume.id, {
      targetRole: 'Backend Developer',
      jobDescription: 'We are hiring a backend engineer. Requirements: Go, Kubernetes, PostgreSQL and Apache Kafka experience.',
    });
    const body = (await get('/api/learning/suggestions', developer.cookie)).json<TLearningSuggestions>();
    expect(body.levelBasis).toMatch(/^\d+ years of experience, from your resume$/);
    expect(body.level).toBe('advanced');
    const sources = body.suggestions.map((suggestion) => suggestion.source);
    expect(sources.indexOf('job-ad')).toBeGreaterThan(sources.lastIndexOf('role-core'));
    expect(body.suggestions.find((suggestion) => suggestion.skill === 'Kubernetes')?.reason).toBe(
      'The job ad you analysed your resume against asks for Kubernetes; you have not shown it.',
    );
  });

  it("takes the profile's job title as the target role when the analysis had none, and reads the resume asked for", async () => {
    const developer = await createDeveloperWithResume({ jobTitle: 'Data Analyst', experienceLevel: 'mid' });
    const other = await createResume(t.db, {
      userId: developer.user.id,
      fileName: 'other.md',
      content: '# Sam\n\nExcel, Tableau.',
      file: null,
      source: 'uploaded',
    });
    const body = (await get(`/api/learning/suggestions?resumeId=${developer.resume.id}`, developer.cookie)).json<TLearningSuggestions>();
    expect(body.targetRole).toBe('Data Analyst');
    expect(body.resume?.id).toBe(developer.resume.id);
    expect(body.suggestions[0]).toMatchObject({ skill: 'Excel', course: { level: 'beginner' } });
    expect(body.suggestions.every((suggestion) => suggestion.course.url.startsWith('https://'))).toBe(true);
    const fromOther = (await get(`/api/learning/suggestions?resumeId=${other.id}`, developer.cookie)).json<TLearningSuggestions>();
    expect(fromOther.suggestions.map((suggestion) => suggestion.skill)).not.toContain('Excel');
  });

  it('answers an empty list with a hint without a resume, without a target role, and when every skill is shown', async () => {
    const noResume = await createCandidate(t.app, { jobTitle: 'Backend Developer' });
    const first = (await get('/api/learning/suggestions', noResume.cookie)).json<TLearningSuggestions>();
    expect(first).toMatchObject({ status: 'no-resume', suggestions: [], resume: null, hint: NO_RESUME_HINT });

    // A resume that names no role either: a skills list alone.
    const noRole = await createCandidate(t.app, {});
    await createResume(t.db, {
      userId: noRole.user.id,
      fileName: 'skills.md',
      content: '## Skills\n\nGo, Python, PostgreSQL',
      file: null,
      source: 'uploaded',
    });
    const second = (await get('/api/learning/suggestions', noRole.cookie)).json<TLearningSuggestions>();
    expect(second).toMatchObject({ status: 'no-target-role', suggestions: [], targetRole: null, hint: NO_TARGET_ROLE_HINT });

    // Without a target role set anywhere, the role the resume names is read.
    const rolesFromResume = await createDeveloperWithResume();
    const fromResume = (await get('/api/learning/suggestions', rolesFromResume.cookie)).json<TLearningSuggestions>();
    expect(fromResume.targetRole).toBeTruthy();
    expect(fromResume.status).not.toBe('no-target-role');

    const designer = await createCandidate(t.app, {
      jobTitle: 'Product Designer',
      skills: [
        'Figma',
        'UX design',
        'UI design',
        'Accessibility',
        'Responsive design',
        'Sketch',
        'Adobe XD',
        'HTML',
        'CSS',
        'A/B testing',
        'Data analysis',
      ],
    });
    await createResume(t.db, {
      userId: designer.user.id,
      fileName: 'cv.md',
      content: '# Dana\n\nDesigner.',
      file: null,
      source: 'uploaded',
    });
    const third = (await get('/api/learning/suggestions', designer.cookie)).json<TLearningSuggestions>();
    expect(third).toMatchObject({ status: 'all-shown', suggestions: [], targetRole: 'Product Designer', hint: ALL_SHOWN_HINT });
  });

  it('says so when the target role is one it does not know', async () => {
    const developer = await createDeveloperWithResume({ jobTitle: 'Chief Happiness Officer' });
    const body = (await get('/api/learning/suggestions', developer.cookie)).json<TLearningSuggestions>();
    expect(body).toMatchObject({ status: 'unknown-role', suggestions: [], targetRole: 'Chief Happiness Officer' });
    expect(body.hint).toContain('"Chief Happiness Officer"');
  });

  it("refuses without a session (401), an employer (403), a bad resume id (400) and another developer's resume (404)", async () => {
    expect((await get('/api/learning/suggestions')).statusCode).toBe(401);
    expect((await get('/api/learning/suggestions?resumeId=abc')).statusCode).toBe(401);

    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const forbidden = await get('/api/learning/suggestions', employer.cookie);
    expect(forbidden.statusCode).toBe(403);

    const developer = await createDeveloperWithResume();
    for (const query of ['resumeId=abc', 'resumeId=0', 'resumeId=1.5', 'other=1']) {
      const bad = await get(`/api/learning/suggestions?${query}`, developer.cookie);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json<{ message: string }>().message, query).toBeTruthy();
    }

    const stranger = await createDeveloperWithResume();
    const notYours = await get(`/api/learning/suggestions?resumeId=${stranger.resume.id}`, developer.cookie);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json<{ message: string }>().message).toBe('Resume not found');
  });

  it('lets an admin previewing the developer dashboard read their own (empty) list', async () => {
    const admin = await createAdminWithSession(t.app, t.db);
    const response = await get('/api/learning/suggestions', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<TLearningSuggestions>()).toMatchObject({ suggestions: [], resume: null, hint: NO_RESUME_HINT });
  });
});
