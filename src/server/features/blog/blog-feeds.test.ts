import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TApp } from '#server/app.ts';
import { blogPosts } from '#server/db/schema.ts';
import { insertBlogPost } from '#tests/factories/blog.ts';
import { useTestApp } from '#tests/setup/test-app.ts';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

describe('GET /blog/rss.xml', () => {
  const t = useTestApp({ APP_URL: 'https://devmatch.example.com' });

  it('lists the 50 newest published posts, escaped, newest first', async () => {
    const tricky = await insertBlogPost(t.db, {
      title: 'Salaries <2026> & "bonuses"',
      excerpt: 'Pay & perks <b>now</b>',
      publishedAt: hoursAgo(1),
    });
    for (let index = 0; index < 52; index += 1) await insertBlogPost(t.db, { publishedAt: hoursAgo(index + 2) });
    const draft = await insertBlogPost(t.db, { isPublished: false, title: 'Secret draft' });

    const response = await t.app.inject({ method: 'GET', url: '/blog/rss.xml' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(response.body).toContain('<title>DevMatch Blog</title>');
    expect(response.body.match(/<item>/g)).toHaveLength(50);
    expect(response.body).toContain(`<link>https://devmatch.example.com/blog/${tricky.slug}</link>`);
    expect(response.body).toContain('<title>Salaries &#60;2026&#62; &#38; &#34;bonuses&#34;</title>');
    expect(response.body).toContain('<description>Pay &#38; perks &#60;b&#62;now&#60;/b&#62;</description>');
    expect(response.body).toContain(`<pubDate>${tricky.publishedAt!.toUTCString()}</pubDate>`);
    expect(response.body.indexOf(tricky.slug)).toBeLessThan(response.body.indexOf('<item>', response.body.indexOf(tricky.slug)));
    expect(response.body).not.toContain(draft.slug);
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  const t = useTestApp({ APP_URL: 'https://devmatch.example.com' });

  it('lists the landing page, the blog and every published post', async () => {
    await t.db.delete(blogPosts);
    const posts = [await insertBlogPost(t.db), await insertBlogPost(t.db, { category: 'employers' })];
    const draft = await insertBlogPost(t.db, { isPublished: false });

    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(response.body).toContain('<url><loc>https://devmatch.example.com/</loc></url>');
    expect(response.body).toContain('<loc>https://devmatch.example.com/blog</loc>');
    for (const post of posts) expect(response.body).toContain(`<loc>https://devmatch.example.com/blog/${post.slug}</loc><lastmod>`);
    expect(response.body).not.toContain(draft.slug);
  });

  it('points crawlers to the sitemap and keeps them out of the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Disallow: /api/\n');
    expect(response.body).toContain('Sitemap: https://devmatch.example.com/sitemap.xml\n');
  });
});

describe('blog post pages served by the web client', () => {
  const t = useTestApp({ APP_URL: 'https://devmatch.example.com' });
  let clientDir: string;
  let webApp: TApp;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'devmatch-client-'));
    cpSync('src/client/index.html', join(clientDir, 'index.html'));
    webApp = await buildApp({ ctx: t.app.ctx, clientDir });
    await webApp.ready();
  });
  afterAll(async () => {
    await webApp.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("carries the post's title, description and Open Graph and Twitter tags, escaped", async () => {
    const post = await insertBlogPost(t.db, { title: 'Hiring <script>alert(1)</script> & "you" $&', excerpt: 'Why "fit" matters & how' });

    const response = await webApp.inject({ method: 'GET', url: `/blog/${post.slug}?ref=feed` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<title>Hiring &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;you&#34; $&#38; | DevMatch Blog</title>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<meta\n      name="description"\n      content="Why &#34;fit&#34; matters &#38; how"');
    expect(html).toContain(`<meta property="og:url" content="https://devmatch.example.com/blog/${post.slug}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('gives generated covers a full address for previews', async () => {
    const post = await insertBlogPost(t.db, { featuredImage: '/api/blog/posts/x/cover.svg' });
    const html = (await webApp.inject({ method: 'GET', url: `/blog/${post.slug}` })).body;
    expect(html).toContain('<meta property="og:image" content="https://devmatch.example.com/api/blog/posts/x/cover.svg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it.each(['/blog/no-such-post', '/blog/bad%00slug', '/blog'])('serves the plain page for %s', async (url) => {
    const response = await webApp.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>DevMatch — AI-powered careers for developers</title>');
    expect(response.body).not.toContain('og:title');
  });

  it('answers the feeds, not the page, for /blog/rss.xml, /sitemap.xml and /robots.txt', async () => {
    for (const url of ['/blog/rss.xml', '/sitemap.xml', '/robots.txt']) {
      const response = await webApp.inject({ method: 'GET', url });
      expect(response.body).not.toContain('<div id="root">');
    }
  });
});
