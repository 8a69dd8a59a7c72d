/**
 * One error handler for the whole API: every failure answers `{ code, message }` (plus `issues` for
 * invalid input). 4xx keep their message; 5xx are logged with the request and answer a generic text.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TErrorBody, TErrorCode } from '#shared/errors.ts';
import { AppError } from '../lib/app-error.ts';

const CODE_BY_STATUS: Record<number, TErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

// Zod's own English messages; ours are written for the user and are shown as they are.
const GENERIC_ZOD_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized key)/;

/** 'username: Invalid input' for generic messages; our own messages already name their field. */
function describeIssue(issue: { path: string; message: string }): string {
  const field = issue.path.split('.').pop() ?? '';
  const namesField = issue.message.toLowerCase().replace(/\s/g, '').includes(field.toLowerCase());
  return !field || namesField || !GENERIC_ZOD_MESSAGE.test(issue.message) ? issue.message : `${issue.path}: ${issue.message}`;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const body: TErrorBody = {
        code: 'BAD_REQUEST',
        message: first ? describeIssue(first) : 'Invalid request',
        issues,
      };
      return reply.code(400).send(body);
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      const body: TErrorBody = { code: error.code, message: error.message };
      if (error.retryAfterSeconds) body.retryAfterSeconds = error.retryAfterSeconds;
      return reply.code(error.statusCode).send(body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, wrong content type).
      const message = status === 413 ? 'Request body is too large.' : error.message;
      return reply.code(status).send({ code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message } satisfies TErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 'INTERNAL', message: 'Internal Server Error' } satisfies TErrorBody);
  });
}
