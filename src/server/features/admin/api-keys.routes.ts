/**
 * Third-party API keys. Admins only. Keys are stored encrypted (decision 008); lists carry them
 * masked (api-key-values.ts), and the clear value leaves the server only through the audited reveal
 * (reveal-api-key.ts). Changes: change-api-key.ts; the provider check: test-api-key.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiKeySchema,
  ZApiKeyTestResultSchema,
  ZRevealedApiKeySchema,
  ZToggleApiKeyRequestSchema,
  ZUpdateApiKeyRequestSchema,
} from '#shared/schemas/admin.ts';
import { createIdSchema } from '#shared/schemas/id.ts';
import { getActor, requireRole } from '#server/plugins/auth.ts';
import { toMaskedApiKey } from './api-key-values.ts';
import { getApiKeys } from './api-keys.queries.ts';
import { setApiKey, toggleApiKey } from './change-api-key.ts';
import { revealApiKey } from './reveal-api-key.ts';
import { testApiKey } from './test-api-key.ts';

const ZApiKeyParamsSchema = z.object({ id: createIdSchema('API key id') });

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
    async (request) => setApiKey(app.ctx, getActor(request), { apiKeyId: request.params.id, keyValue: request.body.keyValue }),
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
    async (request) => toggleApiKey(app.ctx, getActor(request), { apiKeyId: request.params.id, isActive: request.body.isActive }),
  );

  app.get(
    '/api-keys/:id/reveal',
    { schema: { summary: 'Show an API key in full', params: ZApiKeyParamsSchema, response: { 200: ZRevealedApiKeySchema } } },
    async (request) => revealApiKey(app.ctx, getActor(request), { apiKeyId: request.params.id }),
  );

  app.post(
    '/api-keys/:id/test',
    {
      schema: { summary: 'Test an API key against its provider', params: ZApiKeyParamsSchema, response: { 200: ZApiKeyTestResultSchema } },
    },
    async (request) => testApiKey({ ...app.ctx, log: request.log }, { apiKeyId: request.params.id }),
  );
};
