/**
 * Platform settings and third-party API keys (spec part 2 §2 Settings / API Keys, §7). Admins only.
 * The AI settings are checked by key (an http(s) base URL, a timeout in range), so a typo cannot
 * silently send every analysis to the built-in fallback. Audit entries never hold a key's value.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminSettingSchema,
  ZApiKeySchema,
  ZToggleApiKeyRequestSchema,
  ZUpdateApiKeyRequestSchema,
  ZUpdateSettingRequestSchema,
} from '#shared/schemas/admin.ts';
import { AppError } from '#server/lib/app-error.ts';
import { writeAuditLog } from '#server/lib/audit-log.ts';
import { createIdParamSchema } from '#server/lib/route-params.ts';
import { getSessionUser, requireRole } from '#server/plugins/auth.ts';
import { findAiSettingProblem } from '#server/db/ai-settings.queries.ts';
import { getApiKeys, updateApiKey } from './api-keys.queries.ts';
import { findSetting, getSettings, updateSetting } from './settings.queries.ts';

const ZSettingParamsSchema = z.object({ id: createIdParamSchema('Setting id') });
const ZApiKeyParamsSchema = z.object({ id: createIdParamSchema('API key id') });

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.addHook('onRequest', requireRole('admin'));

  app.get('/settings', { schema: { response: { 200: z.array(ZAdminSettingSchema) } } }, async () => getSettings(db));

  app.put(
    '/settings/:id',
    { schema: { params: ZSettingParamsSchema, body: ZUpdateSettingRequestSchema, response: { 200: ZAdminSettingSchema } } },
    async (request) => {
      const { id } = request.params;
      const { settingValue } = request.body;
      return db.transaction(async (tx) => {
        const before = await findSetting(tx, { settingId: id });
        if (!before) throw new AppError('NOT_FOUND', 'Setting not found');
        const problem = findAiSettingProblem(before.settingKey, settingValue);
        if (problem) throw new AppError('BAD_REQUEST', problem);
        const setting = await updateSetting(tx, { settingId: id, settingValue });
        if (!setting) throw new AppError('NOT_FOUND', 'Setting not found');
        await writeAuditLog(tx, {
          action: 'admin.setting_updated',
          resourceType: 'setting',
          resourceId: id,
          userId: getSessionUser(request).id,
          ipAddress: request.ip,
          details: { settingKey: setting.settingKey, from: before.settingValue, to: setting.settingValue },
        });
        return setting;
      });
    },
  );

  app.get('/api-keys', { schema: { response: { 200: z.array(ZApiKeySchema) } } }, async () => getApiKeys(db));

  /** Sets a key's value or its switch, with the audit entry (which names the service, never the value). */
  function changeApiKey(request: FastifyRequest, apiKeyId: number, changes: { keyValue: string } | { isActive: boolean }) {
    return db.transaction(async (tx) => {
      const apiKey = await updateApiKey(tx, { apiKeyId, changes });
      if (!apiKey) throw new AppError('NOT_FOUND', 'API key not found');
      await writeAuditLog(tx, {
        action: 'keyValue' in changes ? 'admin.api_key_updated' : 'admin.api_key_toggled',
        resourceType: 'api_key',
        resourceId: apiKeyId,
        userId: getSessionUser(request).id,
        ipAddress: request.ip,
        details: { serviceName: apiKey.serviceName, ...('isActive' in changes ? { isActive: changes.isActive } : {}) },
      });
      return apiKey;
    });
  }

  app.put(
    '/api-keys/:id',
    { schema: { params: ZApiKeyParamsSchema, body: ZUpdateApiKeyRequestSchema, response: { 200: ZApiKeySchema } } },
    async (request) => changeApiKey(request, request.params.id, { keyValue: request.body.keyValue }),
  );

  app.put(
    '/api-keys/:id/toggle',
    { schema: { params: ZApiKeyParamsSchema, body: ZToggleApiKeyRequestSchema, response: { 200: ZApiKeySchema } } },
    async (request) => changeApiKey(request, request.params.id, { isActive: request.body.isActive }),
  );
};
