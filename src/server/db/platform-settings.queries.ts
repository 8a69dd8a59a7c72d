/**
 * The platform settings the product acts on (besides the AI ones in ai-settings.queries.ts): whether
 * sign-up is open, and the daily blog post with its hour. Stored as admin settings (text), read on
 * use so an admin's change applies at once.
 */
import { inArray } from 'drizzle-orm';
import type { TSettingInput } from '#shared/schemas/admin.ts';
import type { Executor } from './client.ts';
import { adminSettings } from './schema.ts';

export const PLATFORM_SETTING_KEYS = {
  registrationOpen: 'registration_open',
  dailyBlogPostEnabled: 'daily_blog_post_enabled',
  dailyBlogPostHour: 'daily_blog_post_hour',
} as const;

/** The rows created at start; also the values used while a row is missing or unreadable. */
export const PLATFORM_SETTING_DEFAULTS = [
  {
    settingKey: PLATFORM_SETTING_KEYS.registrationOpen,
    settingValue: 'true',
    description: 'Whether new developers and employers can sign up (true or false)',
  },
  {
    settingKey: PLATFORM_SETTING_KEYS.dailyBlogPostEnabled,
    settingValue: 'false',
    description: 'Publish one new blog post every day at the hour below (true or false)',
  },
  {
    settingKey: PLATFORM_SETTING_KEYS.dailyBlogPostHour,
    settingValue: '9',
    description: 'Hour of the day (0-23, UTC) at which the daily blog post is published',
  },
] as const;

/** How each is edited on the admin's Settings tab; findPlatformSettingProblem checks the same. */
export const PLATFORM_SETTING_INPUTS: Record<string, TSettingInput> = {
  [PLATFORM_SETTING_KEYS.registrationOpen]: { type: 'switch' },
  [PLATFORM_SETTING_KEYS.dailyBlogPostEnabled]: { type: 'switch' },
  [PLATFORM_SETTING_KEYS.dailyBlogPostHour]: { type: 'hour' },
};

type TPlatformSettings = { registrationOpen: boolean; dailyBlogPostEnabled: boolean; dailyBlogPostHourUtc: number };

const DEFAULT_VALUES: Record<string, string> = Object.fromEntries(
  PLATFORM_SETTING_DEFAULTS.map((row) => [row.settingKey, row.settingValue]),
);

function parseHour(value: string): number | null {
  const hour = Number(value);
  return Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : null;
}

/** Why `value` cannot be stored for this setting, or null when it can (settings of other keys: null). */
export function findPlatformSettingProblem(settingKey: string, value: string): string | null {
  if (settingKey === PLATFORM_SETTING_KEYS.registrationOpen || settingKey === PLATFORM_SETTING_KEYS.dailyBlogPostEnabled) {
    return value === 'true' || value === 'false' ? null : 'This setting must be true or false';
  }
  if (settingKey === PLATFORM_SETTING_KEYS.dailyBlogPostHour) {
    return parseHour(value) === null ? 'The hour must be a whole number from 0 to 23' : null;
  }
  return null;
}

export async function getPlatformSettings(db: Executor): Promise<TPlatformSettings> {
  const rows = await db
    .select({ settingKey: adminSettings.settingKey, settingValue: adminSettings.settingValue })
    .from(adminSettings)
    .where(inArray(adminSettings.settingKey, Object.values(PLATFORM_SETTING_KEYS)));
  const stored = new Map(rows.map((row) => [row.settingKey, row.settingValue.trim()]));
  const read = (settingKey: string) => {
    const value = stored.get(settingKey);
    return value !== undefined && findPlatformSettingProblem(settingKey, value) === null ? value : DEFAULT_VALUES[settingKey]!;
  };
  return {
    registrationOpen: read(PLATFORM_SETTING_KEYS.registrationOpen) === 'true',
    dailyBlogPostEnabled: read(PLATFORM_SETTING_KEYS.dailyBlogPostEnabled) === 'true',
    dailyBlogPostHourUtc: parseHour(read(PLATFORM_SETTING_KEYS.dailyBlogPostHour))!,
  };
}
