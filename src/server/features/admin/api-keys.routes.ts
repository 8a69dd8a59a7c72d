/**
 * Third-party API keys. Admins only. Keys are stored encrypted
 * (decision 008); lists carry them masked, and the clear value leaves the server only through the
 * audited reveal. Audit entries and logs name the service, never a key's value.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type TApiKey,
  ZApiKeySchema,
  ZApiKeyTestResultSchema,
  ZRevealedApiKeySchema,
  ZToggleApiKeyRequestSchema,
  ZUpdateApiKeyRequestSchema,
} from '#shared/schemas/admin.ts';
import { AppError } from '#server/lib/app-error.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { createIdSchema } from '#shared/schemas/id.ts';
import type { TSecretBox } from '#server/lib/secret-box.ts';
import type { TAppContext } from '#server/context.ts';
import { getActor, requireRole, type TActor } from '#server/plugins/auth.ts';
import { checkServiceKey } from './api-key-check.ts';
import { findApiKey, getApiKeys, updateApiKey, type TStoredApiKey } from './api-keys.queries.ts';

const ZApiKeyParamsSchema = z.object({ id: createIdSchema('API key id') });
const API_KEY_NOT_FOUND = 'API key not found';
const UNREADABLE_KEY = 'The stored key cannot be decrypted (was APP_SECRET changed?). Enter the key again.';
const MASK = '••••••••';
// Shorter keys show no characters at all: their last 4 would be too much of them.
const MASK_REVEALS_FROM_LENGTH = 8;

function maskKey(clear: string): string {
  if (!clear) return '';
  return clear.length >= MASK_REVEALS_FROM_LENGTH ? MASK + clear.slice(-4) : MASK;
}

/** The row as the admin screens see it; a key that cannot be decrypted counts as not set. */
function toMaskedApiKey(secrets: TSecretBox, { keyValue, ...row }: TStoredApiKey): TApiKey {
  const clear = secrets.open(keyValue, row.serviceName) ?? '';
  return { ...row, keyValue: maskKey(clear), isSet: clear !== '' };
}

/** An audit entry about a key: it names the service, never the value. */
function toApiKeyAudit(actor: TActor, action: string, apiKey: TStoredApiKey, details: Record<string, unknown> = {}) {
  return {
    action,
    resourceType: 'api_key',
    resourceId: apiKey.id,
    userId: actor.viewer.id,
    ipAddress: actor.ipAddress,
    details: { serviceName: apiKey.serviceName, ...details },
  };
}

/** The clear key of a row that exists ('' when not set, null when it cannot be decrypted); 404 otherwise. */
async function findClearKey({ db, secrets }: Pick<TAppContext, 'db' | 'secrets'>, apiKeyId: number) {
  const apiKey = await findApiKey(db, { apiKeyId });
  if (!apiKey) throw new AppError('NOT_FOUND', API_KEY_NOT_FOUND);
  return { apiKey, clear: secrets.open(apiKey.keyValue, apiKey.serviceName) };
}

/** Sets a key's value (encrypted) or its switch, with the audit entry in the same transaction. */
function changeApiKey(
  { db, secrets }: Pick<TAppContext, 'db' | 'secrets'>,
  actor: TActor,
  apiKeyId: number,
  change: { keyValue: string } | { isActive: boolean },
) {
  return db.transaction(async (tx) => {
    const before = await findApiKey(tx, { apiKeyId });
    if (!before) throw new AppError('NOT_FOUND', API_KEY_NOT_FOUND);
    const isKeyChange = 'keyValue' in change;
    const changes = isKeyChange ? { keyValue: secrets.seal(change.keyValue, before.serviceName) } : change;
    const apiKey = (await updateApiKey(tx, { apiKeyId, changes }))!;
    const audit = isKeyChange
      ? toApiKeyAudit(actor, 'admin.api_key_updated', apiKey)
      : toApiKeyAudit(actor, 'admin.api_key_toggled', apiKey, { isActive: change.isActive });
    await writeAuditLog(tx, audit);
    return toMaskedApiKey(secrets, apiKey);
  });
}

export const adminApiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, secrets } = app.ctx;

  app.addHook('onRequest', requireRole('admin'));

  app.get(
    '/api-keys',
    { schema: { summary: 'List the language model API keys (masked)', response: { 200: z.array(ZApiKeySchema) } } },
    async () => (await getApiKeys(db)).map((apiKey) => toMaskedApiKey(secrets, apiKey)),
  );

  app.put(
    '/api-keys/:id',
    {
      schema: {
        summary: 'Set or replace an API key',
        params: ZApiKeyParamsSchema,
        body: ZUpdateApiKeyRequestSchema,
        response: { 200: ZApiKeySchema },
      },
    },
    async (request) => changeApiKey(app.ctx, getActor(request), request.params.id, { keyValue: request.body.keyValue }),
  );

  app.put(
    '/api-keys/:id/toggle',
    {
      schema: {
        summary: 'Turn an API key on or off',
        params: ZApiKeyParamsSchema,
        body: ZToggleApiKeyRequestSchema,
        response: { 200: ZApiKeySchema },
      },
    },
    async (request) => changeApiKey(app.ctx, getActor(request), request.params.id, { isActive: request.body.isActive }),
  );

  app.get(
    '/api-keys/:id/reveal',
    { schema: { summary: 'Show an API key in full', params: ZApiKeyParamsSchema, response: { 200: ZRevealedApiKeySchema } } },
    async (request) => {
      const { apiKey, clear } = await findClearKey(app.ctx, request.params.id);
      if (clear === null) throw new AppError('CONFLICT', UNREADABLE_KEY);
      await writeAuditLog(db, toApiKeyAudit(getActor(request), 'admin.api_key_revealed', apiKey));
      return { keyValue: clear };
    },
  );

  app.post(
    '/api-keys/:id/test',
    {
      schema: { summary: 'Test an API key against its provider', params: ZApiKeyParamsSchema, response: { 200: ZApiKeyTestResultSchema } },
    },
    async (request) => {
      const { apiKey, clear } = await findClearKey(app.ctx, request.params.id);
      if (clear === null) return { ok: false, message: UNREADABLE_KEY };
      return checkServiceKey({ ...app.ctx, log: request.log }, { serviceName: apiKey.serviceName, key: clear });
    },
  );
};
