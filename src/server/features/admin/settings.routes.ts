/** Platform settings. Admins only; a change is checked by key and audited (change-setting.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminSettingSchema, ZUpdateSettingRequestSchema } from '#shared/schemas/admin.ts';
import { createIdSchema } from '#shared/schemas/id.ts';
import { getActor, requireRole } from '#server/plugins/auth.ts';
import { changeSetting } from './change-setting.ts';
import { getSettings } from './settings.queries.ts';

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
    async (request) => changeSetting(app.ctx, getActor(request), { settingId: request.params.id, settingValue: request.body.settingValue }),
  );
};
