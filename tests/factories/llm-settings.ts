/** Points the platform's AI settings at a fake OpenAI-compatible server, and switches its key. */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { ensurePlatformDefaults } from '#server/bootstrap/platform-defaults.ts';
import { AI_SETTING_KEYS, OPENAI_SERVICE_NAME } from '#server/db/ai-settings.queries.ts';
import type { Database } from '#server/db/client.ts';
import { adminSettings, apiKeys } from '#server/db/schema.ts';
import type { TTestApp } from '#tests/setup/test-app.ts';

export async function useLlmServer(db: Database, baseUrl: string, model = 'fake-model'): Promise<void> {
  await ensurePlatformDefaults(db, pino({ level: 'silent' }));
  await db.update(adminSettings).set({ settingValue: baseUrl }).where(eq(adminSettings.settingKey, AI_SETTING_KEYS.baseUrl));
  await db.update(adminSettings).set({ settingValue: model }).where(eq(adminSettings.settingKey, AI_SETTING_KEYS.model));
}

/** Stores the 'openai' key encrypted, as the admin screen does. */
export async function setLlmKey({ db, secrets }: Pick<TTestApp, 'db' | 'secrets'>, keyValue: string, isActive: boolean): Promise<void> {
  const sealed = secrets.seal(keyValue, OPENAI_SERVICE_NAME);
  await db.update(apiKeys).set({ keyValue: sealed, isActive }).where(eq(apiKeys.serviceName, OPENAI_SERVICE_NAME));
}
