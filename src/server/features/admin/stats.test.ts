import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_DAYS, ZActivityStatsSchema, ZUserStatsSchema, type TActivityStats } from '#shared/schemas/admin.ts';
import { createAdminCalls, type TAccounts } from '#tests/factories/admin-calls.ts';
import { createAccounts } from '#tests/factories/resumes.ts';
import { readDatabaseNow } from '#tests/setup/fixed-clock.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { applicantProfiles, resumeAnalyses, resumes, sessions, users } from '#server/db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const toUtcDate = (date: Date) => date.toISOString().slice(0, 10);
/** 1 when `date` falls in the UTC month of `now`. */
const isInMonthOf = (now: Date, date: Date) => (date >= new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)) ? 1 : 0);

describe('admin statistics', () => {
  const t = useTestApp();
  let accounts: TAccounts;
  const { asAdmin, expectAdminOnly } = createAdminCalls(t, () => accounts);
  /**
   * The database's clock when the accounts signed up: the server counts by its now(), so the rows are
   * stamped by it and the calendar reckoned by it, right on any day (a month's first, or its last).
   */
  let signedUpAt: Date;
  const daysAgo = (days: number) => new Date(signedUpAt.getTime() - days * DAY_MS);

  /** A user stored directly, with the sign-up, last-change and last sign-in times a test needs. */
  async function insertUser(
    userType: 'developer' | 'employer',
    createdAt: Date,
    updatedAt = createdAt,
    { lastSignInAt = null, isDemo = false }: { lastSignInAt?: Date | null; isDemo?: boolean } = {},
  ) {
    const tag = randomUUID().slice(0, 8);
    const [user] = await t.db
      .insert(users)
      .values({
        email: `${tag}@example.com`,
        username: `user${tag}`,
        passwordHash: 'x',
        userType,
        fullName: `User ${tag}`,
        createdAt,
        updatedAt,
        lastSignInAt,
        isDemo,
      })
      .returning({ id: users.id });
    return user!.id;
  }

  beforeAll(async () => {
    // Signed up now through the API: 2 developers, 1 employer, and 1 admin (signed up as an employer, then promoted).
    accounts = await createAccounts(t.app, t.db);
    // One moment for the four, so that midnight cannot fall between their sign-ups.
    signedUpAt = await readDatabaseNow(t.db);
    await t.db.update(users).set({ createdAt: signedUpAt });
    await insertUser('developer', daysAgo(60)); // inactive
    const withRecentResume = await insertUser('developer', daysAgo(60));
    const [resume] = await t.db
      .insert(resumes)
      .values({
        userId: withRecentResume,
        fileName: 'cv.md',
        fileSize: 10,
        source: 'uploaded',
        content: '# CV',
        uploadedAt: daysAgo(60),
        updatedAt: daysAgo(5),
      })
      .returning({ id: resumes.id });
    const withRecentProfile = await insertUser('developer', daysAgo(60));
    await t.db.insert(applicantProfiles).values({ userId: withRecentProfile, createdAt: daysAgo(60), updatedAt: daysAgo(10) });
    await insertUser('developer', daysAgo(8), daysAgo(40)); // signed up last week but one, inactive since
    await insertUser('developer', daysAgo(60), daysAgo(60), { lastSignInAt: daysAgo(5) }); // signed in (password or session)
    await insertUser('developer', daysAgo(60), daysAgo(1), { lastSignInAt: daysAgo(1), isDemo: true }); // a seeded demo account
    const signedInEmployer = await insertUser('employer', daysAgo(60));
    await t.db.insert(sessions).values({ idHash: randomUUID(), userId: signedInEmployer, lastSeenAt: daysAgo(2), expiresAt: daysAgo(-5) });
    const staleSessionEmployer = await insertUser('employer', daysAgo(3), daysAgo(40));
    await t.db
      .insert(sessions)
      .values({ idHash: randomUUID(), userId: staleSessionEmployer, lastSeenAt: daysAgo(31), expiresAt: daysAgo(-5) });

    const analysis = {
      resumeId: resume!.id,
      userId: withRecentResume,
      overallScore: 50,
      atsCompatibility: 50,
      keySkillsFound: 1,
      result: {},
      provider: 'built-in',
    };
    await t.db.insert(resumeAnalyses).values([
      { ...analysis, createdAt: signedUpAt },
      { ...analysis, createdAt: signedUpAt },
      { ...analysis, createdAt: daysAgo(ACTIVITY_DAYS - 1) },
      { ...analysis, createdAt: daysAgo(ACTIVITY_DAYS) },
    ]);
  });

  it('counts users by type, the active ones (signed in within 30 days, demo accounts apart) and the sign-ups', async () => {
    const response = await asAdmin('GET', '/api/admin/users/stats');
    const now = await readDatabaseNow(t.db);
    const isThisMonth = (date: Date) => isInMonthOf(now, date);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZUserStatsSchema.parse(response.json())).toEqual({
      totalUsers: 12,
      newUsersThisMonth: 4 * isThisMonth(signedUpAt) + isThisMonth(daysAgo(8)) + isThisMonth(daysAgo(3)),
      totalDevelopers: 8,
      // The 2 who signed up now and the one signed in 5 days ago; a changed resume or profile alone, or a demo account, does not count.
      activeDevelopers: 3,
      developersThisWeek: 2,
      totalEmployers: 3,
      activeEmployers: 2,
      employersThisMonth: isThisMonth(signedUpAt) + isThisMonth(daysAgo(3)),
      totalAdmins: 1,
    });
  });

  it('gives the last 30 UTC days, oldest first, with sign-ups and analyses per day and zeros elsewhere', async () => {
    const response = await asAdmin('GET', '/api/admin/stats/activity');
    expect(response.statusCode, response.body).toBe(200);
    const now = await readDatabaseNow(t.db);
    const { days } = ZActivityStatsSchema.parse(response.json());
    const expectedDates = Array.from({ length: ACTIVITY_DAYS }, (_, index) =>
      toUtcDate(new Date(now.getTime() - (ACTIVITY_DAYS - 1 - index) * DAY_MS)),
    );
    expect(days.map((day) => day.date)).toEqual(expectedDates);

    const nonZero = days.filter((day) => day.developerSignups + day.employerSignups + day.analyses > 0);
    const entry = (date: Date, counts: Partial<TActivityStats['days'][number]>) => ({
      date: toUtcDate(date),
      developerSignups: 0,
      employerSignups: 0,
      analyses: 0,
      ...counts,
    });
    // Should midnight pass after the rows were made, the window moves on a day: the oldest may drop out.
    const shown = [
      entry(daysAgo(ACTIVITY_DAYS - 1), { analyses: 1 }),
      entry(daysAgo(8), { developerSignups: 1 }),
      entry(daysAgo(3), { employerSignups: 1 }),
      entry(signedUpAt, { developerSignups: 2, employerSignups: 1, analyses: 2 }),
    ].filter((expected) => expectedDates.includes(expected.date));
    expect(nonZero).toEqual(shown);
  });

  it('answers 401 and 403 for everyone but admins', async () => {
    await expectAdminOnly('GET', '/api/admin/users/stats');
    await expectAdminOnly('GET', '/api/admin/stats/activity');
  });
});
