/**
 * Rows the platform needs before an admin has touched anything: the AI and platform settings (sign-up
 * open, the daily blog post) and the empty, switched-off 'openai' and 'unsplash' API keys that the
 * admin screens later edit. Run at every start; rows that exist are never changed, so an admin's
 * values survive restarts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { adminSettings, apiKeys } from '../db/schema.ts';
import { AI_SETTING_DEFAULTS, OPENAI_API_KEY_DEFAULT } from '#server/db/ai-settings.queries.ts';
import { PLATFORM_SETTING_DEFAULTS } from '#server/db/platform-settings.queries.ts';
import { UNSPLASH_API_KEY_DEFAULT } from '#server/db/service-keys.queries.ts';

export async function ensurePlatformDefaults(db: Database, log: FastifyBaseLogger): Promise<void> {
  const settings = await db
    .insert(adminSettings)
    .values([...AI_SETTING_DEFAULTS, ...PLATFORM_SETTING_DEFAULTS])
    .onConflictDoNothing({ target: adminSettings.settingKey })
    .returning({ settingKey: adminSettings.settingKey });
  const keys = await db
    .insert(apiKeys)
    .values([OPENAI_API_KEY_DEFAULT, UNSPLASH_API_KEY_DEFAULT])
    .onConflictDoNothing({ target: apiKeys.serviceName })
    .returning({ serviceName: apiKeys.serviceName });
  if (settings.length > 0 || keys.length > 0) {
    log.info({ settings: settings.map((row) => row.settingKey), apiKeys: keys.map((row) => row.serviceName) }, 'platform defaults created');
  }
}
