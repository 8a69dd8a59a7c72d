import { count } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TAdminSetting } from '#shared/schemas/admin.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { countUsers, logIn, register } from '#tests/factories/auth.ts';
import { buildRegistration, createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { ensurePlatformDefaults } from '#server/bootstrap/platform-defaults.ts';
import { PLATFORM_SETTING_KEYS } from '#server/db/platform-settings.queries.ts';
import { auditLogs, rateLimitCounters } from '#server/db/schema.ts';

const SIGN_UP_CLOSED = 'Sign-up is closed at the moment. Please try again later.';

describe('sign-up while the admin has closed it', () => {
  const t = useTestApp();
  let setRegistrationOpen: (value: 'true' | 'false') => Promise<void>;

  beforeAll(async () => {
    await ensurePlatformDefaults(t.db, pino({ level: 'silent' }));
    const admin = await createAdminWithSession(t.app, t.db);
    const settings = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin.cookie } });
    const setting = settings.json<TAdminSetting[]>().find((row) => row.settingKey === PLATFORM_SETTING_KEYS.registrationOpen)!;
    setRegistrationOpen = async (settingValue) => {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/settings/${setting.id}`,
        headers: { cookie: admin.cookie },
        payload: { settingValue },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
  });

  const countRows = async (table: typeof auditLogs | typeof rateLimitCounters) =>
    (await t.db.select({ value: count() }).from(table))[0]!.value;

  it('answers 403 with the closed message for developers and employers, and stores nothing', async () => {
    const existing = await createUserWithSession(t.app, { userType: 'employer' });
    await setRegistrationOpen('false');
    const before = { users: await countUsers(t.db), audits: await countRows(auditLogs), counters: await countRows(rateLimitCounters) };

    for (const userType of ['developer', 'employer'] as const) {
      const response = await register(t.app, buildRegistration({ userType }));
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: SIGN_UP_CLOSED });
      expect(response.cookies).toEqual([]);
    }
    expect({ users: await countUsers(t.db), audits: await countRows(auditLogs), counters: await countRows(rateLimitCounters) }).toEqual(
      before,
    );

    // Accounts that exist still sign in.
    const login = await logIn(t.app, { email: existing.user.email, password: existing.password });
    expect(login.statusCode).toBe(200);
  });

  it('accepts sign-ups again once reopened', async () => {
    await setRegistrationOpen('true');
    const response = await register(t.app, buildRegistration());
    expect(response.statusCode, response.body).toBe(201);
  });
});
