import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TApplication, TReceivedApplication } from '#shared/schemas/jobs.ts';
import { auditLogs, jobApplications, notifications, users } from '#server/db/schema.ts';
import { EMPLOYER_NOT_VERIFIED } from '#server/lib/access.ts';
import { openConfirmationLink } from '#tests/factories/auth.ts';
import { createCandidate } from '#tests/factories/candidates.ts';
import { createHiringEmployer, createUnconfirmedEmployerWithOpenJob, postJob } from '#tests/factories/jobs.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { createTestApp, useTestApp } from '#tests/setup/test-app.ts';
import { createResume } from '#server/db/resumes.queries.ts';

const t = useTestApp();

type TCall = { method: 'GET' | 'POST' | 'PATCH'; url: string; cookie?: string; payload?: Record<string, unknown> };
const call = ({ method, url, cookie, payload }: TCall, app = t.app) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function setUp(app = t.app, db = t.db) {
  const employer = await createHiringEmployer(app);
  const job = await postJob(app, employer);
  const developer = await createCandidate(app, { jobTitle: 'Go Developer', skills: ['Go'] }, { fullName: 'Ana Sousa' });
  const resume = await createResume(db, {
    userId: developer.user.id,
    fileName: 'ana.md',
    content: '# Ana Sousa\n\nGo developer.',
    file: null,
    source: 'uploaded',
  });
  return { employer, job, developer, resumeId: resume.id };
}

const applyUrl = (jobId: number) => `/api/jobs/${jobId}/applications`;

describe('applying', () => {
  it('sends the resume as it is, notifies the employer, and lists the application with its history', async () => {
    const { employer, job, developer, resumeId } = await setUp();
    const applied = await call({
      method: 'POST',
      url: applyUrl(job.id),
      cookie: developer.cookie,
      payload: { resumeId, note: 'Keen on payments.' },
    });
    expect(applied.statusCode).toBe(201);
    expect(applied.json<TApplication>()).toMatchObject({
      jobId: job.id,
      jobTitle: job.title,
      companyName: 'Northwind Labs',
      stage: 'applied',
      resumeFileName: 'ana.md',
      note: 'Keen on payments.',
      history: [{ event: 'applied' }],
    });
    const mine = await call({ method: 'GET', url: '/api/applicant/applications', cookie: developer.cookie });
    expect(mine.json<TApplication[]>().map((application) => application.jobId)).toEqual([job.id]);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, employer.user.id));
    expect(notice).toMatchObject({ kind: 'application', title: 'New application from Ana Sousa' });

    const again = await call({ method: 'POST', url: applyUrl(job.id), cookie: developer.cookie, payload: { resumeId } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You have already applied to this job.' });
  });

  it('refuses closed jobs, drafts, others’ resumes, bad input and other roles, storing nothing', async () => {
    const { employer, job, developer, resumeId } = await setUp();
    const other = await createCandidate(t.app, { jobTitle: 'Developer' });
    const draft = await postJob(t.app, employer, { status: 'draft' });
    await call({
      method: 'PATCH',
      url: `/api/employer/${employer.user.id}/jobs/${job.id}`,
      cookie: employer.cookie,
      payload: { status: 'closed' },
    });
    const closed = await call({ method: 'POST', url: applyUrl(job.id), cookie: developer.cookie, payload: { resumeId } });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ message: 'This job is closed and no longer takes applications.' });
    expect((await call({ method: 'POST', url: applyUrl(draft.id), cookie: developer.cookie, payload: { resumeId } })).statusCode).toBe(404);

    await call({
      method: 'PATCH',
      url: `/api/employer/${employer.user.id}/jobs/${job.id}`,
      cookie: employer.cookie,
      payload: { status: 'open' },
    });
    const othersResume = await call({ method: 'POST', url: applyUrl(job.id), cookie: other.cookie, payload: { resumeId } });
    expect(othersResume.json()).toMatchObject({ message: 'Choose one of your own resumes to apply with.' });
    for (const payload of [{}, { resumeId: 'x' }, { resumeId, note: 'x'.repeat(2001) }, { resumeId, extra: 1 }]) {
      expect((await call({ method: 'POST', url: applyUrl(job.id), cookie: developer.cookie, payload })).statusCode).toBe(400);
    }
    expect((await call({ method: 'POST', url: applyUrl(job.id), payload: { resumeId } })).statusCode).toBe(401);
    expect((await call({ method: 'POST', url: applyUrl(job.id), cookie: employer.cookie, payload: { resumeId } })).statusCode).toBe(403);
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id))).toEqual([]);
  });

  it('limits applications per developer per day', async () => {
    const app = await createTestApp({ APPLICATIONS_PER_DAY: '1' });
    try {
      const { employer, job, developer, resumeId } = await setUp(app.app, app.db);
      const second = await postJob(app.app, employer, { title: 'Go Engineer II' });
      expect(
        (await call({ method: 'POST', url: applyUrl(job.id), cookie: developer.cookie, payload: { resumeId } }, app.app)).statusCode,
      ).toBe(201);
      const refused = await call({ method: 'POST', url: applyUrl(second.id), cookie: developer.cookie, payload: { resumeId } }, app.app);
      expect(refused.statusCode).toBe(429);
      // The wait is the day from the first application, in the message and in Retry-After alike.
      expect(refused.json()).toMatchObject({ message: 'You can apply to at most 1 job a day. Please try again in 24 hours.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
      await app.db.execute(sql`update job_application_events set created_at = now() - interval '20 hours'`);
      const later = await call({ method: 'POST', url: applyUrl(second.id), cookie: developer.cookie, payload: { resumeId } }, app.app);
      expect(later.json()).toMatchObject({ message: 'You can apply to at most 1 job a day. Please try again in 4 hours.' });
      expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(4 * 3600);
    } finally {
      await app.close();
    }
  });
});

describe('the pipeline', () => {
  it('lets the owner move an application, tells the candidate, and keeps the history; a withdrawn one can be sent again', async () => {
    const { employer, job, developer, resumeId } = await setUp();
    const application = (
      await call({ method: 'POST', url: applyUrl(job.id), cookie: developer.cookie, payload: { resumeId } })
    ).json<TApplication>();
    const base = `/api/employer/${employer.user.id}/jobs/${job.id}/applications`;
    const received = await call({ method: 'GET', url: base, cookie: employer.cookie });
    expect(received.json<TReceivedApplication[]>()).toMatchObject([
      { id: application.id, candidateName: 'Ana Sousa', candidateTitle: 'Go Developer', resumeContent: '# Ana Sousa\n\nGo developer.' },
    ]);
    const move = (payload: Record<string, unknown>) =>
      call({ method: 'PATCH', url: `${base}/${application.id}`, cookie: employer.cookie, payload });
    expect((await move({ stage: 'interview' })).statusCode).toBe(204);
    expect((await move({ stage: 'rejected', rejectionReason: 'We chose someone with more Kubernetes.' })).statusCode).toBe(204);
    expect((await move({ stage: 'interview', rejectionReason: 'no' })).statusCode).toBe(400);

    const [mine] = (await call({ method: 'GET', url: '/api/applicant/applications', cookie: developer.cookie })).json<TApplication[]>();
    expect(mine).toMatchObject({ stage: 'rejected', rejectionReason: 'We chose someone with more Kubernetes.' });
    expect(mine!.history.map((entry) => entry.event)).toEqual(['applied', 'interview', 'rejected']);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, developer.user.id));
    expect(told.map((notice) => notice.body)).toEqual([
      'It moved to Interview.',
      'Thank you for applying. The team decided not to go further, and shared why: We chose someone with more Kubernetes.',
    ]);
    // Each notice opens the developer's Applications tab.
    expect(new Set(told.map((notice) => notice.link))).toEqual(new Set(['/applicant?tab=applications']));

    const withdrawn = await call({ method: 'POST', url: `/api/applications/${application.id}/withdraw`, cookie: developer.cookie });
    expect(withdrawn.json<TApplication>().withdrawnAt).not.toBeNull();
    expect((await move({ stage: 'offer' })).statusCode).toBe(409);
    const resent = await call({ method: 'POST', url: applyUrl(job.id), cookie: developer.cookie, payload: { resumeId } });
    expect(resent.json<TApplication>()).toMatchObject({ id: application.id, stage: 'applied', withdrawnAt: null, rejectionReason: null });
  });

  it('is the job owner’s alone; another developer cannot withdraw an application', async () => {
    const { employer, job, developer, resumeId } = await setUp();
    const application = (
      await call({ method: 'POST', url: applyUrl(job.id), cookie: developer.cookie, payload: { resumeId } })
    ).json<TApplication>();
    const other = await createHiringEmployer(t.app, 'Contoso');
    const otherDeveloper = await createUserWithSession(t.app, { userType: 'developer' });
    const base = `/api/employer/${employer.user.id}/jobs/${job.id}/applications`;
    expect((await call({ method: 'GET', url: base, cookie: other.cookie })).statusCode).toBe(403);
    expect(
      (await call({ method: 'PATCH', url: `${base}/${application.id}`, cookie: other.cookie, payload: { stage: 'hired' } })).statusCode,
    ).toBe(403);
    const viaOwnPath = `/api/employer/${other.user.id}/jobs/${job.id}/applications`;
    expect((await call({ method: 'GET', url: viaOwnPath, cookie: other.cookie })).statusCode).toBe(404);
    expect(
      (await call({ method: 'PATCH', url: `${viaOwnPath}/${application.id}`, cookie: other.cookie, payload: { stage: 'hired' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call({ method: 'POST', url: `/api/applications/${application.id}/withdraw`, cookie: otherDeveloper.cookie })).statusCode,
    ).toBe(404);
    const [row] = await t.db
      .select({ stage: jobApplications.stage, withdrawnAt: jobApplications.withdrawnAt })
      .from(jobApplications)
      .where(eq(jobApplications.id, application.id));
    expect(row).toEqual({ stage: 'applied', withdrawnAt: null });
  });
});

describe('moving several applications at once', () => {
  /** A job with three applications, one of them withdrawn. */
  async function setUpThree() {
    const { employer, job, developer, resumeId } = await setUp();
    const apply = async (candidate: { cookie: string }, id: number) =>
      (await call({ method: 'POST', url: applyUrl(job.id), cookie: candidate.cookie, payload: { resumeId: id } })).json<TApplication>();
    const first = await apply(developer, resumeId);
    // One after the other, so the ids follow the order of the list.
    const others = [];
    for (const fullName of ['Ben Okafor', 'Chloe Martin']) {
      const candidate = await createCandidate(t.app, { jobTitle: 'Go Developer', skills: ['Go'] }, { fullName });
      const resume = await createResume(t.db, {
        userId: candidate.user.id,
        fileName: 'cv.md',
        content: `# ${fullName}`,
        file: null,
        source: 'uploaded',
      });
      others.push({ candidate, application: await apply(candidate, resume.id) });
    }
    await call({ method: 'POST', url: `/api/applications/${others[1]!.application.id}/withdraw`, cookie: others[1]!.candidate.cookie });
    const url = `/api/employer/${employer.user.id}/jobs/${job.id}/applications/bulk-move`;
    return {
      employer,
      job,
      url,
      developers: [developer, others[0]!.candidate, others[1]!.candidate],
      ids: [first.id, others[0]!.application.id, others[1]!.application.id],
    };
  }

  it('rejects several with one reason kept from the candidates, tells each once, audits each, and says which it left', async () => {
    const { employer, url, developers, ids } = await setUpThree();
    const payload = { applicationIds: ids, stage: 'rejected', rejectionReason: 'Not enough Go in production.', shareReason: false };
    const response = await call({ method: 'POST', url, cookie: employer.cookie, payload });
    expect(response.json()).toEqual({ moved: [ids[0], ids[1]], skipped: [{ applicationId: ids[2], reason: 'withdrawn' }] });
    const rows = await t.db
      .select({ id: jobApplications.id, stage: jobApplications.stage, reason: jobApplications.rejectionReason })
      .from(jobApplications);
    expect(rows.filter((row) => ids.includes(row.id)).sort((a, b) => a.id - b.id)).toEqual([
      { id: ids[0], stage: 'rejected', reason: 'Not enough Go in production.' },
      { id: ids[1], stage: 'rejected', reason: 'Not enough Go in production.' },
      { id: ids[2], stage: 'applied', reason: null },
    ]);
    for (const developer of developers.slice(0, 2)) {
      const told = await t.db.select({ body: notifications.body }).from(notifications).where(eq(notifications.userId, developer.user.id));
      expect(told).toEqual([{ body: 'Thank you for applying. The team decided not to go further with your application this time.' }]);
    }
    const audited = await t.db
      .select({ resourceId: auditLogs.resourceId })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'application.moved'));
    const auditedIds = audited.map((entry) => Number(entry.resourceId)).filter((id) => ids.includes(id));
    expect(auditedIds.sort()).toEqual([ids[0]!, ids[1]!].sort());

    // Moving them on: the one already there is said so, the rest move.
    const again = await call({ method: 'POST', url, cookie: employer.cookie, payload: { applicationIds: [ids[0]], stage: 'rejected' } });
    expect(again.json()).toEqual({ moved: [], skipped: [{ applicationId: ids[0], reason: 'already-there' }] });
  });

  it('fills a shared reason’s {{firstName}} for each candidate, and refuses any other placeholder left in it', async () => {
    const { employer, url, developers, ids } = await setUpThree();
    const unfilled = {
      applicationIds: ids.slice(0, 2),
      stage: 'rejected',
      rejectionReason: 'The {{jobTitle}} role is filled.',
      shareReason: true,
    };
    const refused = await call({ method: 'POST', url, cookie: employer.cookie, payload: unfilled });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Fill in {{jobTitle}} before sending.' });
    const untouched = await t.db.select({ stage: jobApplications.stage }).from(jobApplications).where(inArray(jobApplications.id, ids));
    expect(untouched.map((row) => row.stage)).toEqual(['applied', 'applied', 'applied']);

    const personal = { ...unfilled, rejectionReason: 'Thank you, {{firstName}}: we chose someone closer to our stack.' };
    expect((await call({ method: 'POST', url, cookie: employer.cookie, payload: personal })).statusCode).toBe(200);
    const ben = await t.db.select({ body: notifications.body }).from(notifications).where(eq(notifications.userId, developers[1]!.user.id));
    expect(ben).toEqual([
      {
        body: 'Thank you for applying. The team decided not to go further, and shared why: Thank you, Ben: we chose someone closer to our stack.',
      },
    ]);
  });

  it('refuses bad input and another job’s application with a message, and moves nothing', async () => {
    const { employer, url, ids } = await setUpThree();
    const otherJob = await postJob(t.app, employer);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ applicationIds: [], stage: 'screening' }, 400, 'Choose at least one candidate'],
      [{ applicationIds: [ids[0], ids[0]], stage: 'screening' }, 400, 'Each candidate may be chosen once'],
      [{ applicationIds: Array.from({ length: 101 }, (_, index) => index + 1), stage: 'screening' }, 400, 'At most 100 candidates at once'],
      [{ applicationIds: [ids[0]], stage: 'screening', rejectionReason: 'no' }, 400, 'A reason goes with a rejection only'],
      [{ applicationIds: [ids[0]], stage: 'lunch' }, 400, 'Stage must be one of'],
      [{ applicationIds: [ids[0], 999_999], stage: 'screening' }, 404, 'Application not found'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await call({ method: 'POST', url, cookie: employer.cookie, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.body).toContain(message);
    }
    const viaOtherJob = url.replace(/jobs\/\d+/, `jobs/${otherJob.id}`);
    expect(
      (await call({ method: 'POST', url: viaOtherJob, cookie: employer.cookie, payload: { applicationIds: [ids[0]], stage: 'offer' } }))
        .statusCode,
    ).toBe(404);
    const stages = await t.db.select({ stage: jobApplications.stage }).from(jobApplications).where(inArray(jobApplications.id, ids));
    expect(stages.map((row) => row.stage)).toEqual(['applied', 'applied', 'applied']);
    expect((await call({ method: 'POST', url, payload: { applicationIds: [ids[0]], stage: 'offer' } })).statusCode).toBe(401);
  });
});

describe('an employer yet to confirm their address', () => {
  it('takes no applications to a job they opened before', async () => {
    const { job } = await createUnconfirmedEmployerWithOpenJob(t.app);
    const { developer, resumeId } = await setUp();
    const applying = await call({ method: 'POST', url: applyUrl(job.id), cookie: developer.cookie, payload: { resumeId } });
    expect(applying.statusCode).toBe(404);
    expect(applying.json()).toMatchObject({ message: 'Job not found' });
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id))).toEqual([]);
  });

  it('reads and moves the applications they received (resumes with contact details) only once confirmed', async () => {
    const { employer, job, developer, resumeId } = await setUp();
    const application = (
      await call({ method: 'POST', url: applyUrl(job.id), cookie: developer.cookie, payload: { resumeId } })
    ).json<TApplication>();
    // As for a job opened before publishing waited for the confirmation.
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, employer.user.id));
    const base = `/api/employer/${employer.user.id}/jobs/${job.id}`;
    const calls: TCall[] = [
      { method: 'GET', url: `${base}/applications`, cookie: employer.cookie },
      { method: 'PATCH', url: `${base}/applications/${application.id}`, cookie: employer.cookie, payload: { stage: 'interview' } },
      { method: 'GET', url: `${base}/candidates`, cookie: employer.cookie },
      // Decided before any lookup: an unknown application answers the same.
      { method: 'PATCH', url: `${base}/applications/999999`, cookie: employer.cookie, payload: { stage: 'interview' } },
    ];
    for (const request of calls) {
      const response = await call(request);
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json(), request.url).toMatchObject({ message: EMPLOYER_NOT_VERIFIED });
    }
    const [stored] = await t.db
      .select({ stage: jobApplications.stage })
      .from(jobApplications)
      .where(eq(jobApplications.id, application.id));
    expect(stored).toEqual({ stage: 'applied' });

    expect(await openConfirmationLink(t, employer.user.email)).toBe('verified');
    const received = await call(calls[0]!);
    expect(received.json<TReceivedApplication[]>()).toMatchObject([{ id: application.id, resumeContent: '# Ana Sousa\n\nGo developer.' }]);
    expect((await call(calls[1]!)).statusCode).toBe(204);
    expect((await call(calls[2]!)).statusCode).toBe(200);
  });
});
