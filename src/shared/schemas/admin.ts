/** Admin dashboard contracts. */
import { z } from 'zod';
import { createTextSchema, ZResponseTextSchema } from './text.ts';
import { createIdSchema } from './id.ts';

/** GET /api/admin/usage/stats: resume analyses run in total and since midnight UTC. */
export const ZUsageStatsSchema = z.object({ aiAnalyses: z.number().int(), analysesToday: z.number().int() });
export type TUsageStats = z.infer<typeof ZUsageStatsSchema>;

/**
 * How a setting's value is edited, as the server checks it: a switch for 'true'/'false', a whole
 * number from min to max, an hour of the day (UTC, stored '0'–'23'), an http(s) address, or text.
 */
export const ZSettingInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('switch') }),
  z.object({ type: z.literal('number'), min: z.number().int(), max: z.number().int() }),
  z.object({ type: z.literal('hour') }),
  z.object({ type: z.literal('url') }),
  z.object({ type: z.literal('text') }),
]);
export type TSettingInput = z.infer<typeof ZSettingInputSchema>;

/** A platform setting; the value 'true' is shown as on. */
export const ZAdminSettingSchema = z.object({
  id: z.number().int(),
  settingKey: ZResponseTextSchema,
  settingValue: ZResponseTextSchema,
  description: ZResponseTextSchema,
  input: ZSettingInputSchema,
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

/**
 * A third-party service's API key. Lists carry `keyValue` masked
 * ('' when not set, else bullets and the last 4 characters); the value itself only comes from the
 * audited reveal call.
 */
export const ZApiKeySchema = z.object({
  id: z.number().int(),
  serviceName: ZResponseTextSchema,
  description: ZResponseTextSchema,
  keyValue: ZResponseTextSchema,
  isSet: z.boolean(),
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

/** GET /api/admin/api-keys/{id}/reveal: the stored key in clear ('' when not set); every call is audited. */
export const ZRevealedApiKeySchema = z.object({ keyValue: ZResponseTextSchema });

/** POST /api/admin/api-keys/{id}/test: whether the service answers with the stored key, in words an admin can act on. */
export const ZApiKeyTestResultSchema = z.object({ ok: z.boolean(), message: ZResponseTextSchema });
export type TApiKeyTestResult = z.infer<typeof ZApiKeyTestResultSchema>;

/**
 * GET /api/admin/users/stats: the user statistics, with the totals the Users tab and System
 * Status show. 'Active' means signed in (with a password or a session) in the last 30 days, seeded
 * demo accounts apart; 'this week' the last 7 days; 'this month' since the 1st (UTC). The 'new'/'this …' counts are sign-ups.
 */
export const ZUserStatsSchema = z.object({
  totalUsers: z.number().int(),
  newUsersThisMonth: z.number().int(),
  totalDevelopers: z.number().int(),
  activeDevelopers: z.number().int(),
  developersThisWeek: z.number().int(),
  totalEmployers: z.number().int(),
  activeEmployers: z.number().int(),
  employersThisMonth: z.number().int(),
  totalAdmins: z.number().int(),
});
export type TUserStats = z.infer<typeof ZUserStatsSchema>;

export const ACTIVITY_DAYS = 30;
/** GET /api/admin/stats/activity: one entry per UTC day, oldest first, the last ACTIVITY_DAYS days including today. */
export const ZActivityStatsSchema = z.object({
  days: z.array(
    z.object({
      date: ZResponseTextSchema,
      developerSignups: z.number().int(),
      employerSignups: z.number().int(),
      analyses: z.number().int(),
    }),
  ),
});
export type TActivityStats = z.infer<typeof ZActivityStatsSchema>;

export const AUDIT_LOG_PAGE_SIZE = 50;
/** GET /api/admin/audit-logs?page&action&userId: newest first, AUDIT_LOG_PAGE_SIZE per page, X-Total-Count holds the total. */
export const ZAuditLogQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be at least 1').max(100_000, 'Page must be at most 100000').default(1),
  action: createTextSchema({ label: 'Action' }).trim().max(100, 'Action must be at most 100 characters long').optional(),
  userId: createIdSchema('User id').optional(),
}); // prettier-ignore

/** An audit entry, with the acting person's name and e-mail while their account exists. */
export const ZAuditLogSchema = z.object({
  id: z.number().int(),
  action: ZResponseTextSchema,
  resourceType: ZResponseTextSchema,
  resourceId: ZResponseTextSchema.nullable(),
  userId: z.number().int().nullable(),
  userName: ZResponseTextSchema.nullable(),
  userEmail: ZResponseTextSchema.nullable(),
  ipAddress: ZResponseTextSchema.nullable(),
  details: z.record(ZResponseTextSchema, z.unknown()).nullable(),
  createdAt: ZResponseTextSchema,
});
export type TAuditLog = z.infer<typeof ZAuditLogSchema>;

/** GET /api/admin/audit-logs/actions: every action recorded so far, for the filter. */
export const ZAuditLogActionsSchema = z.array(ZResponseTextSchema);
