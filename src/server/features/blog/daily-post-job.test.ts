import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TApp } from '#server/app.ts';
import { PLATFORM_SETTING_KEYS } from '#server/db/platform-settings.queries.ts';
import { adminSettings, auditLogs, blogPosts, jobRuns } from '#server/db/schema.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { DAILY_POST_JOB, runDailyPostCheck } from './daily-post-job.ts';

const silentLog = pino({ level: 'silent' });

async function setDailyPost(app: TApp, settings: { enabled: boolean; hourUtc: number }): Promise<void> {
  const rows = [
    { settingKey: PLATFORM_SETTING_KEYS.dailyBlogPostEnabled, settingValue: String(settings.enabled) },
    { settingKey: PLATFORM_SETTING_KEYS.dailyBlogPostHour, settingValue: String(settings.hourUtc) },
  ];
  for (const row of rows) {
    await app.ctx.db
      .insert(adminSettings)
      .values({ ...row, description: row.settingKey })
      .onConflictDoUpdate({ target: adminSettings.settingKey, set: { settingValue: row.settingValue } });
  }
}

const checkOn = (app: TApp, now?: Date) =>
  runDailyPostCheck({ db: app.ctx.db, config: app.ctx.config, secrets: app.ctx.secrets, log: silentLog }, now);

describe('the daily blog post job', () => {
  const t = useTestApp();
  /** A second app server on the same database, as behind a load balancer. */
  let otherServer: TApp;

  beforeAll(async () => {
    otherServer = await buildApp({ ctx: t.app.ctx, clientDir: false });
    await otherServer.ready();
  });
  afterAll(() => otherServer.close());

  it('does nothing while the setting is off', async () => {
    await setDailyPost(t.app, { enabled: false, hourUtc: 0 });
    expect(await checkOn(t.app)).toBe('disabled');
    expect(await t.db.select().from(jobRuns)).toEqual([]);
  });

  it('waits for the configured UTC hour', async () => {
    await setDailyPost(t.app, { enabled: true, hourUtc: 10 });
    expect(await checkOn(t.app, new Date(Date.UTC(2026, 10, 25, 9, 59)))).toBe('not-due');
    expect(await t.db.select().from(jobRuns)).toEqual([]);
  });

  it('publishes exactly one post a day when two servers check at once, and none after a restart', async () => {
    await setDailyPost(t.app, { enabled: true, hourUtc: 0 });
    // Both servers' minute checks in the last minute of a month's last day.
    const now = new Date('2024-02-29T23:59:30Z');

    const outcomes = await Promise.all([checkOn(t.app, now), checkOn(otherServer, now)]);
    const afterRestart = await checkOn(otherServer, new Date('2024-02-29T23:59:59Z'));

    expect(outcomes.sort()).toEqual(['already-claimed', 'published']);
    expect(afterRestart).toBe('already-claimed');
    const posts = await t.db.select({ id: blogPosts.id, slug: blogPosts.slug, writer: blogPosts.writer }).from(blogPosts);
    expect(posts).toHaveLength(1);
    const runs = await t.db.select().from(jobRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      job: DAILY_POST_JOB,
      runDate: '2024-02-29',
      result: { postId: posts[0]!.id, slug: posts[0]!.slug, writer: 'built-in' },
    });
    expect(runs[0]!.finishedAt).toBeInstanceOf(Date);
    expect(posts[0]!.slug).toBe('developer-market-report-2024-02-29');
    const audits = await t.db.select({ action: auditLogs.action, userId: auditLogs.userId }).from(auditLogs);
    expect(audits).toEqual([{ action: 'blog.daily_post_published', userId: null }]);
  });
});
