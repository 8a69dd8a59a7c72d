/**
 * The second layer behind the schemas' text check (`createTextSchema`): after validation, any
 * string left in an API request's body, query or params, as a value or a key at any depth, that
 * holds a NUL character or a lone surrogate is a 400. It covers what a schema lets through
 * unchecked (a record, unknown JSON, a route without a body schema) before it can reach PostgreSQL.
 * Running after validation lets the schemas answer first, with the field's own message. Multipart
 * bodies are never parsed into `request.body`; the upload routes check their own parts.
 */
import type { FastifyInstance } from 'fastify';
import type { TErrorBody } from '#shared/errors.ts';
import { getUnstorableTextMessage, hasUnstorableCharacter } from '#shared/schemas/text.ts';

type TFinding = { path: string; isKey: boolean };

/** The first unstorable string in `input`, walked with a stack: JSON can nest deeper than the call stack. */
function findUnstorableText(input: unknown): TFinding | null {
  const pending: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (hasUnstorableCharacter(value)) return { path, isKey: false };
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (hasUnstorableCharacter(key)) return { path, isKey: true };
        pending.push({ value: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

function describeFinding({ path, isKey }: TFinding): string {
  if (isKey) return getUnstorableTextMessage(`Field names in ${path || 'the request'}`);
  return getUnstorableTextMessage(path || 'Request text');
}

export function registerRequestTextCheck(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    // Pages and files outside /api never store what they are sent.
    if (!request.url.startsWith('/api/')) return;
    for (const input of [request.body, request.query, request.params]) {
      const finding = findUnstorableText(input);
      if (!finding) continue;
      const message = describeFinding(finding);
      const body: TErrorBody = { code: 'BAD_REQUEST', message, issues: [{ path: finding.path, message }] };
      return reply.code(400).send(body);
    }
  });
}
