/** Admin dashboard contracts (spec part 2 §3, §7). */
import { z } from 'zod';
import { createTextSchema, ZResponseTextSchema } from './text.ts';

/** GET /api/admin/usage/stats: resume analyses run in total and since midnight UTC. */
export const ZUsageStatsSchema = z.object({ aiAnalyses: z.number().int(), analysesToday: z.number().int() });
export type TUsageStats = z.infer<typeof ZUsageStatsSchema>;

/** A platform setting (spec part 2 §3 'Admin setting'); the value 'true' is shown as on. */
export const ZAdminSettingSchema = z.object({
  id: z.number().int(),
  settingKey: ZResponseTextSchema,
  settingValue: ZResponseTextSchema,
  description: ZResponseTextSchema,
});
export type TAdminSetting = z.infer<typeof ZAdminSettingSchema>;

const SETTING_VALUE_MAX_CHARS = 2_000;
const API_KEY_MAX_CHARS = 500;

/** PUT /api/admin/settings/{id}. */
export const ZUpdateSettingRequestSchema = z
  .object({
    settingValue: createTextSchema({ label: 'Setting value', error: 'Setting value is required' })
      .trim()
      .min(1, 'Setting value is required')
      .max(SETTING_VALUE_MAX_CHARS, `Setting value must be at most ${SETTING_VALUE_MAX_CHARS} characters long`),
  })
  .strict();

/** A third-party service's API key (spec part 2 §3 'API key record'). */
export const ZApiKeySchema = z.object({
  id: z.number().int(),
  serviceName: ZResponseTextSchema,
  description: ZResponseTextSchema,
  keyValue: ZResponseTextSchema,
  isActive: z.boolean(),
});
export type TApiKey = z.infer<typeof ZApiKeySchema>;

/** PUT /api/admin/api-keys/{id}. */
export const ZUpdateApiKeyRequestSchema = z
  .object({
    keyValue: createTextSchema({ label: 'API key', error: 'API key is required' })
      .trim()
      .min(1, 'API key is required')
      .max(API_KEY_MAX_CHARS, `API key must be at most ${API_KEY_MAX_CHARS} characters long`)
      .regex(/^\S+$/, 'API key must not contain spaces'),
  })
  .strict();

/** PUT /api/admin/api-keys/{id}/toggle. */
export const ZToggleApiKeyRequestSchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) }).strict();
