import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZAdminSettingSchema, ZApiKeySchema, type TAdminSetting, type TApiKey } from '#shared/schemas/admin.ts';
import type { TResume } from '#shared/schemas/resume.ts';
import { findAuditLogs } from '#tests/factories/auth.ts';
import { startFakeLlmServer } from '#tests/factories/fake-llm-server.ts';
import { buildResumeData, createAccounts } from '#tests/factories/resumes.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { ensurePlatformDefaults } from '#server/bootstrap/platform-defaults.ts';
import { AI_SETTING_KEYS, OPENAI_SERVICE_NAME } from '#server/db/ai-settings.queries.ts';

type TAccounts = Awaited<ReturnType<typeof createAccounts>>;
type TMethod = 'GET' | 'PUT' | 'POST';

const UNKNOWN_ID = 2_000_000_000;
const FORBIDDEN = 'You do not have permission to do this.';

describe('admin settings and API keys', () => {
  const t = useTestApp();
  let accounts: TAccounts;

  beforeAll(async () => {
    await ensurePlatformDefaults(t.db, pino({ level: 'silent' }));
    accounts = await createAccounts(t.app, t.db);
  });

  const call = (method: TMethod, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload === undefined ? {} : { payload }) });
  const asAdmin = (method: TMethod, url: string, payload?: object) => call(method, url, accounts.admin.cookie, payload);
  const getSettings = async () => (await asAdmin('GET', '/api/admin/settings')).json<TAdminSetting[]>();
  const getApiKeys = async () => (await asAdmin('GET', '/api/admin/api-keys')).json<TApiKey[]>();
  const findSettingByKey = async (settingKey: string) => (await getSettings()).find((setting) => setting.settingKey === settingKey)!;
  const getOpenAiKey = async () => (await getApiKeys()).find((apiKey) => apiKey.serviceName === OPENAI_SERVICE_NAME)!;

  /** 401 without a session (before any input check), 403 for developers and employers. */
  async function expectAdminOnly(method: TMethod, url: string, payload?: object) {
    const anonymous = await call(method, url, undefined, payload);
    expect(anonymous.statusCode).toBe(401);
    const anonymousBadInput = await call(method, url.replace(/\d+/, 'abc'), undefined, { nonsense: true });
    expect(anonymousBadInput.statusCode).toBe(401);
    for (const account of [accounts.owner, accounts.employer]) {
      const forbidden = await call(method, url, account.cookie, payload);
      expect(forbidden.statusCode, forbidden.body).toBe(403);
      expect(forbidden.json().message).toBe(FORBIDDEN);
    }
  }

  describe('settings', () => {
    it('lists every setting with its description', async () => {
      const response = await asAdmin('GET', '/api/admin/settings');
      expect(response.statusCode).toBe(200);
      const settings = response.json<TAdminSetting[]>().map((setting) => ZAdminSettingSchema.parse(setting));
      expect(settings.map((setting) => setting.settingKey)).toEqual(expect.arrayContaining(Object.values(AI_SETTING_KEYS)));
      expect(settings.every((setting) => setting.description.length > 0)).toBe(true);
      await expectAdminOnly('GET', '/api/admin/settings');
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
      const cases: [number, object, string][] = [
        [baseUrl.id, { settingValue: '   ' }, 'Setting value is required'],
        [baseUrl.id, {}, 'Setting value is required'],
        [baseUrl.id, { settingValue: 42 }, 'Setting value is required'],
        [baseUrl.id, { settingValue: 'x'.repeat(2_001) }, 'Setting value must be at most 2000 characters long'],
        [baseUrl.id, { settingValue: 'http://localhost:11434/v1', extra: 1 }, 'extra'],
        [baseUrl.id, { settingValue: 'localhost:11434' }, 'The AI base URL must be an http:// or https:// address'],
        [baseUrl.id, { settingValue: 'ftp://models.example/v1' }, 'The AI base URL must be an http:// or https:// address'],
        [timeout.id, { settingValue: 'soon' }, 'The AI timeout must be a number of seconds above 0 and at most 600'],
        [timeout.id, { settingValue: '0' }, 'The AI timeout must be a number of seconds above 0 and at most 600'],
        [timeout.id, { settingValue: '601' }, 'The AI timeout must be a number of seconds above 0 and at most 600'],
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

  describe('API keys', () => {
    it('lists the services with their key and switch', async () => {
      const response = await asAdmin('GET', '/api/admin/api-keys');
      expect(response.statusCode).toBe(200);
      const keys = response.json<TApiKey[]>().map((apiKey) => ZApiKeySchema.parse(apiKey));
      expect(keys).toContainEqual(expect.objectContaining({ serviceName: OPENAI_SERVICE_NAME, keyValue: '', isActive: false }));
      await expectAdminOnly('GET', '/api/admin/api-keys');
    });

    it('saves a key and switches it on and off; the audit entries never hold the key', async () => {
      const openAi = await getOpenAiKey();
      const saved = await asAdmin('PUT', `/api/admin/api-keys/${openAi.id}`, { keyValue: ' sk-test-123 ' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(ZApiKeySchema.parse(saved.json())).toEqual({ ...openAi, keyValue: 'sk-test-123' });

      const switchedOn = await asAdmin('PUT', `/api/admin/api-keys/${openAi.id}/toggle`, { isActive: true });
      expect(switchedOn.statusCode, switchedOn.body).toBe(200);
      expect(switchedOn.json()).toEqual({ ...openAi, keyValue: 'sk-test-123', isActive: true });
      const switchedOff = await asAdmin('PUT', `/api/admin/api-keys/${openAi.id}/toggle`, { isActive: false });
      expect(switchedOff.json<TApiKey>().isActive).toBe(false);
      expect(await getOpenAiKey()).toEqual({ ...openAi, keyValue: 'sk-test-123', isActive: false });

      const audits = [...(await findAuditLogs(t.db, 'admin.api_key_updated')), ...(await findAuditLogs(t.db, 'admin.api_key_toggled'))];
      expect(audits.map((entry) => entry.details)).toEqual(
        expect.arrayContaining([
          { serviceName: OPENAI_SERVICE_NAME },
          { serviceName: OPENAI_SERVICE_NAME, isActive: true },
          { serviceName: OPENAI_SERVICE_NAME, isActive: false },
        ]),
      );
      expect(JSON.stringify(audits)).not.toContain('sk-test-123');
    });

    it('answers 400 for bad input and stores nothing', async () => {
      const openAi = await getOpenAiKey();
      const cases: [string, object, string][] = [
        ['', { keyValue: '  ' }, 'API key is required'],
        ['', {}, 'API key is required'],
        ['', { keyValue: 'sk one' }, 'API key must not contain spaces'],
        ['', { keyValue: 'k'.repeat(501) }, 'API key must be at most 500 characters long'],
        ['/toggle', { isActive: 'yes' }, 'isActive must be true or false'],
        ['/toggle', {}, 'isActive must be true or false'],
      ];
      for (const [suffix, payload, message] of cases) {
        const response = await asAdmin('PUT', `/api/admin/api-keys/${openAi.id}${suffix}`, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toContain(message);
      }
      expect(await getOpenAiKey()).toEqual(openAi);
    });

    it('answers 404 for an unknown key, 401 and 403 for everyone but admins', async () => {
      for (const [suffix, payload] of [
        ['', { keyValue: 'sk-x' }],
        ['/toggle', { isActive: true }],
      ] as const) {
        const unknown = await asAdmin('PUT', `/api/admin/api-keys/${UNKNOWN_ID}${suffix}`, payload);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().message).toBe('API key not found');
      }
      const openAi = await getOpenAiKey();
      await expectAdminOnly('PUT', `/api/admin/api-keys/${openAi.id}`, { keyValue: 'sk-stolen' });
      await expectAdminOnly('PUT', `/api/admin/api-keys/${openAi.id}/toggle`, { isActive: true });
      expect(await getOpenAiKey()).toEqual(openAi);
    });
  });

  it('an admin connects a model through these calls, and analyses use it at once', async () => {
    const server = await startFakeLlmServer();
    try {
      server.answerWith({ content: JSON.stringify({ overallScore: 70, suggestions: [], strengths: ['Clear structure.'] }) });
      const settings = await getSettings();
      const idOf = (settingKey: string) => settings.find((setting) => setting.settingKey === settingKey)!.id;
      await asAdmin('PUT', `/api/admin/settings/${idOf(AI_SETTING_KEYS.baseUrl)}`, { settingValue: server.baseUrl });
      await asAdmin('PUT', `/api/admin/settings/${idOf(AI_SETTING_KEYS.model)}`, { settingValue: 'fake-model' });
      const openAi = await getOpenAiKey();
      await asAdmin('PUT', `/api/admin/api-keys/${openAi.id}`, { keyValue: 'sk-admin-set' });
      await asAdmin('PUT', `/api/admin/api-keys/${openAi.id}/toggle`, { isActive: true });

      const { owner } = accounts;
      const created = await call('POST', `/api/applicant/${owner.user.id}/resume/create`, owner.cookie, { resumeData: buildResumeData() });
      const resume = created.json<TResume>();
      const analyzed = await call('POST', `/api/resume/${resume.id}/analyze`, owner.cookie);
      expect(analyzed.statusCode, analyzed.body).toBe(200);
      expect(analyzed.json()).toMatchObject({ engine: 'llm', model: 'fake-model', overallScore: 70 });
      expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-admin-set');

      await asAdmin('PUT', `/api/admin/api-keys/${openAi.id}/toggle`, { isActive: false });
      const builtIn = await call('POST', `/api/resume/${resume.id}/analyze`, owner.cookie);
      expect(builtIn.json()).toMatchObject({ engine: 'built-in', fallbackReason: null });
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
