/**
 * Refuses forged requests: a state-changing request (POST, PUT, PATCH, DELETE) that carries the
 * session cookie must come from DevMatch's own pages. `SameSite=Lax` alone lets a page on another
 * port of the same host, or on a sibling subdomain, act with the signed-in user's cookie.
 *
 * The browser says where a request comes from: `Origin` first, then `Sec-Fetch-Site`, then
 * `Referer`. The allowed origins are APP_URL's and the request's own host (the same server reached
 * by another name, or through the Vite dev proxy). A request with none of these headers is not a
 * browser's (a script or an API client holding its own cookie) and cannot be forged by a page.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { SESSION_COOKIE } from './auth.ts';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_REQUEST_REFUSED = 'This request came from another site and was refused. Open DevMatch and try again there.';

type TRequestSource = { header: 'origin' | 'sec-fetch-site' | 'referer'; value: string; isOwn: boolean };

/** Where the browser says the request comes from, and whether that is this app; undefined for a non-browser client. */
function findRequestSource(request: FastifyRequest, appOrigin: string): TRequestSource | undefined {
  // The host as the client addressed it counts too; its scheme may differ behind a proxy that ends TLS.
  const isOwnOrigin = (origin: string) => {
    if (origin === appOrigin) return true;
    if (!URL.canParse(origin)) return false;
    const { protocol, host } = new URL(origin);
    // Parsed with the origin's scheme, so 'localhost:80' and 'http://localhost' compare equal.
    return URL.canParse(`${protocol}//${request.host}`) && new URL(`${protocol}//${request.host}`).host === host;
  };
  const { origin, referer } = request.headers;
  const fetchSite = request.headers['sec-fetch-site'];
  // "null" is an opaque origin (a sandboxed frame, a file, a redirect chain): never our own page.
  if (typeof origin === 'string') return { header: 'origin', value: origin, isOwn: origin !== 'null' && isOwnOrigin(origin) };
  if (typeof fetchSite === 'string')
    return { header: 'sec-fetch-site', value: fetchSite, isOwn: fetchSite === 'same-origin' || fetchSite === 'none' };
  if (typeof referer === 'string') {
    const refererOrigin = URL.canParse(referer) ? new URL(referer).origin : 'null';
    return { header: 'referer', value: refererOrigin, isOwn: isOwnOrigin(refererOrigin) };
  }
  return undefined;
}

export function registerCrossSiteRequestCheck(app: FastifyInstance): void {
  const { appUrl } = app.ctx.config;
  const appOrigin = URL.canParse(appUrl) ? new URL(appUrl).origin : appUrl;
  // Before the session is looked up: a forged request costs no database read.
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING_METHODS.has(request.method) || request.cookies[SESSION_COOKIE] === undefined) return;
    const source = findRequestSource(request, appOrigin);
    if (!source || source.isOwn) return;
    request.log.warn(
      { method: request.method, path: request.url.split('?')[0], [source.header]: source.value },
      'cross-site request refused',
    );
    throw new AppError('FORBIDDEN', CROSS_SITE_REQUEST_REFUSED);
  });
}
