import { describe, expect, it } from 'vitest';
import type { TNotificationList, TReceivedMessage } from '#shared/schemas/notifications.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { createCandidate } from '#tests/factories/candidates.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';

const t = useTestApp();

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string) => t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });

async function contact(employer: { cookie: string }, candidateId: number, subject: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/employer/contact',
    headers: { cookie: employer.cookie },
    payload: { candidateId, subject, message: `About ${subject}` },
  });
  expect(response.statusCode).toBe(201);
}

describe('notifications', () => {
  it('lists the newest first with the unread count; reading one or all marks them read', async () => {
    const candidate = await createCandidate(t.app, { jobTitle: 'Developer' });
    const employer = await createUserWithSession(t.app, { userType: 'employer', fullName: 'Contoso' });
    await contact(employer, candidate.applicantId, 'First');
    await contact(employer, candidate.applicantId, 'Second');
    const listed = (await get('/api/notifications', candidate.cookie)).json<TNotificationList>();
    expect(listed.unreadCount).toBe(2);
    expect(listed.items.map((item) => item.message?.subject)).toEqual(['Second', 'First']);
    expect(listed.items[0]).toMatchObject({ readAt: null, message: { message: 'About Second', sender: { fullName: 'Contoso' } } });

    const afterOne = (await post(`/api/notifications/${listed.items[1]!.id}/read`, candidate.cookie)).json<TNotificationList>();
    expect(afterOne.unreadCount).toBe(1);
    expect(afterOne.items[1]!.readAt).not.toBeNull();
    const afterAll = (await post('/api/notifications/read-all', candidate.cookie)).json<TNotificationList>();
    expect(afterAll.unreadCount).toBe(0);
  });

  it('keeps each user’s notifications their own: 401 without a session, 404 for someone else’s', async () => {
    const candidate = await createCandidate(t.app, {});
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    await contact(employer, candidate.applicantId, 'Hello');
    const [item] = (await get('/api/notifications', candidate.cookie)).json<TNotificationList>().items;
    expect((await get('/api/notifications')).statusCode).toBe(401);
    expect((await post('/api/notifications/read-all')).statusCode).toBe(401);
    expect((await get('/api/notifications', employer.cookie)).json()).toEqual({ unreadCount: 0, items: [] });
    const foreign = await post(`/api/notifications/${item!.id}/read`, employer.cookie);
    expect(foreign.statusCode).toBe(404);
    expect((await post('/api/notifications/abc/read', candidate.cookie)).statusCode).toBe(400);
  });
});

describe('GET /api/applicant/{userId}/messages', () => {
  it('shows a developer who contacted them; others may not read it', async () => {
    const candidate = await createCandidate(t.app, {});
    const employer = await createUserWithSession(t.app, { userType: 'employer', fullName: 'Fabrikam' });
    await contact(employer, candidate.applicantId, 'Role');
    const url = `/api/applicant/${candidate.user.id}/messages`;
    const messages = (await get(url, candidate.cookie)).json<TReceivedMessage[]>();
    expect(messages).toMatchObject([
      { subject: 'Role', message: 'About Role', sender: { fullName: 'Fabrikam', email: employer.user.email } },
    ]);
    const admin = await createAdminWithSession(t.app, t.db);
    expect((await get(url, admin.cookie)).json()).toHaveLength(1);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, employer.cookie)).statusCode).toBe(403);
    const otherDeveloper = await createUserWithSession(t.app);
    expect((await get(url, otherDeveloper.cookie)).statusCode).toBe(403);
  });
});
