import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TAdminBlogPost, TAdminBlogPostListItem, TBlogPostSummary, TSaveBlogPostRequest } from '#shared/schemas/blog.ts';
import { auditLogs, blogPosts } from '#server/db/schema.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { findAuditLogs } from '#tests/factories/auth.ts';
import { insertBlogPost } from '#tests/factories/blog.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import type { TApp } from '#server/app.ts';
import { PUBLISH_AT_IN_PAST } from './save-post.ts';

const HOUR_MS = 60 * 60 * 1000;

function buildPost(overrides: Partial<TSaveBlogPostRequest> = {}): TSaveBlogPostRequest {
  return {
    title: 'Pairing with an AI reviewer',
    excerpt: 'What a week of reviews with an assistant taught our team.',
    content: '## What we tried\n\nEvery pull request got a **second** reader.',
    category: 'developers',
    tags: ['Code review', 'AI'],
    imageAttribution: null,
    imageSource: null,
    status: 'draft',
    publishAt: null,
    ...overrides,
  };
}

function send(app: TApp, cookie: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
}

/** What readers can see of a post: the public list, its page, RSS and the sitemap. */
async function readPublicly(app: TApp, slug: string) {
  const list = (await app.inject({ method: 'GET', url: '/api/blog/posts?limit=100' })).json<TBlogPostSummary[]>();
  const page = await app.inject({ method: 'GET', url: `/api/blog/posts/${slug}` });
  const rss = (await app.inject({ method: 'GET', url: '/blog/rss.xml' })).body;
  const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  return {
    inList: list.some((post) => post.slug === slug),
    page: page.statusCode,
    inRss: rss.includes(`/blog/${slug}`),
    inSitemap: sitemap.includes(`/blog/${slug}`),
  };
}
const HIDDEN = { inList: false, page: 404, inRss: false, inSitemap: false };
const SHOWN = { inList: true, page: 200, inRss: true, inSitemap: true };

describe('the admin blog editor routes: who may call them', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await insertBlogPost(t.db, { id: 1, isPublished: false, publishedAt: null });
  });
  const routes = [
    ['GET', '/api/admin/blog/posts', undefined],
    ['GET', '/api/admin/blog/posts/1', undefined],
    ['POST', '/api/admin/blog/posts', buildPost()],
    ['PUT', '/api/admin/blog/posts/1', buildPost()],
    ['POST', '/api/admin/blog/posts/1/unpublish', undefined],
  ] as const;

  it.each(routes)('%s %s answers 401 without a session', async (method, url, payload) => {
    expect((await send(t.app, undefined, method, url, payload)).statusCode).toBe(401);
  });

  it.each(routes)('%s %s answers 403 to developers and employers and changes nothing', async (method, url, payload) => {
    const before = await t.db.select().from(blogPosts);
    for (const userType of ['developer', 'employer'] as const) {
      const { cookie } = await createUserWithSession(t.app, { userType });
      expect((await send(t.app, cookie, method, url, payload)).statusCode).toBe(403);
    }
    expect(await t.db.select().from(blogPosts)).toEqual(before);
  });
});

describe('writing a post by hand', () => {
  const t = useTestApp();
  afterEach(async () => {
    await t.db.delete(blogPosts);
    await t.db.delete(auditLogs);
  });

  it('keeps a draft off the blog, schedules it, publishes it when its time comes, and unpublishes it, each step audited', async () => {
    const admin = await createAdminWithSession(t.app, t.db);

    const created = await send(t.app, admin.cookie, 'POST', '/api/admin/blog/posts', buildPost());
    expect(created.statusCode).toBe(201);
    const draft = created.json<TAdminBlogPost>();
    expect(draft).toMatchObject({
      slug: 'pairing-with-an-ai-reviewer',
      status: 'draft',
      writer: 'admin',
      publishedAt: null,
      tags: ['Code review', 'AI'],
      featuredImage: '/api/blog/posts/pairing-with-an-ai-reviewer/cover.svg',
      imageAttribution: 'DevMatch',
    });
    expect(await readPublicly(t.app, draft.slug)).toEqual(HIDDEN);
    const listed = (await send(t.app, admin.cookie, 'GET', '/api/admin/blog/posts')).json<TAdminBlogPostListItem[]>();
    expect(listed.map((post) => [post.id, post.status])).toEqual([[draft.id, 'draft']]);

    const publishAt = new Date(Date.now() + 2 * HOUR_MS).toISOString();
    const scheduled = await send(
      t.app,
      admin.cookie,
      'PUT',
      `/api/admin/blog/posts/${draft.id}`,
      buildPost({ status: 'scheduled', publishAt }),
    );
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json<TAdminBlogPost>()).toMatchObject({ status: 'scheduled', publishedAt: publishAt });
    expect(await readPublicly(t.app, draft.slug)).toEqual(HIDDEN);

    // Its time comes: no job runs, the readers' queries let it through.
    await t.db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.id, draft.id));
    expect(await readPublicly(t.app, draft.slug)).toEqual(SHOWN);
    expect((await send(t.app, admin.cookie, 'GET', `/api/admin/blog/posts/${draft.id}`)).json<TAdminBlogPost>().status).toBe('published');

    const unpublished = await send(t.app, admin.cookie, 'POST', `/api/admin/blog/posts/${draft.id}/unpublish`);
    expect(unpublished.json<TAdminBlogPost>()).toMatchObject({ status: 'draft', publishedAt: null });
    expect(await readPublicly(t.app, draft.slug)).toEqual(HIDDEN);

    const published = await send(t.app, admin.cookie, 'PUT', `/api/admin/blog/posts/${draft.id}`, buildPost({ status: 'published' }));
    expect(published.json<TAdminBlogPost>().status).toBe('published');
    expect(await readPublicly(t.app, draft.slug)).toEqual(SHOWN);
    const page = (await t.app.inject({ method: 'GET', url: `/api/blog/posts/${draft.slug}` })).json<TAdminBlogPost>();
    expect(page.content).toContain('**second**');

    const actions = (
      await t.db.select({ action: auditLogs.action, userId: auditLogs.userId }).from(auditLogs).orderBy(auditLogs.id)
    ).filter((entry) => entry.action.startsWith('blog.'));
    expect(actions.map((entry) => entry.action)).toEqual([
      'blog.post_created',
      'blog.post_updated',
      'blog.post_scheduled',
      'blog.post_unpublished',
      'blog.post_updated',
      'blog.post_published',
    ]);
    expect(actions.every((entry) => entry.userId === admin.user.id)).toBe(true);
  });

  it('publishes at once on creation, keeps the first publication time on later saves, and edits any writer’s post', async () => {
    const admin = await createAdminWithSession(t.app, t.db);
    const created = (
      await send(t.app, admin.cookie, 'POST', '/api/admin/blog/posts', buildPost({ status: 'published', category: 'employers' }))
    ).json<TAdminBlogPost>();
    expect(created.status).toBe('published');
    expect(await readPublicly(t.app, created.slug)).toEqual(SHOWN);
    expect((await findAuditLogs(t.db, 'blog.post_published')).length).toBe(1);

    const edited = await send(
      t.app,
      admin.cookie,
      'PUT',
      `/api/admin/blog/posts/${created.id}`,
      buildPost({
        status: 'published',
        title: 'Pairing with an AI reviewer, revisited',
        imageAttribution: 'Jane Doe',
        imageSource: 'https://example.com/photo',
      }),
    );
    expect(edited.json<TAdminBlogPost>()).toMatchObject({
      slug: created.slug,
      title: 'Pairing with an AI reviewer, revisited',
      publishedAt: created.publishedAt,
      imageAttribution: 'Jane Doe',
      imageSource: 'https://example.com/photo',
    });
    // Saving a published post again is an update, not a second publication.
    expect((await findAuditLogs(t.db, 'blog.post_published')).length).toBe(1);

    const generated = await insertBlogPost(t.db, { writer: 'editorial' });
    const saved = await send(t.app, admin.cookie, 'PUT', `/api/admin/blog/posts/${generated.id}`, buildPost({ status: 'published' }));
    expect(saved.json<TAdminBlogPost>()).toMatchObject({ slug: generated.slug, writer: 'editorial', title: buildPost().title });
  });

  it('gives a second post with the same title its own address', async () => {
    const admin = await createAdminWithSession(t.app, t.db);
    const slugs = [];
    for (const _ of [1, 2])
      slugs.push((await send(t.app, admin.cookie, 'POST', '/api/admin/blog/posts', buildPost())).json<TAdminBlogPost>().slug);
    expect(slugs).toEqual(['pairing-with-an-ai-reviewer', 'pairing-with-an-ai-reviewer-2']);
  });

  it.each([
    [{ title: '  ' }, 'Title is required'],
    [{ content: '' }, 'Content is required'],
    [{ category: 'news' }, 'Category must be developers, employers or industry'],
    [{ tags: ['a', 'A'] }, 'Each tag must differ'],
    [{ tags: ['1', '2', '3', '4', '5', '6', '7'] }, 'At most 6 tags'],
    [{ status: 'scheduled' }, 'Choose when a scheduled post is published'],
    [{ status: 'scheduled', publishAt: 'tomorrow' }, 'Publication time must be a date and time'],
    [{ status: 'scheduled', publishAt: new Date(Date.now() - HOUR_MS).toISOString() }, PUBLISH_AT_IN_PAST],
    [{ imageSource: 'javascript:alert(1)' }, 'Image source must be a web address (http or https)'],
    [{ title: 'x'.repeat(161) }, 'Title must be at most 160 characters'],
  ])('refuses %j with 400 "%s" and stores nothing', async (overrides, message) => {
    const admin = await createAdminWithSession(t.app, t.db);
    const existing = await insertBlogPost(t.db);
    const payload = { ...buildPost(), ...overrides };

    for (const [method, url] of [
      ['POST', '/api/admin/blog/posts'],
      ['PUT', `/api/admin/blog/posts/${existing.id}`],
    ] as const) {
      const response = await send(t.app, admin.cookie, method, url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    const rows = await t.db.select({ id: blogPosts.id, title: blogPosts.title, isPublished: blogPosts.isPublished }).from(blogPosts);
    expect(rows).toEqual([{ id: existing.id, title: existing.title, isPublished: true }]);
    expect((await t.db.select().from(auditLogs)).filter((entry) => entry.action.startsWith('blog.'))).toEqual([]);
  });

  it('answers 404 for a post that does not exist', async () => {
    const admin = await createAdminWithSession(t.app, t.db);
    for (const [method, url, payload] of [
      ['GET', '/api/admin/blog/posts/999999', undefined],
      ['PUT', '/api/admin/blog/posts/999999', buildPost()],
      ['POST', '/api/admin/blog/posts/999999/unpublish', undefined],
    ] as const) {
      const response = await send(t.app, admin.cookie, method, url, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Blog post not found' });
    }
  });

  it('lists drafts and scheduled posts before published ones, and keeps scheduled posts off Developer Insights', async () => {
    const admin = await createAdminWithSession(t.app, t.db);
    const published = await insertBlogPost(t.db);
    const scheduled = await insertBlogPost(t.db, { publishedAt: new Date(Date.now() + HOUR_MS) });
    const draft = await insertBlogPost(t.db, { isPublished: false, publishedAt: null });

    const listed = (await send(t.app, admin.cookie, 'GET', '/api/admin/blog/posts')).json<TAdminBlogPostListItem[]>();
    expect(new Map(listed.map((post) => [post.id, post.status]))).toEqual(
      new Map([
        [published.id, 'published'],
        [scheduled.id, 'scheduled'],
        [draft.id, 'draft'],
      ]),
    );
    expect(listed.at(-1)!.id).toBe(published.id);
    const feed = (await t.app.inject({ method: 'GET', url: '/api/blog/posts?category=developers&limit=6' })).json<TBlogPostSummary[]>();
    expect(feed.map((post) => post.id)).toEqual([published.id]);
  });
});
