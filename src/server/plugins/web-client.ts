/**
 * Serves the built React app: hashed assets cached for a year, pages never cached, and every non-API
 * GET falls back to the app's page so client routes survive a reload. Unknown /api paths get JSON.
 * `/` gets index.html; every other page gets screen.html, the same page with the code that starts a
 * screen's first calls preloaded (scripts/screen-html.mjs). Pages that link previews and search
 * engines should describe (a blog post) get their own title, description and Open Graph / Twitter
 * tags in that page, from `findPageMeta`, which may also keep a page out of search engines or answer
 * 404 for a path that names nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { TErrorBody } from '#shared/errors.ts';
import { CLIENT_DIST_DIR } from '../lib/paths.ts';
import { escapeXml } from '../lib/xml-escape.ts';

export type TPageMeta = {
  title: string;
  description: string;
  /** Absolute URLs. */
  url: string;
  image: string | null;
  type: 'article' | 'profile' | 'website';
  /** False: search engines are asked not to index the page (X-Robots-Tag and a robots meta tag). */
  isIndexable?: boolean;
  /** 404: the path names nothing (an unpublished resume link); the app's page still answers, with this status. */
  status?: 404;
  /** schema.org JSON-LD for search engines (a JobPosting), written into the page as it is. */
  structuredData?: Record<string, unknown>;
};

/** A page that now lives at another path (a renamed resume link): a temporary redirect there. */
export type TPageMoved = { movedTo: string };

/** The meta of the page at `path` (no query), where it moved, or null for the plain page. */
export type TFindPageMeta = (path: string) => Promise<TPageMeta | TPageMoved | null>;

/** The first of several finders that knows the page. */
export function combinePageMeta(...finders: TFindPageMeta[]): TFindPageMeta {
  return async (path) => {
    for (const find of finders) {
      const meta = await find(path);
      if (meta) return meta;
    }
    return null;
  };
}

/** JSON-LD inside <script>: '<' escaped, so no text in it can close the script or open a comment. */
const toJsonLd = (data: Record<string, unknown>) => JSON.stringify(data).replace(/</g, '\\u003c');

/** The page with its title and description, and its Open Graph and Twitter tags before </head>. */
function injectPageMeta(pageHtml: string, meta: TPageMeta): string {
  const title = escapeXml(meta.title);
  const description = escapeXml(meta.description);
  const tags = [
    ['og:type', meta.type],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', meta.url],
    ...(meta.image ? [['og:image', meta.image]] : []),
  ].map(([property, content]) => `<meta property="${property}" content="${escapeXml(content!)}" />`);
  const twitter = [
    ['twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['twitter:title', meta.title],
    ['twitter:description', meta.description],
    ...(meta.image ? [['twitter:image', meta.image]] : []),
  ].map(([name, content]) => `<meta name="${name}" content="${escapeXml(content!)}" />`);
  const structuredData = meta.structuredData ? [`<script type="application/ld+json">${toJsonLd(meta.structuredData)}</script>`] : [];
  const robots = meta.isIndexable === false ? ['<meta name="robots" content="noindex" />'] : [];
  const head = [`<link rel="canonical" href="${escapeXml(meta.url)}" />`, ...robots, ...tags, ...twitter, ...structuredData].join('\n    ');
  // Functions as replacements, so a '$&' in a title is not read as a pattern.
  return pageHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, (_match, start: string, end: string) => `${start}${description}${end}`)
    .replace('</head>', () => `  ${head}\n  </head>`);
}

/** `clientDir` null: API only (tests), unknown paths answer JSON 404. */
export async function registerWebClient(
  app: FastifyInstance,
  clientDir: string | null = CLIENT_DIST_DIR,
  options: { findPageMeta?: TFindPageMeta } = {},
): Promise<void> {
  const hasClient = clientDir !== null && existsSync(clientDir);
  if (clientDir !== null && hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else if (clientDir !== null) {
    app.log.warn({ clientDir }, 'web client not built: run `npm run build`');
  }
  // A build from before screen.html existed serves index.html everywhere.
  const screenPage = clientDir !== null && existsSync(join(clientDir, 'screen.html')) ? 'screen.html' : 'index.html';
  // Read once: a new build means a new server process.
  const screenHtml = clientDir !== null && hasClient && options.findPageMeta ? readFileSync(join(clientDir, screenPage), 'utf8') : null;

  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPageRequest && hasClient) {
      const path = request.url.split('?')[0]!;
      reply.header('cache-control', 'no-cache');
      if (path === '/') return reply.sendFile('index.html');
      const meta = screenHtml && options.findPageMeta ? await options.findPageMeta(path) : null;
      if (!meta) return reply.sendFile(screenPage);
      if ('movedTo' in meta) return reply.redirect(meta.movedTo, 307);
      if (meta.isIndexable === false) reply.header('x-robots-tag', 'noindex');
      return reply
        .code(meta.status ?? 200)
        .type('text/html; charset=utf-8')
        .send(injectPageMeta(screenHtml!, meta));
    }
    return reply
      .code(404)
      .send({ code: 'NOT_FOUND', message: `Route ${request.method} ${request.url.split('?')[0]} not found` } satisfies TErrorBody);
  });
}
