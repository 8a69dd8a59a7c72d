import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app.ts';
import { adminSettings, apiKeys } from '../db/schema.ts';
import { AI_SETTING_DEFAULTS, AI_SETTING_KEYS, getLlmConnection, OPENAI_SERVICE_NAME } from '#server/db/ai-settings.queries.ts';
import { PLATFORM_SETTING_DEFAULTS } from '#server/db/platform-settings.queries.ts';
import { ensurePlatformDefaults } from './platform-defaults.ts';

const log = pino({ level: 'silent' });

describe('platform defaults and the AI connection', () => {
  const t = useTestApp();
  const setSetting = (settingKey: string, settingValue: string) =>
    t.db.update(adminSettings).set({ settingValue }).where(eq(adminSettings.settingKey, settingKey));
  // Plaintext, as versions before encryption stored it: read as it is until the next start encrypts it.
  const setKey = (keyValue: string, isActive: boolean) =>
    t.db.update(apiKeys).set({ keyValue, isActive }).where(eq(apiKeys.serviceName, OPENAI_SERVICE_NAME));

  it('uses the built-in engine before any defaults exist', async () => {
    expect(await getLlmConnection(t.db, t.secrets)).toBeNull();
  });

  it('creates the AI and platform settings and empty, inactive "openai" and "unsplash" keys once, never overwriting an admin’s values', async () => {
    await ensurePlatformDefaults(t.db, log);
    const settings = await t.db.select().from(adminSettings).orderBy(adminSettings.settingKey);
    expect(settings.map(({ settingKey, settingValue }) => ({ settingKey, settingValue }))).toEqual(
      [...AI_SETTING_DEFAULTS, ...PLATFORM_SETTING_DEFAULTS]
        .map(({ settingKey, settingValue }) => ({ settingKey, settingValue }))
        .sort((a, b) => a.settingKey.localeCompare(b.settingKey)),
    );
    expect(settings.every((setting) => setting.description.length > 0)).toBe(true);
    const keys = await t.db.select().from(apiKeys).orderBy(apiKeys.serviceName);
    expect(keys).toEqual([
      expect.objectContaining({
        serviceName: 'openai',
        description: 'OpenAI-compatible API key for AI resume analysis and blog writing',
        keyValue: '',
        isActive: false,
      }),
      expect.objectContaining({
        serviceName: 'unsplash',
        description: 'Unsplash API access key for blog cover photos (optional)',
        keyValue: '',
        isActive: false,
      }),
    ]);

    await setSetting(AI_SETTING_KEYS.model, 'llama3.1');
    await setKey('sk-admin', true);
    await ensurePlatformDefaults(t.db, log);
    expect(await t.db.select().from(adminSettings)).toHaveLength(AI_SETTING_DEFAULTS.length + PLATFORM_SETTING_DEFAULTS.length);
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.serviceName, OPENAI_SERVICE_NAME))).toEqual([
      expect.objectContaining({ keyValue: 'sk-admin', isActive: true }),
    ]);
    expect((await t.db.select().from(adminSettings).where(eq(adminSettings.settingKey, AI_SETTING_KEYS.model)))[0]!.settingValue).toBe(
      'llama3.1',
    );
  });

  it('connects only with a non-empty, active key, reading the settings on every call', async () => {
    await setKey('  sk-admin  ', true);
    await setSetting(AI_SETTING_KEYS.baseUrl, 'http://localhost:11434/v1');
    await setSetting(AI_SETTING_KEYS.timeoutSeconds, '90');
    expect(await getLlmConnection(t.db, t.secrets)).toEqual({
      apiKey: 'sk-admin',
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1',
      timeoutMs: 90_000,
    });

    // Unusable values fall back to the defaults; an over-long timeout is capped.
    await setSetting(AI_SETTING_KEYS.model, '  ');
    await setSetting(AI_SETTING_KEYS.timeoutSeconds, 'soon');
    expect(await getLlmConnection(t.db, t.secrets)).toMatchObject({ model: 'gpt-4o-mini', timeoutMs: 45_000 });
    await setSetting(AI_SETTING_KEYS.timeoutSeconds, '100000');
    expect((await getLlmConnection(t.db, t.secrets))?.timeoutMs).toBe(600_000);

    await setKey('sk-admin', false);
    expect(await getLlmConnection(t.db, t.secrets)).toBeNull();
    await setKey('   ', true);
    expect(await getLlmConnection(t.db, t.secrets)).toBeNull();
  });
});
