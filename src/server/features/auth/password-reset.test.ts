import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { findAuditLogs, getMe, logIn } from '#tests/factories/auth.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp, type TTestApp } from '#tests/setup/test-app.ts';
import { passwordResetTokens, sessions, users } from '#server/db/schema.ts';
import type { TMail } from '#server/lib/mailer.ts';
import { CONFIRMATION_SUBJECT } from '#server/features/auth/account-mails.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const FORGOT_REPLY = { message: 'If an account with this email exists, a password reset link has been sent.' };
const INVALID_TOKEN = { code: 'BAD_REQUEST', message: 'This reset link has expired or has already been used.' };
const RESET_DONE = { message: 'Your password has been reset. You can now log in with your new password.' };

describe('password reset', () => {
  // Many reset requests come from the one test address; the limit itself is tested in rate-limit.test.ts.
  const t = useTestApp({ RATE_LIMIT_RESET_PER_ADDRESS: '1000' });

  function forgot(payload: unknown) {
    return t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: payload as Record<string, unknown> });
  }
  function verify(token?: string) {
    const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
    return t.app.inject({ method: 'GET', url: `/api/auth/verify-reset-token${query}` });
  }
  function reset(payload: unknown) {
    return t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: payload as Record<string, unknown> });
  }
  function mailsTo(email: string) {
    return t.mails.filter((mail) => mail.to === email);
  }
  /** Requests a reset for `email` and returns the token from the link in the e-mail. */
  async function requestResetToken(email: string): Promise<string> {
    const before = mailsTo(email).length;
    const response = await forgot({ email });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(before + 1));
    const mail = mailsTo(email).at(-1)!;
    const match = /http:\/\/devmatch\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(match, mail.text).not.toBeNull();
    return match![1]!;
  }
  async function getPasswordHash(userId: number) {
    const [row] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
    return row!.passwordHash;
  }

  describe('POST /api/auth/forgot-password', () => {
    it('answers an existing email with the neutral message and mails a reset link', async () => {
      const { user } = await createUserWithSession(t.app);
      const response = await forgot({ email: user.email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(FORGOT_REPLY);

      await vi.waitFor(() => expect(mailsTo(user.email)).toHaveLength(1));
      const [mail] = mailsTo(user.email);
      expect(mail!.subject).toBe('Reset your DevMatch password');
      // No text the user chose: the mail greets without the name.
      expect(mail!.text.startsWith('Hello,\n')).toBe(true);
      expect(mail!.text).not.toContain(user.fullName);
      expect(mail!.text).toMatch(/http:\/\/devmatch\.test\/reset-password\?token=[A-Za-z0-9_-]{43}/);
      expect(mail!.html).toContain('http://devmatch.test/reset-password?token=');
    });

    it('answers an unknown email with the identical body and sends no mail', async () => {
      const { user } = await createUserWithSession(t.app);
      const known = await forgot({ email: user.email });
      await t.app.backgroundTasks.settle();
      expect(mailsTo(user.email)).toHaveLength(1);
      const mailCount = t.mails.length;
      const unknown = await forgot({ email: 'no-such-account@example.com' });

      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
      await t.app.backgroundTasks.settle();
      // Exactly the one mail for the known account, none for the unknown one.
      expect(t.mails).toHaveLength(mailCount);
      expect(mailsTo('no-such-account@example.com')).toHaveLength(0);
    });

    it('finds the account whatever the case of the email', async () => {
      const { user } = await createUserWithSession(t.app);
      expect((await forgot({ email: user.email.toUpperCase() })).statusCode).toBe(200);
      await vi.waitFor(() => expect(mailsTo(user.email)).toHaveLength(1));
    });

    it('does the same work for a known and an unknown email before answering, and the rest after', async () => {
      const { user } = await createUserWithSession(t.app);
      const client = (t.db as unknown as { $client: { query: (query: unknown, params?: unknown[]) => Promise<unknown> } }).$client;
      const querySpy = vi.spyOn(client, 'query');
      // Held instead of run, so nothing that follows the answer can mix into what precedes it.
      const heldTasks: (() => Promise<void>)[] = [];
      const afterResponseSpy = vi
        .spyOn(t.app.backgroundTasks, 'afterResponse')
        .mockImplementation((_reply, _name, task) => void heldTasks.push(task));
      /** The answer and every statement the database ran before it. */
      async function answerAndWork(email: string) {
        querySpy.mockClear();
        const response = await forgot({ email });
        const statements = querySpy.mock.calls.map(([query, params]) => ({
          sql: typeof query === 'string' ? query : (query as { text: string }).text,
          params,
        }));
        return { status: response.statusCode, body: response.body, statements };
      }

      try {
        const known = await answerAndWork(user.email);
        const unknown = await answerAndWork('nobody-by-this-name@example.com');
        expect(unknown).toEqual(known);
        // Only the rate limit: no lookup, no token, no audit entry yet.
        expect(known.statements).toEqual([{ sql: expect.stringContaining('"rate_limit_counters"'), params: expect.any(Array) }]);
        expect(heldTasks).toHaveLength(2);
      } finally {
        querySpy.mockRestore();
        afterResponseSpy.mockRestore();
      }

      expect(mailsTo(user.email)).toHaveLength(0);
      await Promise.all(heldTasks.map((task) => task()));
      expect(mailsTo(user.email)).toHaveLength(1);
      expect(mailsTo('nobody-by-this-name@example.com')).toHaveLength(0);
    });

    it.each([
      ['empty', { email: '' }, 'Email is required'],
      ['missing', {}, 'Email is required'],
      ['invalid', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ])('refuses an %s email with 400', async (_label, payload, message) => {
      const mailCount = t.mails.length;
      const response = await forgot(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_REQUEST', message, issues: [{ path: 'email', message }] });
      expect(t.mails).toHaveLength(mailCount);
    });

    it('stores only the hash of the token', async () => {
      const { user } = await createUserWithSession(t.app);
      const token = await requestResetToken(user.email);
      const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).not.toBe(token);
      expect(rows[0]!.tokenHash).toBe(sha256(token));
      expect(JSON.stringify(rows[0])).not.toContain(token);
      // Valid for RESET_TOKEN_TTL_MINUTES (60 by default).
      expect(Math.abs(rows[0]!.expiresAt.getTime() - (Date.now() + 60 * 60_000))).toBeLessThan(60_000);
    });

    it('writes an audit entry for known and unknown emails', async () => {
      const { user } = await createUserWithSession(t.app);
      await forgot({ email: user.email });
      await t.app.backgroundTasks.settle();
      const entries = (await findAuditLogs(t.db, 'auth.password_reset_requested')).filter((e) => e.userId === user.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ resourceType: 'user', resourceId: String(user.id), ipAddress: '127.0.0.1' });

      const anonymousBefore = (await findAuditLogs(t.db, 'auth.password_reset_requested')).filter((e) => e.userId === null);
      await forgot({ email: 'nobody-at-all@example.com' });
      await t.app.backgroundTasks.settle();
      const anonymous = (await findAuditLogs(t.db, 'auth.password_reset_requested')).filter((e) => e.userId === null);
      expect(anonymous).toHaveLength(anonymousBefore.length + 1);
      expect(anonymous.at(-1)).toMatchObject({ resourceType: 'user', resourceId: null, ipAddress: '127.0.0.1' });
    });
  });

  describe('GET /api/auth/verify-reset-token', () => {
    it('answers 200 for a fresh token', async () => {
      const { user } = await createUserWithSession(t.app);
      const token = await requestResetToken(user.email);
      const response = await verify(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Token is valid' });
      // Verifying does not use the token up.
      expect((await verify(token)).statusCode).toBe(200);
    });

    it('answers 400 with a message for a wrong token', async () => {
      const response = await verify('this-is-not-a-real-token');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_TOKEN);
    });

    it.each([
      ['missing', undefined],
      ['empty', ''],
    ])('answers 400 for a %s token', async (_label, token) => {
      const response = await verify(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'No reset token provided' });
    });

    it('answers 400 for an absurdly long token', async () => {
      const response = await verify('x'.repeat(1000));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    });

    it('does not accept the stored hash as a token', async () => {
      const { user } = await createUserWithSession(t.app);
      const token = await requestResetToken(user.email);
      expect((await verify(sha256(token))).statusCode).toBe(400);
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('sets the new password: the old one stops working, the new one works', async () => {
      const { user, password } = await createUserWithSession(t.app);
      const token = await requestResetToken(user.email);
      const response = await reset({ token, newPassword: 'brand-new-secret' });
      expect(response.statusCode).toBe(200);
      // The e-mail goes back only to whoever held a working link: the client fills the login form with it.
      expect(response.json()).toEqual({ ...RESET_DONE, email: user.email });

      const oldLogin = await logIn(t.app, { email: user.email, password });
      expect(oldLogin.statusCode).toBe(401);
      expect(oldLogin.json().message).toBe('Invalid email or password.');
      const newLogin = await logIn(t.app, { email: user.email, password: 'brand-new-secret' });
      expect(newLogin.statusCode).toBe(200);
      expect(newLogin.json().id).toBe(user.id);
    });

    it('signs out every existing session of the user', async () => {
      const { user, cookie, password } = await createUserWithSession(t.app);
      const secondCookie = (await logIn(t.app, { email: user.email, password })).cookies.find((c) => c.name === 'devmatch_session')!;
      expect((await getMe(t.app, cookie)).statusCode).toBe(200);

      const token = await requestResetToken(user.email);
      expect((await reset({ token, newPassword: 'brand-new-secret' })).statusCode).toBe(200);

      expect((await getMe(t.app, cookie)).statusCode).toBe(401);
      expect((await getMe(t.app, `devmatch_session=${secondCookie.value}`)).statusCode).toBe(401);
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    });

    it('leaves other users signed in', async () => {
      const other = await createUserWithSession(t.app);
      const { user } = await createUserWithSession(t.app);
      const token = await requestResetToken(user.email);
      expect((await reset({ token, newPassword: 'brand-new-secret' })).statusCode).toBe(200);
      expect((await getMe(t.app, other.cookie)).statusCode).toBe(200);
    });

    it('refuses to reuse a token', async () => {
      const { user } = await createUserWithSession(t.app);
      const token = await requestResetToken(user.email);
      expect((await reset({ token, newPassword: 'first-new-secret' })).statusCode).toBe(200);
      const hashAfterReset = await getPasswordHash(user.id);

      const again = await reset({ token, newPassword: 'second-new-secret' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(INVALID_TOKEN);
      expect((await verify(token)).statusCode).toBe(400);
      expect(await getPasswordHash(user.id)).toBe(hashAfterReset);
      expect((await logIn(t.app, { email: user.email, password: 'first-new-secret' })).statusCode).toBe(200);
    });

    it('lets only one of two simultaneous submissions of the same token through', async () => {
      const { user } = await createUserWithSession(t.app);
      const token = await requestResetToken(user.email);
      const responses = await Promise.all([
        reset({ token, newPassword: 'parallel-secret-a' }),
        reset({ token, newPassword: 'parallel-secret-b' }),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const winner = responses[0]!.statusCode === 200 ? 'parallel-secret-a' : 'parallel-secret-b';
      expect((await logIn(t.app, { email: user.email, password: winner })).statusCode).toBe(200);
    });

    it('refuses an expired token and keeps the password and sessions', async () => {
      const { user, cookie, password } = await createUserWithSession(t.app);
      const token = await requestResetToken(user.email);
      await t.db
        .update(passwordResetTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(passwordResetTokens.userId, user.id));
      const hashBefore = await getPasswordHash(user.id);

      expect((await verify(token)).statusCode).toBe(400);
      const response = await reset({ token, newPassword: 'brand-new-secret' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_TOKEN);
      expect(await getPasswordHash(user.id)).toBe(hashBefore);
      expect((await getMe(t.app, cookie)).statusCode).toBe(200);
      expect((await logIn(t.app, { email: user.email, password })).statusCode).toBe(200);
    });

    it('refuses a wrong token and changes nothing', async () => {
      const { user, cookie } = await createUserWithSession(t.app);
      const hashBefore = await getPasswordHash(user.id);
      const response = await reset({ token: 'not-a-real-token', newPassword: 'brand-new-secret' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_TOKEN);
      expect(await getPasswordHash(user.id)).toBe(hashBefore);
      expect((await getMe(t.app, cookie)).statusCode).toBe(200);
    });

    it('refuses a new password shorter than 6 characters and keeps the token usable', async () => {
      const { user } = await createUserWithSession(t.app);
      const token = await requestResetToken(user.email);
      const hashBefore = await getPasswordHash(user.id);

      const response = await reset({ token, newPassword: '12345' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'BAD_REQUEST',
        message: 'Password must be at least 6 characters long',
        issues: [{ path: 'newPassword', message: 'Password must be at least 6 characters long' }],
      });
      expect(await getPasswordHash(user.id)).toBe(hashBefore);
      expect((await verify(token)).statusCode).toBe(200);
      expect((await reset({ token, newPassword: '123456' })).statusCode).toBe(200);
    });

    it.each([
      ['token', { newPassword: 'brand-new-secret' }, 'No reset token provided'],
      ['newPassword', { token: 'some-token' }, 'Password is required'],
    ])('refuses a request without %s with 400', async (field, payload, message) => {
      const response = await reset(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_REQUEST', message, issues: [{ path: field, message }] });
    });

    it('makes the first token stop working when a second reset is requested', async () => {
      const { user } = await createUserWithSession(t.app);
      const first = await requestResetToken(user.email);
      const second = await requestResetToken(user.email);
      expect(second).not.toBe(first);

      expect((await verify(first)).statusCode).toBe(400);
      const response = await reset({ token: first, newPassword: 'from-first-link' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_TOKEN);

      expect((await verify(second)).statusCode).toBe(200);
      expect((await reset({ token: second, newPassword: 'from-second-link' })).statusCode).toBe(200);
      expect((await logIn(t.app, { email: user.email, password: 'from-second-link' })).statusCode).toBe(200);
    });

    it("does not let one user's token reset another user's password", async () => {
      const victim = await createUserWithSession(t.app);
      const { user } = await createUserWithSession(t.app);
      const token = await requestResetToken(user.email);
      expect((await reset({ token, newPassword: 'brand-new-secret' })).statusCode).toBe(200);
      expect((await logIn(t.app, { email: victim.user.email, password: victim.password })).statusCode).toBe(200);
      expect((await logIn(t.app, { email: victim.user.email, password: 'brand-new-secret' })).statusCode).toBe(401);
    });

    it('writes an auth.password_reset audit entry', async () => {
      const { user } = await createUserWithSession(t.app);
      const token = await requestResetToken(user.email);
      await reset({ token, newPassword: 'brand-new-secret' });
      const entries = (await findAuditLogs(t.db, 'auth.password_reset')).filter((e) => e.userId === user.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ resourceType: 'user', resourceId: String(user.id), ipAddress: '127.0.0.1' });
    });
  });
});

describe('reset e-mails per account', () => {
  const t = useTestApp({ RATE_LIMIT_RESET_MAILS_PER_ACCOUNT: '2', RATE_LIMIT_RESET_PER_ADDRESS: '1000' });

  it('mails one account at most the allowance, however many addresses ask, with the same answer every time', async () => {
    const { user } = await createUserWithSession(t.app);
    const other = await createUserWithSession(t.app);
    const forgot = (email: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });

    const answers = [];
    for (const remoteAddress of ['198.51.100.61', '198.51.100.62', '198.51.100.63', '198.51.100.64']) {
      answers.push(await forgot(user.email, remoteAddress));
      await t.app.backgroundTasks.settle();
    }
    const unknown = await forgot('nobody-here@example.com', '198.51.100.65');
    for (const answer of [...answers, unknown]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(FORGOT_REPLY);
    }
    expect(t.mails.filter((mail) => mail.to === user.email)).toHaveLength(2);
    expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toHaveLength(1);

    // Another account keeps its own allowance.
    await forgot(other.user.email, '198.51.100.61');
    await vi.waitFor(() => expect(t.mails.filter((mail) => mail.to === other.user.email)).toHaveLength(1));
  });
});

describe('answering before the reset e-mail is sent', () => {
  const sent: TMail[] = [];
  let releaseMail = () => undefined as void;
  // A mail server that takes the message but does not finish until the test says so.
  const t = useTestApp(
    {},
    {
      mailer: {
        send: (mail) =>
          // The sign-up's confirmation link goes out at once; only the reset e-mail is held.
          mail.subject === CONFIRMATION_SUBJECT
            ? Promise.resolve()
            : new Promise<void>((resolve) => {
                sent.push(mail);
                releaseMail = resolve;
              }),
      },
    },
  );

  it('answers 200 while the e-mail is still being sent, and the work finishes after', async () => {
    const { user } = await createUserWithSession(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(FORGOT_REPLY);

    await vi.waitFor(() => expect(sent.map((mail) => mail.to)).toEqual([user.email]));
    expect(await t.app.backgroundTasks.settle(50)).toBe(false);
    releaseMail();
    expect(await t.app.backgroundTasks.settle()).toBe(true);
  });
});

describe('the reset link in the log', () => {
  const resetLinkPattern = /reset-password\?token=/;

  async function requestReset(t: TTestApp) {
    const { user } = await createUserWithSession(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } })).statusCode).toBe(200);
    await vi.waitFor(() => expect(t.mails.filter((mail) => mail.to === user.email)).toHaveLength(1));
    const mail = t.mails.find((m) => m.to === user.email)!;
    return { user, token: /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]! };
  }

  describe('with SMTP_URL set', () => {
    const t = useTestApp({ SMTP_URL: 'smtps://user:pass@smtp.example.test' }, { captureLogs: true });

    it('mails the link but never logs it', async () => {
      const { token } = await requestReset(t);
      expect(t.logs.length).toBeGreaterThan(0);
      expect(t.logs.filter((line) => line.includes(token) || resetLinkPattern.test(line))).toEqual([]);
    });
  });

  describe('without SMTP_URL (e-mails go to the outbox)', () => {
    const t = useTestApp({}, { captureLogs: true });

    it('logs the link, so a developer can follow it', async () => {
      const { user, token } = await requestReset(t);
      const lines = t.logs.map((line) => JSON.parse(line) as { msg: string; userId?: number; link?: string });
      expect(lines).toContainEqual(
        expect.objectContaining({ userId: user.id, link: `http://devmatch.test/reset-password?token=${token}` }),
      );
    });
  });
});
