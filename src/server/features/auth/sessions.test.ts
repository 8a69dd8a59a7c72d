import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMe, logIn } from '#tests/factories/auth.ts';
import { buildRegistration, createUserWithSession, getSessionCookie } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { sessions, users } from '#server/db/schema.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const cookieValue = (cookie: string) => cookie.slice('devmatch_session='.length);

describe('sessions', () => {
  const t = useTestApp({ SESSION_IDLE_TIMEOUT_MINUTES: '5', SESSION_MAX_AGE_MINUTES: '120' });

  async function getSessionRow(cookie: string) {
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(cookieValue(cookie))));
    return row;
  }

  it('stores only the SHA-256 of the cookie value', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const value = cookieValue(cookie);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idHash).not.toBe(value);
    expect(rows[0]!.idHash).toBe(sha256(value));
    expect(rows[0]!.idHash).toMatch(/^[0-9a-f]{64}$/);
    // No column anywhere in the row holds the cookie value.
    expect(JSON.stringify(rows[0])).not.toContain(value);
  });

  it('records the address and user agent of the browser', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: buildRegistration(),
      headers: { 'user-agent': 'DevMatchTest/1.0' },
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(201);
    const row = await getSessionRow(getSessionCookie(response));
    expect(row).toMatchObject({ ipAddress: '203.0.113.7', userAgent: 'DevMatchTest/1.0' });
  });

  it('sets the session to end SESSION_MAX_AGE_MINUTES after login, in the cookie and the database', async () => {
    const { user, password } = await createUserWithSession(t.app);
    const response = await logIn(t.app, { email: user.email, password });
    const cookie = response.cookies.find((c) => c.name === 'devmatch_session')!;
    expect(cookie.maxAge).toBe(120 * 60);
    const row = await getSessionRow(getSessionCookie(response));
    const expectedEnd = Date.now() + 120 * 60_000;
    expect(Math.abs(row!.expiresAt.getTime() - expectedEnd)).toBeLessThan(60_000);
  });

  it('refuses a session whose expiresAt has passed', async () => {
    const { cookie } = await createUserWithSession(t.app);
    expect((await getMe(t.app, cookie)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.idHash, sha256(cookieValue(cookie))));

    const response = await getMe(t.app, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Not authenticated. Please log in.' });
  });

  it('refuses a session idle for longer than SESSION_IDLE_TIMEOUT_MINUTES', async () => {
    const { cookie } = await createUserWithSession(t.app);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '10 minutes'` })
      .where(eq(sessions.idHash, sha256(cookieValue(cookie))));

    const response = await getMe(t.app, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('keeps a session used within the idle timeout alive and moves lastSeenAt forward', async () => {
    const { cookie } = await createUserWithSession(t.app);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '4 minutes'` })
      .where(eq(sessions.idHash, sha256(cookieValue(cookie))));

    expect((await getMe(t.app, cookie)).statusCode).toBe(200);
    const row = await getSessionRow(cookie);
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(30_000);

    // Another 4 minutes later (8 since the first request, but only 4 idle) it still works.
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '4 minutes'` })
      .where(eq(sessions.idHash, sha256(cookieValue(cookie))));
    expect((await getMe(t.app, cookie)).statusCode).toBe(200);
  });

  it('does not let an expired session be rotated into a new one by logging in without the password', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    const response = await logIn(t.app, { email: user.email, password: 'wrong-password' }, { cookie });
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name === 'devmatch_session')).toBeUndefined();
    expect((await getMe(t.app, cookie)).statusCode).toBe(401);
  });

  it('shows a change to the user made directly in the database at the next request', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    expect((await getMe(t.app, cookie)).json().fullName).toBe(user.fullName);
    await t.db.update(users).set({ fullName: 'Renamed Elsewhere', userType: 'employer' }).where(eq(users.id, user.id));
    expect((await getMe(t.app, cookie)).json()).toMatchObject({ fullName: 'Renamed Elsewhere', userType: 'employer' });
  });

  it('ends a session deleted directly in the database at the next request', async () => {
    const { cookie } = await createUserWithSession(t.app);
    expect((await getMe(t.app, cookie)).statusCode).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.idHash, sha256(cookieValue(cookie))));
    expect((await getMe(t.app, cookie)).statusCode).toBe(401);
  });

  it('ends the sessions of a deleted user', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    await t.db.execute(sql`delete from users where id = ${user.id}`);
    expect((await getMe(t.app, cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  describe('a session in use counts as a sign-in', () => {
    async function readLastSignIn(userId: number) {
      const [row] = await t.db.select({ lastSignInAt: users.lastSignInAt }).from(users).where(eq(users.id, userId));
      return row!.lastSignInAt;
    }
    // Also touching updated_at makes the change one the session cache hears of, as any other change to the account.
    const setLastSignIn = (userId: number, value: ReturnType<typeof sql> | null) =>
      t.db
        .update(users)
        .set({ lastSignInAt: value, updatedAt: sql`now()` })
        .where(eq(users.id, userId));

    it('records the sign-up as a sign-in', async () => {
      const { user } = await createUserWithSession(t.app);
      expect(Date.now() - (await readLastSignIn(user.id))!.getTime()).toBeLessThan(30_000);
    });

    it('records a sign-in when a session is used, at most once every 10 minutes', async () => {
      const { user, cookie } = await createUserWithSession(t.app);
      await setLastSignIn(user.id, null);
      expect((await getMe(t.app, cookie)).statusCode).toBe(200);
      expect(Date.now() - (await readLastSignIn(user.id))!.getTime()).toBeLessThan(30_000);

      await setLastSignIn(user.id, sql`now() - interval '9 minutes'`);
      const nineMinutesAgo = await readLastSignIn(user.id);
      expect((await getMe(t.app, cookie)).statusCode).toBe(200);
      expect(await readLastSignIn(user.id)).toEqual(nineMinutesAgo);

      await setLastSignIn(user.id, sql`now() - interval '11 minutes'`);
      expect((await getMe(t.app, cookie)).statusCode).toBe(200);
      expect(Date.now() - (await readLastSignIn(user.id))!.getTime()).toBeLessThan(30_000);
    });

    it('writes no sign-in for a request without a session, or with an ended one', async () => {
      const { user, cookie } = await createUserWithSession(t.app);
      await setLastSignIn(user.id, null);
      expect((await getMe(t.app)).statusCode).toBe(401);
      await t.db.delete(sessions).where(eq(sessions.userId, user.id));
      expect((await getMe(t.app, cookie)).statusCode).toBe(401);
      expect(await readLastSignIn(user.id)).toBeNull();
    });
  });
});
