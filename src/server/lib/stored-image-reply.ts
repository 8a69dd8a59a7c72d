/** Sends a stored image behind an address that changes with the file: cached for good, 304 while the browser holds it. */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An If-None-Match list ("a", W/"b" or *) that names `etag`. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * `visibility`: 'private' for images only signed-in viewers may see, 'public' for what anyone may.
 * `maxAgeSeconds`: for an image that may stop being visible at its address (then revalidated by its
 * ETag); without it the image is kept for good, a new image getting a new address.
 */
export function sendStoredImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: { sha256: string; mimeType: string; data: Buffer },
  visibility: 'private' | 'public',
  maxAgeSeconds?: number,
) {
  const etag = `"${image.sha256}"`;
  const lifetime = maxAgeSeconds === undefined ? 'max-age=31536000, immutable' : `max-age=${maxAgeSeconds}`;
  reply.header('etag', etag).header('cache-control', `${visibility}, ${lifetime}`);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(image.mimeType).send(image.data);
}
