/**
 * What search engines read: the sitemap, filled by each feature's pages (the blog's posts, the open
 * jobs), and robots.txt. Registered as routes, so the web client's fallback to index.html never
 * answers for them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { escapeXml } from '../lib/xml-escape.ts';

/** A page for the sitemap: its path on the site, and when it last changed. */
export type TSitemapPage = { path: string; lastModified?: Date };
/** A feature's pages, at most `limit` of them. */
export type TSitemapSource = (limit: number) => Promise<TSitemapPage[]>;

// NOTE: one sitemap file holds at most 50,000 URLs. https://www.sitemaps.org/protocol.html
const SITEMAP_URL_LIMIT = 50_000;
/** Sitemaps may be a little behind a new page; crawlers ask often. */
export const FEED_CACHE_CONTROL = 'public, max-age=900';

function toSitemapUrl(location: string, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
  return `<url><loc>${escapeXml(location)}</loc>${lastmod}</url>`;
}

/** `sources` fill the sitemap in turn, each with what room the ones before left. */
export function createCrawlerRoutes(appUrl: string, sources: TSitemapSource[]): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/sitemap.xml', { schema: { summary: 'The sitemap' } }, async (_request, reply) => {
      const pages: TSitemapPage[] = [{ path: '/' }];
      for (const source of sources) pages.push(...(await source(SITEMAP_URL_LIMIT - pages.length)));
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...pages.map((page) => toSitemapUrl(`${appUrl}${page.path}`, page.lastModified)),
        '</urlset>',
      ].join('\n');
      return reply.type('application/xml; charset=utf-8').header('cache-control', FEED_CACHE_CONTROL).send(xml);
    });

    app.get('/robots.txt', { schema: { summary: 'robots.txt' } }, async (_request, reply) => {
      // The API is not for crawlers, except the blog's covers and companies' logos, which previews and image search show.
      const text = [
        'User-agent: *',
        'Allow: /',
        'Allow: /api/blog/',
        'Allow: /api/companies/',
        'Disallow: /api/',
        '',
        `Sitemap: ${appUrl}/sitemap.xml`,
        '',
      ].join('\n');
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(text);
    });
  };
}
