/**
 * Forged requests: a page on another site (or another port of this host) cannot make a signed-in
 * browser change anything, whatever the body's type; DevMatch's own pages and non-browser clients can.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestImage } from '#tests/factories/images.ts';
import { buildMultipart } from '#tests/factories/multipart.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { applicantProfiles, sessions, users } from '#server/db/schema.ts';
import { CROSS_SITE_REQUEST_REFUSED } from './cross-site-requests.ts';

const APP_URL = 'https://devmatch.example';
// light-my-request addresses the app as localhost:80.
const OWN_HOST_ORIGIN = 'http://localhost:80';

describe('cross-site request check', () => {
  const t = useTestApp({ APP_URL }, { captureLogs: true });

  const logout = (cookie: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, ...headers } });
  const countSessions = async (userId: number) => (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

  function expectRefused(response: { statusCode: number; json: () => unknown }) {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: CROSS_SITE_REQUEST_REFUSED });
  }

  it('refuses a form post with text/plain from another site and changes nothing', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://evil.example', 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
      payload: 'a=b',
    });
    expectRefused(response);
    expect(await countSessions(user.id)).toBe(1);
    expect(t.logs.some((line) => line.includes('cross-site request refused') && line.includes('http://evil.example'))).toBe(true);
  });

  it('refuses a multipart upload from another port of the same host and keeps the picture', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const { payload, headers } = buildMultipart({ bytes: await createTestImage('png'), fileName: 'me.png', field: 'profilePicture' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/profile-picture`,
      headers: { ...headers, cookie, origin: 'http://localhost:8081', 'sec-fetch-site': 'same-site' },
      payload,
    });
    expectRefused(response);
    const [account] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(account!.profilePictureFileId).toBeNull();
  });

  it('refuses a JSON change with a foreign Origin, an opaque one, or only a foreign Sec-Fetch-Site or Referer', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const [profile] = await t.db.select().from(applicantProfiles).where(eq(applicantProfiles.userId, user.id));
    const foreignSources = [
      { origin: 'http://evil.example' },
      { origin: 'https://devmatch.example.evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'http://evil.example/attack.html' },
    ];
    for (const source of foreignSources) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/applicant/profile/${profile!.id}`,
        headers: { cookie, ...source },
        payload: { jobTitle: 'Forged title' },
      });
      expectRefused(response);
    }
    const [after] = await t.db.select().from(applicantProfiles).where(eq(applicantProfiles.userId, user.id));
    expect(after!.jobTitle).toBe(profile!.jobTitle);
  });

  it("lets DevMatch's own pages through: APP_URL's origin, the request's own host, same-origin fetches and own referers", async () => {
    const ownSources: Record<string, string>[] = [
      { origin: APP_URL },
      { origin: OWN_HOST_ORIGIN },
      { 'sec-fetch-site': 'same-origin' },
      { referer: `${APP_URL}/dashboard` },
    ];
    for (const source of ownSources) {
      const { cookie } = await createUserWithSession(t.app);
      expect((await logout(cookie, source)).statusCode, JSON.stringify(source)).toBe(200);
    }
  });

  it('lets a client that is no browser through (no Origin, Sec-Fetch-Site or Referer), and checks nothing without a session cookie', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    expect((await logout(cookie, {})).statusCode).toBe(200);
    expect(await countSessions(user.id)).toBe(0);
    // Reading is never refused, whatever the origin.
    const me = await createUserWithSession(t.app);
    const read = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: me.cookie, origin: 'http://evil.example' } });
    expect(read.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://evil.example' },
      payload: { email: me.user.email, password: me.password },
    });
    expect(login.statusCode).toBe(200);
  });
});
