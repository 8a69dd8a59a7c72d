import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAdminUserList } from '#shared/schemas/accounts.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { findAuditLogs, getMe, logIn } from '#tests/factories/auth.ts';
import { createCandidate, searchCandidates } from '#tests/factories/candidates.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { users } from '#server/db/schema.ts';

describe('the admin Users list and actions', () => {
  const t = useTestApp();
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
  const list = async (cookie: string, query: string) => (await call('GET', `/api/admin/users?${query}`, cookie)).json<TAdminUserList>();

  it('finds accounts by name or e-mail, filters by type, status and verification, and pages 25 at a time', async () => {
    const admin = await createAdminWithSession(t.app, t.db);
    const tag = `zq${Date.now().toString(36)}`;
    const created = [];
    for (let index = 0; index < 27; index += 1) {
      created.push(
        await createUserWithSession(
          t.app,
          { fullName: `Listed ${tag} ${index}`, userType: index % 3 === 0 ? 'employer' : 'developer' },
          { isVerified: index % 2 === 0 },
        ),
      );
    }
    const first = await list(admin.cookie, `search=${tag.toUpperCase()}`);
    expect(first.total).toBe(27);
    expect(first.items).toHaveLength(25);
    // Newest sign-ups first; signing up signed them in.
    expect(first.items[0]).toMatchObject({
      fullName: `Listed ${tag} 26`,
      userType: 'developer',
      emailVerified: true,
      suspendedAt: null,
      lastSignInAt: expect.any(String),
    });
    expect((await list(admin.cookie, `search=${tag}&page=2`)).items.map((user) => user.fullName)).toEqual([
      `Listed ${tag} 1`,
      `Listed ${tag} 0`,
    ]);
    expect((await list(admin.cookie, `search=${created[5]!.user.email}`)).items.map((user) => user.id)).toEqual([created[5]!.user.id]);
    expect((await list(admin.cookie, `search=${tag}&type=employer`)).total).toBe(9);
    expect((await list(admin.cookie, `search=${tag}&verification=unverified`)).total).toBe(13);
    // A search's wildcard characters are only themselves.
    expect((await list(admin.cookie, `search=${encodeURIComponent('%')}`)).total).toBe(0);

    await call('POST', `/api/admin/users/${created[1]!.user.id}/suspend`, admin.cookie);
    expect((await list(admin.cookie, `search=${tag}&status=suspended`)).items.map((user) => user.id)).toEqual([created[1]!.user.id]);
    expect((await list(admin.cookie, `search=${tag}&status=active`)).total).toBe(26);
  });

  it('answers 400 for a bad filter, 401 without a session and 403 to anyone but an admin', async () => {
    const admin = await createAdminWithSession(t.app, t.db);
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    expect((await call('GET', '/api/admin/users?type=robot', admin.cookie)).json().message).toBe(
      'Type must be developer, employer or admin',
    );
    expect((await call('GET', '/api/admin/users?page=0', admin.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/users')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/users', employer.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/users/${admin.user.id}/suspend`, employer.cookie)).statusCode).toBe(403);
  });

  it('suspends an account: sign-in refused with a clear message, sessions ended, unlisted; unsuspending restores it', async () => {
    const admin = await createAdminWithSession(t.app, t.db);
    const developer = await createCandidate(t.app, { jobTitle: 'Suspendable Engineer' });
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const listed = async () =>
      (await searchCandidates(t.app, employer.cookie, { jobTitle: 'Suspendable Engineer' }))
        .json()
        .map((result: { id: number }) => result.id);
    expect(await listed()).toContain(developer.applicantId);

    const suspended = await call('POST', `/api/admin/users/${developer.user.id}/suspend`, admin.cookie);

    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().suspendedAt).toEqual(expect.any(String));
    expect((await getMe(t.app, developer.cookie)).statusCode).toBe(401);
    const login = await logIn(t.app, { email: developer.user.email, password: developer.password });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('This account has been suspended. Please contact DevMatch support if you think this is a mistake.');
    // A wrong password is still just a wrong password: the suspension is not told to a guesser.
    expect((await logIn(t.app, { email: developer.user.email, password: 'a-wrong-guess' })).statusCode).toBe(401);
    expect(await listed()).not.toContain(developer.applicantId);
    expect((await findAuditLogs(t.db, 'admin.user_suspended')).at(-1)).toMatchObject({
      userId: admin.user.id,
      resourceId: String(developer.user.id),
    });

    const unsuspended = await call('POST', `/api/admin/users/${developer.user.id}/unsuspend`, admin.cookie);
    expect(unsuspended.json().suspendedAt).toBeNull();
    // The session open when the suspension began does not come back with the account.
    expect((await getMe(t.app, developer.cookie)).statusCode).toBe(401);
    expect((await logIn(t.app, { email: developer.user.email, password: developer.password })).statusCode).toBe(200);
    expect(await listed()).toContain(developer.applicantId);
  });

  it('refuses to act on the admin themself (403) and on an unknown account (404)', async () => {
    const admin = await createAdminWithSession(t.app, t.db);
    for (const [method, path] of [
      ['POST', 'suspend'],
      ['POST', 'resend-verification'],
      ['DELETE', ''],
    ] as const) {
      const self = await call(method, `/api/admin/users/${admin.user.id}${path ? `/${path}` : ''}`, admin.cookie);
      expect(self.statusCode).toBe(403);
      expect(self.json().message).toBe('You cannot do this to your own account here. Use Account settings.');
      expect((await call(method, `/api/admin/users/2147483647${path ? `/${path}` : ''}`, admin.cookie)).statusCode).toBe(404);
    }
    expect((await getMe(t.app, admin.cookie)).statusCode).toBe(200);
  });

  it('lets an admin suspend another admin; then the last active admin cannot delete their own account', async () => {
    const first = await createAdminWithSession(t.app, t.db);
    const second = await createAdminWithSession(t.app, t.db);
    // Only these two are admins; once the second is suspended, the first is the last active one.
    const others = await t.db.select({ id: users.id }).from(users).where(eq(users.userType, 'admin'));
    for (const { id } of others)
      if (id !== first.user.id && id !== second.user.id) await t.db.update(users).set({ userType: 'developer' }).where(eq(users.id, id));
    expect((await call('POST', `/api/admin/users/${second.user.id}/suspend`, first.cookie)).statusCode).toBe(200);
    const selfDelete = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: first.cookie },
      payload: { currentPassword: first.password, confirmation: 'DELETE' },
    });
    expect(selfDelete.statusCode).toBe(409);
    expect(selfDelete.json().message).toBe('The last admin account cannot be deleted or suspended.');
  });

  it('resends the confirmation link of an unverified account; 409 for a verified one', async () => {
    const admin = await createAdminWithSession(t.app, t.db);
    const unverified = await createUserWithSession(t.app, {}, { isVerified: false });
    const verified = await createUserWithSession(t.app);
    await t.app.backgroundTasks.settle();
    const before = t.confirmationMails.filter((mail) => mail.to === unverified.user.email).length;

    const response = await call('POST', `/api/admin/users/${unverified.user.id}/resend-verification`, admin.cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(`A new confirmation link is on its way to ${unverified.user.email}.`);
    await t.app.backgroundTasks.settle();
    expect(t.confirmationMails.filter((mail) => mail.to === unverified.user.email)).toHaveLength(before + 1);
    const refused = await call('POST', `/api/admin/users/${verified.user.id}/resend-verification`, admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This user's e-mail address is already verified.");
  });

  it('deletes an account as the user could, audited with the admin as actor', async () => {
    const admin = await createAdminWithSession(t.app, t.db);
    const developer = await createUserWithSession(t.app);
    const response = await call('DELETE', `/api/admin/users/${developer.user.id}`, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, developer.user.id))).toEqual([]);
    expect((await getMe(t.app, developer.cookie)).statusCode).toBe(401);
    expect((await findAuditLogs(t.db, 'user.deleted')).at(-1)).toMatchObject({
      userId: admin.user.id,
      resourceId: String(developer.user.id),
      details: { userType: 'developer', by: 'admin' },
    });
  });
});
