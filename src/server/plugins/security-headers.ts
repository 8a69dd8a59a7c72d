import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict CSP: only our own scripts run (no inline script, no eval). Inline style attributes are
 * allowed because Radix positions popovers and toasts with them. Images only from this site or
 * inline: a remote image in user content would tell another site who reads it (the markdown
 * sanitiser drops them too; this is the second layer). The one exception is Unsplash, where blog
 * covers come from when the admin has set its key.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://images.unsplash.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only makes sense behind https; a reverse proxy terminating TLS should set it.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
