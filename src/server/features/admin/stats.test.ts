import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_DAYS, ZActivityStatsSchema, ZUserStatsSchema, type TActivityStats } from '#shared/schemas/admin.ts';
import { createAdminCalls, type TAccounts } from '#tests/factories/admin-calls.ts';
import { createAccounts } from '#tests/factories/resumes.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { applicantProfiles, resumeAnalyses, resumes, sessions, users } from '#server/db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const startOfMonthUtc = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
};
const isThisMonth = (date: Date) => (date >= startOfMonthUtc() ? 1 : 0);
const toUtcDate = (date: Date) => date.toISOString().slice(0, 10);

describe('admin statistics', () => {
  const t = useTestApp();
  let accounts: TAccounts;
  const { asAdmin, expectAdminOnly } = createAdminCalls(t, () => accounts);

  /** A user stored directly, with the sign-up and last-change times a test needs. */
  async function insertUser(userType: 'developer' | 'employer', createdAt: Date, updatedAt = createdAt) {
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
      })
      .returning({ id: users.id });
    return user!.id;
  }

  beforeAll(async () => {
    // Signed up now through the API: 2 developers, 1 employer, and 1 admin (signed up as an employer, then promoted).
    accounts = await createAccounts(t.app, t.db);
    await insertUser('developer', daysAgo(60)); // inactive
    const withRecentResume = await insertUser('developer', daysAgo(60));
    const [resume] = await t.db
      .insert(resumes)
      .values({
        userId: withRecentResume,
        fileName: 'cv.md',
        fileSize: 10,
        content: '# CV',
        uploadedAt: daysAgo(60),
        updatedAt: daysAgo(5),
      })
      .returning({ id: resumes.id });
    const withRecentProfile = await insertUser('developer', daysAgo(60));
    await t.db.insert(applicantProfiles).values({ userId: withRecentProfile, createdAt: daysAgo(60), updatedAt: daysAgo(10) });
    await insertUser('developer', daysAgo(8), daysAgo(40)); // signed up last week but one, inactive since
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
      { ...analysis, createdAt: new Date() },
      { ...analysis, createdAt: new Date() },
      { ...analysis, createdAt: daysAgo(ACTIVITY_DAYS - 1) },
      { ...analysis, createdAt: daysAgo(ACTIVITY_DAYS) },
    ]);
  });

  it('counts users by type, the active ones (signed in, or changed an account, profile or resume, in 30 days) and the sign-ups', async () => {
    const response = await asAdmin('GET', '/api/admin/users/stats');
    expect(response.statusCode, response.body).toBe(200);
    expect(ZUserStatsSchema.parse(response.json())).toEqual({
      totalUsers: 10,
      newUsersThisMonth: 4 + isThisMonth(daysAgo(8)) + isThisMonth(daysAgo(3)),
      totalDevelopers: 6,
      activeDevelopers: 4,
      developersThisWeek: 2,
      totalEmployers: 3,
      activeEmployers: 2,
      employersThisMonth: 1 + isThisMonth(daysAgo(3)),
      totalAdmins: 1,
    });
  });

  it('gives the last 30 UTC days, oldest first, with sign-ups and analyses per day and zeros elsewhere', async () => {
    const response = await asAdmin('GET', '/api/admin/stats/activity');
    expect(response.statusCode, response.body).toBe(200);
    const { days } = ZActivityStatsSchema.parse(response.json());
    const expectedDates = Array.from({ length: ACTIVITY_DAYS }, (_, index) => toUtcDate(daysAgo(ACTIVITY_DAYS - 1 - index)));
    expect(days.map((day) => day.date)).toEqual(expectedDates);

    const nonZero = days.filter((day) => day.developerSignups + day.employerSignups + day.analyses > 0);
    const entry = (date: Date, counts: Partial<TActivityStats['days'][number]>) => ({
      date: toUtcDate(date),
      developerSignups: 0,
      employerSignups: 0,
      analyses: 0,
      ...counts,
    });
    expect(nonZero).toEqual([
      entry(daysAgo(ACTIVITY_DAYS - 1), { analyses: 1 }),
      entry(daysAgo(8), { developerSignups: 1 }),
      entry(daysAgo(3), { employerSignups: 1 }),
      entry(new Date(), { developerSignups: 2, employerSignups: 1, analyses: 2 }),
    ]);
  });

  it('answers 401 and 403 for everyone but admins', async () => {
    await expectAdminOnly('GET', '/api/admin/users/stats');
    await expectAdminOnly('GET', '/api/admin/stats/activity');
  });
});
