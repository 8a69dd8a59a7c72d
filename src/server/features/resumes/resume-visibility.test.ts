/**
 * Decision 028: employers see a developer's featured (primary) resume, and the job's owner also the
 * resume an application to that job was sent with. Every other version (uploads, imports, builder
 * output, "(improved)" copies) is a draft: the developer's and admins' alone, unknown to employers
 * on every route, exactly as an id that does not exist.
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TCandidateMatch } from '#shared/schemas/candidate-search.ts';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { resumes } from '#server/db/schema.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { createCandidate, searchCandidates } from '#tests/factories/candidates.ts';
import { createHiringEmployer, postJob } from '#tests/factories/jobs.ts';
import { buildResumeData, readResumeFixture, uploadResume } from '#tests/factories/resumes.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';

type TAccount = { user: { id: number }; cookie: string };
type TMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const t = useTestApp();
const UNKNOWN_RESUME_ID = 999_999;

const call = (method: TMethod, url: string, account?: TAccount, payload?: object) =>
  t.app.inject({ method, url, ...(account ? { headers: { cookie: account.cookie } } : {}), ...(payload ? { payload } : {}) });

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

/** Every route that addresses one resume by its id, with a valid request for it. */
const RESUME_ROUTES: { method: TMethod; path: string; payload?: object }[] = [
  { method: 'GET', path: '' },
  { method: 'GET', path: '/original' },
  { method: 'GET', path: '/pdf' },
  { method: 'GET', path: '/json-resume' },
  { method: 'GET', path: '/builder-data' },
  { method: 'GET', path: '/analysis' },
  { method: 'GET', path: '/improvement' },
  { method: 'POST', path: '/analyze', payload: {} },
  { method: 'POST', path: '/improve', payload: {} },
  { method: 'DELETE', path: '/improvement' },
  { method: 'POST', path: '/apply-improvements', payload: { improvedContent: '# Jane Doe\n\nImproved.' } },
  { method: 'PATCH', path: '', payload: { fileName: 'Renamed.docx' } },
  { method: 'PATCH', path: '/set-primary' },
  { method: 'DELETE', path: '' },
];
const READ_ROUTES = RESUME_ROUTES.filter(
  (route) => ['', '/original', '/pdf', '/json-resume'].includes(route.path) && route.method === 'GET',
);

const callRoute = (route: (typeof RESUME_ROUTES)[number], resumeId: number, account?: TAccount) =>
  call(route.method, `/api/resume/${resumeId}${route.path}`, account, route.payload);

async function listIds(userId: number, account: TAccount): Promise<number[]> {
  const response = await call('GET', `/api/applicant/${userId}/resumes`, account);
  expectStatus(response, 200);
  return response.json<TResume[]>().map((resume) => resume.id);
}

async function uploadDocx(owner: TAccount, fileName: string): Promise<TResume> {
  const bytes = readResumeFixture('fullstack-engineer-strong.docx');
  const response = await uploadResume(t.app, { userId: owner.user.id, cookie: owner.cookie, bytes, fileName });
  expectStatus(response, 201);
  return response.json<TResume>();
}

async function buildResume(owner: TAccount, overrides: Parameters<typeof buildResumeData>[0] = {}): Promise<TResume> {
  const response = await call('POST', `/api/applicant/${owner.user.id}/resume/create`, owner, { resumeData: buildResumeData(overrides) });
  expectStatus(response, 201);
  return response.json<TResume>();
}

/** An "(improved)" copy of the resume, as the dashboard's Apply Verified Changes makes it. */
async function improve(owner: TAccount, resumeId: number): Promise<TResume> {
  const improvement = await call('POST', `/api/resume/${resumeId}/improve`, owner, {});
  expectStatus(improvement, 200);
  const applied = await call('POST', `/api/resume/${resumeId}/apply-improvements`, owner, {
    improvedContent: improvement.json<{ improvedContent: string }>().improvedContent,
  });
  expectStatus(applied, 201);
  return applied.json<{ resume: TResume }>().resume;
}

async function applyWith(developer: TAccount, jobId: number, resumeId: number) {
  const response = await call('POST', `/api/jobs/${jobId}/applications`, developer, { resumeId });
  expectStatus(response, 201);
}

describe('a developer with a featured resume and drafts', () => {
  let developer: TAccount;
  let employer: TAccount;
  let admin: TAccount;
  let featured: TResume;
  let drafts: TResume[];

  beforeAll(async () => {
    developer = await createUserWithSession(t.app);
    employer = await createUserWithSession(t.app, { userType: 'employer' });
    admin = await createAdminWithSession(t.app, t.db);
    featured = await buildResume(developer);
    const upload = await uploadDocx(developer, 'Original upload.docx');
    drafts = [upload, await improve(developer, upload.id), await buildResume(developer, { skills: ['Go'] })];
    expect(featured.isPrimary).toBe(true);
  });

  it('lists only the featured resume to an employer, every resume to the developer and admins', async () => {
    const everyId = [...drafts.map((draft) => draft.id).reverse(), featured.id];
    expect(await listIds(developer.user.id, developer)).toEqual(everyId);
    expect(await listIds(developer.user.id, admin)).toEqual(everyId);
    expect(await listIds(developer.user.id, employer)).toEqual([featured.id]);
  });

  it('answers an employer 404 on every route of a draft, exactly as for an unknown id, and changes nothing', async () => {
    for (const route of RESUME_ROUTES) {
      const unknown = await callRoute(route, UNKNOWN_RESUME_ID, employer);
      expectStatus(unknown, 404);
      for (const draft of drafts) {
        const response = await callRoute(route, draft.id, employer);
        expect(`${route.method} ${route.path}: ${response.statusCode} ${response.body}`).toBe(
          `${route.method} ${route.path}: 404 ${unknown.body}`,
        );
      }
    }
    expect(await listIds(developer.user.id, developer)).toHaveLength(drafts.length + 1);
    const [row] = await t.db.select({ fileName: resumes.fileName }).from(resumes).where(eq(resumes.id, drafts[0]!.id));
    expect(row!.fileName).toBe('Original upload.docx');
  });

  it('lets an employer read and download the featured resume, and admins every draft', async () => {
    for (const route of READ_ROUTES) {
      const path = `${route.method} ${route.path}`;
      expect(`${path}: ${(await callRoute(route, featured.id, employer)).statusCode}`).toBe(`${path}: 200`);
    }
    // The featured resume is the employer's to read, not to change or analyse.
    expectStatus(await call('GET', `/api/resume/${featured.id}/analysis`, employer), 403);
    for (const route of READ_ROUTES) expectStatus(await callRoute(route, drafts[0]!.id, admin), 200);
  });

  it('shows employers the newly featured resume once the developer features another', async () => {
    const chosen = drafts[1]!;
    expectStatus(await call('PATCH', `/api/resume/${chosen.id}/set-primary`, developer), 200);
    try {
      expect(await listIds(developer.user.id, employer)).toEqual([chosen.id]);
      expectStatus(await call('GET', `/api/resume/${chosen.id}`, employer), 200);
      expectStatus(await call('GET', `/api/resume/${featured.id}`, employer), 404);
    } finally {
      expectStatus(await call('PATCH', `/api/resume/${featured.id}/set-primary`, developer), 200);
    }
  });
});

describe('a resume sent with an application', () => {
  it("is the job owner's to read as well as the featured one; another employer gets 404", async () => {
    const developer = await createUserWithSession(t.app);
    const featured = await buildResume(developer);
    const sent = await uploadDocx(developer, 'For Northwind.docx');
    const unsent = await buildResume(developer, { skills: ['Rust'] });
    const owner = await createHiringEmployer(t.app);
    const other = await createHiringEmployer(t.app, 'Contoso');
    const job = await postJob(t.app, owner);
    await postJob(t.app, other);
    await applyWith(developer, job.id, sent.id);

    expect(await listIds(developer.user.id, owner)).toEqual([sent.id, featured.id]);
    expect(await listIds(developer.user.id, other)).toEqual([featured.id]);
    for (const route of READ_ROUTES) {
      expectStatus(await callRoute(route, sent.id, owner), 200);
      expectStatus(await callRoute(route, sent.id, other), 404);
      expectStatus(await callRoute(route, unsent.id, owner), 404);
    }
    // Reading is all the application gives: the resume stays the developer's to change.
    expectStatus(await call('PATCH', `/api/resume/${sent.id}`, owner, { fileName: 'Mine now.docx' }), 403);
    expectStatus(await call('GET', `/api/resume/${sent.id}/analysis`, owner), 403);
    // The pipeline shows the resume as it was sent, to the job's owner.
    const applications = await call('GET', `/api/employer/${owner.user.id}/jobs/${job.id}/applications`, owner);
    expectStatus(applications, 200);
    expect(applications.json()).toEqual([expect.objectContaining({ resumeFileName: 'For Northwind.docx' })]);
  });
});

describe('a developer without a featured resume', () => {
  it('shows employers no resume at all', async () => {
    const developer = await createUserWithSession(t.app);
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const resume = await buildResume(developer);
    // Not reachable through the API (the first resume is featured, deleting it features the newest):
    // rows from before the rule, or written by hand.
    await t.db
      .update(resumes)
      .set({ isPrimary: false })
      .where(and(eq(resumes.id, resume.id), eq(resumes.userId, developer.user.id)));
    expect(await listIds(developer.user.id, employer)).toEqual([]);
    expectStatus(await call('GET', `/api/resume/${resume.id}`, employer), 404);
    expect(await listIds(developer.user.id, developer)).toEqual([resume.id]);
  });
});

describe('matching reads the featured resume only', () => {
  it("does not take a draft's skills as evidence in search or the match explanation", async () => {
    const role = 'zorkdraftrole';
    const candidate = await createCandidate(t.app, { jobTitle: role, skills: ['Rust'] });
    await buildResume(candidate);
    const draft = await buildResume(candidate, { skills: ['Rust'] });
    await t.app.backgroundTasks.settle();
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const criteria = { jobTitle: role, skills: ['Rust'] };

    const found = await searchCandidates(t.app, employer.cookie, criteria);
    expectStatus(found, 200);
    const [result] = found.json<{ aiStrengths: string[]; aiConcerns: string[] }[]>();
    expect(result!.aiConcerns).toContain('Resume does not mention Rust');
    // The search is remembered after its answer is sent: the candidate page reads it once written.
    await t.app.backgroundTasks.settle();
    const match = await call('GET', `/api/candidates/${candidate.user.id}/match`, employer);
    expectStatus(match, 200);
    // The candidate page measures against the last search: the draft's Rust is not evidence there either.
    expect(match.json<TCandidateMatch>().concerns).toContain('Resume does not mention Rust');

    // Featured, the same resume is evidence.
    expectStatus(await call('PATCH', `/api/resume/${draft.id}/set-primary`, candidate), 200);
    const again = await searchCandidates(t.app, employer.cookie, criteria);
    expect(again.json<{ aiStrengths: string[] }[]>()[0]!.aiStrengths).toContain('Primary resume shows Rust');
  });
});
