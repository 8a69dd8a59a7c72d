import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdminWithSession } from '../../../../tests/factories/admins.ts';
import { findAuditLogs, getMe, logIn } from '../../../../tests/factories/auth.ts';
import { createUserWithSession } from '../../../../tests/factories/users.ts';
import { useTestApp } from '../../../../tests/setup/test-app.ts';
import type { TApp } from '../../app.ts';
import { users } from '../../db/schema.ts';

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

  it('changes the account fields sent, answers the updated user and writes an audit entry', async () => {
    const { user, cookie, password } = await createUserWithSession(t.app);

    const response = await patchUser(
      t.app,
      user.id,
      { fullName: ' Margaret Hamilton ', email: ' Margaret@Example.COM ', phone: '+1 (617) 555-0100', location: 'Boston, MA' },
      cookie,
    );

    expect(response.statusCode).toBe(200);
    const expected = {
      ...user,
      fullName: 'Margaret Hamilton',
      email: 'margaret@example.com',
      phone: '+1 (617) 555-0100',
      location: 'Boston, MA',
    };
    expect(response.json()).toEqual(expected);
    // The session sees the change, and the new e-mail signs in.
    expect((await getMe(t.app, cookie)).json()).toEqual(expected);
    expect((await logIn(t.app, { email: 'margaret@example.com', password })).statusCode).toBe(200);

    const logs = await findAuditLogs(t.db, 'user.updated');
    expect(logs.at(-1)).toMatchObject({
      resourceType: 'user',
      resourceId: String(user.id),
      userId: user.id,
      details: { fields: ['fullName', 'email', 'phone', 'location'] },
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
    const { user, cookie } = await createUserWithSession(t.app);
    const before = await readUserRow(user.id);

    const response = await patchUser(t.app, user.id, { email: taken.user.email.toUpperCase(), fullName: 'Not Stored' }, cookie);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: 'An account with this email already exists.' });
    expect(await readUserRow(user.id)).toEqual(before);
  });

  it('answers 409 when two accounts race for the same new e-mail', async () => {
    const first = await createUserWithSession(t.app);
    const second = await createUserWithSession(t.app);

    const answers = await Promise.all([
      patchUser(t.app, first.user.id, { email: 'contested@example.com' }, first.cookie),
      patchUser(t.app, second.user.id, { email: 'contested@example.com' }, second.cookie),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe('An account with this email already exists.');
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
});
