import type { FastifyRequest } from 'fastify';

/** Where a sign-in or sign-up comes from: the address, the browser, and the session it replaces. */
export type TRequestOrigin = { ipAddress: string; userAgent: string | undefined; sessionIdHash: string | null };

export function getRequestOrigin(request: FastifyRequest): TRequestOrigin {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'], sessionIdHash: request.sessionIdHash };
}
