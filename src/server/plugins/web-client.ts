/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached, and every
 * non-API GET falls back to index.html so client routes survive a reload. Unknown /api paths get JSON.
 */
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { TErrorBody } from '#shared/errors.ts';
import { CLIENT_DIST_DIR } from '../lib/paths.ts';

/** `clientDir` null: API only (tests), unknown paths answer JSON 404. */
export async function registerWebClient(app: FastifyInstance, clientDir: string | null = CLIENT_DIST_DIR): Promise<void> {
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

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPageRequest && hasClient) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ code: 'NOT_FOUND', message: `Route ${request.method} ${request.url.split('?')[0]} not found` } satisfies TErrorBody);
  });
}
