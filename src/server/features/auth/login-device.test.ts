import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { logIn, openConfirmationLink } from '#tests/factories/auth.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp, type TTestApp } from '#tests/setup/test-app.ts';
import pino from 'pino';
import { rateLimitCounters, users } from '#server/db/schema.ts';
import { createSecretBox } from '#server/lib/secret-box.ts';
import { createDeviceCookieValue, DEVICE_COOKIE } from './login-device.ts';

const ACCOUNT_LOCKED = /^Too many failed login attempts for this account\. Please try again in \d+ minutes?\.$/;
const DEVICE_LOCKED = /^Too many failed login attempts on this device\. Please try again in \d+ minutes?\.$/;
const STRANGERS = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5'];

/** The device cookie a response set, as a Cookie header. */
function getDeviceCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === DEVICE_COOKIE);
  if (!cookie) throw new Error(`no device cookie in response ${response.statusCode}: ${response.body}`);
  return `${DEVICE_COOKIE}=${cookie.value}`;
}

/** Strangers' wrong passwords from five addresses, until the account is locked for every browser without its device cookie. */
async function lockOutUntrustedBrowsers(t: TTestApp, email: string, password: string) {
  for (const remoteAddress of STRANGERS) {
    for (let guess = 1; guess <= 2; guess += 1) await logIn(t.app, { email, password: `guess-${guess}` }, { remoteAddress });
  }
  const fresh = await logIn(t.app, { email, password }, { remoteAddress: '203.0.113.77' });
  expect(fresh.statusCode).toBe(429);
  expect(fresh.json().message).toMatch(ACCOUNT_LOCKED);
}

describe('login from a trusted device', () => {
  // Two failures per address, ten over all addresses: five strangers lock the account out.
  const t = useTestApp({
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '2',
    RATE_LIMIT_LOGIN_PER_ACCOUNT_ALL_ADDRESSES: '10',
    RATE_LIMIT_LOGIN_PER_DEVICE: '3',
    RATE_LIMIT_LOGIN_WINDOW_MINUTES: '15',
  });

  it('sets a signed, http-only device cookie for /api/auth at login', async () => {
    const { user, password } = await createUserWithSession(t.app);
    const response = await logIn(t.app, { email: user.email, password });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict', maxAge: 180 * 24 * 60 * 60 });
    expect(cookie.value).toMatch(new RegExp(`^${user.id}\\.[\\w-]{22}\\.\\d+\\.[\\w-]{43}$`));
    // A failed login sets none.
    expect((await logIn(t.app, { email: user.email, password: 'wrong' })).cookies).toEqual([]);
  });

  it("keeps signing in the owner's browser while strangers on five addresses have locked the account", async () => {
    const { user, password } = await createUserWithSession(t.app);
    const device = getDeviceCookie(await logIn(t.app, { email: user.email, password }));
    await lockOutUntrustedBrowsers(t, user.email, password);

    // Even from one of the strangers' addresses (a shared network).
    const trusted = await logIn(t.app, { email: user.email, password }, { cookie: device, remoteAddress: STRANGERS[0] });
    expect(trusted.statusCode).toBe(200);
    expect(trusted.json().id).toBe(user.id);
    // Strangers are still locked out.
    expect((await logIn(t.app, { email: user.email, password }, { remoteAddress: '203.0.113.78' })).statusCode).toBe(429);
  });

  it('gives a device its own small budget: after it, that device is refused even with the right password', async () => {
    const { user, password } = await createUserWithSession(t.app);
    const device = getDeviceCookie(await logIn(t.app, { email: user.email, password }));
    for (let guess = 1; guess <= 3; guess += 1) {
      expect((await logIn(t.app, { email: user.email, password: `guess-${guess}` }, { cookie: device })).statusCode).toBe(401);
    }
    const locked = await logIn(t.app, { email: user.email, password }, { cookie: device });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(DEVICE_LOCKED);

    // The device's failures are its own: the account's lockout for other browsers has not moved.
    expect((await logIn(t.app, { email: user.email, password }, { remoteAddress: '203.0.113.90' })).statusCode).toBe(200);
  });

  it('trusts no cookie made for another account, tampered with, signed with another secret or for an old password', async () => {
    const { user, password, cookie: session } = await createUserWithSession(t.app);
    const other = await createUserWithSession(t.app);
    const device = getDeviceCookie(await logIn(t.app, { email: user.email, password }));
    const othersDevice = getDeviceCookie(await logIn(t.app, { email: other.user.email, password: other.password }));
    const [, value] = device.split('=') as [string, string];
    const tampered = `${DEVICE_COOKIE}=${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    const [id, nonce, , signature] = value.split('.');
    const extended = `${DEVICE_COOKIE}=${id}.${nonce}.9999999999.${signature}`;
    const [row] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    const foreignSecret = createSecretBox('another-installation', pino({ level: 'silent' }));
    const forged = `${DEVICE_COOKIE}=${createDeviceCookieValue(foreignSecret, { id: user.id, passwordHash: row!.passwordHash }, 180)}`;

    // The password changes: the cookie issued before no longer counts (the one the change sets does).
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: session },
      payload: { currentPassword: password, newPassword: 'the-next-password' },
    });
    expect(changed.statusCode).toBe(200);
    const afterChange = getDeviceCookie(changed);

    await lockOutUntrustedBrowsers(t, user.email, 'the-next-password');
    for (const cookie of [othersDevice, tampered, extended, forged, device]) {
      const refused = await logIn(t.app, { email: user.email, password: 'the-next-password' }, { cookie });
      expect(refused.statusCode, cookie).toBe(429);
      expect(refused.json().message).toMatch(ACCOUNT_LOCKED);
    }
    expect((await logIn(t.app, { email: user.email, password: 'the-next-password' }, { cookie: afterChange })).statusCode).toBe(200);
  });

  it('lifts the lockout once a password reset is completed, and trusts the browser that completed it', async () => {
    const { user, password } = await createUserWithSession(t.app);
    await lockOutUntrustedBrowsers(t, user.email, password);

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } })).statusCode).toBe(200);
    const token = await vi.waitFor(() => {
      const mail = t.mails.findLast((candidate) => candidate.to === user.email);
      return /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')![1]!;
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'after-the-reset' },
    });
    expect(reset.statusCode).toBe(200);
    const device = getDeviceCookie(reset);

    // A browser at one of the strangers' addresses signs in again…
    expect((await logIn(t.app, { email: user.email, password: 'after-the-reset' }, { remoteAddress: STRANGERS[1] })).statusCode).toBe(200);
    // …and the one that set the password stays in when strangers lock the account again.
    await lockOutUntrustedBrowsers(t, user.email, 'after-the-reset');
    expect((await logIn(t.app, { email: user.email, password: 'after-the-reset' }, { cookie: device })).statusCode).toBe(200);
  });

  it('lifts the lockout once a confirmation link mailed to the account is opened', async () => {
    const { user, password } = await createUserWithSession(t.app, {}, { isVerified: false });
    await lockOutUntrustedBrowsers(t, user.email, password);
    expect(await openConfirmationLink(t, user.email)).toBe('verified');
    expect((await logIn(t.app, { email: user.email, password }, { remoteAddress: STRANGERS[2] })).statusCode).toBe(200);
  });
});

describe('parallel wrong passwords', () => {
  const t = useTestApp();

  it('lets no more than the limit (10) through to a password check, however many arrive at once', async () => {
    const { user, password } = await createUserWithSession(t.app);
    const remoteAddress = '192.0.2.200';
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => logIn(t.app, { email: user.email, password: `parallel-${index}` }, { remoteAddress })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    const [pair] = await t.db
      .select({ count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `login-fail:account-ip:${user.email}:${remoteAddress}`));
    expect(pair!.count).toBe(10);
    expect((await logIn(t.app, { email: user.email, password }, { remoteAddress })).statusCode).toBe(429);
  }, 60_000);
});

describe('right passwords and the per-address count', () => {
  const t = useTestApp({ RATE_LIMIT_LOGIN_PER_ADDRESS: '3' });

  it('gives back the hit a right password took, so successful logins never fill the address count', async () => {
    const remoteAddress = '192.0.2.210';
    for (let index = 0; index < 5; index += 1) {
      const { user, password } = await createUserWithSession(t.app);
      expect((await logIn(t.app, { email: user.email, password }, { remoteAddress })).statusCode).toBe(200);
    }
    const { user, password } = await createUserWithSession(t.app);
    for (const guess of ['guess-1', 'guess-2']) {
      expect((await logIn(t.app, { email: 'nobody@example.com', password: guess }, { remoteAddress })).statusCode).toBe(401);
    }
    expect((await logIn(t.app, { email: user.email, password }, { remoteAddress })).statusCode).toBe(200);
  });
});
