import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { findAuditLogs, getMe, logIn, openConfirmationLink } from '#tests/factories/auth.ts';
import { createUserWithSession, getSessionCookie } from '#tests/factories/users.ts';
import { useTestApp, type TTestApp } from '#tests/setup/test-app.ts';
import type { TApp } from '#server/app.ts';
import { users } from '#server/db/schema.ts';

function patchUser(app: TApp, userId: number | string, payload: unknown, cookie?: string) {
  return app.inject({
    method: 'PATCH',
    url: `/api/users/${userId}`,
    payload: payload as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });
}

describe('PATCH /api/users/:userId', () => {
  const t = useTestApp();

  async function readUserRow(userId: number) {
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    return row!;
  }

  it('keeps the name, phone and location on one line, without control characters', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const payload = { fullName: 'Grace\r\nHopper\u0085', phone: '+1\n555 0100', location: 'New York\u2028NY\u0007' };
    const response = await patchUser(t.app, user.id, payload, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fullName: 'Grace Hopper', phone: '+1 555 0100', location: 'New York NY' });
    expect(await readUserRow(user.id)).toMatchObject({ fullName: 'Grace Hopper', phone: '+1 555 0100', location: 'New York NY' });
  });

  it('changes the account fields sent, answers the updated user and writes an audit entry', async () => {
    const { user, cookie, password } = await createUserWithSession(t.app);

    const response = await patchUser(
      t.app,
      user.id,
      {
        fullName: ' Margaret Hamilton ',
        email: ' Margaret@Example.COM ',
        phone: '+1 (617) 555-0100',
        location: 'Boston, MA',
        currentPassword: password,
      },
      cookie,
    );

    expect(response.statusCode).toBe(200);
    // The new e-mail waits for its link; the other fields change at once.
    const expected = {
      ...user,
      fullName: 'Margaret Hamilton',
      pendingEmail: 'margaret@example.com',
      phone: '+1 (617) 555-0100',
      location: 'Boston, MA',
    };
    expect(response.json()).toEqual(expected);
    expect((await getMe(t.app, cookie)).json()).toEqual(expected);

    const logs = await findAuditLogs(t.db, 'user.updated');
    expect(logs.at(-1)).toMatchObject({
      resourceType: 'user',
      resourceId: String(user.id),
      userId: user.id,
      details: { fields: ['fullName', 'phone', 'location'] },
    });
    expect((await findAuditLogs(t.db, 'user.email_change_requested')).at(-1)).toMatchObject({
      resourceId: String(user.id),
      details: { to: 'margaret@example.com' },
    });
  });

  it('leaves fields that are not sent and clears phone or location sent empty', async () => {
    const { user, cookie } = await createUserWithSession(t.app);

    const response = await patchUser(t.app, user.id, { phone: '', location: null }, cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...user, phone: null, location: null });
  });

  it('keeps an unchanged e-mail of the same account without a conflict', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const response = await patchUser(t.app, user.id, { email: user.email.toUpperCase(), fullName: 'Same Mail' }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email, fullName: 'Same Mail' });
  });

  it("answers 409 for another account's e-mail and changes nothing", async () => {
    const taken = await createUserWithSession(t.app, { userType: 'employer' });
    const { user, cookie, password } = await createUserWithSession(t.app);
    const before = await readUserRow(user.id);

    const response = await patchUser(
      t.app,
      user.id,
      { email: taken.user.email.toUpperCase(), fullName: 'Not Stored', currentPassword: password },
      cookie,
    );

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: 'An account with this email already exists.' });
    expect(await readUserRow(user.id)).toEqual(before);
  });

  it('lets two accounts ask for the same new e-mail; the first link opened takes it, the second is told it is taken', async () => {
    const first = await createUserWithSession(t.app);
    const second = await createUserWithSession(t.app);

    const answers = await Promise.all([
      patchUser(t.app, first.user.id, { email: 'contested@example.com', currentPassword: first.password }, first.cookie),
      patchUser(t.app, second.user.id, { email: 'contested@example.com', currentPassword: second.password }, second.cookie),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    await t.app.backgroundTasks.settle();
    const links = t.confirmationMails.filter((mail) => mail.to === 'contested@example.com');
    expect(links).toHaveLength(2);

    const [firstPath, secondPath] = links.map((mail) => /\/api\/auth\/verify-email\?token=[\w-]+/.exec(mail.text)![0]);
    const outcomes = await Promise.all([firstPath, secondPath].map((url) => t.app.inject({ method: 'GET', url: url! })));
    expect(outcomes.map((outcome) => outcome.headers.location).sort()).toEqual([
      '/verify-email?status=email-changed',
      '/verify-email?status=email-taken',
    ]);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'contested@example.com'))).toHaveLength(1);
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['a blank full name', { fullName: '  ' }, 'Full name is required'],
    ['a full name over 100 characters', { fullName: 'x'.repeat(101) }, 'Full name must be at most 100 characters long'],
    ['letters in the phone', { phone: 'call me maybe' }, 'Phone may contain only digits, spaces and + ( ) - .'],
    ['a location over 100 characters', { location: 'x'.repeat(101) }, 'Location must be at most 100 characters long'],
    ['a field that is not editable', { userType: 'admin' }, undefined],
    ['a password', { password: 'new-password-123' }, undefined],
  ])('refuses %s with a 400 and changes nothing', async (_label, payload, message) => {
    const { user, cookie } = await createUserWithSession(t.app);
    const before = await readUserRow(user.id);

    const response = await patchUser(t.app, user.id, { fullName: 'Not Stored', ...payload }, cookie);

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
    if (message) expect(response.json().message).toBe(message);
    expect(await readUserRow(user.id)).toEqual(before);
  });

  it('lets an admin change any account, recording the admin as the actor', async () => {
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const admin = await createAdminWithSession(t.app, t.db);

    const response = await patchUser(t.app, employer.user.id, { fullName: 'Northwind Labs Ltd' }, admin.cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: employer.user.id, fullName: 'Northwind Labs Ltd', userType: 'employer' });
    expect((await findAuditLogs(t.db, 'user.updated')).at(-1)).toMatchObject({
      resourceId: String(employer.user.id),
      userId: admin.user.id,
    });
  });

  it("refuses another user's account with 403, whatever their role", async () => {
    const developer = await createUserWithSession(t.app);
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const otherDeveloper = await createUserWithSession(t.app);
    const before = await readUserRow(developer.user.id);

    for (const intruder of [employer, otherDeveloper]) {
      const response = await patchUser(t.app, developer.user.id, { email: 'stolen@example.com' }, intruder.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to change this.' });
    }
    expect((await patchUser(t.app, employer.user.id, { fullName: 'x' }, developer.cookie)).statusCode).toBe(403);
    expect(await readUserRow(developer.user.id)).toEqual(before);
  });

  it('answers 401 without a session, 404 for an unknown user (admin) and 400 for a bad id', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const admin = await createAdminWithSession(t.app, t.db);

    expect((await patchUser(t.app, user.id, { fullName: 'x' })).statusCode).toBe(401);
    const missing = await patchUser(t.app, 999_999, { fullName: 'x' }, admin.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
    const bad = await patchUser(t.app, 'me', { fullName: 'x' }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('User id must be a positive whole number');
  });

  describe('changing the e-mail', () => {
    const PASSWORD_REQUIRED = { code: 'BAD_REQUEST', message: 'Enter your current password to change your email.' };
    const PASSWORD_WRONG = { code: 'BAD_REQUEST', message: 'Your current password is incorrect.' };
    const mailsTo = (email: string) => t.mails.filter((mail) => mail.to === email);

    it("keeps working without a password when the e-mail stays the same (the spec's payload)", async () => {
      const { user, cookie } = await createUserWithSession(t.app);

      const response = await patchUser(
        t.app,
        user.id,
        { email: user.email.toUpperCase(), phone: '+44 20 7946 0000', location: 'London, UK', fullName: 'Ada Lovelace' },
        cookie,
      );

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...user, phone: '+44 20 7946 0000', location: 'London, UK', fullName: 'Ada Lovelace' });
      await t.app.backgroundTasks.settle();
      expect(mailsTo(user.email)).toEqual([]);
    });

    it.each([
      ['without a password', {}, PASSWORD_REQUIRED],
      ['with an empty password', { currentPassword: '' }, PASSWORD_REQUIRED],
      ['with a wrong password', { currentPassword: 'not-my-password' }, PASSWORD_WRONG],
    ])('refuses a new e-mail %s with 400 and stores nothing', async (_label, extra, expected) => {
      const { user, cookie, password } = await createUserWithSession(t.app);
      const before = await readUserRow(user.id);

      const response = await patchUser(t.app, user.id, { email: 'someone-else@example.com', fullName: 'Not Stored', ...extra }, cookie);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(expected);
      expect(await readUserRow(user.id)).toEqual(before);
      expect((await logIn(t.app, { email: user.email, password })).statusCode).toBe(200);
      await t.app.backgroundTasks.settle();
      expect(mailsTo(user.email)).toEqual([]);
    });

    it('waits for the link mailed to the new address, then moves the account, tells the old address and ends the other sessions', async () => {
      const { user, cookie, password } = await createUserWithSession(t.app);
      const otherDevice = getSessionCookie(await logIn(t.app, { email: user.email, password }));

      const response = await patchUser(t.app, user.id, { email: 'New.Address@Example.com', currentPassword: password }, cookie);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...user, pendingEmail: 'new.address@example.com' });
      // Nothing moves yet: the old address still signs in, the new one does not.
      expect((await logIn(t.app, { email: user.email, password })).statusCode).toBe(200);
      expect((await logIn(t.app, { email: 'new.address@example.com', password })).statusCode).toBe(401);
      await t.app.backgroundTasks.settle();
      expect(mailsTo(user.email)).toEqual([]);
      const [link] = t.confirmationMails.filter((mail) => mail.to === 'new.address@example.com');
      expect(link!.text).toContain('It replaces the old one once you confirm it.');

      expect(await openConfirmationLink(t, 'new.address@example.com')).toBe('email-changed');

      expect((await getMe(t.app, cookie)).json()).toEqual({ ...user, email: 'new.address@example.com', pendingEmail: null });
      expect((await getMe(t.app, otherDevice)).statusCode).toBe(401);
      expect((await logIn(t.app, { email: 'new.address@example.com', password })).statusCode).toBe(200);
      expect((await logIn(t.app, { email: user.email, password })).statusCode).toBe(401);
      await t.app.backgroundTasks.settle();
      const [notice, ...others] = mailsTo(user.email);
      expect(others).toEqual([]);
      expect(notice!.subject).toBe('Your DevMatch e-mail address was changed');
      expect(notice!.text).not.toContain(user.fullName);
      expect(notice!.text).toContain('was changed to new.address@example.com');
      expect(notice!.text).toContain('If this was not you');
      expect(notice!.html).toContain('new.address@example.com');

      expect((await findAuditLogs(t.db, 'user.email_changed')).at(-1)).toMatchObject({
        resourceId: String(user.id),
        userId: user.id,
        details: { from: user.email, to: 'new.address@example.com' },
      });
      // A second click says so, and changes nothing.
      expect(await openConfirmationLink(t, 'new.address@example.com')).toBe('used');
    });

    it('withdraws a change still waiting when the current address is sent back: its link stops working', async () => {
      const { user, cookie, password } = await createUserWithSession(t.app);
      await patchUser(t.app, user.id, { email: 'second-thoughts@example.com', currentPassword: password }, cookie);
      await t.app.backgroundTasks.settle();

      const response = await patchUser(t.app, user.id, { email: user.email }, cookie);

      expect(response.json()).toMatchObject({ email: user.email, pendingEmail: null });
      expect(await openConfirmationLink(t, 'second-thoughts@example.com')).toBe('invalid');
      expect(await readUserEmail(t, user.id)).toBe(user.email);
    });

    it("lets an admin change a developer's e-mail with the admin's own password, not the developer's", async () => {
      const developer = await createUserWithSession(t.app);
      const admin = await createAdminWithSession(t.app, t.db, { password: 'the-admins-own-password' });

      const withDeveloperPassword = await patchUser(
        t.app,
        developer.user.id,
        { email: 'moved-by-admin@example.com', currentPassword: developer.password },
        admin.cookie,
      );
      expect(withDeveloperPassword.statusCode).toBe(400);
      expect(withDeveloperPassword.json()).toEqual(PASSWORD_WRONG);

      const response = await patchUser(
        t.app,
        developer.user.id,
        { email: 'moved-by-admin@example.com', currentPassword: admin.password },
        admin.cookie,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: developer.user.id,
        email: developer.user.email,
        pendingEmail: 'moved-by-admin@example.com',
      });
      expect((await findAuditLogs(t.db, 'user.email_change_requested')).at(-1)).toMatchObject({
        resourceId: String(developer.user.id),
        userId: admin.user.id,
      });
      // The new inbox still confirms it: an admin cannot move an account to an address nobody reads.
      expect(await openConfirmationLink(t, 'moved-by-admin@example.com')).toBe('email-changed');
      // Every session of the developer ends: none of them asked for the change.
      expect((await getMe(t.app, developer.cookie)).statusCode).toBe(401);
      await t.app.backgroundTasks.settle();
      expect(mailsTo(developer.user.email).map((mail) => mail.subject)).toEqual(['Your DevMatch e-mail address was changed']);
    });
  });
});

describe('PATCH /api/users/:userId: wrong current passwords have their own limit', () => {
  const t = useTestApp({ RATE_LIMIT_PASSWORD_CONFIRM_PER_ACCOUNT: '3', RATE_LIMIT_LOGIN_PER_ACCOUNT: '3' });

  it('refuses a fourth try with 429 even with the right password, and leaves the login form alone', async () => {
    const { user, cookie, password } = await createUserWithSession(t.app);
    const changeEmail = (currentPassword: string) => patchUser(t.app, user.id, { email: 'guessed@example.com', currentPassword }, cookie);

    for (const guess of ['guess-1', 'guess-2', 'guess-3']) {
      expect((await changeEmail(guess)).statusCode).toBe(400);
    }
    const locked = await changeEmail(password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many wrong current passwords for this account\. Please try again in \d+ minutes?\.$/);
    expect(await readUserEmail(t, user.id)).toBe(user.email);
    expect((await findAuditLogs(t.db, 'user.email_change_refused')).filter((entry) => entry.userId === user.id)).toHaveLength(3);
    // A session's guesses do not lock the owner out of signing in.
    expect((await logIn(t.app, { email: user.email, password })).statusCode).toBe(200);
  });

  it('is not blocked by a login lockout of the address: the session is proof enough', async () => {
    const { user, cookie, password } = await createUserWithSession(t.app);
    for (const guess of ['guess-1', 'guess-2', 'guess-3']) {
      expect((await logIn(t.app, { email: user.email, password: guess })).statusCode).toBe(401);
    }
    expect((await logIn(t.app, { email: user.email, password })).statusCode).toBe(429);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie },
      payload: { currentPassword: password, newPassword: 'changed-while-locked' },
    });
    expect(changed.statusCode).toBe(200);
    const moved = await patchUser(
      t.app,
      user.id,
      { email: 'moved-while-locked@example.com', currentPassword: 'changed-while-locked' },
      cookie,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().pendingEmail).toBe('moved-while-locked@example.com');
  });

  it('starts counting afresh after the right password', async () => {
    const { user, cookie, password } = await createUserWithSession(t.app);
    const changeEmail = (email: string, currentPassword: string) => patchUser(t.app, user.id, { email, currentPassword }, cookie);
    for (const guess of ['guess-1', 'guess-2']) expect((await changeEmail('afresh@example.com', guess)).statusCode).toBe(400);
    expect((await changeEmail('afresh@example.com', password)).statusCode).toBe(200);

    // Without the fresh start the next guess would be the fourth.
    for (const guess of ['guess-3', 'guess-4']) expect((await changeEmail('again@example.com', guess)).statusCode).toBe(400);
    expect((await changeEmail('again@example.com', password)).statusCode).toBe(200);
  });
});

async function readUserEmail(t: TTestApp, userId: number) {
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}
