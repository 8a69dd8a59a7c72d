/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: a session made on
 * one works on the other, an upload on one is readable on the other, a profile changed on one is
 * found by a search on the other at once, a logout on one ends the session on both at once, a message
 * sent through one reaches the live stream held by the other, and the daily blog post, due on both at
 * start, is published once.
 * Runs when DATABASE_URL names a PostgreSQL server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TUser } from '#shared/schemas/auth.ts';
import type { TBlogPostSummary } from '#shared/schemas/blog.ts';
import type { TCandidateSearchResult } from '#shared/schemas/candidate-search.ts';
import type { TResume, TResumeDetail } from '#shared/schemas/resumes/resume.ts';
import { openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { PLATFORM_SETTING_DEFAULTS, PLATFORM_SETTING_KEYS } from '#server/db/platform-settings.queries.ts';
import { adminSettings, auditLogs, blogPosts, jobRuns } from '#server/db/schema.ts';
import { DAILY_POST_JOB } from '#server/features/blog/daily-post-job.ts';
import {
  callApi,
  logInOver,
  openEventStream,
  readBodySha256,
  readJson,
  sha256Hex,
  signUpOver,
  uploadResumeOver,
  type THttpAccount,
} from '#tests/factories/http-api.ts';
import { readResumeFixture } from '#tests/factories/resumes.ts';
import { TEMPLATE_DATABASE } from '#tests/setup/global-db.ts';
import { createPostgresDatabase, type TPostgresDatabase } from '#tests/setup/postgres-databases.ts';
import {
  buildServerBundle,
  killStartedServers,
  startServer,
  type TServerBundle,
  type TServerProcess,
} from '#tests/setup/server-process.ts';

const JOB_WAIT_MS = 20_000;
const LOGOUT_ROUNDS = 3;
/** Due at once: on, at hour 0 UTC, so the check every server makes at start finds it due. */
const DAILY_POST_DUE = { [PLATFORM_SETTING_KEYS.dailyBlogPostEnabled]: 'true', [PLATFORM_SETTING_KEYS.dailyBlogPostHour]: '0' };

describe.runIf(Boolean(process.env.DATABASE_URL))('two app servers on one PostgreSQL database', () => {
  let bundle: TServerBundle;
  let database: TPostgresDatabase;
  let handle: DatabaseHandle;
  let dataDir: string;
  let serverA: TServerProcess;
  let serverB: TServerProcess;
  let developer: THttpAccount & { password: string };

  beforeAll(async () => {
    bundle = buildServerBundle();
    database = await createPostgresDatabase(inject('postgresTemplateUrl'), { template: TEMPLATE_DATABASE });
    handle = openPostgres(database.url, 1);
    // Start-up keeps settings that exist, so the servers find the daily post due when they first check.
    await handle.db.insert(adminSettings).values(
      PLATFORM_SETTING_DEFAULTS.filter((row) => row.settingKey in DAILY_POST_DUE).map((row) => ({
        ...row,
        settingValue: DAILY_POST_DUE[row.settingKey as keyof typeof DAILY_POST_DUE],
      })),
    );
    dataDir = mkdtempSync(join(tmpdir(), 'devmatch-two-servers-'));
    const env = (name: string) => ({
      DATABASE_URL: database.url,
      APP_SECRET: 'two-servers-test-secret-0123456789',
      DATA_DIR: join(dataDir, name),
      // Info, for the daily job's log line.
      LOG_LEVEL: 'info',
    });
    // Started together, so both reach the daily post's first check at about the same moment.
    [serverA, serverB] = await Promise.all([startServer(bundle, env('a')), startServer(bundle, env('b'))]);
    developer = await signUpOver(serverA);
  });

  afterAll(async () => {
    await killStartedServers();
    await handle?.close();
    await database?.drop();
    bundle?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('accepts on one server the session made on the other', async () => {
    const onB = await readJson<TUser>(await callApi(serverB.url, 'GET', '/api/auth/me', { cookie: developer.cookie }), 200);
    expect(onB.id).toBe(developer.user.id);

    const cookieFromB = await logInOver(serverB.url, { email: developer.user.email, password: developer.password });
    const onA = await readJson<TUser>(await callApi(serverA.url, 'GET', '/api/auth/me', { cookie: cookieFromB }), 200);
    expect(onA.id).toBe(developer.user.id);
  });

  it('serves on one server the resume uploaded on the other', async () => {
    const bytes = readResumeFixture('fullstack-engineer-strong.docx');
    const { cookie, user } = developer;
    const uploaded = await readJson<TResume>(
      await uploadResumeOver(serverA.url, { userId: user.id, cookie, bytes, fileName: 'cv.docx' }),
      201,
    );

    const listed = await readJson<TResume[]>(await callApi(serverB.url, 'GET', `/api/applicant/${user.id}/resumes`, { cookie }), 200);
    expect(listed.map((resume) => resume.id)).toContain(uploaded.id);
    const onA = await readJson<TResumeDetail>(await callApi(serverA.url, 'GET', `/api/resume/${uploaded.id}`, { cookie }), 200);
    const onB = await readJson<TResumeDetail>(await callApi(serverB.url, 'GET', `/api/resume/${uploaded.id}`, { cookie }), 200);
    expect(onB.fileContent).toBe(onA.fileContent);
    const original = await callApi(serverB.url, 'GET', `/api/resume/${uploaded.id}/original`, { cookie });
    expect(await readBodySha256(original)).toBe(sha256Hex(bytes));
  });

  it('finds on one server, at once, a profile written or changed on the other', async () => {
    const employer = await signUpOver(serverB, { userType: 'employer' });
    const searchOnB = async (jobTitle: string) => {
      const response = await callApi(serverB.url, 'POST', '/api/candidates/search', { cookie: employer.cookie, body: { jobTitle } });
      return (await readJson<TCandidateSearchResult[]>(response, 200)).map((result) => result.id);
    };
    // B's search index is loaded now, before the writes on A.
    expect(await searchOnB('Quillwright')).toEqual([]);
    const { cookie, user } = developer;
    const { profile } = await readJson<{ profile: { id: number } }>(
      await callApi(serverA.url, 'GET', `/api/applicant/profile/${user.id}`, { cookie }),
      200,
    );
    const patchOnA = (body: Record<string, unknown>) =>
      callApi(serverA.url, 'PATCH', `/api/applicant/profile/${profile.id}`, { cookie, body }).then((response) => readJson(response, 200));

    await patchOnA({ jobTitle: 'Quillwright Engineer', skills: ['Go'] });
    expect(await searchOnB('Quillwright')).toEqual([profile.id]);
    await patchOnA({ jobTitle: 'Lanternsmith Engineer' });
    expect(await searchOnB('Quillwright')).toEqual([]);
    expect(await searchOnB('Lanternsmith')).toEqual([profile.id]);
  });

  it('tells the live stream held by one server of a message sent through the other', async () => {
    const employer = await signUpOver(serverA, { userType: 'employer' });
    const { cookie, user } = developer;
    const { profile } = await readJson<{ profile: { id: number } }>(
      await callApi(serverB.url, 'GET', `/api/applicant/profile/${user.id}`, { cookie }),
      200,
    );
    const stream = await openEventStream(serverB.url, '/api/conversations/events', cookie);
    try {
      expect(await stream.waitFor('retry:')).toBe(true);
      const body = { candidateId: profile.id, subject: 'A role', message: 'Would you like to talk?' };
      const { conversationId } = await readJson<{ conversationId: number }>(
        await callApi(serverA.url, 'POST', '/api/employer/contact', { cookie: employer.cookie, body }),
        201,
      );
      expect(await stream.waitFor(`"conversationId":${conversationId}`)).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('ends a session on both servers the moment it is logged out on one', async () => {
    const credentials = { email: developer.user.email, password: developer.password };
    // Both directions, a few times: a server that learns of logouts late fails some of them.
    const directions: [TServerProcess, TServerProcess][] = [];
    for (let round = 0; round < LOGOUT_ROUNDS; round += 1) directions.push([serverA, serverB], [serverB, serverA]);
    for (const [from, other] of directions) {
      const cookie = await logInOver(from.url, credentials);
      // The other server has just used the session (a cache there would hold it now).
      expect((await callApi(other.url, 'GET', '/api/auth/me', { cookie })).status).toBe(200);

      expect((await callApi(from.url, 'POST', '/api/auth/logout', { cookie })).status).toBe(200);

      // No wait: the next request on the other server is already refused.
      expect((await callApi(other.url, 'GET', '/api/auth/me', { cookie })).status).toBe(401);
      expect((await callApi(from.url, 'GET', '/api/auth/me', { cookie })).status).toBe(401);
    }
    // Another session of the same account is not touched by those logouts.
    expect((await callApi(serverB.url, 'GET', '/api/auth/me', { cookie: developer.cookie })).status).toBe(200);
  });

  it('publishes the daily blog post once, although it was due on both servers', async () => {
    const { db } = handle;
    const deadline = Date.now() + JOB_WAIT_MS;
    const isFinished = async () =>
      (
        await db
          .select()
          .from(jobRuns)
          .where(and(eq(jobRuns.job, DAILY_POST_JOB), isNotNull(jobRuns.finishedAt)))
      ).length > 0;
    while (!(await isFinished()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

    const runs = await db.select({ result: jobRuns.result }).from(jobRuns).where(eq(jobRuns.job, DAILY_POST_JOB));
    const posts = await db.select({ id: blogPosts.id, writer: blogPosts.writer }).from(blogPosts);
    const [audited] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'blog.daily_post_published'));
    expect(runs).toEqual([{ result: expect.objectContaining({ postId: posts[0]?.id, writer: 'built-in' }) }]);
    expect(posts).toHaveLength(1);
    expect(audited!.count).toBe(1);
    const publishers = [serverA, serverB].filter((server) => server.output().includes('daily blog post published'));
    expect(publishers).toHaveLength(1);
    for (const server of [serverA, serverB]) {
      const listed = await readJson<TBlogPostSummary[]>(await callApi(server.url, 'GET', '/api/blog/posts'), 200);
      expect(listed.map((post) => post.id)).toEqual([posts[0]!.id]);
    }
  });
});
