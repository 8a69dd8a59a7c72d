/**
 * NUL characters and lone surrogates in request text: PostgreSQL refuses NUL in text columns and
 * both in jsonb, so such text used to answer 500, or was stored with U+FFFD in place of a lone
 * surrogate. Every text field of every route must answer 400 with a message and store nothing.
 */
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TAdminSetting } from '#shared/schemas/admin.ts';
import type { TApplicantProfileResponse } from '#shared/schemas/profiles.ts';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { countUsers } from '#tests/factories/auth.ts';
import { buildResumeData, createAccounts } from '#tests/factories/resumes.ts';
import { buildRegistration } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { ensurePlatformDefaults } from '../bootstrap/platform-defaults.ts';
import { AI_SETTING_KEYS } from '#server/db/ai-settings.queries.ts';
import { passwordResetTokens, resumeAnalyses, resumeImprovements, sessions } from '../db/schema.ts';
import { registerErrorHandling } from './errors.ts';
import { registerRequestTextCheck } from './request-text.ts';

const BAD_TEXTS = [
  ['a NUL character', 'Jane\u0000Doe'],
  ['a lone high surrogate', 'Jane\ud800Doe'],
  ['a lone low surrogate', 'Jane\udc00Doe'],
] as const;

const REFUSED = 'must not contain NUL characters or invalid Unicode';
/** The message of a field whose schema names it, e.g. 'Full name must not contain …'. */
const named = (label: string) => `${label} ${REFUSED}`;
/** The resume builder's messages do not name their field ('Must be text'); the issue path does. */
const UNNAMED = 'Must not contain NUL characters or invalid Unicode';

type TAccounts = Awaited<ReturnType<typeof createAccounts>>;
type TMethod = 'POST' | 'PUT' | 'PATCH';
type TField = { path: string; message: string };
type TRouteCase = {
  route: string;
  method: TMethod;
  url: () => string;
  cookie: () => string | undefined;
  /** A valid body; each field in turn is replaced by the bad text. */
  body: () => Record<string, unknown>;
  fields: TField[];
  /** What the route would change; read before and after, it must be the same. */
  readState: () => Promise<unknown>;
};

/** A copy of `body` with the value at a dotted path ('resumeData.experience.0.company') replaced. */
function withValueAt(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

function expectRefused(response: LightMyRequestResponse, field: TField) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body).toEqual({ code: 'BAD_REQUEST', message: field.message, issues: expect.any(Array) });
  expect(body.issues[0]).toEqual({ path: field.path, message: field.message });
}

describe('NUL and lone surrogates in request text', () => {
  const t = useTestApp();
  let accounts: TAccounts;
  let profileId: number;
  let resume: TResume;
  let settingId: number;
  let apiKeyId: number;

  const inject = (method: 'GET' | TMethod, url: string, cookie?: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
  const readJson = async (url: string, cookie: string) => {
    const response = await inject('GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<unknown>();
  };
  const countRows = async (table: typeof resumeAnalyses | typeof resumeImprovements) => {
    const [row] = await t.db.select({ value: count() }).from(table).where(eq(table.resumeId, resume.id));
    return row!.value;
  };

  beforeAll(async () => {
    await ensurePlatformDefaults(t.db, pino({ level: 'silent' }));
    accounts = await createAccounts(t.app, t.db);
    const owner = accounts.owner;
    const profile = (await readJson(`/api/applicant/profile/${owner.user.id}`, owner.cookie)) as TApplicantProfileResponse;
    profileId = profile.profile.id;
    const created = await inject('POST', `/api/applicant/${owner.user.id}/resume/create`, owner.cookie, { resumeData: buildResumeData() });
    expect(created.statusCode, created.body).toBe(201);
    resume = created.json<TResume>();
    // The model name is free text; the AI base URL and timeout have checks of their own.
    const settings = (await readJson('/api/admin/settings', accounts.admin.cookie)) as TAdminSetting[];
    settingId = settings.find((setting) => setting.settingKey === AI_SETTING_KEYS.model)!.id;
    const apiKeys = (await readJson('/api/admin/api-keys', accounts.admin.cookie)) as { id: number }[];
    apiKeyId = apiKeys[0]!.id;
  });

  const ownerCookie = () => accounts.owner.cookie;
  const readOwnerResumes = () => readJson(`/api/applicant/${accounts.owner.user.id}/resumes`, ownerCookie());

  const ROUTES: TRouteCase[] = [
    {
      route: 'POST /api/auth/register',
      method: 'POST',
      url: () => '/api/auth/register',
      cookie: () => undefined,
      body: () => buildRegistration(),
      fields: [
        { path: 'username', message: named('Username') },
        { path: 'email', message: named('Email') },
        { path: 'password', message: named('Password') },
        { path: 'fullName', message: named('Full name') },
        { path: 'location', message: named('Location') },
        { path: 'phone', message: named('Phone') },
      ],
      readState: () => countUsers(t.db),
    },
    {
      route: 'POST /api/auth/login',
      method: 'POST',
      url: () => '/api/auth/login',
      cookie: () => undefined,
      body: () => ({ email: accounts.owner.user.email, password: accounts.owner.password }),
      fields: [
        { path: 'email', message: named('Email') },
        { path: 'password', message: named('Password') },
      ],
      readState: async () => (await t.db.select({ value: count() }).from(sessions))[0]!.value,
    },
    {
      route: 'POST /api/auth/forgot-password',
      method: 'POST',
      url: () => '/api/auth/forgot-password',
      cookie: () => undefined,
      body: () => ({ email: accounts.owner.user.email }),
      fields: [{ path: 'email', message: named('Email') }],
      readState: async () => (await t.db.select({ value: count() }).from(passwordResetTokens))[0]!.value,
    },
    {
      route: 'POST /api/auth/reset-password',
      method: 'POST',
      url: () => '/api/auth/reset-password',
      cookie: () => undefined,
      body: () => ({ token: 'a'.repeat(43), newPassword: 'another-horse-battery' }),
      fields: [
        { path: 'token', message: named('Reset token') },
        { path: 'newPassword', message: named('Password') },
      ],
      readState: async () => (await t.db.select({ value: count() }).from(passwordResetTokens))[0]!.value,
    },
    {
      route: 'PATCH /api/users/:userId',
      method: 'PATCH',
      url: () => `/api/users/${accounts.owner.user.id}`,
      cookie: ownerCookie,
      body: () => ({ fullName: 'Jane Doe', email: 'jane.changed@example.com', phone: '+1 555 0100', location: 'Lisbon' }),
      fields: [
        { path: 'fullName', message: named('Full name') },
        { path: 'email', message: named('Email') },
        { path: 'phone', message: named('Phone') },
        { path: 'location', message: named('Location') },
      ],
      readState: () => readJson('/api/auth/me', ownerCookie()),
    },
    {
      route: 'PATCH /api/applicant/profile/:profileId',
      method: 'PATCH',
      url: () => `/api/applicant/profile/${profileId}`,
      cookie: ownerCookie,
      body: () => ({
        fullName: 'Jane Doe',
        jobTitle: 'Backend Engineer',
        bio: 'Builds APIs.',
        skills: ['Go', 'PostgreSQL'],
        experience: '5 years',
        education: 'BSc',
        workExperience: 'Acme',
      }),
      fields: [
        { path: 'fullName', message: named('Full name') },
        { path: 'jobTitle', message: named('Job title') },
        { path: 'bio', message: named('Professional summary') },
        { path: 'skills.1', message: named('Skills') },
        { path: 'experience', message: named('Experience') },
        { path: 'education', message: named('Education') },
        { path: 'workExperience', message: named('Work experience') },
      ],
      readState: () => readJson(`/api/applicant/profile/${accounts.owner.user.id}`, ownerCookie()),
    },
    {
      route: 'POST /api/applicant/:userId/resume/create',
      method: 'POST',
      url: () => `/api/applicant/${accounts.owner.user.id}/resume/create`,
      cookie: ownerCookie,
      body: () => ({ resumeData: buildResumeData() }),
      fields: [
        ...['fullName', 'email', 'phone', 'location', 'summary'].map((key) => `personalInfo.${key}`),
        ...['company', 'position', 'startDate', 'description'].map((key) => `experience.1.${key}`),
        'experience.0.endDate',
        ...['institution', 'degree', 'field', 'graduationDate', 'gpa'].map((key) => `education.0.${key}`),
        'skills.0',
        'certifications.0',
      ].map((path) => ({ path: `resumeData.${path}`, message: UNNAMED })),
      readState: readOwnerResumes,
    },
    {
      route: 'PATCH /api/resume/:id',
      method: 'PATCH',
      url: () => `/api/resume/${resume.id}`,
      cookie: ownerCookie,
      body: () => ({ fileName: 'Renamed.docx', fileContent: '# Jane Doe\n\nBackend engineer.' }),
      fields: [
        { path: 'fileName', message: named('File name') },
        { path: 'fileContent', message: named('Content') },
      ],
      readState: () => readJson(`/api/resume/${resume.id}`, ownerCookie()),
    },
    {
      route: 'POST /api/resume/:id/analyze',
      method: 'POST',
      url: () => `/api/resume/${resume.id}/analyze`,
      cookie: ownerCookie,
      body: () => ({ targetRole: 'Backend Engineer', jobDescription: 'We need Go and PostgreSQL.' }),
      fields: [
        { path: 'targetRole', message: named('Target role') },
        { path: 'jobDescription', message: named('Job description') },
      ],
      readState: () => countRows(resumeAnalyses),
    },
    {
      route: 'POST /api/resume/:id/improve',
      method: 'POST',
      url: () => `/api/resume/${resume.id}/improve`,
      cookie: ownerCookie,
      body: () => ({ targetRole: 'Backend Engineer' }),
      fields: [{ path: 'targetRole', message: named('Target role') }],
      readState: () => countRows(resumeImprovements),
    },
    {
      route: 'POST /api/resume/:id/apply-improvements',
      method: 'POST',
      url: () => `/api/resume/${resume.id}/apply-improvements`,
      cookie: ownerCookie,
      body: () => ({ improvedContent: '# Jane Doe\n\nImproved.' }),
      fields: [{ path: 'improvedContent', message: named('Improved content') }],
      readState: readOwnerResumes,
    },
    {
      route: 'PUT /api/admin/settings/:id',
      method: 'PUT',
      url: () => `/api/admin/settings/${settingId}`,
      cookie: () => accounts.admin.cookie,
      body: () => ({ settingValue: 'llama3.1:8b' }),
      fields: [{ path: 'settingValue', message: named('Setting value') }],
      readState: () => readJson('/api/admin/settings', accounts.admin.cookie),
    },
    {
      route: 'PUT /api/admin/api-keys/:id',
      method: 'PUT',
      url: () => `/api/admin/api-keys/${apiKeyId}`,
      cookie: () => accounts.admin.cookie,
      body: () => ({ keyValue: 'sk-test-key' }),
      fields: [{ path: 'keyValue', message: named('API key') }],
      readState: () => readJson('/api/admin/api-keys', accounts.admin.cookie),
    },
  ];

  for (const route of ROUTES) {
    describe(route.route, () => {
      for (const field of route.fields) {
        it.each(BAD_TEXTS)(`answers 400 for ${field.path} holding %s, and stores nothing`, async (_kind, badText) => {
          const before = await route.readState();
          const response = await inject(route.method, route.url(), route.cookie(), withValueAt(route.body(), field.path, badText));
          expectRefused(response, field);
          expect(await route.readState()).toEqual(before);
        });
      }
    });
  }

  it('answers 400 for a NUL character in a query string (GET /api/auth/verify-reset-token)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/verify-reset-token', query: { token: 'abc\u0000def' } });
    expectRefused(response, { path: 'token', message: named('Reset token') });
  });

  it('still stores emoji and other astral characters (valid surrogate pairs)', async () => {
    const owner = accounts.owner;
    const response = await inject('PATCH', `/api/applicant/profile/${profileId}`, owner.cookie, {
      jobTitle: '👩‍💻 Engineer 𝒳',
      skills: ['𝒳-ray', 'C++ 🚀'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ jobTitle: '👩‍💻 Engineer 𝒳', skills: ['𝒳-ray', 'C++ 🚀'] });
    const created = await inject('POST', `/api/applicant/${owner.user.id}/resume/create`, owner.cookie, {
      resumeData: buildResumeData({ skills: ['Rust 🦀'] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const detail = (await readJson(`/api/resume/${created.json<TResume>().id}`, owner.cookie)) as { fileContent: string };
    expect(detail.fileContent).toContain('Rust 🦀');
  });

  it('checks routes without a body schema too: refuses a NUL in a JSON body sent to logout, keeps the session', async () => {
    const response = await inject('POST', '/api/auth/logout', ownerCookie(), { reason: 'done\u0000' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: `reason ${REFUSED}`,
      issues: [{ path: 'reason', message: `reason ${REFUSED}` }],
    });
    expect((await inject('GET', '/api/auth/me', ownerCookie())).statusCode).toBe(200);
  });
});

describe('registerRequestTextCheck: what the schemas pass through unchecked', () => {
  /** A route whose schema takes any JSON, as a future record or jsonb field would. */
  async function buildEchoApp() {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    registerRequestTextCheck(app);
    app.post('/api/echo', { schema: { body: z.unknown() } }, async (request) => ({ query: request.query }));
    app.get('/page', async (request) => ({ query: request.query }));
    await app.ready();
    return app;
  }

  it.each([
    ['a nested value', { data: { list: [{ note: 'ok' }, { note: 'x\u0000' }] } }, 'data.list.1.note', `data.list.1.note ${REFUSED}`],
    ['a lone surrogate deep in an array', [['a', ['b', 'c\ud800']]], '0.1.1', `0.1.1 ${REFUSED}`],
    ['a key', { data: { 'bad\udc00key': 1 } }, 'data', `Field names in data ${REFUSED}`],
    ['a top-level string body', 'x\u0000', '', `Request text ${REFUSED}`],
  ])('refuses %s with 400', async (_kind, payload, path, message) => {
    const app = await buildEchoApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message, issues: [{ path, message }] });
    await app.close();
  });

  it('refuses a NUL in a query string, and lets valid text, emoji and deep nesting through', async () => {
    const app = await buildEchoApp();
    const query = await app.inject({ method: 'POST', url: '/api/echo?q=a%00b', payload: {} });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe(`q ${REFUSED}`);

    // Nested deeper than a recursive walk could go: the check must not overflow the stack (a 500).
    const deep = `{"text":"👩‍💻 𝒳","deep":${'['.repeat(50_000)}"ok"${']'.repeat(50_000)}}`;
    const fine = await app.inject({
      method: 'POST',
      url: '/api/echo?q=%F0%9D%92%B3',
      payload: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(fine.statusCode, fine.body.slice(0, 200)).toBe(200);
    expect(fine.json().query).toEqual({ q: '𝒳' });
    await app.close();
  });

  it('leaves pages outside /api alone', async () => {
    const app = await buildEchoApp();
    const response = await app.inject({ method: 'GET', url: '/page?q=a%00b' });
    expect(response.statusCode).toBe(200);
    await app.close();
  });
});
