import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TFavorite, TNote, TSavedSearch } from '#shared/schemas/employer.ts';
import { contactMessages, notifications } from '#server/db/schema.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { createCandidate } from '#tests/factories/candidates.ts';
import { saveCompany } from '#tests/factories/jobs.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { createTestApp, useTestApp } from '#tests/setup/test-app.ts';

const t = useTestApp();

type TInject = { method: 'GET' | 'POST' | 'DELETE'; url: string; cookie?: string; payload?: Record<string, unknown> };
const call = ({ method, url, cookie, payload }: TInject, app = t.app) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function setUp() {
  const employer = await createUserWithSession(t.app, { userType: 'employer', fullName: 'Northwind Labs' });
  const candidate = await createCandidate(t.app, { jobTitle: 'Backend Developer', skills: ['Go'] });
  return { employer, candidate };
}

describe('favorites', () => {
  it('adds, lists and removes a favorite of the signed-in employer', async () => {
    const { employer, candidate } = await setUp();
    const base = `/api/employer/${employer.user.id}/favorites`;
    const added = await call({ method: 'POST', url: base, cookie: employer.cookie, payload: { applicantId: candidate.applicantId } });
    expect(added.statusCode).toBe(201);
    // Adding twice keeps one.
    expect(
      (await call({ method: 'POST', url: base, cookie: employer.cookie, payload: { applicantId: candidate.applicantId } })).statusCode,
    ).toBe(201);
    const listed = await call({ method: 'GET', url: base, cookie: employer.cookie });
    expect(listed.json<TFavorite[]>().map((favorite) => favorite.applicantId)).toEqual([candidate.applicantId]);
    expect((await call({ method: 'DELETE', url: `${base}/${candidate.applicantId}`, cookie: employer.cookie })).statusCode).toBe(204);
    expect((await call({ method: 'GET', url: base, cookie: employer.cookie })).json()).toEqual([]);
    expect((await call({ method: 'DELETE', url: `${base}/${candidate.applicantId}`, cookie: employer.cookie })).statusCode).toBe(404);
  });

  it('refuses bad input, unknown and hidden candidates, and stores nothing', async () => {
    const { employer } = await setUp();
    const hidden = await createCandidate(t.app, { isVisibleToEmployers: false });
    const base = `/api/employer/${employer.user.id}/favorites`;
    for (const payload of [{}, { applicantId: 'x' }, { applicantId: -1 }, { applicantId: 1.5 }]) {
      expect((await call({ method: 'POST', url: base, cookie: employer.cookie, payload })).statusCode).toBe(400);
    }
    for (const applicantId of [hidden.applicantId, 999_999]) {
      const response = await call({ method: 'POST', url: base, cookie: employer.cookie, payload: { applicantId } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Candidate not found' });
    }
    expect((await call({ method: 'GET', url: base, cookie: employer.cookie })).json()).toEqual([]);
  });
});

describe('notes', () => {
  it('saves, edits, lists and deletes a note; an empty note deletes it', async () => {
    const { employer, candidate } = await setUp();
    const base = `/api/employer/${employer.user.id}/notes`;
    const save = (note: string) =>
      call({ method: 'POST', url: base, cookie: employer.cookie, payload: { applicantId: candidate.applicantId, note } });
    expect((await save('  Strong Go background.  ')).json()).toMatchObject({
      applicantId: candidate.applicantId,
      note: 'Strong Go background.',
    });
    await save('Call on Monday.');
    expect((await call({ method: 'GET', url: base, cookie: employer.cookie })).json<TNote[]>()).toMatchObject([
      { applicantId: candidate.applicantId, note: 'Call on Monday.' },
    ]);
    expect((await save('   ')).json()).toEqual({ applicantId: candidate.applicantId, note: null, updatedAt: null });
    expect((await call({ method: 'GET', url: base, cookie: employer.cookie })).json()).toEqual([]);
    await save('Again.');
    expect((await call({ method: 'DELETE', url: `${base}/${candidate.applicantId}`, cookie: employer.cookie })).statusCode).toBe(204);
    expect((await call({ method: 'DELETE', url: `${base}/${candidate.applicantId}`, cookie: employer.cookie })).statusCode).toBe(404);
  });

  it('keeps notes private to their author and refuses an over-long note', async () => {
    const { employer, candidate } = await setUp();
    const other = await createUserWithSession(t.app, { userType: 'employer' });
    await call({
      method: 'POST',
      url: `/api/employer/${employer.user.id}/notes`,
      cookie: employer.cookie,
      payload: { applicantId: candidate.applicantId, note: 'Mine.' },
    });
    expect((await call({ method: 'GET', url: `/api/employer/${other.user.id}/notes`, cookie: other.cookie })).json()).toEqual([]);
    const tooLong = await call({
      method: 'POST',
      url: `/api/employer/${employer.user.id}/notes`,
      cookie: employer.cookie,
      payload: { applicantId: candidate.applicantId, note: 'x'.repeat(5001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: expect.stringContaining('Note must be at most 5000 characters long') });
  });
});

describe('employer lists: who may use them', () => {
  const paths = (employerId: number) =>
    [
      { method: 'GET', url: `/api/employer/${employerId}/favorites` },
      { method: 'POST', url: `/api/employer/${employerId}/favorites`, payload: { applicantId: 1 } },
      { method: 'DELETE', url: `/api/employer/${employerId}/favorites/1` },
      { method: 'GET', url: `/api/employer/${employerId}/notes` },
      { method: 'POST', url: `/api/employer/${employerId}/notes`, payload: { applicantId: 1, note: 'x' } },
      { method: 'DELETE', url: `/api/employer/${employerId}/notes/1` },
      { method: 'GET', url: `/api/employer/${employerId}/saved-searches` },
      { method: 'POST', url: `/api/employer/${employerId}/saved-searches`, payload: { name: 'x', criteria: {} } },
      { method: 'DELETE', url: `/api/employer/${employerId}/saved-searches/1` },
    ] as const;

  it('answers 401 without a session, 403 for a developer, and 403 for another employer’s id', async () => {
    const { employer, candidate } = await setUp();
    const other = await createUserWithSession(t.app, { userType: 'employer' });
    for (const request of paths(employer.user.id)) {
      expect((await call({ ...request })).statusCode, `${request.method} ${request.url}`).toBe(401);
      expect((await call({ ...request, cookie: candidate.cookie })).statusCode, `${request.method} ${request.url}`).toBe(403);
      const foreign = await call({ ...request, cookie: other.cookie });
      expect(foreign.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(foreign.json()).toMatchObject({ message: 'You can only use your own favorites, notes and saved searches.' });
    }
  });

  it('lets an admin read any employer’s lists but change only their own', async () => {
    const { employer, candidate } = await setUp();
    const admin = await createAdminWithSession(t.app, t.db);
    await call({
      method: 'POST',
      url: `/api/employer/${employer.user.id}/favorites`,
      cookie: employer.cookie,
      payload: { applicantId: candidate.applicantId },
    });
    const read = await call({ method: 'GET', url: `/api/employer/${employer.user.id}/favorites`, cookie: admin.cookie });
    expect(read.json<TFavorite[]>()).toHaveLength(1);
    const change = await call({
      method: 'DELETE',
      url: `/api/employer/${employer.user.id}/favorites/${candidate.applicantId}`,
      cookie: admin.cookie,
    });
    expect(change.statusCode).toBe(403);
    const own = await call({
      method: 'POST',
      url: `/api/employer/${admin.user.id}/favorites`,
      cookie: admin.cookie,
      payload: { applicantId: candidate.applicantId },
    });
    expect(own.statusCode).toBe(201);
  });
});

describe('saved searches', () => {
  it('saves criteria under a name, replaces by the same name, lists and deletes', async () => {
    const { employer } = await setUp();
    const base = `/api/employer/${employer.user.id}/saved-searches`;
    const save = (name: string, criteria: Record<string, unknown>) =>
      call({ method: 'POST', url: base, cookie: employer.cookie, payload: { name, criteria } });
    const saved = await save('Go backend', { jobTitle: 'Backend Engineer', mustHaveSkills: ['Go'], location: 'Remote' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json<TSavedSearch>().criteria).toMatchObject({
      jobTitle: 'Backend Engineer',
      mustHaveSkills: ['Go'],
      sort: 'match',
      page: 1,
    });
    await save('go BACKEND', { jobTitle: 'Platform Engineer' });
    const listed = (await call({ method: 'GET', url: base, cookie: employer.cookie })).json<TSavedSearch[]>();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: 'go BACKEND', criteria: { jobTitle: 'Platform Engineer' } });
    expect((await save('', {})).statusCode).toBe(400);
    expect((await save('Bad', { salaryMin: -5 })).statusCode).toBe(400);
    expect((await call({ method: 'DELETE', url: `${base}/${listed[0]!.id}`, cookie: employer.cookie })).statusCode).toBe(204);
    expect((await call({ method: 'GET', url: base, cookie: employer.cookie })).json()).toEqual([]);
  });
});

describe('POST /api/employer/contact', () => {
  it("names the employer's company, once they have one, in the e-mail's subject and greeting", async () => {
    const { employer, candidate } = await setUp();
    await saveCompany(t.app, employer, { name: 'Contoso Robotics' });
    const payload = { candidateId: candidate.applicantId, subject: 'Job Opportunity at Contoso Robotics', message: 'Hi' };
    expect((await call({ method: 'POST', url: '/api/employer/contact', cookie: employer.cookie, payload })).statusCode).toBe(201);
    await t.app.backgroundTasks.settle();
    const mail = t.mails.find((sent) => sent.to === candidate.user.email)!;
    expect(mail.subject).toBe('Contoso Robotics via DevMatch: Job Opportunity at Contoso Robotics');
    expect(mail.text).toContain(`of Contoso Robotics (${employer.user.email}) sent you a message`);
  });

  it('stores the message, notifies the developer and e-mails them with a reply-to of the employer', async () => {
    const { employer, candidate } = await setUp();
    const response = await call({
      method: 'POST',
      url: '/api/employer/contact',
      cookie: employer.cookie,
      payload: { candidateId: candidate.applicantId, subject: '  Job Opportunity at Northwind Labs ', message: 'Hello!\nLet us talk.' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ candidateId: candidate.applicantId, subject: 'Job Opportunity at Northwind Labs' });
    await t.app.backgroundTasks.settle();
    const mail = t.mails.find((sent) => sent.to === candidate.user.email)!;
    expect(mail).toMatchObject({ replyTo: employer.user.email, subject: 'Northwind Labs via DevMatch: Job Opportunity at Northwind Labs' });
    expect(mail.text).toContain('Hello!\nLet us talk.');
    const inbox = await call({ method: 'GET', url: '/api/notifications', cookie: candidate.cookie });
    expect(inbox.json()).toMatchObject({
      unreadCount: 1,
      items: [
        {
          kind: 'contact',
          title: 'New message from Northwind Labs',
          message: { subject: 'Job Opportunity at Northwind Labs', sender: { email: employer.user.email } },
        },
      ],
    });
  });

  it('refuses bad input, hidden and unknown candidates, developers and anonymous callers', async () => {
    const { employer, candidate } = await setUp();
    const hidden = await createCandidate(t.app, { isVisibleToEmployers: false });
    const send = (payload: Record<string, unknown>, cookie: string | null = employer.cookie) =>
      call({ method: 'POST', url: '/api/employer/contact', cookie: cookie ?? undefined, payload });
    const valid = { candidateId: candidate.applicantId, subject: 'Hi', message: 'Hello' };
    const invalid: [Record<string, unknown>, string][] = [
      [{ ...valid, subject: '   ' }, 'Subject is required'],
      [{ ...valid, message: '' }, 'Message is required'],
      [{ ...valid, subject: 'x'.repeat(201) }, 'Subject must be at most 200 characters long'],
      [{ ...valid, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters long'],
      [{ ...valid, candidateId: 'one' }, 'Candidate id must be a number'],
    ];
    for (const [payload, message] of invalid) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect((await send({ ...valid, candidateId: hidden.applicantId })).statusCode).toBe(404);
    expect((await send({ ...valid, candidateId: 999_999 })).statusCode).toBe(404);
    expect((await send(valid, candidate.cookie)).statusCode).toBe(403);
    expect((await send(valid, null)).statusCode).toBe(401);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.employerId, employer.user.id))).toHaveLength(0);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, hidden.user.id))).toHaveLength(0);
  });
});

describe('POST /api/employer/contact: the daily limit', () => {
  it('answers 429 with a clear message once an employer has sent the day’s messages', async () => {
    const limited = await createTestApp({ CONTACT_MESSAGES_PER_DAY: '2' });
    try {
      const employer = await createUserWithSession(limited.app, { userType: 'employer' });
      const candidate = await createUserWithSession(limited.app);
      const profile = await limited.app.inject({
        method: 'GET',
        url: `/api/applicant/profile/${candidate.user.id}`,
        headers: { cookie: candidate.cookie },
      });
      const candidateId = profile.json<{ profile: { id: number } }>().profile.id;
      const send = () =>
        call(
          {
            method: 'POST',
            url: '/api/employer/contact',
            cookie: employer.cookie,
            payload: { candidateId, subject: 'Hi', message: 'Hello' },
          },
          limited.app,
        );
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: 'You can send at most 2 messages a day. Please try again tomorrow.' });
    } finally {
      await limited.close();
    }
  });

  it('answers 429 after 3 messages to one candidate in a day, storing nothing, while other candidates can still be written to', async () => {
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const [first, second] = [await createCandidate(t.app, {}), await createCandidate(t.app, {})];
    const send = (candidateId: number, subject: string) =>
      call({ method: 'POST', url: '/api/employer/contact', cookie: employer.cookie, payload: { candidateId, subject, message: 'Hello' } });
    for (const subject of ['One', 'Two', 'Three']) expect((await send(first.applicantId, subject)).statusCode).toBe(201);
    const refused = await send(first.applicantId, 'Four');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'You can send at most 3 messages a day to one candidate. Please try again tomorrow.' });
    expect(refused.headers['retry-after']).toBeDefined();
    const stored = await t.db.select().from(contactMessages).where(eq(contactMessages.employerId, employer.user.id));
    expect(stored.map((row) => row.subject)).toEqual(['One', 'Two', 'Three']);
    expect((await send(second.applicantId, 'Hi')).statusCode).toBe(201);
  });
});
