/**
 * What feed readers and search engines read: the blog's RSS 2.0 feed, the sitemap and robots.txt.
 * Registered as routes, so the web client's fallback to index.html never answers for them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { escapeXml } from '#server/lib/xml-escape.ts';
import { listFeedPosts, type TFeedPost } from './blog.queries.ts';

const BLOG_TITLE = 'DevMatch Blog';
const RSS_ITEM_COUNT = 50;
// NOTE: one sitemap file holds at most 50,000 URLs. https://www.sitemaps.org/protocol.html
const SITEMAP_POST_LIMIT = 49_998;
/** Feeds may be a little behind a new post; crawlers ask often. */
const FEED_CACHE_CONTROL = 'public, max-age=900';

function toRssItem(post: TFeedPost, appUrl: string): string {
  const link = `${appUrl}/blog/${encodeURIComponent(post.slug)}`;
  return [
    '<item>',
    `<title>${escapeXml(post.title)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `<description>${escapeXml(post.excerpt)}</description>`,
    `<category>${post.category}</category>`,
    `<pubDate>${post.publishedAt.toUTCString()}</pubDate>`,
    '</item>',
  ].join('');
}

function toSitemapUrl(location: string, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
  return `<url><loc>${escapeXml(location)}</loc>${lastmod}</url>`;
}

export const blogFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const { appUrl } = config;

  app.get('/blog/rss.xml', { schema: { summary: 'The blog as an RSS 2.0 feed' } }, async (_request, reply) => {
    const posts = await listFeedPosts(db, { limit: RSS_ITEM_COUNT });
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
      `<title>${BLOG_TITLE}</title><link>${escapeXml(`${appUrl}/blog`)}</link>`,
      '<description>Career, hiring and industry articles for software developers and the companies that hire them.</description>',
      `<language>en</language><atom:link href="${escapeXml(`${appUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
      ...(posts[0] ? [`<lastBuildDate>${posts[0].publishedAt.toUTCString()}</lastBuildDate>`] : []),
      ...posts.map((post) => toRssItem(post, appUrl)),
      '</channel></rss>',
    ].join('\n');
    return reply.type('application/rss+xml; charset=utf-8').header('cache-control', FEED_CACHE_CONTROL).send(xml);
  });

  app.get('/sitemap.xml', { schema: { summary: 'The sitemap' } }, async (_request, reply) => {
    const posts = await listFeedPosts(db, { limit: SITEMAP_POST_LIMIT });
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      toSitemapUrl(`${appUrl}/`),
      toSitemapUrl(`${appUrl}/blog`, posts[0]?.publishedAt),
      ...posts.map((post) => toSitemapUrl(`${appUrl}/blog/${encodeURIComponent(post.slug)}`, post.updatedAt)),
      '</urlset>',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', FEED_CACHE_CONTROL).send(xml);
  });

  app.get('/robots.txt', { schema: { summary: 'robots.txt' } }, async (_request, reply) => {
    // The API is not for crawlers, except the blog's covers, which previews and image search show.
    const text = ['User-agent: *', 'Allow: /', 'Allow: /api/blog/', 'Disallow: /api/', '', `Sitemap: ${appUrl}/sitemap.xml`, ''].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(text);
  });
};
