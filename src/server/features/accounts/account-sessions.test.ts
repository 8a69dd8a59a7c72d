import { describe, expect, it } from 'vitest';
import type { TAccountSession } from '#shared/schemas/accounts.ts';
import { findAuditLogs, getMe, getSetCookieHeaders, openConfirmationLink } from '#tests/factories/auth.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { describeDevice } from './list-account-sessions.ts';

const t = useTestApp();

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const call = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** A second session of the account, from another browser. */
async function logInFrom(credentials: { email: string; password: string }, userAgent: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: credentials,
    headers: { 'user-agent': userAgent },
  });
  expect(response.statusCode).toBe(200);
  return getSetCookieHeaders(response)[0]!.split(';')[0]!;
}

const listSessions = async (cookie: string) => (await call('GET', '/api/account/sessions', cookie)).json<TAccountSession[]>();

describe('the account’s sessions', () => {
  it('names the device from the user agent', () => {
    expect(describeDevice(CHROME_ON_MAC)).toBe('Chrome on macOS');
    expect(describeDevice(SAFARI_ON_IPHONE)).toBe('Safari on iOS');
    expect(describeDevice(null)).toBe('Unknown device');
    expect(describeDevice('not a browser')).toBe('Unknown device');
  });

  it('lists where the user is signed in, this session first and marked', async () => {
    const account = await createUserWithSession(t.app);
    const onMac = await logInFrom({ email: account.user.email, password: account.password }, CHROME_ON_MAC);
    await logInFrom({ email: account.user.email, password: account.password }, SAFARI_ON_IPHONE);
    const sessions = await listSessions(onMac);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ device: 'Chrome on macOS', isCurrent: true });
    expect(sessions.filter((session) => session.isCurrent)).toHaveLength(1);
    expect(sessions.map((session) => session.device)).toContain('Safari on iOS');
    for (const session of sessions) expect(session.id).toMatch(/^[\w-]{22}$/);
  });

  it('ends one session, and every other, leaving this one signed in', async () => {
    const account = await createUserWithSession(t.app);
    const credentials = { email: account.user.email, password: account.password };
    const onMac = await logInFrom(credentials, CHROME_ON_MAC);
    const onPhone = await logInFrom(credentials, SAFARI_ON_IPHONE);
    const phone = (await listSessions(onMac)).find((session) => session.device === 'Safari on iOS')!;
    expect((await call('DELETE', `/api/account/sessions/${phone.id}`, onMac)).statusCode).toBe(204);
    expect((await getMe(t.app, onPhone)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/account/sessions/${phone.id}`, onMac)).statusCode).toBe(404);

    const ended = await call('POST', '/api/account/sessions/end-others', onMac);
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await getMe(t.app, account.cookie)).statusCode).toBe(401);
    expect((await getMe(t.app, onMac)).statusCode).toBe(200);
    expect((await listSessions(onMac)).map((session) => session.isCurrent)).toEqual([true]);
    expect((await findAuditLogs(t.db, 'session.ended_others')).at(-1)).toMatchObject({ userId: account.user.id, details: { ended: 1 } });
  });

  it('ends this session like a sign-out', async () => {
    const account = await createUserWithSession(t.app);
    const [current] = await listSessions(account.cookie);
    const response = await call('DELETE', `/api/account/sessions/${current!.id}`, account.cookie);
    expect(response.statusCode).toBe(204);
    expect(getSetCookieHeaders(response).join(';')).toMatch(/devmatch|Expires=Thu, 01 Jan 1970/i);
    expect((await getMe(t.app, account.cookie)).statusCode).toBe(401);
  });

  it("never reaches another user's session: not found; 400 for a bad id, 401 without a session", async () => {
    const owner = await createUserWithSession(t.app);
    const other = await createUserWithSession(t.app);
    const [ownersSession] = await listSessions(owner.cookie);
    expect((await call('DELETE', `/api/account/sessions/${ownersSession!.id}`, other.cookie)).statusCode).toBe(404);
    expect((await getMe(t.app, owner.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/account/sessions/not-an-id', other.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/account/sessions')).statusCode).toBe(401);
    expect((await call('POST', '/api/account/sessions/end-others')).statusCode).toBe(401);
  });

  it('ends every other session when the e-mail changes', async () => {
    const account = await createUserWithSession(t.app);
    const elsewhere = await logInFrom({ email: account.user.email, password: account.password }, SAFARI_ON_IPHONE);
    const changed = await call('PATCH', `/api/users/${account.user.id}`, account.cookie, {
      email: `moved-${account.user.id}@example.com`,
      currentPassword: account.password,
    });
    expect(changed.statusCode).toBe(200);
    // Only once the new address is confirmed: until then nothing has changed.
    expect((await getMe(t.app, elsewhere)).statusCode).toBe(200);
    expect(await openConfirmationLink(t, `moved-${account.user.id}@example.com`)).toBe('email-changed');
    expect((await getMe(t.app, elsewhere)).statusCode).toBe(401);
    expect((await getMe(t.app, account.cookie)).statusCode).toBe(200);
  });

  it('ends every other session when the password changes, and keeps this one', async () => {
    const account = await createUserWithSession(t.app);
    const elsewhere = await logInFrom({ email: account.user.email, password: account.password }, SAFARI_ON_IPHONE);
    const changed = await call('POST', '/api/account/password', account.cookie, {
      currentPassword: account.password,
      newPassword: 'a-brand-new-password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await getMe(t.app, elsewhere)).statusCode).toBe(401);
    expect((await getMe(t.app, account.cookie)).statusCode).toBe(200);
  });
});
