/**
 * Platform settings. Admins only. The AI and platform settings are
 * checked by key (an http(s) base URL, a timeout in range, true/false, an hour), so a typo cannot
 * silently send every analysis to the built-in fallback or close sign-up.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminSettingSchema, ZUpdateSettingRequestSchema } from '#shared/schemas/admin.ts';
import { AppError } from '#server/lib/app-error.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { createIdSchema } from '#shared/schemas/id.ts';
import { getSessionUser, requireRole } from '#server/plugins/auth.ts';
import { findAiSettingProblem } from '#server/db/ai-settings.queries.ts';
import { findPlatformSettingProblem } from '#server/db/platform-settings.queries.ts';
import { findSetting, getSettings, updateSetting } from './settings.queries.ts';

const ZSettingParamsSchema = z.object({ id: createIdSchema('Setting id') });

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.addHook('onRequest', requireRole('admin'));

  app.get('/settings', { schema: { summary: 'List the platform settings', response: { 200: z.array(ZAdminSettingSchema) } } }, async () =>
    getSettings(db),
  );

  app.put(
    '/settings/:id',
    {
      schema: {
        summary: 'Change a platform setting',
        params: ZSettingParamsSchema,
        body: ZUpdateSettingRequestSchema,
        response: { 200: ZAdminSettingSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { settingValue } = request.body;
      return db.transaction(async (tx) => {
        const before = await findSetting(tx, { settingId: id });
        if (!before) throw new AppError('NOT_FOUND', 'Setting not found');
        const problem =
          findAiSettingProblem(before.settingKey, settingValue) ?? findPlatformSettingProblem(before.settingKey, settingValue);
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
};
