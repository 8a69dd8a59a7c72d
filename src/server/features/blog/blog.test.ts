import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TBlogPost, TBlogPostSummary } from '#shared/schemas/blog.ts';
import { insertBlogPost } from '#tests/factories/blog.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { blogPosts } from '#server/db/schema.ts';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

describe('GET /api/blog/posts', () => {
  const t = useTestApp();

  async function listPosts(query = '') {
    const response = await t.app.inject({ method: 'GET', url: `/api/blog/posts${query}` });
    return response;
  }

  it('lists published posts newest first, without a session and without the full content', async () => {
    const older = await insertBlogPost(t.db, { publishedAt: hoursAgo(48), title: 'Older' });
    const newest = await insertBlogPost(t.db, {
      publishedAt: hoursAgo(1),
      title: 'Newest',
      category: 'industry',
      featuredImage: 'https://images.example.com/photo.jpg',
      imageAttribution: 'Photo by Jane',
      imageSource: 'Unsplash',
      viewCount: 42,
    });
    const middle = await insertBlogPost(t.db, { publishedAt: hoursAgo(5), title: 'Middle', category: 'employers' });

    const response = await listPosts();

    expect(response.statusCode).toBe(200);
    const posts = response.json<TBlogPostSummary[]>();
    expect(posts.map((post) => post.id)).toEqual([newest.id, middle.id, older.id]);
    expect(posts[0]).toEqual({
      id: newest.id,
      slug: newest.slug,
      title: 'Newest',
      excerpt: newest.excerpt,
      category: 'industry',
      tags: ['typescript', 'career', 'testing'],
      featuredImage: 'https://images.example.com/photo.jpg',
      featuredImageAlt: null,
      imageAttribution: 'Photo by Jane',
      imageSource: 'Unsplash',
      viewCount: 42,
      writer: 'editorial',
      createdAt: newest.createdAt.toISOString(),
      publishedAt: newest.publishedAt!.toISOString(),
    });
    expect(response.body).not.toContain('The full article body');
    expect(posts.every((post) => !('content' in post) && !('isPublished' in post))).toBe(true);
  });

  it('leaves out drafts, posts without a publication time and posts scheduled for later', async () => {
    await t.db.delete(blogPosts);
    const published = await insertBlogPost(t.db);
    await insertBlogPost(t.db, { isPublished: false });
    await insertBlogPost(t.db, { publishedAt: null });
    await insertBlogPost(t.db, { publishedAt: new Date(Date.now() + 60 * 60 * 1000) });

    const posts = (await listPosts()).json<TBlogPostSummary[]>();

    expect(posts.map((post) => post.id)).toEqual([published.id]);
  });

  it('filters by category', async () => {
    await t.db.delete(blogPosts);
    const developerPosts = [
      await insertBlogPost(t.db, { publishedAt: hoursAgo(3) }),
      await insertBlogPost(t.db, { publishedAt: hoursAgo(2) }),
    ];
    await insertBlogPost(t.db, { category: 'employers' });
    await insertBlogPost(t.db, { category: 'industry' });

    const posts = (await listPosts('?category=developers')).json<TBlogPostSummary[]>();

    expect(posts.map((post) => post.id)).toEqual([developerPosts[1]!.id, developerPosts[0]!.id]);
    expect((await listPosts('?category=employers')).json()).toHaveLength(1);
  });

  it('returns at most `limit` posts, 20 by default and never more than 100', async () => {
    await t.db.delete(blogPosts);
    for (let index = 0; index < 105; index += 1) await insertBlogPost(t.db, { publishedAt: hoursAgo(index + 1) });

    const six = (await listPosts('?category=developers&limit=6')).json<TBlogPostSummary[]>();
    expect(six).toHaveLength(6);
    expect(six[0]!.publishedAt! > six[5]!.publishedAt!).toBe(true);
    expect((await listPosts()).json()).toHaveLength(20);
    expect((await listPosts('?limit=100')).json()).toHaveLength(100);
    expect((await listPosts('?limit=1')).json()).toHaveLength(1);
  });

  it.each([
    ['?category=cooking', 'Category must be developers, employers or industry'],
    ['?limit=0', 'Limit must be at least 1'],
    ['?limit=101', 'Limit must be at most 100'],
    ['?limit=2.5', 'Limit must be a whole number'],
    ['?limit=many', 'Limit must be a number'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await listPosts(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message });
  });

  it('answers the list and a post from memory with an ETag until a post changes or a scheduled one comes due; views alone keep it', async () => {
    await t.db.delete(blogPosts);
    const post = await insertBlogPost(t.db, { title: 'Kept' });
    const first = await listPosts('?limit=5');
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=15, must-revalidate');
    const notModified = await t.app.inject({ method: 'GET', url: '/api/blog/posts?limit=5', headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    // A view only adds to the count, which the list may show up to a minute late.
    await t.app.inject({ method: 'POST', url: `/api/blog/posts/${post.slug}/views` });
    expect((await listPosts('?limit=5')).headers.etag).toBe(etag);

    await t.db.update(blogPosts).set({ title: 'Changed' }).where(eq(blogPosts.id, post.id));
    expect((await listPosts('?limit=5')).json<TBlogPostSummary[]>().map((summary) => summary.title)).toEqual(['Changed']);

    // A post's page too: kept with its ETag until the post changes.
    const postUrl = `/api/blog/posts/${post.slug}`;
    const postEtag = (await t.app.inject({ method: 'GET', url: postUrl })).headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url: postUrl, headers: { 'if-none-match': postEtag } })).statusCode).toBe(304);
    await t.db.update(blogPosts).set({ content: 'Rewritten' }).where(eq(blogPosts.id, post.id));
    const rewritten = await t.app.inject({ method: 'GET', url: postUrl, headers: { 'if-none-match': postEtag } });
    expect(rewritten.json<TBlogPost>().content).toBe('Rewritten');
    // A view counted here drops the page, which shows the count.
    const views = (await t.app.inject({ method: 'GET', url: postUrl })).json<TBlogPost>().viewCount;
    await t.app.inject({ method: 'POST', url: `${postUrl}/views` });
    expect((await t.app.inject({ method: 'GET', url: postUrl })).json<TBlogPost>().viewCount).toBe(views + 1);
    await t.db.update(blogPosts).set({ isPublished: false }).where(eq(blogPosts.id, post.id));
    expect((await t.app.inject({ method: 'GET', url: postUrl })).statusCode).toBe(404);
    await t.db.update(blogPosts).set({ isPublished: true }).where(eq(blogPosts.id, post.id));

    const scheduled = await insertBlogPost(t.db, { title: 'Scheduled', publishedAt: new Date(Date.now() + 3000) });
    expect((await listPosts('?limit=5')).json<TBlogPostSummary[]>()).toHaveLength(1);
    // Until just past its publication time, however long the requests above took.
    await new Promise((resolve) => setTimeout(resolve, scheduled.publishedAt!.getTime() + 100 - Date.now()));
    expect((await listPosts('?limit=5')).json<TBlogPostSummary[]>().map((summary) => summary.id)).toEqual([scheduled.id, post.id]);
  });

  it('answers an empty list when nothing is published', async () => {
    await t.db.delete(blogPosts);
    const response = await listPosts('?category=developers&limit=6');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('GET /api/blog/posts/:slug', () => {
  const t = useTestApp();

  it('answers one published post with its markdown, without a session, and counts no view', async () => {
    const post = await insertBlogPost(t.db, { viewCount: 7, writer: 'llm' });

    const response = await t.app.inject({ method: 'GET', url: `/api/blog/posts/${post.slug}` });

    expect(response.statusCode).toBe(200);
    expect(response.json<TBlogPost>()).toMatchObject({ id: post.id, slug: post.slug, content: post.content, viewCount: 7, writer: 'llm' });
    const [row] = await t.db.select({ viewCount: blogPosts.viewCount }).from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row!.viewCount).toBe(7);
  });

  it("answers the spec's post fields, isPublished among them", async () => {
    const post = await insertBlogPost(t.db, { imageAttribution: 'Photo by Jane', imageSource: 'https://unsplash.com/photos/abc' });

    const response = await t.app.inject({ method: 'GET', url: `/api/blog/posts/${post.slug}` });

    expect(response.statusCode).toBe(200);
    expect(response.json<TBlogPost>()).toEqual({
      id: post.id,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      category: 'developers',
      tags: ['typescript', 'career', 'testing'],
      featuredImage: null,
      featuredImageAlt: null,
      imageAttribution: 'Photo by Jane',
      imageSource: 'https://unsplash.com/photos/abc',
      viewCount: 0,
      isPublished: true,
      writer: 'editorial',
      publishedAt: post.publishedAt!.toISOString(),
      createdAt: post.createdAt.toISOString(),
    });
  });

  it.each([
    ['unknown', async () => 'no-such-post'],
    ['a draft', async () => (await insertBlogPost(t.db, { isPublished: false })).slug],
    ['scheduled for later', async () => (await insertBlogPost(t.db, { publishedAt: new Date(Date.now() + 3_600_000) })).slug],
  ])('answers 404 for a post that is %s', async (_label, getSlug) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/blog/posts/${await getSlug()}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Blog post not found' });
  });

  it('answers 400 for a slug the database could not hold', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/blog/posts/bad%00slug' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Slug must not contain NUL characters or invalid Unicode' });
  });
});

describe('POST /api/blog/posts/:slug/views', () => {
  const t = useTestApp();

  it('adds one view per call, without a session', async () => {
    const post = await insertBlogPost(t.db, { viewCount: 3 });

    const first = await t.app.inject({ method: 'POST', url: `/api/blog/posts/${post.slug}/views` });
    await t.app.inject({ method: 'POST', url: `/api/blog/posts/${post.slug}/views` });

    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    const read = await t.app.inject({ method: 'GET', url: `/api/blog/posts/${post.slug}` });
    expect(read.json<TBlogPost>().viewCount).toBe(5);
  });

  it('answers 404 for an unknown or unpublished post', async () => {
    const draft = await insertBlogPost(t.db, { isPublished: false });
    for (const slug of ['no-such-post', draft.slug]) {
      const response = await t.app.inject({ method: 'POST', url: `/api/blog/posts/${slug}/views` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Blog post not found' });
    }
  });
});

describe('GET /api/blog/posts/:slug/cover.svg', () => {
  const t = useTestApp();

  it('draws an illustration in the category colours, seeded by the title but without it, with a locked-down CSP and a long cache', async () => {
    const post = await insertBlogPost(t.db, { title: 'Tabs <script>alert(1)</script> & "spaces"', category: 'employers' });
    const other = await insertBlogPost(t.db, { title: 'Another title entirely', category: 'employers' });

    const response = await t.app.inject({ method: 'GET', url: `/api/blog/posts/${post.slug}/cover.svg` });
    const again = await t.app.inject({ method: 'GET', url: `/api/blog/posts/${post.slug}/cover.svg` });
    const otherCover = await t.app.inject({ method: 'GET', url: `/api/blog/posts/${other.slug}/cover.svg` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain('<title>For Employers illustration</title>');
    expect(response.body).toContain('stop-color="#065f46"');
    // The title sits right below the cover on every page: the picture does not repeat it.
    expect(response.body).not.toContain('<text');
    expect(response.body).not.toContain('Tabs');
    expect(response.body).not.toContain('script');
    expect(again.body).toBe(response.body);
    expect(otherCover.body).not.toBe(response.body);
  });

  it('answers 404 for an unknown post', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/blog/posts/no-such-post/cover.svg' });
    expect(response.statusCode).toBe(404);
  });
});
