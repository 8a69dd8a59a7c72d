/**
 * An empty request declared as JSON counts as a request without a body. Many clients send
 * 'Content-Type: application/json' on every call, also on POSTs that carry nothing (analyze,
 * logout); Fastify would answer those with 400 'Body cannot be empty'. Routes that need a body
 * still say so through their schema.
 */
import type { FastifyInstance } from 'fastify';

export function registerEmptyJsonBody(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const { 'content-type': contentType, 'content-length': length, 'transfer-encoding': encoding } = request.headers;
    const isEmpty = length === '0' || (length === undefined && encoding === undefined);
    if (isEmpty && contentType?.toLowerCase().startsWith('application/json')) {
      delete request.headers['content-type'];
    }
  });
}
