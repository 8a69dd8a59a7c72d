import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TBlogPost,
  TGenerateDailyPostResponse,
  TGenerateInitialPostsResponse,
  TUpdateBacklinksResponse,
} from '#shared/schemas/blog.ts';
import { SERVICE_NAMES } from '#server/db/service-keys.queries.ts';
import { apiKeys, blogPosts } from '#server/db/schema.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { findAuditLogs } from '#tests/factories/auth.ts';
import { insertBlogPost } from '#tests/factories/blog.ts';
import { startFakeLlmServer, type TFakeLlmServer } from '#tests/factories/fake-llm-server.ts';
import { startFakeUnsplashServer, type TFakeUnsplashServer } from '#tests/factories/fake-unsplash-server.ts';
import { setLlmKey, useLlmServer } from '#tests/factories/llm-settings.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { MONTH_END_MINUTE, setClock } from '#tests/setup/fixed-clock.ts';
import { createTestApp, useTestApp, type TTestApp } from '#tests/setup/test-app.ts';
import type { TApp } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';

function callAdmin(app: TApp, cookie: string, method: 'POST' | 'DELETE', url: string) {
  return app.inject({ method, url, headers: { cookie } });
}

async function readPost(app: TApp, slug: string): Promise<TBlogPost> {
  const response = await app.inject({ method: 'GET', url: `/api/blog/posts/${slug}` });
  expect(response.statusCode).toBe(200);
  return response.json<TBlogPost>();
}

describe('admin blog routes: who may call them', () => {
  const t = useTestApp();
  const routes = [
    ['POST', '/api/admin/blog/generate-initial'],
    ['POST', '/api/admin/blog/generate-daily'],
    ['POST', '/api/admin/blog/update-backlinks'],
    ['DELETE', '/api/admin/blog/posts/1'],
  ] as const;

  it.each(routes)('%s %s answers 401 without a session', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
  });

  it.each(routes)('%s %s answers 403 to developers and employers, and writes nothing', async (method, url) => {
    for (const userType of ['developer', 'employer'] as const) {
      const { cookie } = await createUserWithSession(t.app, { userType });
      const response = await callAdmin(t.app, cookie, method, url);
      expect(response.statusCode).toBe(403);
    }
    expect(await t.db.select().from(blogPosts)).toEqual([]);
  });
});

describe('POST /api/admin/blog/generate-initial', () => {
  const t = useTestApp();

  it('publishes the 10 editorial articles a day apart with generated covers, then skips them', async () => {
    const admin = await createAdminWithSession(t.app, t.db);

    const first = await callAdmin(t.app, admin.cookie, 'POST', '/api/admin/blog/generate-initial');
    const second = await callAdmin(t.app, admin.cookie, 'POST', '/api/admin/blog/generate-initial');

    expect(first.statusCode).toBe(200);
    const created = first.json<TGenerateInitialPostsResponse>();
    expect(created).toMatchObject({ created: 10, skipped: 0 });
    expect(created.posts[0]).toMatchObject({
      slug: 'how-to-prepare-for-a-technical-interview',
      writer: 'editorial',
      featuredImage: '/api/blog/posts/how-to-prepare-for-a-technical-interview/cover.svg',
      imageAttribution: 'DevMatch',
      imageSource: null,
      viewCount: 0,
    });
    const published = created.posts.map((post) => Date.parse(post.publishedAt!));
    for (let index = 1; index < published.length; index += 1) expect(published[index - 1]! - published[index]!).toBe(24 * 60 * 60 * 1000);
    expect(second.json()).toEqual({ created: 0, skipped: 10, posts: [] });

    const list = (await t.app.inject({ method: 'GET', url: '/api/blog/posts?limit=50' })).json<TBlogPost[]>();
    expect(list.map((post) => post.slug)).toEqual(created.posts.map((post) => post.slug));
    expect((await readPost(t.app, 'hiring-remote-developers')).content).toContain('##');
    const audits = await findAuditLogs(t.db, 'blog.initial_posts_generated');
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ userId: admin.user.id, resourceType: 'blog_post', details: { skipped: 0 } });
    expect(audits[1]).toMatchObject({ details: { created: [], skipped: 10 } });
  });

  it('creates each article once when two calls run at the same time', async () => {
    await t.db.delete(blogPosts);
    const admin = await createAdminWithSession(t.app, t.db);

    const answers = await Promise.all([1, 2].map(() => callAdmin(t.app, admin.cookie, 'POST', '/api/admin/blog/generate-initial')));

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.reduce((sum, answer) => sum + answer.json<TGenerateInitialPostsResponse>().created, 0)).toBe(10);
    expect(await t.db.select({ id: blogPosts.id }).from(blogPosts)).toHaveLength(10);
  });

  it('counts what it created and what already existed, for the toast to say so', async () => {
    await t.db.delete(blogPosts);
    const admin = await createAdminWithSession(t.app, t.db);
    const first = (await callAdmin(t.app, admin.cookie, 'POST', '/api/admin/blog/generate-initial')).json<TGenerateInitialPostsResponse>();
    for (const post of first.posts.slice(0, 3)) await callAdmin(t.app, admin.cookie, 'DELETE', `/api/admin/blog/posts/${post.id}`);

    const again = await callAdmin(t.app, admin.cookie, 'POST', '/api/admin/blog/generate-initial');

    expect(again.statusCode).toBe(200);
    const answer = again.json<TGenerateInitialPostsResponse>();
    expect(answer).toMatchObject({ created: 3, skipped: 7 });
    expect(answer.posts.map((post) => post.slug)).toEqual(first.posts.slice(0, 3).map((post) => post.slug));
  });
});

describe('POST /api/admin/blog/generate-daily with the built-in writer', () => {
  const t = useTestApp();

  it('publishes a dated market report, once per UTC day', async () => {
    setClock(MONTH_END_MINUTE);
    const admin = await createAdminWithSession(t.app, t.db);

    const first = await callAdmin(t.app, admin.cookie, 'POST', '/api/admin/blog/generate-daily');
    const second = await callAdmin(t.app, admin.cookie, 'POST', '/api/admin/blog/generate-daily');

    expect(first.statusCode).toBe(200);
    const { post, writer } = first.json<TGenerateDailyPostResponse>();
    expect(writer).toBe('built-in');
    expect(post).toMatchObject({
      slug: 'developer-market-report-2024-02-29',
      title: 'Developer Market Report: 29 February 2024',
      writer: 'built-in',
      category: 'industry',
    });
    expect((await readPost(t.app, post.slug)).content).toContain('There is not enough data for this part yet');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining("Today's market report has already been published"),
    });
    expect(await findAuditLogs(t.db, 'blog.daily_post_generated')).toMatchObject([
      { userId: admin.user.id, resourceId: String(post.id), details: { writer: 'built-in', slug: post.slug } },
    ]);
  });
});

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

function buildArticle(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Negotiating Your First Senior Developer Offer',
    excerpt: 'How to compare offers, what to ask for beyond salary, and how to negotiate without burning bridges.',
    category: 'developers',
    tags: ['Career', 'Salary', 'Negotiation'],
    content: `## Start here\n\n<div onclick="x()">Kept text</div> <script>alert(1)</script>${words(600)}\n\n\`\`\`html\n<div>code stays</div>\n\`\`\``,
    ...overrides,
  };
}

describe('POST /api/admin/blog/generate-daily with the admin’s AI model', () => {
  let t: TTestApp;
  let llm: TFakeLlmServer;
  let adminCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    llm = await startFakeLlmServer();
    await useLlmServer(t.db, llm.baseUrl);
    await setLlmKey(t, 'sk-test', true);
    adminCookie = (await createAdminWithSession(t.app, t.db)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('publishes the model’s article with raw HTML taken out, sending it the existing titles', async () => {
    await insertBlogPost(t.db, { title: 'An Existing Title' });
    llm.answerWith({ content: JSON.stringify(buildArticle()) });

    const response = await callAdmin(t.app, adminCookie, 'POST', '/api/admin/blog/generate-daily');

    expect(response.statusCode).toBe(200);
    const { post, writer } = response.json<TGenerateDailyPostResponse>();
    expect(writer).toBe('llm');
    expect(post).toMatchObject({
      slug: 'negotiating-your-first-senior-developer-offer',
      writer: 'llm',
      tags: ['Career', 'Salary', 'Negotiation'],
    });
    const { content } = await readPost(t.app, post.slug);
    expect(content).toContain('Kept text');
    expect(content).not.toMatch(/<div onclick|<script|alert\(1\)<\/script>/);
    expect(content).toContain('<div>code stays</div>');
    expect(JSON.stringify(llm.requests.at(-1)!.body)).toContain('An Existing Title');
  });

  it('takes out HTML that one pass of stripping would rebuild, from the content, title, excerpt and tags', async () => {
    const article = buildArticle({
      title: '<<b>script>alert(1)<</b>/script>Remote Work Offers Compared',
      excerpt: 'What a remote offer includes beyond salary <img src=x> and how to compare two of them fairly.',
      tags: ['<<b>script>Remote<</b>/script>', 'Offers'],
      content: `## Start here\n\n<<b>script>alert(1)<</b>/script> <<b>img src=x onerror=alert(1)> <img src=x>${words(600)}`,
    });
    llm.answerWith({ content: JSON.stringify(article) });

    const response = await callAdmin(t.app, adminCookie, 'POST', '/api/admin/blog/generate-daily');

    expect(response.statusCode).toBe(200);
    const post = await readPost(t.app, response.json<TGenerateDailyPostResponse>().post.slug);
    expect(post).toMatchObject({
      slug: 'alert-1-remote-work-offers-compared',
      title: 'alert(1)Remote Work Offers Compared',
      excerpt: 'What a remote offer includes beyond salary  and how to compare two of them fairly.',
      tags: ['Remote', 'Offers'],
    });
    for (const text of [post.title, post.excerpt, ...post.tags, post.content]) expect(text).not.toMatch(/<\/?[a-z]/i);
  });

  it('gives a repeated title a slug of its own', async () => {
    llm.answerWith({ content: JSON.stringify(buildArticle()) });
    const response = await callAdmin(t.app, adminCookie, 'POST', '/api/admin/blog/generate-daily');
    expect(response.json<TGenerateDailyPostResponse>().post.slug).toBe('negotiating-your-first-senior-developer-offer-2');
  });

  it.each([
    ['an HTTP error', { status: 500, body: { error: { message: 'down' } } }],
    ['an article that is too short', { content: JSON.stringify(buildArticle({ content: words(120) })) }],
    ['an article that is too long', { content: JSON.stringify(buildArticle({ content: words(1600) })) }],
    ['an unknown category', { content: JSON.stringify(buildArticle({ category: 'cooking' })) }],
    ['a title that is too long', { content: JSON.stringify(buildArticle({ title: 'Long '.repeat(30) })) }],
    ['text that is not JSON', { content: 'Here is your article!' }],
  ])('falls back to the built-in writer on %s', async (_label, answer) => {
    await t.db.delete(blogPosts).where(eq(blogPosts.writer, 'built-in'));
    llm.answerWith(answer);

    const response = await callAdmin(t.app, adminCookie, 'POST', '/api/admin/blog/generate-daily');

    expect(response.statusCode).toBe(200);
    expect(response.json<TGenerateDailyPostResponse>()).toMatchObject({ writer: 'built-in', post: { writer: 'built-in' } });
  });
});

describe('DELETE /api/admin/blog/posts/:id', () => {
  const t = useTestApp();

  it('deletes a post, audited, and answers 404 the second time', async () => {
    const admin = await createAdminWithSession(t.app, t.db);
    const post = await insertBlogPost(t.db);

    const deleted = await callAdmin(t.app, admin.cookie, 'DELETE', `/api/admin/blog/posts/${post.id}`);
    const again = await callAdmin(t.app, admin.cookie, 'DELETE', `/api/admin/blog/posts/${post.id}`);

    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id))).toEqual([]);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Blog post not found' });
    expect(await findAuditLogs(t.db, 'blog.post_deleted')).toMatchObject([
      { userId: admin.user.id, resourceId: String(post.id), details: { slug: post.slug, title: post.title } },
    ]);
  });

  it.each(['abc', '0', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    const admin = await createAdminWithSession(t.app, t.db);
    const response = await callAdmin(t.app, admin.cookie, 'DELETE', `/api/admin/blog/posts/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Blog post id must be a positive whole number' });
  });
});

describe('POST /api/admin/blog/update-backlinks', () => {
  const t = useTestApp({ APP_URL: 'https://devmatch.example.com' });

  it('adds the links once to published posts that lack them, and names the host', async () => {
    const admin = await createAdminWithSession(t.app, t.db);
    const posts = [await insertBlogPost(t.db), await insertBlogPost(t.db)];
    const draft = await insertBlogPost(t.db, { isPublished: false });

    const first = await callAdmin(t.app, admin.cookie, 'POST', '/api/admin/blog/update-backlinks');
    const second = await callAdmin(t.app, admin.cookie, 'POST', '/api/admin/blog/update-backlinks');

    expect(first.statusCode).toBe(200);
    expect(first.json<TUpdateBacklinksResponse>()).toEqual({ updated: 2, host: 'devmatch.example.com' });
    expect(second.json<TUpdateBacklinksResponse>()).toEqual({ updated: 0, host: 'devmatch.example.com' });
    const { content } = await readPost(t.app, posts[0]!.slug);
    expect(content.startsWith(posts[0]!.content)).toBe(true);
    expect(content).toContain('](https://devmatch.example.com/signup)');
    expect(content).toContain('](https://devmatch.example.com/blog)');
    const [draftRow] = await t.db.select({ content: blogPosts.content }).from(blogPosts).where(eq(blogPosts.id, draft.id));
    expect(draftRow!.content).toBe(draft.content);
    expect(await findAuditLogs(t.db, 'blog.backlinks_updated')).toHaveLength(2);
  });
});

async function setUnsplashKey(db: Database, keyValue: string): Promise<void> {
  await db
    .insert(apiKeys)
    .values({ serviceName: SERVICE_NAMES.unsplash, description: 'Unsplash', keyValue, isActive: true })
    .onConflictDoUpdate({ target: apiKeys.serviceName, set: { keyValue, isActive: true } });
}

describe('covers from Unsplash', () => {
  let t: TTestApp;
  let unsplash: TFakeUnsplashServer;
  let adminCookie: string;

  beforeAll(async () => {
    unsplash = await startFakeUnsplashServer();
    t = await createTestApp({ UNSPLASH_API_URL: unsplash.apiUrl });
    await setUnsplashKey(t.db, 'unsplash-access-key');
    adminCookie = (await createAdminWithSession(t.app, t.db)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await unsplash.close();
  });

  it('uses the first photo for the article’s cover words, credits the photographer and reports the download', async () => {
    const response = await callAdmin(t.app, adminCookie, 'POST', '/api/admin/blog/generate-initial');

    const first = response.json<TGenerateInitialPostsResponse>().posts[0]!;
    expect(first).toMatchObject({
      featuredImage: 'https://images.unsplash.com/photo-laptop-whiteboard-planning?w=1080',
      imageAttribution: 'Ada Photographer',
      imageSource: 'https://unsplash.com/photos/laptop-whiteboard-planning?utm_source=devmatch&utm_medium=referral',
    });
    const search = unsplash.requests.find((request) => request.url.includes('query=laptop+whiteboard+planning'))!;
    expect(search.url).toBe('/search/photos?query=laptop+whiteboard+planning&orientation=landscape&per_page=1');
    expect(search.headers.authorization).toBe('Client-ID unsplash-access-key');
    const pings = unsplash.requests.filter((request) => request.url.includes('/download'));
    expect(pings).toHaveLength(10);
    expect(pings[0]!.headers.authorization).toBe('Client-ID unsplash-access-key');
  });

  it('pings only Unsplash’s own API with the key, never a download location the answer puts elsewhere', async () => {
    const elsewhere = await startFakeUnsplashServer();
    unsplash.pointDownloadsTo(elsewhere.apiUrl);

    const response = await callAdmin(t.app, adminCookie, 'POST', '/api/admin/blog/generate-daily');

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TGenerateDailyPostResponse>().post.imageAttribution).toBe('Ada Photographer');
    expect(elsewhere.requests).toEqual([]);
    unsplash.pointDownloadsTo(null);
    await elsewhere.close();
  });

  it('falls back to the generated cover when Unsplash fails', async () => {
    await t.db.delete(blogPosts);
    unsplash.failWith(503);

    const response = await callAdmin(t.app, adminCookie, 'POST', '/api/admin/blog/generate-daily');

    const { post } = response.json<TGenerateDailyPostResponse>();
    expect(post).toMatchObject({
      featuredImage: `/api/blog/posts/${post.slug}/cover.svg`,
      imageAttribution: 'DevMatch',
      imageSource: null,
    });
  });
});
