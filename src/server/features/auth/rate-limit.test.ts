import { eq, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { countUsers, findUserRowByEmail, getSetCookieHeaders, logIn, register } from '#tests/factories/auth.ts';
import { buildRegistration, createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { passwordResetTokens, rateLimitCounters, sessions } from '#server/db/schema.ts';

function expectTooManyRequests(response: LightMyRequestResponse, messageStart: string, windowMinutes: number) {
  expect(response.statusCode).toBe(429);
  const body = response.json();
  expect(body).toEqual({ code: 'TOO_MANY_REQUESTS', message: expect.any(String), retryAfterSeconds: expect.any(Number) });
  expect(body.message).toContain('Too many');
  expect(body.message.startsWith(messageStart)).toBe(true);
  expect(body.message).toMatch(/Please try again in \d+ minutes?\.$/);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMinutes * 60);
  expect(body.retryAfterSeconds).toBe(retryAfter);
  expect(getSetCookieHeaders(response)).toEqual([]);
}

describe('login rate limit per account', () => {
  const t = useTestApp({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '3', RATE_LIMIT_LOGIN_WINDOW_MINUTES: '15' });

  it('refuses the attempt after 3 failures with 429, even with the right password', async () => {
    const { user, password } = await createUserWithSession(t.app);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const failure = await logIn(t.app, { email: user.email, password: `wrong-${attempt}` });
      expect(failure.statusCode).toBe(401);
      expect(failure.json().message).toBe('Invalid email or password.');
    }
    const sessionsBefore = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));

    const locked = await logIn(t.app, { email: user.email, password });
    expectTooManyRequests(locked, 'Too many failed login attempts for this account.', 15);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(sessionsBefore.length);

    // A wrong password is refused the same way, without revealing whether it was right.
    expectTooManyRequests(
      await logIn(t.app, { email: user.email, password: 'wrong-again' }),
      'Too many failed login attempts for this account.',
      15,
    );
  });

  it('counts failures by account whatever the case of the email', async () => {
    const { user, password } = await createUserWithSession(t.app);
    await logIn(t.app, { email: user.email.toUpperCase(), password: 'wrong-1' });
    await logIn(t.app, { email: user.email, password: 'wrong-2' });
    await logIn(t.app, { email: ` ${user.email} `, password: 'wrong-3' });
    expect((await logIn(t.app, { email: user.email, password })).statusCode).toBe(429);
  });

  it('does not lock other accounts', async () => {
    const locked = await createUserWithSession(t.app);
    for (let attempt = 1; attempt <= 3; attempt += 1) await logIn(t.app, { email: locked.user.email, password: 'wrong-password' });
    expect((await logIn(t.app, { email: locked.user.email, password: locked.password })).statusCode).toBe(429);

    const other = await createUserWithSession(t.app);
    expect((await logIn(t.app, { email: other.user.email, password: other.password })).statusCode).toBe(200);
  });

  it('resets the account count after a successful login', async () => {
    const { user, password } = await createUserWithSession(t.app);
    await logIn(t.app, { email: user.email, password: 'wrong-1' });
    await logIn(t.app, { email: user.email, password: 'wrong-2' });
    expect((await logIn(t.app, { email: user.email, password })).statusCode).toBe(200);

    // Without the reset this would be failures 3 and 4, and the next login a 429.
    expect((await logIn(t.app, { email: user.email, password: 'wrong-3' })).statusCode).toBe(401);
    expect((await logIn(t.app, { email: user.email, password: 'wrong-4' })).statusCode).toBe(401);
    expect((await logIn(t.app, { email: user.email, password })).statusCode).toBe(200);
  });

  it('lets the account log in again once the window has ended', async () => {
    const { user, password } = await createUserWithSession(t.app);
    for (let attempt = 1; attempt <= 3; attempt += 1) await logIn(t.app, { email: user.email, password: 'wrong-password' });
    expect((await logIn(t.app, { email: user.email, password })).statusCode).toBe(429);

    await t.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(like(rateLimitCounters.key, `login-fail:%${user.email}%`));
    expect((await logIn(t.app, { email: user.email, password })).statusCode).toBe(200);
  });
});

describe('login lockout per account and address', () => {
  const t = useTestApp({
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
    RATE_LIMIT_LOGIN_PER_ACCOUNT_ALL_ADDRESSES: '5',
    RATE_LIMIT_LOGIN_WINDOW_MINUTES: '15',
  });

  it("locks out the address that guessed, never the owner on another address, whatever the e-mail's case or padding", async () => {
    const { user, password } = await createUserWithSession(t.app);
    const stranger = '198.51.100.40';
    const variants = [user.email.toUpperCase(), ` ${user.email} `, user.email];
    for (const email of variants)
      expect((await logIn(t.app, { email, password: 'guess' }, { remoteAddress: stranger })).statusCode).toBe(401);
    expectTooManyRequests(
      await logIn(t.app, { email: user.email, password }, { remoteAddress: stranger }),
      'Too many failed login attempts for this account.',
      15,
    );
    expect((await logIn(t.app, { email: user.email, password }, { remoteAddress: '198.51.100.41' })).statusCode).toBe(200);
  });

  it('stops guessing spread over many addresses at the per-account ceiling', async () => {
    const { user, password } = await createUserWithSession(t.app);
    for (let index = 1; index <= 5; index += 1) {
      const failure = await logIn(t.app, { email: user.email, password: 'guess' }, { remoteAddress: `198.51.100.${100 + index}` });
      expect(failure.statusCode).toBe(401);
    }
    expectTooManyRequests(
      await logIn(t.app, { email: user.email, password }, { remoteAddress: '198.51.100.200' }),
      'Too many failed login attempts for this account.',
      15,
    );
  });
});

describe('login rate limit per address', () => {
  const t = useTestApp({
    RATE_LIMIT_LOGIN_PER_ADDRESS: '3',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '100',
    RATE_LIMIT_LOGIN_WINDOW_MINUTES: '15',
  });

  it('refuses logins from an address after 3 failures there, across accounts; other addresses still log in', async () => {
    const { user, password } = await createUserWithSession(t.app);
    const attacker = '198.51.100.10';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const failure = await logIn(t.app, { email: `nobody${attempt}@example.com`, password: 'guess' }, { remoteAddress: attacker });
      expect(failure.statusCode).toBe(401);
    }
    expectTooManyRequests(
      await logIn(t.app, { email: user.email, password }, { remoteAddress: attacker }),
      'Too many failed login attempts from this network.',
      15,
    );

    const elsewhere = await logIn(t.app, { email: user.email, password }, { remoteAddress: '198.51.100.20' });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('sign-up rate limit per address', () => {
  const t = useTestApp({ RATE_LIMIT_SIGNUP_PER_ADDRESS: '2', RATE_LIMIT_SIGNUP_WINDOW_MINUTES: '60' });

  it('refuses the third sign-up from an address with 429 and stores no user', async () => {
    const address = '192.0.2.50';
    expect((await register(t.app, buildRegistration(), { remoteAddress: address })).statusCode).toBe(201);
    expect((await register(t.app, buildRegistration(), { remoteAddress: address })).statusCode).toBe(201);
    const usersBefore = await countUsers(t.db);

    const third = buildRegistration();
    const response = await register(t.app, third, { remoteAddress: address });
    expectTooManyRequests(response, 'Too many sign-ups from this network.', 60);
    expect(await countUsers(t.db)).toBe(usersBefore);
    expect(await findUserRowByEmail(t.db, third.email)).toBeUndefined();

    // The limit is per address.
    expect((await register(t.app, third, { remoteAddress: '192.0.2.51' })).statusCode).toBe(201);
  });

  it('writes nothing for a refused sign-up: the counter stays at the limit', async () => {
    const address = '192.0.2.60';
    const readCounter = () =>
      t.db
        .select()
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, `signup:ip:${address}`));
    for (let index = 0; index < 2; index += 1) await register(t.app, buildRegistration(), { remoteAddress: address });
    const atLimit = await readCounter();
    expect(atLimit).toEqual([expect.objectContaining({ count: 2 })]);
    for (let index = 0; index < 3; index += 1) {
      expectTooManyRequests(await register(t.app, buildRegistration(), { remoteAddress: address }), 'Too many sign-ups', 60);
    }
    expect(await readCounter()).toEqual(atLimit);
  });
});

describe('sign-up rate limit with the default configuration', () => {
  const t = useTestApp();

  // Contract: the defaults let at least 200 sign-ups per address per hour through (a campus or an
  // office behind one NAT address signing up together). The first 140 are counted without
  // creating accounts, to keep the test short; the last 60 are real.
  it('lets 200 sign-ups from one address through', async () => {
    const address = '192.0.2.99';
    await t.db.insert(rateLimitCounters).values({ key: `signup:ip:${address}`, count: 140, windowEndsAt: sql`now() + interval '1 hour'` });
    for (let index = 140; index < 200; index += 1) {
      const response = await register(t.app, buildRegistration(), { remoteAddress: address });
      expect(response.statusCode, `sign-up ${index + 1}: ${response.body}`).toBe(201);
    }
    expect(await countUsers(t.db)).toBe(60);
  }, 120_000);
});

describe('forgot-password rate limit per address', () => {
  const t = useTestApp({ RATE_LIMIT_RESET_PER_ADDRESS: '2', RATE_LIMIT_RESET_WINDOW_MINUTES: '60' });

  it('refuses the third request from an address with 429, sending no mail and storing no token', async () => {
    const { user } = await createUserWithSession(t.app);
    const address = '203.0.113.30';
    const forgot = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email }, remoteAddress });

    expect((await forgot(address)).statusCode).toBe(200);
    expect((await forgot(address)).statusCode).toBe(200);
    await expect.poll(() => t.mails.length).toBe(2);
    const tokensBefore = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));

    const counterAtLimit = await t.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `reset:ip:${address}`));
    expectTooManyRequests(await forgot(address), 'Too many reset requests from this network.', 60);
    expect(
      await t.db
        .select()
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, `reset:ip:${address}`)),
    ).toEqual(counterAtLimit);
    await t.app.backgroundTasks.settle();
    expect(t.mails).toHaveLength(2);
    expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toEqual(tokensBefore);

    expect((await forgot('203.0.113.31')).statusCode).toBe(200);
  });
});
