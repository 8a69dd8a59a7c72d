import { describe, expect, it } from 'vitest';
import { ZUsageStatsSchema } from '#shared/schemas/admin.ts';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { buildResumeData, createAccounts } from '#tests/factories/resumes.ts';
import { readDatabaseNow } from '#tests/setup/fixed-clock.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { resumeAnalyses } from '#server/db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const toUtcDay = (date: Date) => date.toISOString().slice(0, 10);

describe('GET /api/admin/usage/stats', () => {
  const t = useTestApp();

  it('counts every resume analysis, in total and since midnight UTC, for admins only', async () => {
    const { owner, otherDeveloper, employer, admin } = await createAccounts(t.app, t.db);
    const stats = () => t.app.inject({ method: 'GET', url: '/api/admin/usage/stats', headers: { cookie: admin.cookie } });
    expect((await stats()).json()).toEqual({ aiAnalyses: 0, analysesToday: 0 });

    const created = await t.app.inject({
      method: 'POST',
      url: `/api/applicant/${owner.user.id}/resume/create`,
      headers: { cookie: owner.cookie },
      payload: { resumeData: buildResumeData() },
    });
    const resume = created.json<TResume>();
    for (const account of [owner, admin]) {
      const analyzed = await t.app.inject({ method: 'POST', url: `/api/resume/${resume.id}/analyze`, headers: { cookie: account.cookie } });
      expect(analyzed.statusCode, analyzed.body).toBe(200);
    }
    // Both stamped at one moment of the database's clock, so midnight cannot fall between them.
    const analysedAt = await readDatabaseNow(t.db);
    await t.db.update(resumeAnalyses).set({ createdAt: analysedAt });
    await t.db.insert(resumeAnalyses).values({
      resumeId: resume.id,
      userId: owner.user.id,
      overallScore: 50,
      atsCompatibility: 50,
      keySkillsFound: 1,
      result: {},
      provider: 'built-in',
      createdAt: new Date(analysedAt.getTime() - 2 * DAY_MS),
    });

    const response = await stats();
    expect(response.statusCode, response.body).toBe(200);
    // 'Today' is the database's UTC day: both analyses are today's, unless midnight has passed since.
    const analysesToday = toUtcDay(await readDatabaseNow(t.db)) === toUtcDay(analysedAt) ? 2 : 0;
    expect(ZUsageStatsSchema.parse(response.json())).toEqual({ aiAnalyses: 3, analysesToday });

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/usage/stats' });
    expect(anonymous.statusCode).toBe(401);
    for (const account of [owner, otherDeveloper, employer]) {
      const forbidden = await t.app.inject({ method: 'GET', url: '/api/admin/usage/stats', headers: { cookie: account.cookie } });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe('You do not have permission to do this.');
    }
  });
});
