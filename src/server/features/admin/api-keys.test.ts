import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZApiKeySchema, ZApiKeyTestResultSchema, type TAdminSetting, type TApiKey } from '#shared/schemas/admin.ts';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { createAdminCalls, UNKNOWN_ID, type TAccounts, type TMethod } from '#tests/factories/admin-calls.ts';
import { findAuditLogs } from '#tests/factories/auth.ts';
import { startFakeLlmServer, type TFakeLlmServer } from '#tests/factories/fake-llm-server.ts';
import { buildResumeData, createAccounts } from '#tests/factories/resumes.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { ensurePlatformDefaults } from '#server/bootstrap/platform-defaults.ts';
import { AI_SETTING_KEYS, getLlmConnection } from '#server/db/ai-settings.queries.ts';
import { adminSettings, apiKeys } from '#server/db/schema.ts';
import { SERVICE_NAMES } from '#server/db/service-keys.queries.ts';
import { nameResolver } from '#server/lib/outbound-url.ts';
import { createSecretBox } from '#server/lib/secret-box.ts';

const OPENAI_KEY = 'sk-test-openai-123456';
const UNSPLASH_KEY = 'unsplash-access-key-7890';
const UNREADABLE = 'The stored key cannot be decrypted (was APP_SECRET changed?). Enter the key again.';

describe('admin API keys', () => {
  // Started before the app, so the app's UNSPLASH_API_URL can point at it.
  const env: Record<string, string> = {};
  let server: TFakeLlmServer;
  beforeAll(async () => {
    server = await startFakeLlmServer();
    env.UNSPLASH_API_URL = server.baseUrl;
  });
  afterAll(() => server.close());

  const t = useTestApp(env, { captureLogs: true });
  let accounts: TAccounts;
  const { call, asAdmin, expectAdminOnly } = createAdminCalls(t, () => accounts);

  beforeAll(async () => {
    await ensurePlatformDefaults(t.db, pino({ level: 'silent' }));
    accounts = await createAccounts(t.app, t.db);
    const settings = (await asAdmin('GET', '/api/admin/settings')).json<TAdminSetting[]>();
    const baseUrl = settings.find((setting) => setting.settingKey === AI_SETTING_KEYS.baseUrl)!;
    await asAdmin('PUT', `/api/admin/settings/${baseUrl.id}`, { settingValue: server.baseUrl });
  });

  const getApiKeys = async () => (await asAdmin('GET', '/api/admin/api-keys')).json<TApiKey[]>();
  const findKey = async (serviceName: string) => (await getApiKeys()).find((apiKey) => apiKey.serviceName === serviceName)!;
  const readStoredValue = async (serviceName: string) =>
    (await t.db.select({ keyValue: apiKeys.keyValue }).from(apiKeys).where(eq(apiKeys.serviceName, serviceName)))[0]!.keyValue;
  const testKey = async (id: number) => {
    const response = await asAdmin('POST', `/api/admin/api-keys/${id}/test`);
    expect(response.statusCode, response.body).toBe(200);
    return ZApiKeyTestResultSchema.parse(response.json());
  };

  it('lists every service, unset keys as empty', async () => {
    const response = await asAdmin('GET', '/api/admin/api-keys');
    expect(response.statusCode).toBe(200);
    const keys = response.json<TApiKey[]>().map((apiKey) => ZApiKeySchema.parse(apiKey));
    expect(keys).toEqual([
      expect.objectContaining({ serviceName: SERVICE_NAMES.openai, keyValue: '', isSet: false, isActive: false }),
      expect.objectContaining({
        serviceName: SERVICE_NAMES.unsplash,
        description: 'Unsplash API access key for blog cover photos (optional)',
        keyValue: '',
        isSet: false,
        isActive: false,
      }),
    ]);
  });

  it('stores a key encrypted, answers it masked, and the audit entries and logs never hold it', async () => {
    const openAi = await findKey(SERVICE_NAMES.openai);
    t.logs.length = 0;
    const saved = await asAdmin('PUT', `/api/admin/api-keys/${openAi.id}`, { keyValue: ` ${OPENAI_KEY} ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ZApiKeySchema.parse(saved.json())).toEqual({ ...openAi, keyValue: '••••••••3456', isSet: true });

    const stored = await readStoredValue(SERVICE_NAMES.openai);
    expect(stored).toMatch(/^enc:v1:/);
    expect(stored).not.toContain(OPENAI_KEY);
    expect(t.secrets.open(stored, SERVICE_NAMES.openai)).toBe(OPENAI_KEY);

    const switchedOn = await asAdmin('PUT', `/api/admin/api-keys/${openAi.id}/toggle`, { isActive: true });
    expect(switchedOn.json()).toEqual({ ...openAi, keyValue: '••••••••3456', isSet: true, isActive: true });
    expect(await getLlmConnection(t.db, t.secrets)).toMatchObject({ apiKey: OPENAI_KEY, baseUrl: server.baseUrl });
    const switchedOff = await asAdmin('PUT', `/api/admin/api-keys/${openAi.id}/toggle`, { isActive: false });
    expect(switchedOff.json<TApiKey>().isActive).toBe(false);
    expect(await findKey(SERVICE_NAMES.openai)).toEqual({ ...openAi, keyValue: '••••••••3456', isSet: true, isActive: false });

    const audits = [...(await findAuditLogs(t.db, 'admin.api_key_updated')), ...(await findAuditLogs(t.db, 'admin.api_key_toggled'))];
    expect(audits.map((entry) => entry.details)).toEqual([
      { serviceName: SERVICE_NAMES.openai },
      { serviceName: SERVICE_NAMES.openai, isActive: true },
      { serviceName: SERVICE_NAMES.openai, isActive: false },
    ]);
    expect(audits.every((entry) => entry.userId === accounts.admin.user.id)).toBe(true);
    expect(JSON.stringify(audits) + t.logs.join('\n')).not.toContain(OPENAI_KEY);
  });

  it('masks short keys completely', async () => {
    const unsplash = await findKey(SERVICE_NAMES.unsplash);
    const saved = await asAdmin('PUT', `/api/admin/api-keys/${unsplash.id}`, { keyValue: 'abc123' });
    expect(saved.json<TApiKey>().keyValue).toBe('••••••••');
  });

  it('reveals the clear key to an admin, audited as its own action without the value', async () => {
    const unsplash = await findKey(SERVICE_NAMES.unsplash);
    await asAdmin('PUT', `/api/admin/api-keys/${unsplash.id}`, { keyValue: UNSPLASH_KEY });
    t.logs.length = 0;
    const revealed = await asAdmin('GET', `/api/admin/api-keys/${unsplash.id}/reveal`);
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json()).toEqual({ keyValue: UNSPLASH_KEY });
    const [audit] = await findAuditLogs(t.db, 'admin.api_key_revealed');
    expect(audit).toMatchObject({
      resourceType: 'api_key',
      resourceId: String(unsplash.id),
      userId: accounts.admin.user.id,
      details: { serviceName: SERVICE_NAMES.unsplash },
    });
    expect(t.logs.join('\n')).not.toContain(UNSPLASH_KEY);
  });

  it('tests the OpenAI key against {ai_base_url}/models with the bearer key', async () => {
    const openAi = await findKey(SERVICE_NAMES.openai);
    server.requests.length = 0;
    server.answerWith({ status: 200, body: { object: 'list', data: [] } });
    expect(await testKey(openAi.id)).toEqual({ ok: true, message: 'Connected: the service accepted the key' });
    expect(server.requests).toEqual([expect.objectContaining({ method: 'GET', url: '/v1/models' })]);
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);

    server.answerWith({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    expect(await testKey(openAi.id)).toEqual({ ok: false, message: 'The service refused the key (HTTP 401)' });
    server.answerWith({ status: 503, body: {} });
    expect(await testKey(openAi.id)).toEqual({
      ok: false,
      message: `The service at ${new URL(server.baseUrl).origin} answered HTTP 503; the key could not be checked`,
    });
  });

  it('tests the Unsplash key against UNSPLASH_API_URL/photos with a Client-ID header', async () => {
    const unsplash = await findKey(SERVICE_NAMES.unsplash);
    server.requests.length = 0;
    server.answerWith({ status: 200, body: [] });
    expect(await testKey(unsplash.id)).toEqual({ ok: true, message: 'Connected: the service accepted the key' });
    expect(server.requests).toEqual([expect.objectContaining({ method: 'GET', url: '/v1/photos?per_page=1' })]);
    expect(server.requests[0]!.headers.authorization).toBe(`Client-ID ${UNSPLASH_KEY}`);
    server.answerWith({ status: 403, body: {} });
    expect(await testKey(unsplash.id)).toEqual({ ok: false, message: 'The service refused the key (HTTP 403)' });
  });

  it('says when no key is set, when the service cannot be reached, and when it has no test', async () => {
    const [empty] = await t.db
      .insert(apiKeys)
      .values({ serviceName: 'github', description: 'A service this server has no test for', keyValue: '' })
      .returning({ id: apiKeys.id });
    expect(await testKey(empty!.id)).toEqual({ ok: false, message: 'No key is set' });
    expect((await asAdmin('GET', `/api/admin/api-keys/${empty!.id}/reveal`)).json()).toEqual({ keyValue: '' });
    await asAdmin('PUT', `/api/admin/api-keys/${empty!.id}`, { keyValue: 'ghp_example' });
    expect(await testKey(empty!.id)).toEqual({ ok: false, message: "This server has no connection test for the service 'github'" });

    const closed = await startFakeLlmServer();
    await closed.close();
    const settings = (await asAdmin('GET', '/api/admin/settings')).json<TAdminSetting[]>();
    const baseUrl = settings.find((setting) => setting.settingKey === AI_SETTING_KEYS.baseUrl)!;
    await asAdmin('PUT', `/api/admin/settings/${baseUrl.id}`, { settingValue: closed.baseUrl });
    t.logs.length = 0;
    // Only that it failed: the cause (refused, unknown host, timeout) would make the test a port scanner.
    expect(await testKey((await findKey(SERVICE_NAMES.openai)).id)).toEqual({
      ok: false,
      message: `Could not connect to ${new URL(closed.baseUrl).origin}`,
    });
    expect(t.logs.join('\n')).toContain('ECONNREFUSED');

    // A base URL edited by hand in the database is reported, not a 500.
    await t.db.update(adminSettings).set({ settingValue: 'not a url' }).where(eq(adminSettings.id, baseUrl.id));
    expect(await testKey((await findKey(SERVICE_NAMES.openai)).id)).toEqual({
      ok: false,
      message: 'Could not connect to not a url/models',
    });
    await asAdmin('PUT', `/api/admin/settings/${baseUrl.id}`, { settingValue: server.baseUrl });
  });

  it('never calls a link-local or metadata address, whether stored by hand or behind a DNS name', async () => {
    const settings = (await asAdmin('GET', '/api/admin/settings')).json<TAdminSetting[]>();
    const baseUrl = settings.find((setting) => setting.settingKey === AI_SETTING_KEYS.baseUrl)!;
    const openAi = await findKey(SERVICE_NAMES.openai);
    const refused = (host: string) => `${host} is a link-local or cloud metadata address, which this server does not call`;

    await t.db.update(adminSettings).set({ settingValue: 'http://169.254.169.254/v1' }).where(eq(adminSettings.id, baseUrl.id));
    expect(await testKey(openAi.id)).toEqual({
      ok: false,
      message: `Could not connect to http://169.254.169.254: ${refused('169.254.169.254')}`,
    });

    // A DNS name pointing at the cloud's metadata address: only the lookup at request time can tell.
    const resolveToMetadata = vi.spyOn(nameResolver, 'lookup').mockResolvedValue([{ address: '169.254.169.254', family: 4 }]);
    try {
      const saved = await asAdmin('PUT', `/api/admin/settings/${baseUrl.id}`, { settingValue: 'http://metadata-alias.test/v1' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await testKey(openAi.id)).toEqual({
        ok: false,
        message: `Could not connect to http://metadata-alias.test: ${refused('metadata-alias.test')}`,
      });
      expect(resolveToMetadata).toHaveBeenCalledWith('metadata-alias.test');
    } finally {
      resolveToMetadata.mockRestore();
      await asAdmin('PUT', `/api/admin/settings/${baseUrl.id}`, { settingValue: server.baseUrl });
    }
  });

  it('answers a redirect with its status instead of following it to an address nobody checked', async () => {
    const elsewhere = await startFakeLlmServer();
    server.answerWith({ status: 302, body: {}, headers: { location: `${elsewhere.baseUrl}/models` } });
    expect(await testKey((await findKey(SERVICE_NAMES.openai)).id)).toEqual({
      ok: false,
      message: `The service at ${new URL(server.baseUrl).origin} answered HTTP 302; the key could not be checked`,
    });
    expect(elsewhere.requests).toEqual([]);
    await elsewhere.close();
  });

  it('treats a key it cannot decrypt (secret changed) as not set, with no 5xx', async () => {
    const openAi = await findKey(SERVICE_NAMES.openai);
    const otherSecret = createSecretBox('another-app-secret', pino({ level: 'silent' }));
    await t.db
      .update(apiKeys)
      .set({ keyValue: otherSecret.seal(OPENAI_KEY, SERVICE_NAMES.openai), isActive: true })
      .where(eq(apiKeys.id, openAi.id));
    t.logs.length = 0;

    expect(await findKey(SERVICE_NAMES.openai)).toEqual({ ...openAi, keyValue: '', isSet: false, isActive: true });
    expect(await getLlmConnection(t.db, t.secrets)).toBeNull();
    const revealed = await asAdmin('GET', `/api/admin/api-keys/${openAi.id}/reveal`);
    expect(revealed.statusCode).toBe(409);
    expect(revealed.json().message).toBe(UNREADABLE);
    expect(await testKey(openAi.id)).toEqual({ ok: false, message: UNREADABLE });
    expect(t.logs.join('\n')).toContain('stored API key cannot be decrypted');

    // Entering the key again repairs it.
    await asAdmin('PUT', `/api/admin/api-keys/${openAi.id}`, { keyValue: OPENAI_KEY });
    expect((await asAdmin('GET', `/api/admin/api-keys/${openAi.id}/reveal`)).json()).toEqual({ keyValue: OPENAI_KEY });
  });

  it('answers 400 for bad input and stores nothing', async () => {
    const openAi = await findKey(SERVICE_NAMES.openai);
    const storedBefore = await readStoredValue(SERVICE_NAMES.openai);
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
    for (const [method, suffix] of [
      ['PUT', ''],
      ['PUT', '/toggle'],
      ['GET', '/reveal'],
      ['POST', '/test'],
    ] as const) {
      const badId = await asAdmin(
        method,
        `/api/admin/api-keys/abc${suffix}`,
        method === 'PUT' ? { keyValue: 'x', isActive: true } : undefined,
      );
      expect(badId.statusCode, `${method} ${suffix}`).toBe(400);
      expect(badId.json().message).toBe('API key id must be a positive whole number');
    }
    expect(await findKey(SERVICE_NAMES.openai)).toEqual(openAi);
    expect(await readStoredValue(SERVICE_NAMES.openai)).toBe(storedBefore);
  });

  it('answers 404 for an unknown key, 401 and 403 for everyone but admins', async () => {
    const routes: [TMethod, string, object | undefined][] = [
      ['PUT', '', { keyValue: 'sk-x' }],
      ['PUT', '/toggle', { isActive: true }],
      ['GET', '/reveal', undefined],
      ['POST', '/test', undefined],
    ];
    for (const [method, suffix, payload] of routes) {
      const unknown = await asAdmin(method, `/api/admin/api-keys/${UNKNOWN_ID}${suffix}`, payload);
      expect(unknown.statusCode, `${method} ${suffix}`).toBe(404);
      expect(unknown.json().message).toBe('API key not found');
    }
    const openAi = await findKey(SERVICE_NAMES.openai);
    const revealsBefore = (await findAuditLogs(t.db, 'admin.api_key_revealed')).length;
    await expectAdminOnly('GET', '/api/admin/api-keys');
    for (const [method, suffix, payload] of routes) await expectAdminOnly(method, `/api/admin/api-keys/${openAi.id}${suffix}`, payload);
    expect(await findKey(SERVICE_NAMES.openai)).toEqual(openAi);
    expect(await findAuditLogs(t.db, 'admin.api_key_revealed')).toHaveLength(revealsBefore);
    const stolen = await call('GET', `/api/admin/api-keys/${openAi.id}/reveal`, accounts.employer.cookie);
    expect(stolen.body).not.toContain(OPENAI_KEY);
  });

  it('an admin connects a model through these calls, and analyses use it at once', async () => {
    server.requests.length = 0;
    server.answerWith({ content: JSON.stringify({ overallScore: 70, suggestions: [], strengths: ['Clear structure.'] }) });
    const settings = (await asAdmin('GET', '/api/admin/settings')).json<TAdminSetting[]>();
    const model = settings.find((setting) => setting.settingKey === AI_SETTING_KEYS.model)!;
    await asAdmin('PUT', `/api/admin/settings/${model.id}`, { settingValue: 'fake-model' });
    const openAi = await findKey(SERVICE_NAMES.openai);
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
  });
});
