import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZAdminSettingSchema, type TAdminSetting } from '#shared/schemas/admin.ts';
import { createAdminCalls, UNKNOWN_ID, type TAccounts } from '#tests/factories/admin-calls.ts';
import { findAuditLogs } from '#tests/factories/auth.ts';
import { createAccounts } from '#tests/factories/resumes.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { ensurePlatformDefaults } from '#server/bootstrap/platform-defaults.ts';
import { AI_SETTING_KEYS } from '#server/db/ai-settings.queries.ts';
import { PLATFORM_SETTING_KEYS } from '#server/db/platform-settings.queries.ts';

describe('admin settings', () => {
  const t = useTestApp();
  let accounts: TAccounts;
  const { asAdmin, expectAdminOnly } = createAdminCalls(t, () => accounts);

  beforeAll(async () => {
    await ensurePlatformDefaults(t.db, pino({ level: 'silent' }));
    accounts = await createAccounts(t.app, t.db);
  });

  const getSettings = async () => (await asAdmin('GET', '/api/admin/settings')).json<TAdminSetting[]>();
  const findSettingByKey = async (settingKey: string) => (await getSettings()).find((setting) => setting.settingKey === settingKey)!;

  describe('settings', () => {
    it('lists every setting with its description', async () => {
      const response = await asAdmin('GET', '/api/admin/settings');
      expect(response.statusCode).toBe(200);
      const settings = response.json<TAdminSetting[]>().map((setting) => ZAdminSettingSchema.parse(setting));
      expect(settings.map((setting) => setting.settingKey)).toEqual(
        expect.arrayContaining([...Object.values(AI_SETTING_KEYS), ...Object.values(PLATFORM_SETTING_KEYS)]),
      );
      expect(settings.every((setting) => setting.description.length > 0)).toBe(true);
      await expectAdminOnly('GET', '/api/admin/settings');
    });

    it('says how each setting is edited, the way the server checks it', async () => {
      const inputs = Object.fromEntries((await getSettings()).map((setting) => [setting.settingKey, setting.input]));
      expect(inputs).toMatchObject({
        [PLATFORM_SETTING_KEYS.registrationOpen]: { type: 'switch' },
        [PLATFORM_SETTING_KEYS.dailyBlogPostEnabled]: { type: 'switch' },
        [PLATFORM_SETTING_KEYS.dailyBlogPostHour]: { type: 'hour' },
        [AI_SETTING_KEYS.baseUrl]: { type: 'url' },
        [AI_SETTING_KEYS.model]: { type: 'text' },
        [AI_SETTING_KEYS.timeoutSeconds]: { type: 'number', min: 1, max: 600 },
      });
    });

    it('saves a trimmed value and writes an audit entry with the old and new value', async () => {
      const model = await findSettingByKey(AI_SETTING_KEYS.model);
      const response = await asAdmin('PUT', `/api/admin/settings/${model.id}`, { settingValue: '  llama3.1:8b ' });
      expect(response.statusCode, response.body).toBe(200);
      expect(ZAdminSettingSchema.parse(response.json())).toEqual({ ...model, settingValue: 'llama3.1:8b' });
      expect((await findSettingByKey(AI_SETTING_KEYS.model)).settingValue).toBe('llama3.1:8b');
      const [audit] = (await findAuditLogs(t.db, 'admin.setting_updated')).filter((entry) => entry.resourceId === String(model.id));
      expect(audit).toMatchObject({ resourceType: 'setting', userId: accounts.admin.user.id });
      expect(audit!.details).toEqual({ settingKey: AI_SETTING_KEYS.model, from: model.settingValue, to: 'llama3.1:8b' });
    });

    it('answers 400 for bad input and stores nothing', async () => {
      const baseUrl = await findSettingByKey(AI_SETTING_KEYS.baseUrl);
      const timeout = await findSettingByKey(AI_SETTING_KEYS.timeoutSeconds);
      const registrationOpen = await findSettingByKey(PLATFORM_SETTING_KEYS.registrationOpen);
      const dailyPostHour = await findSettingByKey(PLATFORM_SETTING_KEYS.dailyBlogPostHour);
      const dailyPost = await findSettingByKey(PLATFORM_SETTING_KEYS.dailyBlogPostEnabled);
      const cases: [number, object, string][] = [
        [baseUrl.id, { settingValue: '   ' }, 'Setting value is required'],
        [baseUrl.id, {}, 'Setting value is required'],
        [baseUrl.id, { settingValue: 42 }, 'Setting value is required'],
        [baseUrl.id, { settingValue: 'x'.repeat(2_001) }, 'Setting value must be at most 2000 characters long'],
        [baseUrl.id, { settingValue: 'http://localhost:11434/v1', extra: 1 }, 'extra'],
        [baseUrl.id, { settingValue: 'localhost:11434' }, 'The AI base URL must be an http:// or https:// address'],
        [baseUrl.id, { settingValue: 'ftp://models.example/v1' }, 'The AI base URL must be an http:// or https:// address'],
        [baseUrl.id, { settingValue: 'http://user:pw@models.example/v1' }, 'The AI base URL must not contain a user name or password'],
        ...[
          'http://169.254.169.254/latest/meta-data',
          'http://2852039166/v1',
          'http://[fe80::1]:11434/v1',
          'http://[::ffff:169.254.169.254]/v1',
          'http://metadata.google.internal./computeMetadata/v1',
        ].map((settingValue): [number, object, string] => [
          baseUrl.id,
          { settingValue },
          'The AI base URL must not be a link-local or cloud metadata address (such as 169.254.169.254)',
        ]),
        [timeout.id, { settingValue: 'soon' }, 'The AI timeout must be a number of seconds above 0 and at most 600'],
        [timeout.id, { settingValue: '0' }, 'The AI timeout must be a number of seconds above 0 and at most 600'],
        [timeout.id, { settingValue: '601' }, 'The AI timeout must be a number of seconds above 0 and at most 600'],
        [registrationOpen.id, { settingValue: 'yes' }, 'This setting must be true or false'],
        [registrationOpen.id, { settingValue: 'TRUE' }, 'This setting must be true or false'],
        [dailyPost.id, { settingValue: 'on' }, 'This setting must be true or false'],
        [dailyPost.id, { settingValue: '1' }, 'This setting must be true or false'],
        [dailyPostHour.id, { settingValue: '09:00' }, 'The hour must be a whole number from 0 to 23'],
        [dailyPostHour.id, { settingValue: '-1' }, 'The hour must be a whole number from 0 to 23'],
        [dailyPostHour.id, { settingValue: '24' }, 'The hour must be a whole number from 0 to 23'],
        [dailyPostHour.id, { settingValue: '9.5' }, 'The hour must be a whole number from 0 to 23'],
      ];
      for (const [id, payload, message] of cases) {
        const response = await asAdmin('PUT', `/api/admin/settings/${id}`, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toContain(message);
      }
      const badId = await asAdmin('PUT', '/api/admin/settings/abc', { settingValue: 'x' });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().message).toBe('Setting id must be a positive whole number');
      expect(await findSettingByKey(AI_SETTING_KEYS.baseUrl)).toEqual(baseUrl);
      expect(await findSettingByKey(AI_SETTING_KEYS.timeoutSeconds)).toEqual(timeout);
      expect(await findSettingByKey(PLATFORM_SETTING_KEYS.registrationOpen)).toEqual(registrationOpen);
      expect(await findSettingByKey(PLATFORM_SETTING_KEYS.dailyBlogPostHour)).toEqual(dailyPostHour);
      expect(await findSettingByKey(PLATFORM_SETTING_KEYS.dailyBlogPostEnabled)).toEqual(dailyPost);
    });

    it('keeps loopback and private network AI base URLs allowed, for a model server nearby', async () => {
      const baseUrl = await findSettingByKey(AI_SETTING_KEYS.baseUrl);
      for (const settingValue of [
        'http://localhost:11434/v1',
        'http://192.168.1.20:8000/v1',
        'http://10.0.0.5/v1',
        'http://[::1]:1234/v1',
      ]) {
        const saved = await asAdmin('PUT', `/api/admin/settings/${baseUrl.id}`, { settingValue });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      await asAdmin('PUT', `/api/admin/settings/${baseUrl.id}`, { settingValue: baseUrl.settingValue });
    });

    it('saves valid platform settings: an hour, a switch, a number', async () => {
      const dailyPostHour = await findSettingByKey(PLATFORM_SETTING_KEYS.dailyBlogPostHour);
      const saved = await asAdmin('PUT', `/api/admin/settings/${dailyPostHour.id}`, { settingValue: ' 23 ' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<TAdminSetting>().settingValue).toBe('23');
      const dailyPost = await findSettingByKey(PLATFORM_SETTING_KEYS.dailyBlogPostEnabled);
      const switched = await asAdmin('PUT', `/api/admin/settings/${dailyPost.id}`, { settingValue: 'true' });
      expect(switched.statusCode, switched.body).toBe(200);
      expect(ZAdminSettingSchema.parse(switched.json())).toEqual({ ...dailyPost, settingValue: 'true' });
      const timeout = await findSettingByKey(AI_SETTING_KEYS.timeoutSeconds);
      const timed = await asAdmin('PUT', `/api/admin/settings/${timeout.id}`, { settingValue: '120' });
      expect(ZAdminSettingSchema.parse(timed.json())).toEqual({ ...timeout, settingValue: '120' });
      await asAdmin('PUT', `/api/admin/settings/${dailyPost.id}`, { settingValue: dailyPost.settingValue });
      await asAdmin('PUT', `/api/admin/settings/${timeout.id}`, { settingValue: timeout.settingValue });
    });

    it('answers 404 for an unknown setting, 401 and 403 for everyone but admins', async () => {
      const unknown = await asAdmin('PUT', `/api/admin/settings/${UNKNOWN_ID}`, { settingValue: 'x' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Setting not found');
      const timeout = await findSettingByKey(AI_SETTING_KEYS.timeoutSeconds);
      await expectAdminOnly('PUT', `/api/admin/settings/${timeout.id}`, { settingValue: '30' });
      expect(await findSettingByKey(AI_SETTING_KEYS.timeoutSeconds)).toEqual(timeout);
    });
  });
});
