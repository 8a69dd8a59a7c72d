import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCX_MIME, type TResume, type TResumeDetail } from '#shared/schemas/resumes/resume.ts';
import { ZApplyImprovementsResponseSchema } from '#shared/schemas/resume-ai.ts';
import { buildMultipart } from '#tests/factories/multipart.ts';
import { buildResumeData, createAccounts, readResumeFixture, uploadResume } from '#tests/factories/resumes.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { auditLogs, resumes } from '#server/db/schema.ts';
import { extractWordMarkdown } from '#server/resume-engine/word/extract-word-markdown.ts';

type TAccount = Awaited<ReturnType<typeof createUserWithSession>>;

const FULLSTACK_DOCX = readResumeFixture('fullstack-engineer-strong.docx');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const today = () => `${new Date().getUTCDate()} ${MONTHS[new Date().getUTCMonth()]}`;
const RESUME_WITH_HEADLINE =
  '# Jane Doe\n\nBackend Engineer\n\njane@example.com\n\n## Experience\n\n### Engineer — Acme\n\n- Built the billing platform in Go\n';

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

describe('resume versions: source, title, Word download', () => {
  const t = useTestApp();
  let accounts: Awaited<ReturnType<typeof createAccounts>>;
  beforeAll(async () => {
    accounts = await createAccounts(t.app, t.db);
  });

  const request = (method: 'GET' | 'POST' | 'PATCH', url: string, account?: TAccount, payload?: object) =>
    t.app.inject({ method, url, ...(account ? { headers: { cookie: account.cookie } } : {}), ...(payload ? { payload } : {}) });
  const newDeveloper = () => createUserWithSession(t.app);

  async function upload(owner: TAccount, fileName = 'John Doe CV.docx'): Promise<TResume> {
    const response = await uploadResume(t.app, { userId: owner.user.id, cookie: owner.cookie, bytes: FULLSTACK_DOCX, fileName });
    expectStatus(response, 201);
    return response.json<TResume>();
  }
  async function build(owner: TAccount): Promise<TResume> {
    const response = await request('POST', `/api/applicant/${owner.user.id}/resume/create`, owner, { resumeData: buildResumeData() });
    expectStatus(response, 201);
    return response.json<TResume>();
  }
  async function importJson(owner: TAccount): Promise<TResume> {
    const json = { basics: { name: 'Jane Doe', email: 'jane@example.com', label: 'Backend Engineer' } };
    const { payload, headers } = buildMultipart({ bytes: Buffer.from(JSON.stringify(json)), fileName: 'resume.json' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/applicant/${owner.user.id}/resume/json-resume`,
      payload,
      headers: { ...headers, cookie: owner.cookie },
    });
    expectStatus(response, 201);
    return response.json<{ resume: TResume }>().resume;
  }
  async function improveAndApply(owner: TAccount, resumeId: number, targetRole = '') {
    const improved = await request('POST', `/api/resume/${resumeId}/improve`, owner, { targetRole });
    expectStatus(improved, 200);
    const response = await request('POST', `/api/resume/${resumeId}/apply-improvements`, owner, {
      improvedContent: improved.json<{ improvedContent: string }>().improvedContent,
    });
    expectStatus(response, 201);
    return ZApplyImprovementsResponseSchema.parse(response.json());
  }
  const list = async (owner: TAccount) => (await request('GET', `/api/applicant/${owner.user.id}/resumes`, owner)).json<TResume[]>();

  describe('every way a resume is made sets its source and title', () => {
    it('an upload is "uploaded" and is called by its file name', async () => {
      const owner = await newDeveloper();
      const resume = await upload(owner);
      expect(resume).toMatchObject({ source: 'uploaded', fileName: 'John Doe CV.docx', title: 'John Doe CV.docx' });
      const detail = (await request('GET', `/api/resume/${resume.id}`, owner)).json<TResumeDetail>();
      expect(detail).toMatchObject({ source: 'uploaded', title: 'John Doe CV.docx', fileName: 'John Doe CV.docx' });
    });

    it('the builder\'s is "built", named by the day; a second one that day is numbered; the file name stays', async () => {
      const owner = await newDeveloper();
      const first = await build(owner);
      const second = await build(owner);
      expect(first).toMatchObject({ source: 'built', fileName: 'Jane Doe Resume.docx', title: `Built with the builder — ${today()}` });
      expect(second).toMatchObject({ source: 'built', fileName: 'Jane Doe Resume.docx', title: `Built with the builder — ${today()} (2)` });
    });

    it('a JSON Resume import is "imported"', async () => {
      const owner = await newDeveloper();
      expect(await importJson(owner)).toMatchObject({ source: 'imported', title: `Imported from JSON Resume — ${today()}` });
    });

    it('an applied improvement is "improved", named for the role asked for, else the one the resume gives; {fileName} as before', async () => {
      const owner = await newDeveloper();
      const original = await upload(owner);
      await request('PATCH', `/api/resume/${original.id}`, owner, { fileContent: RESUME_WITH_HEADLINE });

      const forResumeRole = await improveAndApply(owner, original.id);
      expect(forResumeRole.fileName).toBe('John Doe CV (improved).md');
      expect(forResumeRole.resume).toMatchObject({
        source: 'improved',
        fileName: 'John Doe CV (improved).md',
        title: `Improved for Backend Engineer — ${today()}`,
      });
      const forAskedRole = await improveAndApply(owner, original.id, 'Staff Platform Engineer');
      expect(forAskedRole.fileName).toBe('John Doe CV (improved 2).md');
      expect(forAskedRole.resume.title).toBe(`Improved for Staff Platform Engineer — ${today()}`);
      const [row] = await t.db.select({ source: resumes.source }).from(resumes).where(eq(resumes.id, forAskedRole.resume.id));
      expect(row!.source).toBe('improved');

      expect((await list(owner)).map((resume) => [resume.source, resume.title])).toEqual([
        ['improved', `Improved for Staff Platform Engineer — ${today()}`],
        ['improved', `Improved for Backend Engineer — ${today()}`],
        ['uploaded', 'John Doe CV.docx'],
      ]);
    });

    it('an improvement of a resume that names no role is "Improved — day"', async () => {
      const owner = await newDeveloper();
      const original = await upload(owner);
      await request('PATCH', `/api/resume/${original.id}`, owner, { fileContent: '# Jane Doe\n\n## Skills\n\n- Go, SQL\n' });
      expect((await improveAndApply(owner, original.id)).resume.title).toBe(`Improved — ${today()}`);
    });
  });

  it('a new name the person gives becomes the title; saving the same name with new text keeps the given title', async () => {
    const owner = await newDeveloper();
    const built = await build(owner);
    const sameName = await request('PATCH', `/api/resume/${built.id}`, owner, {
      fileName: built.fileName,
      fileContent: '# Jane Doe\n\nEdited.',
    });
    expect(sameName.json<TResumeDetail>().title).toBe(built.title);
    const renamed = await request('PATCH', `/api/resume/${built.id}`, owner, { fileName: 'For Acme.docx' });
    expect(renamed.json<TResumeDetail>()).toMatchObject({ fileName: 'For Acme.docx', title: 'For Acme.docx', source: 'built' });
  });

  describe('GET /api/resume/:id/docx', () => {
    it("makes a Word file of the resume's text as it is now, for its readers, named after it", async () => {
      const owner = await newDeveloper();
      const original = await upload(owner);
      const { resume: version } = await improveAndApply(owner, original.id);
      const detail = (await request('GET', `/api/resume/${version.id}`, owner)).json<TResumeDetail>();
      await request('PATCH', `/api/resume/${version.id}/set-primary`, owner);
      for (const reader of [owner, accounts.employer, accounts.admin]) {
        const response = await request('GET', `/api/resume/${version.id}/docx`, reader);
        expectStatus(response, 200);
        expect(response.headers['content-type']).toBe(DOCX_MIME);
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="John Doe CV (improved).docx"; filename*=UTF-8''John%20Doe%20CV%20%28improved%29.docx`,
        );
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
      const docx = (await request('GET', `/api/resume/${version.id}/docx`, owner)).rawPayload;
      const text = (await extractWordMarkdown(docx)).markdown;
      const firstBullet = /^- (.+)$/m.exec(detail.fileContent)![1]!.replace(/[*_\\]/g, '');
      expect(text.replace(/[*_\\]/g, '')).toContain(firstBullet);
      expect(text).toMatch(/^# /);
    });

    it('answers 401 without a session and 404 to another developer or for an unknown resume', async () => {
      const owner = await newDeveloper();
      const resume = await upload(owner);
      expectStatus(await request('GET', `/api/resume/${resume.id}/docx`), 401);
      expectStatus(await request('GET', `/api/resume/${resume.id}/docx`, accounts.otherDeveloper), 404);
      expectStatus(await request('GET', '/api/resume/999999/docx', owner), 404);
      expectStatus(await request('GET', '/api/resume/abc/docx', owner), 400);
    });
  });

  describe('migration 0034 backfills what stored rows already tell', () => {
    const statements = readFileSync(new URL('../../db/migrations/0034_resume_versions.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--[^\n]*\n\s*)*(UPDATE|WITH)/.test(statement));

    it('improved from a parent, imported or built from the audit log or builder data, else uploaded; titles only for names the product gave', async () => {
      const owner = await newDeveloper();
      const day = new Date('2026-09-05T23:30:00Z');
      const base = { userId: owner.user.id, content: '# CV', fileSize: 4, uploadedAt: day, source: 'uploaded' as const };
      const rows = await t.db
        .insert(resumes)
        .values([
          { ...base, fileName: 'cv.docx' },
          { ...base, fileName: 'Jane Doe Resume.docx' },
          { ...base, fileName: 'Jane Doe Resume.docx', builderData: buildResumeData() as never },
          { ...base, fileName: 'Jane Doe Resume.docx' },
          { ...base, fileName: 'cv (improved).md', parentResumeId: 1 },
          { ...base, fileName: 'cv (improved 2).md', parentResumeId: 1 },
          { ...base, fileName: 'my own name.md', parentResumeId: 1 },
          { ...base, fileName: 'Renamed by me.docx' },
        ])
        .returning({ id: resumes.id });
      const ids = rows.map((row) => row.id);
      await t.db.insert(auditLogs).values([
        { action: 'resume.created', resourceType: 'resume', resourceId: String(ids[1]) },
        { action: 'resume.imported', resourceType: 'resume', resourceId: String(ids[3]) },
        { action: 'resume.created', resourceType: 'resume', resourceId: String(ids[7]) },
      ]);
      // As before the migration: no source, no title.
      await t.db.execute(sql`alter table resumes alter column source drop not null`);
      await t.db
        .update(resumes)
        .set({ source: null as never, title: null })
        .where(inArray(resumes.id, ids));
      for (const statement of statements) await t.db.execute(sql.raw(statement));
      await t.db.execute(sql`alter table resumes alter column source set not null`);

      const after = await t.db
        .select({ id: resumes.id, source: resumes.source, title: resumes.title })
        .from(resumes)
        .where(inArray(resumes.id, ids));
      const byId = new Map(after.map((row) => [row.id, [row.source, row.title]]));
      expect(ids.map((id) => byId.get(id))).toEqual([
        ['uploaded', null],
        ['built', 'Built with the builder — 5 Sep'],
        ['built', 'Built with the builder — 5 Sep (2)'],
        ['imported', 'Imported from JSON Resume — 5 Sep'],
        ['improved', 'Improved — 5 Sep'],
        ['improved', 'Improved — 5 Sep (2)'],
        ['improved', null],
        ['built', null],
      ]);
    });
  });
});
