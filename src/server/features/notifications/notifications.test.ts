import { describe, expect, it } from 'vitest';
import type { TNotificationList } from '#shared/schemas/notifications.ts';
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
  return response.json<{ conversationId: number }>().conversationId;
}

describe('notifications', () => {
  it('lists the newest first with the unread count; reading one or all marks them read', async () => {
    const candidate = await createCandidate(t.app, { jobTitle: 'Developer' });
    const contoso = await createUserWithSession(t.app, { userType: 'employer', fullName: 'Contoso' });
    const fabrikam = await createUserWithSession(t.app, { userType: 'employer', fullName: 'Fabrikam' });
    const first = await contact(contoso, candidate.applicantId, 'First');
    const second = await contact(fabrikam, candidate.applicantId, 'Second');
    const listed = (await get('/api/notifications', candidate.cookie)).json<TNotificationList>();
    expect(listed.unreadCount).toBe(2);
    expect(listed.items.map((item) => [item.title, item.body, item.link])).toEqual([
      ['New message from Fabrikam', 'Second', `/messages/${second}`],
      ['New message from Contoso', 'First', `/messages/${first}`],
    ]);

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
