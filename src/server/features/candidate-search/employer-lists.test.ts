import { describe, expect, it } from 'vitest';
import type { TFavorite, TNote, TSavedSearch } from '#shared/schemas/candidate-search.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { createCandidate } from '#tests/factories/candidates.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';

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
    expect((await save('   ')).json()).toEqual({ applicantId: candidate.applicantId, note: null, updatedAt: null, updatedByName: null });
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
