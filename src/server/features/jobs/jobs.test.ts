import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TJob, TJobBoard } from '#shared/schemas/jobs.ts';
import { auditLogs, companies, jobs } from '#server/db/schema.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { EMPLOYER_NOT_VERIFIED_TO_PUBLISH } from '#server/lib/access.ts';
import { openConfirmationLink } from '#tests/factories/auth.ts';
import {
  A_JOB,
  createHiringEmployer,
  createUnconfirmedEmployerWithOpenJob,
  inCompanyOf,
  postJob,
  saveCompany,
} from '#tests/factories/jobs.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { createTestApp, useTestApp } from '#tests/setup/test-app.ts';

const t = useTestApp();

type TCall = { method: 'GET' | 'PUT' | 'POST' | 'PATCH'; url: string; cookie?: string; payload?: Record<string, unknown> };
const call = ({ method, url, cookie, payload }: TCall, app = t.app) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const board = async (query = '') => (await call({ method: 'GET', url: `/api/jobs${query}` })).json<TJobBoard>();

describe('company profile', () => {
  it('is null until named, then saved, read back and replaced', async () => {
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const url = `/api/employer/${employer.user.id}/company`;
    expect((await call({ method: 'GET', url, cookie: employer.cookie })).json()).toEqual({ company: null });
    const saved = await call({
      method: 'PUT',
      url,
      cookie: employer.cookie,
      payload: { name: ' Northwind Labs ', website: 'https://northwind.example', size: '11-50', location: 'Berlin', about: 'Payments.' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      employerId: employer.user.id,
      name: 'Northwind Labs',
      website: 'https://northwind.example',
      size: '11-50',
    });
    await call({ method: 'PUT', url, cookie: employer.cookie, payload: { name: 'Northwind GmbH' } });
    expect((await call({ method: 'GET', url, cookie: employer.cookie })).json()).toMatchObject({
      company: { name: 'Northwind GmbH', website: null, size: null, location: null, about: null },
    });
  });

  it('keeps the company name and location on one line, without control characters; About keeps its lines', async () => {
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const url = `/api/employer/${employer.user.id}/company`;
    const payload = { name: 'Northwind\r\nLabs\u0007', location: 'Berlin\t\u202eDE', about: 'Payments.\nSince 2019.' };
    const saved = await call({ method: 'PUT', url, cookie: employer.cookie, payload });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Northwind Labs', location: 'Berlin DE', about: 'Payments.\nSince 2019.' });
    const [row] = await t.db.select().from(companies).where(inCompanyOf(companies.id, employer.user.id));
    expect(row).toMatchObject({ name: 'Northwind Labs', location: 'Berlin DE' });
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const url = `/api/employer/${employer.user.id}/company`;
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Company name is required'],
      [{ name: '   ' }, 'Company name is required'],
      [{ name: 'Acme', website: 'javascript:alert(1)' }, 'Website must be a web address starting with http:// or https://'],
      [{ name: 'Acme', size: 'huge' }, 'Company size must be one of'],
      [{ name: 'Acme', ceo: 'me' }, 'Unrecognized key'],
    ];
    for (const [payload, message] of cases) {
      const response = await call({ method: 'PUT', url, cookie: employer.cookie, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(message);
    }
    // The account's company (made at sign-up) stays unnamed: no profile was stored.
    expect(await t.db.select({ name: companies.name }).from(companies).where(inCompanyOf(companies.id, employer.user.id))).toEqual([
      { name: null },
    ]);
  });

  it('is the employer’s own: 401 without a session, 403 for developers and other employers, read-only for admins', async () => {
    const owner = await createHiringEmployer(t.app);
    const other = await createUserWithSession(t.app, { userType: 'employer' });
    const developer = await createUserWithSession(t.app, { userType: 'developer' });
    const admin = await createAdminWithSession(t.app, t.db);
    const url = `/api/employer/${owner.user.id}/company`;
    const payload = { name: 'Taken Over' };
    expect((await call({ method: 'GET', url })).statusCode).toBe(401);
    for (const caller of [developer, other]) {
      expect((await call({ method: 'GET', url, cookie: caller.cookie })).statusCode).toBe(403);
      expect((await call({ method: 'PUT', url, cookie: caller.cookie, payload })).statusCode).toBe(403);
    }
    expect((await call({ method: 'GET', url, cookie: admin.cookie })).statusCode).toBe(200);
    expect((await call({ method: 'PUT', url, cookie: admin.cookie, payload })).statusCode).toBe(403);
    expect((await call({ method: 'GET', url, cookie: owner.cookie })).json()).toMatchObject({ company: { name: 'Northwind Labs' } });
  });
});

describe('posting jobs', () => {
  it('asks for a company name before the first job, and stores nothing', async () => {
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const response = await call({ method: 'POST', url: `/api/employer/${employer.user.id}/jobs`, cookie: employer.cookie, payload: A_JOB });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Add your company name before posting a job.' });
    expect(await t.db.select().from(jobs).where(inCompanyOf(jobs.companyId, employer.user.id))).toEqual([]);
  });

  it('creates a draft by default and an open job on request, with the company, skill keys and an audit entry', async () => {
    const employer = await createHiringEmployer(t.app);
    const draft = await postJob(t.app, employer, { status: undefined, title: 'Backend Developer', requiredSkills: ['golang', 'postgres'] });
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null, company: { employerId: employer.user.id, name: 'Northwind Labs' } });
    const [row] = await t.db.select({ skillKeys: jobs.skillKeys }).from(jobs).where(eq(jobs.id, draft.id));
    expect(row!.skillKeys).toEqual(expect.arrayContaining(['go', 'postgresql', 'kubernetes']));
    const open = await postJob(t.app, employer);
    expect(open.status).toBe('open');
    expect(open.publishedAt).not.toBeNull();
    const audit = await t.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.resourceType, 'job'));
    expect(audit.map((entry) => entry.action)).toEqual(['job.created', 'job.created']);
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const employer = await createHiringEmployer(t.app);
    const url = `/api/employer/${employer.user.id}/jobs`;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...A_JOB, title: 'Go' }, 'Job title must be at least 3 characters long'],
      [{ ...A_JOB, salaryMin: 120000, salaryMax: 100000 }, 'Minimum salary cannot be higher than maximum salary'],
      [{ ...A_JOB, salaryCurrency: 'XYZ' }, 'Currency must be one of'],
      [{ ...A_JOB, workplaceType: 'moon' }, 'Workplace must be onsite, hybrid or remote'],
      [{ ...A_JOB, status: 'closed' }, 'A new job is a draft or open'],
      [{ ...A_JOB, requiredSkills: Array.from({ length: 21 }, (_, index) => `Skill ${index}`) }, 'Required skills: at most 20 skills'],
      [{ ...A_JOB, salary: 5 }, 'Unrecognized key'],
    ];
    for (const [payload, message] of cases) {
      const response = await call({ method: 'POST', url, cookie: employer.cookie, payload });
      expect(response.statusCode, message).toBe(400);
      expect(response.body).toContain(message);
    }
    expect(await t.db.select().from(jobs).where(inCompanyOf(jobs.companyId, employer.user.id))).toEqual([]);
  });

  it('limits draft and open jobs per employer (closed ones do not count)', async () => {
    const app = await createTestApp({ JOBS_PER_EMPLOYER: '2' });
    try {
      const employer = await createHiringEmployer(app.app);
      const first = await postJob(app.app, employer);
      await postJob(app.app, employer, { status: 'draft' });
      const refused = await call(
        { method: 'POST', url: `/api/employer/${employer.user.id}/jobs`, cookie: employer.cookie, payload: A_JOB },
        app.app,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: 'You can have at most 2 draft and open jobs. Close one before posting another.' });
      const closed = await call(
        {
          method: 'PATCH',
          url: `/api/employer/${employer.user.id}/jobs/${first.id}`,
          cookie: employer.cookie,
          payload: { status: 'closed' },
        },
        app.app,
      );
      expect(closed.statusCode).toBe(200);
      await postJob(app.app, employer);
    } finally {
      await app.close();
    }
  });
});

describe('editing, publishing, closing and reopening', () => {
  it('moves a job draft → open → closed → open, keeping the first publication date', async () => {
    const employer = await createHiringEmployer(t.app);
    const draft = await postJob(t.app, employer, { status: 'draft' });
    const url = `/api/employer/${employer.user.id}/jobs/${draft.id}`;
    const patch = (payload: Record<string, unknown>) => call({ method: 'PATCH', url, cookie: employer.cookie, payload });

    const edited = await patch({ title: 'Staff Go Engineer', niceToHaveSkills: ['Kafka'] });
    expect(edited.json<TJob>()).toMatchObject({
      title: 'Staff Go Engineer',
      status: 'draft',
      requiredSkills: ['Go', 'PostgreSQL'],
      niceToHaveSkills: ['Kafka'],
    });
    const [row] = await t.db.select({ skillKeys: jobs.skillKeys }).from(jobs).where(eq(jobs.id, draft.id));
    expect(row!.skillKeys).toContain('apache kafka');

    const opened = (await patch({ status: 'open' })).json<TJob>();
    expect(opened.publishedAt).not.toBeNull();
    const closed = (await patch({ status: 'closed' })).json<TJob>();
    expect(closed).toMatchObject({ status: 'closed', publishedAt: opened.publishedAt });
    expect(closed.closedAt).not.toBeNull();
    expect((await patch({ status: 'open' })).json<TJob>()).toMatchObject({
      status: 'open',
      closedAt: null,
      publishedAt: opened.publishedAt,
    });

    const backToDraft = await patch({ status: 'draft' });
    expect(backToDraft.statusCode).toBe(400);
    expect(backToDraft.json()).toMatchObject({ message: 'A published job cannot go back to draft.' });
    const actions = await t.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'job'), eq(auditLogs.resourceId, String(draft.id))));
    expect(actions.map((entry) => entry.action)).toEqual(['job.created', 'job.updated', 'job.opened', 'job.closed', 'job.opened']);
  });

  it('keeps a job title and location on one line, without control characters', async () => {
    const employer = await createHiringEmployer(t.app);
    const draft = await postJob(t.app, employer, { status: 'draft' });
    const url = `/api/employer/${employer.user.id}/jobs/${draft.id}`;
    const payload = { title: 'Senior\r\nEngineer\u001b', location: 'Berlin\n(hybrid)' };
    const edited = await call({ method: 'PATCH', url, cookie: employer.cookie, payload });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Senior Engineer', location: 'Berlin (hybrid)' });
    const [row] = await t.db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, draft.id));
    expect(row!.title).toBe('Senior Engineer');
  });

  it('refuses to close a draft, bad changes, and other employers’ jobs', async () => {
    const employer = await createHiringEmployer(t.app);
    const other = await createHiringEmployer(t.app, 'Contoso');
    const draft = await postJob(t.app, employer, { status: 'draft' });
    const url = `/api/employer/${employer.user.id}/jobs/${draft.id}`;
    const closing = await call({ method: 'PATCH', url, cookie: employer.cookie, payload: { status: 'closed' } });
    expect(closing.json()).toMatchObject({ message: 'Only an open job can be closed.' });
    expect((await call({ method: 'PATCH', url, cookie: employer.cookie, payload: { salaryMin: 9, salaryMax: 1 } })).statusCode).toBe(400);
    // Another employer: 403 on the owner's path, 404 when naming the job under their own.
    expect((await call({ method: 'PATCH', url, cookie: other.cookie, payload: { title: 'Mine now' } })).statusCode).toBe(403);
    const throughOwnPath = await call({
      method: 'PATCH',
      url: `/api/employer/${other.user.id}/jobs/${draft.id}`,
      cookie: other.cookie,
      payload: { title: 'Mine now' },
    });
    expect(throughOwnPath.statusCode).toBe(404);
    expect((await call({ method: 'PATCH', url, payload: { title: 'Mine now' } })).statusCode).toBe(401);
    const [row] = await t.db.select({ title: jobs.title, status: jobs.status }).from(jobs).where(eq(jobs.id, draft.id));
    expect(row).toEqual({ title: A_JOB.title, status: 'draft' });
  });
});

describe('who sees a job', () => {
  it('shows open and closed jobs to anyone and a draft only to its owner and admins', async () => {
    const employer = await createHiringEmployer(t.app);
    const other = await createUserWithSession(t.app, { userType: 'employer' });
    const developer = await createUserWithSession(t.app, { userType: 'developer' });
    const admin = await createAdminWithSession(t.app, t.db);
    const draft = await postJob(t.app, employer, { status: 'draft' });
    const open = await postJob(t.app, employer);
    const url = (job: TJob) => `/api/jobs/${job.id}`;
    expect((await call({ method: 'GET', url: url(open) })).json<TJob>()).toMatchObject({
      id: open.id,
      company: { name: 'Northwind Labs' },
    });
    for (const cookie of [undefined, other.cookie, developer.cookie]) {
      const response = await call({ method: 'GET', url: url(draft), cookie });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Job not found' });
    }
    for (const cookie of [employer.cookie, admin.cookie])
      expect((await call({ method: 'GET', url: url(draft), cookie })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/jobs/999999' })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: '/api/jobs/abc' })).statusCode).toBe(400);

    const own = await call({ method: 'GET', url: `/api/employer/${employer.user.id}/jobs`, cookie: employer.cookie });
    expect(own.json<TJob[]>().map((job) => job.id)).toEqual([open.id, draft.id]);
    expect((await call({ method: 'GET', url: `/api/employer/${employer.user.id}/jobs`, cookie: other.cookie })).statusCode).toBe(403);
  });
});

describe('an employer yet to confirm their address', () => {
  it('saves a company and drafts, but publishing waits for the confirmation (403, nothing stored); once confirmed, the draft publishes', async () => {
    const employer = await createUserWithSession(t.app, { userType: 'employer' }, { isVerified: false });
    await saveCompany(t.app, employer, { name: 'Fresh Start GmbH' });
    const url = `/api/employer/${employer.user.id}/jobs`;
    const publishedAtOnce = await call({ method: 'POST', url, cookie: employer.cookie, payload: { ...A_JOB, status: 'open' } });
    expect(publishedAtOnce.statusCode).toBe(403);
    expect(publishedAtOnce.json()).toMatchObject({ message: EMPLOYER_NOT_VERIFIED_TO_PUBLISH });
    expect(await t.db.select().from(jobs).where(inCompanyOf(jobs.companyId, employer.user.id))).toEqual([]);

    const draft = await postJob(t.app, employer, { status: 'draft' });
    const patch = (payload: Record<string, unknown>) =>
      call({ method: 'PATCH', url: `${url}/${draft.id}`, cookie: employer.cookie, payload });
    const publishing = await patch({ status: 'open', title: 'Lighthouse Go Engineer' });
    expect(publishing.statusCode).toBe(403);
    expect(publishing.json()).toMatchObject({ message: EMPLOYER_NOT_VERIFIED_TO_PUBLISH });
    const [unchanged] = await t.db
      .select({ title: jobs.title, status: jobs.status, publishedAt: jobs.publishedAt })
      .from(jobs)
      .where(eq(jobs.id, draft.id));
    expect(unchanged).toEqual({ title: A_JOB.title, status: 'draft', publishedAt: null });
    expect((await patch({ title: 'Lighthouse Go Engineer' })).json<TJob>()).toMatchObject({
      title: 'Lighthouse Go Engineer',
      status: 'draft',
    });

    expect(await openConfirmationLink(t, employer.user.email)).toBe('verified');
    const opened = await patch({ status: 'open' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json<TJob>()).toMatchObject({ status: 'open' });
    expect((await board('?q=lighthouse')).jobs.map((job) => job.id)).toEqual([draft.id]);
  });

  it('keeps a job they opened before off the board and its page until they confirm, and it cannot be reopened', async () => {
    const { employer, job } = await createUnconfirmedEmployerWithOpenJob(t.app, { title: 'Quiet Go Engineer' });
    const developer = await createUserWithSession(t.app);
    const admin = await createAdminWithSession(t.app, t.db);
    const jobUrl = `/api/jobs/${job.id}`;
    expect(await board('?q=quiet')).toMatchObject({ jobs: [], total: 0 });
    for (const cookie of [undefined, developer.cookie]) {
      const response = await call({ method: 'GET', url: jobUrl, cookie });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Job not found' });
    }
    for (const cookie of [employer.cookie, admin.cookie]) expect((await call({ method: 'GET', url: jobUrl, cookie })).statusCode).toBe(200);
    const saving = await t.app.inject({ method: 'PUT', url: `/api/applicant/saved-jobs/${job.id}`, headers: { cookie: developer.cookie } });
    expect(saving.statusCode).toBe(404);

    const patch = (status: string) =>
      call({ method: 'PATCH', url: `/api/employer/${employer.user.id}/jobs/${job.id}`, cookie: employer.cookie, payload: { status } });
    expect((await patch('closed')).statusCode).toBe(200);
    const reopening = await patch('open');
    expect(reopening.statusCode).toBe(403);
    expect(reopening.json()).toMatchObject({ message: EMPLOYER_NOT_VERIFIED_TO_PUBLISH });
    const [row] = await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
    expect(row).toEqual({ status: 'closed' });

    expect(await openConfirmationLink(t, employer.user.email)).toBe('verified');
    expect((await patch('open')).statusCode).toBe(200);
    expect((await board('?q=quiet')).jobs.map((found) => found.id)).toEqual([job.id]);
    expect((await call({ method: 'GET', url: jobUrl })).statusCode).toBe(200);
  });
});

describe('the jobs board', () => {
  it('lists open jobs only, newest first, and searches by title words, skills, remote, level and salary', async () => {
    const app = await createTestApp();
    const get = async (query = '') => (await call({ method: 'GET', url: `/api/jobs${query}` }, app.app)).json<TJobBoard>();
    try {
      const employer = await createHiringEmployer(app.app);
      const go = await postJob(app.app, employer);
      const react = await postJob(app.app, employer, {
        title: 'Frontend Developer (React)',
        requiredSkills: ['React', 'TypeScript'],
        niceToHaveSkills: [],
        experienceLevel: 'mid',
        workplaceType: 'remote',
        salaryMin: 50000,
        salaryMax: 65000,
      });
      await postJob(app.app, employer, { status: 'draft', title: 'Secret Go Role' });
      const closed = await postJob(app.app, employer, { title: 'Old Go Role' });
      await call(
        {
          method: 'PATCH',
          url: `/api/employer/${employer.user.id}/jobs/${closed.id}`,
          cookie: employer.cookie,
          payload: { status: 'closed' },
        },
        app.app,
      );

      const ids = (found: TJobBoard) => found.jobs.map((job) => job.id);
      expect(await get()).toMatchObject({ total: 2, page: 1, pageSize: 20 });
      expect(ids(await get())).toEqual([react.id, go.id]);
      expect(ids(await get('?q=go%20engineer'))).toEqual([go.id]);
      expect(ids(await get('?skills=typescript,golang'))).toEqual([react.id, go.id]);
      expect(ids(await get('?skills=ts'))).toEqual([react.id]);
      expect(ids(await get('?remote=true'))).toEqual([react.id]);
      expect(ids(await get('?level=senior'))).toEqual([go.id]);
      expect(ids(await get('?salaryMin=70000'))).toEqual([go.id]);
      expect(ids(await get('?q=100%25_'))).toEqual([]);
      expect(await get('?page=2')).toMatchObject({ jobs: [], total: 2, page: 2 });
    } finally {
      await app.close();
    }
  });

  it('answers from memory with an ETag until a job or its company changes, whoever writes the change', async () => {
    const app = await createTestApp();
    const get = (headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url: '/api/jobs?level=senior', headers });
    try {
      const employer = await createHiringEmployer(app.app);
      const job = await postJob(app.app, employer);
      const first = await get();
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=15, must-revalidate');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get({ 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      // Written straight to the database (as another server or a script would): the triggers' notice drops the kept answer.
      await app.db.update(jobs).set({ title: 'Principal Go Engineer' }).where(eq(jobs.id, job.id));
      const changed = await get({ 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.json<TJobBoard>().jobs[0]!.title).toBe('Principal Go Engineer');

      await app.db.update(companies).set({ name: 'Renamed Co' }).where(inCompanyOf(companies.id, employer.user.id));
      expect((await get()).json<TJobBoard>().jobs[0]!.company.name).toBe('Renamed Co');

      // A job's page too, for visitors; its owner's answer is their own (drafts included).
      const page = (headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, headers });
      const pageEtag = (await page()).headers.etag as string;
      expect((await page({ 'if-none-match': pageEtag })).statusCode).toBe(304);
      await app.db.update(jobs).set({ title: 'Distinguished Go Engineer' }).where(eq(jobs.id, job.id));
      expect((await page({ 'if-none-match': pageEtag })).json<TJob>().title).toBe('Distinguished Go Engineer');
      const draft = await postJob(app.app, employer, { status: 'draft', title: 'Unannounced Role' });
      expect((await app.app.inject({ method: 'GET', url: `/api/jobs/${draft.id}` })).statusCode).toBe(404);
      const owned = await app.app.inject({ method: 'GET', url: `/api/jobs/${draft.id}`, headers: { cookie: employer.cookie } });
      expect(owned.json<TJob>().title).toBe('Unannounced Role');
      expect(owned.headers.etag).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('refuses bad queries with a message', async () => {
    for (const query of ['?page=0', '?page=x', '?remote=yes', '?level=guru', '?salaryMin=-5', '?sort=salary']) {
      const response = await call({ method: 'GET', url: `/api/jobs${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
    expect((await board()).page).toBe(1);
  });
});
