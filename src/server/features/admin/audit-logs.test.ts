import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG_PAGE_SIZE, ZAuditLogActionsSchema, ZAuditLogSchema, type TAuditLog } from '#shared/schemas/admin.ts';
import { TOTAL_COUNT_HEADER } from '#shared/candidate-search.ts';
import { createAdminCalls, type TAccounts } from '#tests/factories/admin-calls.ts';
import { logIn } from '#tests/factories/auth.ts';
import { createAccounts } from '#tests/factories/resumes.ts';
import { getSessionCookie } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { auditLogs, users } from '#server/db/schema.ts';

const BULK_ENTRIES = 120;

describe('admin audit log', () => {
  const t = useTestApp();
  let accounts: TAccounts;
  const { asAdmin, expectAdminOnly } = createAdminCalls(t, () => accounts);

  const getPage = async (query: string) => {
    const response = await asAdmin('GET', `/api/admin/audit-logs${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json<TAuditLog[]>().map((entry) => ZAuditLogSchema.parse(entry));
    return { entries, total: Number(response.headers[TOTAL_COUNT_HEADER]) };
  };

  beforeAll(async () => {
    accounts = await createAccounts(t.app, t.db);
    const base = Date.now() - 60 * 60 * 1000;
    // Older than the sign-ups above, one second apart, the first owned by a user deleted since.
    await t.db.insert(auditLogs).values(
      Array.from({ length: BULK_ENTRIES }, (_, index) => ({
        action: index % 2 === 0 ? 'test.even' : 'test.odd',
        resourceType: 'test',
        resourceId: String(index),
        userId: index % 3 === 0 ? accounts.owner.user.id : null,
        createdAt: new Date(base + index * 1000),
      })),
    );
  });

  it('lists entries newest first, 50 a page, with the total in X-Total-Count and the user’s name and e-mail', async () => {
    const first = await getPage('');
    const total = BULK_ENTRIES + 4; // the 4 sign-ups of createAccounts
    expect(first.total).toBe(total);
    expect(first.entries).toHaveLength(AUDIT_LOG_PAGE_SIZE);
    const times = first.entries.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.entries[0]).toMatchObject({
      action: 'user.registered',
      resourceType: 'user',
      userId: accounts.admin.user.id,
      userName: accounts.admin.user.fullName,
      userEmail: accounts.admin.user.email,
      details: { userType: 'employer' },
    });
    expect(first.entries[4]).toMatchObject({
      action: 'test.odd',
      resourceId: String(BULK_ENTRIES - 1),
      userId: null,
      userName: null,
      userEmail: null,
    });

    const last = await getPage('?page=3');
    expect(last.entries).toHaveLength(total - 2 * AUDIT_LOG_PAGE_SIZE);
    expect(last.entries.at(-1)).toMatchObject({ resourceId: '0', userId: accounts.owner.user.id, userEmail: accounts.owner.user.email });
    expect(await getPage('?page=4')).toEqual({ entries: [], total });
  });

  it('filters by action and by user, together or apart', async () => {
    const even = await getPage('?action=test.even');
    expect(even.total).toBe(BULK_ENTRIES / 2);
    expect(even.entries.every((entry) => entry.action === 'test.even')).toBe(true);

    const owner = accounts.owner.user.id;
    const byUser = await getPage(`?userId=${owner}`);
    expect(byUser.total).toBe(BULK_ENTRIES / 3 + 1);
    expect(byUser.entries.every((entry) => entry.userId === owner)).toBe(true);

    const both = await getPage(`?action=test.even&userId=${owner}&page=1`);
    expect(both.total).toBe(BULK_ENTRIES / 6);
    expect(both.entries.every((entry) => entry.action === 'test.even' && entry.userId === owner)).toBe(true);
    expect((await getPage('?action=nothing.like.this')).total).toBe(0);
    expect((await getPage('?action=')).total).toBe(BULK_ENTRIES + 4);
  });

  it('records sign-in, failed sign-in and sign-out, with no password in the details', async () => {
    const { employer } = accounts;
    const failed = await logIn(t.app, { email: employer.user.email, password: 'wrong-password-123' });
    expect(failed.statusCode).toBe(401);
    const login = await logIn(t.app, { email: employer.user.email, password: employer.password });
    const cookie = getSessionCookie(login);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });

    const { entries } = await getPage(`?userId=${employer.user.id}`);
    expect(entries.slice(0, 3).map((entry) => entry.action)).toEqual(['auth.logout', 'auth.login', 'auth.login_failed']);
    expect(JSON.stringify(entries)).not.toContain(employer.password);
    expect(JSON.stringify(entries)).not.toContain('wrong-password-123');
  });

  it('lists the distinct actions alphabetically', async () => {
    const response = await asAdmin('GET', '/api/admin/audit-logs/actions');
    expect(response.statusCode).toBe(200);
    expect(ZAuditLogActionsSchema.parse(response.json())).toEqual([
      'auth.login',
      'auth.login_failed',
      'auth.logout',
      'test.even',
      'test.odd',
      'user.registered',
    ]);
  });

  it('keeps entries of a deleted user, without an e-mail', async () => {
    const [gone] = await t.db
      .insert(users)
      .values({ email: 'gone@example.com', username: 'gone', passwordHash: 'x', userType: 'developer', fullName: 'Gone' })
      .returning({ id: users.id });
    await t.db.insert(auditLogs).values({ action: 'test.gone', resourceType: 'test', userId: gone!.id });
    await t.db.delete(users).where(eq(users.id, gone!.id));
    const { entries } = await getPage('?action=test.gone');
    expect(entries).toEqual([expect.objectContaining({ userId: null, userName: null, userEmail: null })]);
  });

  it('answers 400 for bad query values', async () => {
    const cases: [string, string][] = [
      ['?page=0', 'Page must be at least 1'],
      ['?page=abc', 'Page must be a number'],
      ['?page=1.5', 'Page must be a whole number'],
      ['?page=100001', 'Page must be at most 100000'],
      ['?userId=abc', 'User id must be a positive whole number'],
      ['?userId=0', 'User id must be a positive whole number'],
      ['?userId=0x10', 'User id must be a positive whole number'],
      ['?userId=99999999999', 'User id must be a positive whole number'],
      [`?action=${'a'.repeat(101)}`, 'Action must be at most 100 characters long'],
    ];
    for (const [query, message] of cases) {
      const response = await asAdmin('GET', `/api/admin/audit-logs${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
  });

  it('answers 401 and 403 for everyone but admins', async () => {
    await expectAdminOnly('GET', '/api/admin/audit-logs');
    await expectAdminOnly('GET', '/api/admin/audit-logs?page=2&action=auth.login');
    await expectAdminOnly('GET', '/api/admin/audit-logs/actions');
  });
});
