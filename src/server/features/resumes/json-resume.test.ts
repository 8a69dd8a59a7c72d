import sample from '@jsonresume/schema/sample.resume.json' with { type: 'json' };
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TJsonResume, TJsonResumeImport } from '#shared/schemas/resumes/json-resume.ts';
import { ZResumeBuilderDataSchema, type TResume, type TResumeDetail } from '#shared/schemas/resumes/resume.ts';
import { findAuditLogs } from '#tests/factories/auth.ts';
import { buildMultipart } from '#tests/factories/multipart.ts';
import { expectValidJsonResume } from '#tests/factories/json-resume.ts';
import { buildResumeData, createAccounts, readResumeFixture, uploadResume } from '#tests/factories/resumes.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { resumes, users } from '#server/db/schema.ts';

type TAccount = Awaited<ReturnType<typeof createUserWithSession>>;
type TAccounts = Awaited<ReturnType<typeof createAccounts>>;

function expectError(response: LightMyRequestResponse, status: number, message?: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  if (message !== undefined) expect(response.json().message).toMatch(message);
}

/** The export without its time stamp, which says when the resume last changed. */
const withoutLastModified = (resume: TJsonResume) => ({ ...resume, meta: { ...resume.meta, lastModified: undefined } });

describe('JSON Resume import and export', () => {
  const t = useTestApp();
  let accounts: TAccounts;

  const get = (url: string, account?: TAccount) =>
    t.app.inject({ method: 'GET', url, ...(account ? { headers: { cookie: account.cookie } } : {}) });
  const importUrl = (owner: TAccount) => `/api/applicant/${owner.user.id}/resume/json-resume`;

  function postJson(owner: TAccount, bytes: Buffer, actor: TAccount | null = owner): Promise<LightMyRequestResponse> {
    const { payload, headers } = buildMultipart({ bytes, fileName: 'resume.json' });
    return t.app.inject({
      method: 'POST',
      url: importUrl(owner),
      payload,
      headers: { ...headers, ...(actor ? { cookie: actor.cookie } : {}) },
    });
  }

  async function importOk(owner: TAccount, value: unknown): Promise<TJsonResumeImport> {
    const response = await postJson(owner, Buffer.from(JSON.stringify(value)));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TJsonResumeImport>();
  }

  async function exportOk(resumeId: number, account: TAccount): Promise<TJsonResume> {
    const response = await get(`/api/resume/${resumeId}/json-resume`, account);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TJsonResume>();
  }

  async function buildOk(owner: TAccount, overrides = {}): Promise<TResume> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/applicant/${owner.user.id}/resume/create`,
      headers: { cookie: owner.cookie },
      payload: { resumeData: buildResumeData(overrides) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TResume>();
  }

  const uploadWordResume = async (owner: TAccount) =>
    (
      await uploadResume(t.app, {
        userId: owner.user.id,
        cookie: owner.cookie,
        bytes: readResumeFixture('fullstack-engineer-strong.docx'),
        fileName: 'cv.docx',
      })
    ).json<TResume>();

  const getBuilderData = async (resumeId: number) =>
    (await t.db.select({ builderData: resumes.builderData }).from(resumes).where(eq(resumes.id, resumeId)))[0]!.builderData;

  beforeAll(async () => {
    accounts = await createAccounts(t.app, t.db);
  });

  describe('GET /api/resume/:id/json-resume', () => {
    it('exports a builder resume from its data, valid against the official schema, as resume.json', async () => {
      const resume = await buildOk(accounts.owner);
      const response = await get(`/api/resume/${resume.id}/json-resume`, accounts.owner);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="resume.json"');
      const exported = response.json<TJsonResume>();
      expectValidJsonResume(exported);
      expect(exported.basics).toMatchObject({
        name: 'Jane Doe',
        email: 'jane.doe@example.com',
        location: { city: 'Berlin', region: 'Germany' },
      });
      expect(exported.work?.[0]).toMatchObject({ name: 'Acme', position: 'Senior Engineer', startDate: '2022-01' });
      expect(exported.work?.[0]).not.toHaveProperty('endDate');
      expect(exported.skills).toEqual([{ name: 'TypeScript' }, { name: 'PostgreSQL' }]);
    });

    it('keeps a builder resume\u2019s structure on the round trip: export → import gives the same builder data', async () => {
      const owner = await createUserWithSession(t.app);
      const built = await buildOk(owner, {
        experience: [
          {
            company: 'Acme',
            position: 'Lead',
            startDate: '2021-03',
            endDate: '',
            current: true,
            description: 'Runs the platform team\n- Cut costs by 30%\n- Hired 4',
          },
          {
            company: 'Globex',
            position: 'Engineer',
            startDate: '2017-09',
            endDate: '2021-02',
            current: false,
            description: 'Built the API',
          },
        ],
        education: [{ institution: 'TU Berlin', degree: "Master's Degree", field: 'Informatics', graduationDate: '2017-07', gpa: '' }],
      });
      const exported = await exportOk(built.id, owner);
      const imported = await importOk(owner, exported);
      expect(await getBuilderData(imported.resume.id)).toEqual(await getBuilderData(built.id));
      expect(withoutLastModified(await exportOk(imported.resume.id, owner))).toEqual(withoutLastModified(exported));
      // Same data, same markdown.
      const text = async (id: number) => (await get(`/api/resume/${id}`, owner)).json<TResumeDetail>().fileContent;
      expect(await text(imported.resume.id)).toBe(await text(built.id));
    });

    it('exports an uploaded Word resume as the parser reads it, and an edited builder resume from its new text', async () => {
      const owner = await createUserWithSession(t.app);
      const uploaded = await uploadWordResume(owner);
      const fromWord = await exportOk(uploaded.id, owner);
      expectValidJsonResume(fromWord);
      expect(fromWord.basics?.name).toBeTruthy();
      expect(fromWord.work?.length).toBeGreaterThan(0);
      expect(fromWord.skills?.length).toBeGreaterThan(0);

      const built = await buildOk(owner);
      const edited = await t.app.inject({
        method: 'PATCH',
        url: `/api/resume/${built.id}`,
        headers: { cookie: owner.cookie },
        payload: { fileContent: '# Jane Roe\n\njane@roe.dev\n\n## Skills\nRust, Go' },
      });
      expect(edited.statusCode).toBe(200);
      expect(await getBuilderData(built.id)).toBeNull();
      const fromText = await exportOk(built.id, owner);
      expectValidJsonResume(fromText);
      expect(fromText.basics).toMatchObject({ name: 'Jane Roe', email: 'jane@roe.dev' });
      expect(fromText.skills?.flatMap((skill) => [skill.name, ...(skill.keywords ?? [])])).toEqual(expect.arrayContaining(['Rust', 'Go']));
    });

    it('is for whoever may read the resume: employers the featured one, other developers 404, no session 401', async () => {
      const resume = await buildOk(await createUserWithSession(t.app));
      expect((await get(`/api/resume/${resume.id}/json-resume`, accounts.employer)).statusCode).toBe(200);
      expect((await get(`/api/resume/${resume.id}/json-resume`, accounts.admin)).statusCode).toBe(200);
      expectError(await get(`/api/resume/${resume.id}/json-resume`, accounts.otherDeveloper), 404, 'Resume not found');
      expectError(await get(`/api/resume/${resume.id}/json-resume`), 401);
      expectError(await get('/api/resume/x/json-resume', accounts.owner), 400, /Resume id/);
    });
  });

  describe('GET /api/resume/:id/builder-data', () => {
    it("answers a builder or imported resume's data to its owner and admins, null for an upload or after an edit", async () => {
      const owner = await createUserWithSession(t.app);
      const built = await buildOk(owner);
      const read = (id: number, account?: TAccount) => get(`/api/resume/${id}/builder-data`, account);
      expect((await read(built.id, owner)).json()).toEqual({ builderData: ZResumeBuilderDataSchema.parse(buildResumeData()) });
      const imported = await importOk(owner, { basics: { name: 'Ann Import', email: 'ann@example.com' } });
      expect((await read(imported.resume.id, owner)).json().builderData.personalInfo).toMatchObject({
        fullName: 'Ann Import',
        phone: expect.any(String),
      });
      expect((await read(built.id, accounts.admin)).statusCode).toBe(200);

      const uploaded = await uploadWordResume(owner);
      expect((await read(uploaded.id, owner)).json()).toEqual({ builderData: null });
      await t.app.inject({
        method: 'PATCH',
        url: `/api/resume/${built.id}`,
        headers: { cookie: owner.cookie },
        payload: { fileContent: '# Edited' },
      });
      expect((await read(built.id, owner)).json()).toEqual({ builderData: null });

      // The featured resume is the employer's to read, not to open in the builder; the imported one is a draft, unknown to them.
      expectError(await read(built.id, accounts.employer), 403);
      expectError(await read(imported.resume.id, accounts.employer), 404, 'Resume not found');
      expectError(await read(imported.resume.id, accounts.otherDeveloper), 404, 'Resume not found');
      expectError(await read(imported.resume.id), 401);
    });
  });

  describe('POST /api/applicant/:userId/resume/json-resume', () => {
    it('imports the official sample as a builder resume, offers the profile its basics, names what it left out, audits it', async () => {
      const owner = await createUserWithSession(t.app);
      const imported = await importOk(owner, sample);
      expect(imported.resume).toMatchObject({
        userId: owner.user.id,
        fileName: `${sample.basics.name} Resume.docx`,
        isPrimary: true,
        hasOriginalFile: true,
      });
      expect(imported.profile).toMatchObject({ fullName: sample.basics.name, jobTitle: sample.basics.label });
      expect(imported.profile.links).toContain(sample.basics.url);
      expect(imported.profile.skills.length).toBeGreaterThan(0);
      expect(imported.leftOut).toEqual(expect.arrayContaining(['Projects']));

      const builderData = await getBuilderData(imported.resume.id);
      expect(ZResumeBuilderDataSchema.safeParse(builderData).success).toBe(true);
      expect(builderData!.experience.length).toBe(sample.work.length);
      const detail = (await get(`/api/resume/${imported.resume.id}`, owner)).json<TResumeDetail>();
      expect(detail.fileContent).toContain(`# ${sample.basics.name}`);
      expect(detail.fileContent).toContain(sample.work[0]!.name);
      const [audit] = (await findAuditLogs(t.db, 'resume.imported')).filter((entry) => entry.resourceId === String(imported.resume.id));
      expect(audit).toMatchObject({ resourceType: 'resume', userId: owner.user.id });
    });

    it('fills a missing name and e-mail from the account, and leaves out a phone and location nobody gave', async () => {
      const owner = await createUserWithSession(t.app);
      await t.db.update(users).set({ phone: null, location: null }).where(eq(users.id, owner.user.id));
      const imported = await importOk(owner, { work: [{ name: 'Initech', position: 'Developer', startDate: '2020' }] });
      const data = (await getBuilderData(imported.resume.id))!;
      expect(data.personalInfo).toMatchObject({ fullName: owner.user.fullName, email: owner.user.email, phone: '', location: '' });
      const detail = (await get(`/api/resume/${imported.resume.id}`, owner)).json<TResumeDetail>();
      expect(detail.fileContent.split('\n')[2]).toBe(owner.user.email);
    });

    it('answers 400 with what is wrong, and stores nothing', async () => {
      const owner = await createUserWithSession(t.app);
      const cases: [Buffer, string | RegExp][] = [
        [
          readResumeFixture('fullstack-engineer-strong.docx'),
          'This file is not a JSON Resume: it is not UTF-8 text. Please upload the resume.json file itself.',
        ],
        [Buffer.from('[{"name": "x"}]'), 'This file is not a JSON Resume: a resume.json holds one JSON object, starting with "{".'],
        [Buffer.from('name: Jane'), /starting with "\{"/],
        [Buffer.from('{"basics": {"name": "Jane",}}'), /^This file is not valid JSON: /],
        [
          Buffer.from(JSON.stringify({ basics: { email: 'not-an-address' } })),
          /^This file does not follow the JSON Resume schema\. basics\.email: /,
        ],
        [
          Buffer.from(JSON.stringify({ work: [{ startDate: 'April 2021' }] })),
          /work\.0\.startDate: Must be a date like 2021, 2021-04 or 2021-04-15/,
        ],
        [Buffer.from(JSON.stringify({ work: 'Acme' })), /work: Must be a list/],
        [Buffer.from(JSON.stringify({ basics: { name: 'Ann\u0000' } })), /basics\.name/],
      ];
      for (const [bytes, message] of cases) expectError(await postJson(owner, bytes), 400, message);
      expectError(await postJson(owner, Buffer.alloc(1024 * 1024 + 1, 32)), 413, 'Please upload a JSON Resume file smaller than 1MB.');
      const noFile = await t.app.inject({ method: 'POST', url: importUrl(owner), headers: { cookie: owner.cookie }, payload: {} });
      expectError(noFile, 400, 'Please choose a JSON Resume file (resume.json) to upload in the "resume" field.');
      expect(await t.db.select().from(resumes).where(eq(resumes.userId, owner.user.id))).toEqual([]);
    });

    it('is for the developer and admins: employers and other developers 403, no session 401', async () => {
      const body = Buffer.from(JSON.stringify(sample));
      expectError(await postJson(accounts.owner, body, accounts.employer), 403);
      expectError(await postJson(accounts.owner, body, accounts.otherDeveloper), 403);
      expectError(await postJson(accounts.owner, body, null), 401);
      const byAdmin = await postJson(accounts.owner, body, accounts.admin);
      expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    });
  });
});
