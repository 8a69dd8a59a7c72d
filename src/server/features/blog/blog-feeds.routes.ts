/**
 * What feed readers and search engines read of the blog: its RSS 2.0 feed (a route, so the web
 * client's fallback to index.html never answers for it), and its pages for the sitemap.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '#server/db/client.ts';
import { escapeXml } from '#server/lib/xml-escape.ts';
import { FEED_CACHE_CONTROL, type TSitemapSource } from '#server/plugins/crawlers.ts';
import { listFeedPosts, type TFeedPost } from './blog.queries.ts';

const BLOG_TITLE = 'DevMatch Blog';
const RSS_ITEM_COUNT = 50;

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
};

/** The blog and its published posts, newest first. */
export function createBlogSitemapSource(db: Executor): TSitemapSource {
  return async (limit) => {
    const posts = await listFeedPosts(db, { limit: Math.max(0, limit - 1) });
    return [
      { path: '/blog', lastModified: posts[0]?.publishedAt },
      ...posts.map((post) => ({ path: `/blog/${encodeURIComponent(post.slug)}`, lastModified: post.updatedAt })),
    ];
  };
}
