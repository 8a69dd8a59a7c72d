import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TResume } from '#shared/schemas/resume.ts';
import type { TPublicResume, TResumeLink, TResumeLinkResponse } from '#shared/schemas/resume-link.ts';
import { findAuditLogs } from '#tests/factories/auth.ts';
import { buildResumeData, createAccounts } from '#tests/factories/resumes.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { MONTH_END_MINUTE, setClock } from '#tests/setup/fixed-clock.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { buildApp } from '#server/app.ts';
import { resumeLinkDays, resumeLinks, users } from '#server/db/schema.ts';

type TAccount = Awaited<ReturnType<typeof createUserWithSession>>;
type TAccounts = Awaited<ReturnType<typeof createAccounts>>;

const SLUG_TAKEN = 'This link is already taken. Please choose another one.';
const NOT_PUBLISHED = 'This resume link does not exist or is no longer published.';

function expectError(response: LightMyRequestResponse, status: number, message?: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  if (message !== undefined) expect(response.json().message).toMatch(message);
}

/** The visit cookie a browser would send back: its name=value. */
const getVisitCookie = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((entry) => entry.name === 'devmatch_resume_visit');
  return cookie && `${cookie.name}=${cookie.value}`;
};

describe('public resume links', () => {
  const t = useTestApp();
  let accounts: TAccounts;

  const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, account?: TAccount | { cookie: string }, payload?: object) =>
    t.app.inject({ method, url, ...(account ? { headers: { cookie: account.cookie } } : {}), ...(payload ? { payload } : {}) });
  const linkUrl = (account: TAccount) => `/api/applicant/${account.user.id}/resume-link`;

  async function buildResume(owner: TAccount, overrides = {}): Promise<TResume> {
    const response = await request('POST', `/api/applicant/${owner.user.id}/resume/create`, owner, {
      resumeData: buildResumeData(overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TResume>();
  }

  async function publish(owner: TAccount, body: object): Promise<TResumeLink> {
    const response = await request('PUT', linkUrl(owner), owner, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TResumeLinkResponse>().link!;
  }

  async function newPublishedDeveloper(body: object = {}) {
    const owner = await createUserWithSession(t.app);
    const resume = await buildResume(owner);
    const link = await publish(owner, { resumeId: resume.id, ...body });
    return { owner, resume, link };
  }

  beforeAll(async () => {
    accounts = await createAccounts(t.app, t.db);
  });

  describe('PUT /api/applicant/:userId/resume-link', () => {
    it('publishes at an unguessable link, noindex and without contact details by default, and audits it', async () => {
      setClock(MONTH_END_MINUTE);
      const { owner, resume, link } = await newPublishedDeveloper();
      expect(link).toMatchObject({
        resumeId: resume.id,
        resumeFileName: 'Jane Doe Resume.docx',
        isSlugChosen: false,
        isIndexable: false,
        showsContact: false,
        totalViews: 0,
        totalDownloads: 0,
      });
      expect(link.slug).toMatch(/^[0-9a-f]{20}$/);
      expect(link.url).toBe(`${t.app.ctx.config.appUrl}/r/${link.slug}`);
      // The last 30 UTC days, today last: across the month's end, and the leap day counted.
      expect(link.days).toHaveLength(30);
      expect(link.days[0]).toEqual({ day: '2024-01-31', views: 0, downloads: 0 });
      expect(link.days.at(-1)).toEqual({ day: '2024-02-29', views: 0, downloads: 0 });
      const [audit] = (await findAuditLogs(t.db, 'resume_link.published')).filter((entry) => entry.userId === owner.user.id);
      expect(audit).toMatchObject({ resourceType: 'resume', resourceId: String(resume.id) });
    });

    it('takes a readable slug (lower-cased), refuses one another developer has, and keeps or renews the slug as asked', async () => {
      const { owner, resume } = await newPublishedDeveloper();
      const readable = await publish(owner, { resumeId: resume.id, slug: `  Jane-Doe-${owner.user.id} ` });
      expect(readable).toMatchObject({ slug: `jane-doe-${owner.user.id}`, isSlugChosen: true });

      const other = await newPublishedDeveloper();
      expectError(
        await request('PUT', linkUrl(other.owner), other.owner, { resumeId: other.resume.id, slug: readable.slug }),
        409,
        SLUG_TAKEN,
      );
      expect((await request('GET', linkUrl(other.owner), other.owner)).json<TResumeLinkResponse>().link!.slug).toBe(other.link.slug);

      // Left out: the slug stays; the settings change.
      const kept = await publish(owner, { resumeId: resume.id, isIndexable: true, showsContact: true });
      expect(kept).toMatchObject({ slug: readable.slug, isSlugChosen: true, isIndexable: true, showsContact: true });
      // null: a new unguessable one, and the readable one is free again.
      const renewed = await publish(owner, { resumeId: resume.id, slug: null });
      expect(renewed.slug).toMatch(/^[0-9a-f]{20}$/);
      expect(renewed.isSlugChosen).toBe(false);
      expectError(await request('GET', `/api/public/resumes/${readable.slug}`), 404, NOT_PUBLISHED);
      await publish(other.owner, { resumeId: other.resume.id, slug: readable.slug });
    });

    it('moves the one link to another of the developer\u2019s resumes, keeping its address', async () => {
      const { owner, link } = await newPublishedDeveloper();
      const second = await buildResume(owner, { personalInfo: { ...buildResumeData().personalInfo, fullName: 'Jane Q. Doe' } });
      const moved = await publish(owner, { resumeId: second.id });
      expect(moved).toMatchObject({ resumeId: second.id, slug: link.slug });
      expect((await request('GET', `/api/public/resumes/${link.slug}`)).json<TPublicResume>().markdown).toContain('# Jane Q. Doe');
      expect(await t.db.select().from(resumeLinks).where(eq(resumeLinks.userId, owner.user.id))).toHaveLength(1);
    });

    it('answers 400 with a message for bad input, and stores nothing', async () => {
      const owner = await createUserWithSession(t.app);
      const resume = await buildResume(owner);
      for (const [body, message] of [
        [{}, /Resume id/],
        [{ resumeId: 'x' }, /Resume id must be a number/],
        [{ resumeId: resume.id, slug: 'ab' }, /lower-case letters, digits and hyphens/],
        [{ resumeId: resume.id, slug: 'jane_doe' }, /lower-case letters, digits and hyphens/],
        [{ resumeId: resume.id, slug: '-jane' }, /lower-case letters, digits and hyphens/],
        [{ resumeId: resume.id, slug: 'x'.repeat(61) }, /lower-case letters, digits and hyphens/],
        [{ resumeId: resume.id, isIndexable: 'yes' }, /Indexing must be true or false/],
        [{ resumeId: resume.id, extra: 1 }, /extra/],
      ] as const) {
        expectError(await request('PUT', linkUrl(owner), owner, body), 400, message);
      }
      expect(await t.db.select().from(resumeLinks).where(eq(resumeLinks.userId, owner.user.id))).toEqual([]);
    });

    it("refuses another developer's resume (404), other developers and employers (403), no session (401)", async () => {
      const { owner } = accounts;
      const theirs = await buildResume(accounts.otherDeveloper);
      expectError(await request('PUT', linkUrl(owner), owner, { resumeId: theirs.id }), 404, 'Resume not found');
      const mine = await buildResume(owner);
      expectError(await request('PUT', linkUrl(owner), accounts.otherDeveloper, { resumeId: mine.id }), 403);
      expectError(await request('PUT', linkUrl(owner), accounts.employer, { resumeId: mine.id }), 403);
      expectError(await request('PUT', linkUrl(owner), undefined, { resumeId: mine.id }), 401);
      expect(await t.db.select().from(resumeLinks).where(eq(resumeLinks.userId, owner.user.id))).toEqual([]);
      // An admin may publish for the developer.
      expect((await request('PUT', linkUrl(owner), accounts.admin, { resumeId: mine.id })).statusCode).toBe(200);
      expect((await request('DELETE', linkUrl(owner), accounts.admin)).statusCode).toBe(200);
    });

    it('asks a developer to confirm their e-mail address first', async () => {
      const owner = await createUserWithSession(t.app, {}, { isVerified: false });
      const resume = await buildResume(owner);
      expectError(
        await request('PUT', linkUrl(owner), owner, { resumeId: resume.id }),
        403,
        'Verify your e-mail address before publishing a resume.',
      );
    });
  });

  describe('GET /api/applicant/:userId/resume-link', () => {
    it('is null before publishing, and private to the owner and admins', async () => {
      const owner = await createUserWithSession(t.app);
      expect((await request('GET', linkUrl(owner), owner)).json()).toEqual({ link: null });
      const { owner: published, link } = await newPublishedDeveloper();
      expect((await request('GET', linkUrl(published), accounts.admin)).json<TResumeLinkResponse>().link!.slug).toBe(link.slug);
      expectError(await request('GET', linkUrl(published), accounts.employer), 403);
      expectError(await request('GET', linkUrl(published), accounts.otherDeveloper), 403);
      expectError(await request('GET', linkUrl(published)), 401);
      expectError(await request('GET', '/api/applicant/abc/resume-link', owner), 400, /User id/);
    });
  });

  describe('GET /api/public/resumes/:slug', () => {
    it('shows the resume to anyone, without e-mail or phone unless the developer shows them', async () => {
      const { owner, resume, link } = await newPublishedDeveloper();
      const response = await request('GET', `/api/public/resumes/${link.slug}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const page = response.json<TPublicResume>();
      expect(page.fullName).toBe(owner.user.fullName);
      expect(page.markdown).toContain('# Jane Doe');
      expect(page.markdown).toContain('Berlin, Germany');
      expect(page.markdown).toContain('Acme');
      expect(page.markdown).not.toContain('jane.doe@example.com');
      expect(page.markdown).not.toContain('555 0100');

      await publish(owner, { resumeId: resume.id, showsContact: true });
      const shown = (await request('GET', `/api/public/resumes/${link.slug}`)).json<TPublicResume>();
      expect(shown.markdown).toContain('jane.doe@example.com');
      expect(shown.markdown).toContain('+1 555 0100');
      // The slug is found whatever its case.
      expect((await request('GET', `/api/public/resumes/${link.slug.toUpperCase()}`)).statusCode).toBe(200);
    });

    it('counts a view once per visit, not the owner\u2019s own, and shows the counts to the owner', async () => {
      setClock(MONTH_END_MINUTE);
      const { owner, link } = await newPublishedDeveloper();
      const first = await request('GET', `/api/public/resumes/${link.slug}`);
      const visit = getVisitCookie(first);
      expect(visit).toBeDefined();
      const cookie = first.cookies.find((entry) => entry.name === 'devmatch_resume_visit')!;
      expect(cookie).toMatchObject({ path: `/api/public/resumes/${link.slug}`, httpOnly: true, sameSite: 'Lax', maxAge: 1800 });
      // Same visit: the browser sends the cookie back.
      await request('GET', `/api/public/resumes/${link.slug}`, { cookie: visit! });
      await request('GET', `/api/public/resumes/${link.slug}`, { cookie: visit! });
      // A second visitor, and the owner (not counted).
      await request('GET', `/api/public/resumes/${link.slug}`);
      await request('GET', `/api/public/resumes/${link.slug}`, owner);

      const counted = (await request('GET', linkUrl(owner), owner)).json<TResumeLinkResponse>().link!;
      expect(counted.totalViews).toBe(2);
      expect(counted.days.at(-1)).toEqual({ day: '2024-02-29', views: 2, downloads: 0 });
      // Only the link and a day: nothing about who.
      const rows = await t.db.select().from(resumeLinkDays);
      expect(Object.keys(rows[0]!).sort()).toEqual(['day', 'downloads', 'linkId', 'views']);
    });

    it('answers 404 for an unknown slug, an unpublished link, a deleted resume and a suspended account', async () => {
      expectError(await request('GET', '/api/public/resumes/no-such-link'), 404, NOT_PUBLISHED);

      const unpublished = await newPublishedDeveloper();
      const removed = await request('DELETE', linkUrl(unpublished.owner), unpublished.owner);
      expect(removed.json()).toEqual({ message: 'Your resume is no longer public' });
      expectError(await request('GET', `/api/public/resumes/${unpublished.link.slug}`), 404, NOT_PUBLISHED);
      expect((await request('DELETE', linkUrl(unpublished.owner), unpublished.owner)).json()).toEqual({
        message: 'Your resume was not public',
      });
      expect((await request('GET', linkUrl(unpublished.owner), unpublished.owner)).json()).toEqual({ link: null });
      // Publishing again makes a new address: the old one stays dead.
      const republished = await publish(unpublished.owner, { resumeId: unpublished.resume.id });
      expect(republished.slug).not.toBe(unpublished.link.slug);

      const deleted = await newPublishedDeveloper();
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/resume/${deleted.resume.id}`, headers: { cookie: deleted.owner.cookie } }))
          .statusCode,
      ).toBe(200);
      expectError(await request('GET', `/api/public/resumes/${deleted.link.slug}`), 404);
      expect((await request('GET', linkUrl(deleted.owner), deleted.owner)).json()).toEqual({ link: null });

      const suspended = await newPublishedDeveloper();
      await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.owner.user.id));
      expectError(await request('GET', `/api/public/resumes/${suspended.link.slug}`), 404);
    });
  });

  describe('GET /api/public/resumes/:slug/pdf', () => {
    it('downloads the PDF, without contact details by default, and counts each download', async () => {
      const { owner, link } = await newPublishedDeveloper();
      const response = await request('GET', `/api/public/resumes/${link.slug}/pdf?size=letter`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`filename="${owner.user.fullName} Resume.pdf"`);
      const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
      const text = (await extractText(pdf, { mergePages: true })).text;
      expect(text).toContain('Jane Doe');
      expect(text).not.toContain('jane.doe@example.com');
      await request('GET', `/api/public/resumes/${link.slug}/pdf`);
      expect((await request('GET', linkUrl(owner), owner)).json<TResumeLinkResponse>().link!.totalDownloads).toBe(2);
      expectError(await request('GET', `/api/public/resumes/${link.slug}/pdf?size=a5`), 400, 'Size must be a4 or letter');
      expectError(await request('GET', '/api/public/resumes/no-such-link/pdf'), 404, NOT_PUBLISHED);
    });
  });

  describe('the /r/{slug} page', () => {
    it('has Open Graph tags, noindex unless allowed, no contact details, and 404 once unpublished', async () => {
      const clientDir = mkdtempSync(join(tmpdir(), 'devmatch-client-'));
      const html = '<html><head><title>DevMatch</title><meta name="description" content="" /></head><body>app</body></html>';
      writeFileSync(join(clientDir, 'index.html'), html);
      writeFileSync(join(clientDir, 'screen.html'), html);
      const webApp = await buildApp({ ctx: t.app.ctx, clientDir });
      try {
        const { owner, resume, link } = await newPublishedDeveloper({ showsContact: true });
        const page = await webApp.inject({ method: 'GET', url: `/r/${link.slug}` });
        expect(page.statusCode).toBe(200);
        expect(page.headers['x-robots-tag']).toBe('noindex');
        expect(page.body).toContain('<meta name="robots" content="noindex" />');
        expect(page.body).toContain(`<meta property="og:title" content="${owner.user.fullName}`);
        expect(page.body).toContain('<meta property="og:type" content="profile" />');
        expect(page.body).toContain(`<meta property="og:url" content="${link.url}" />`);
        expect(page.body).not.toContain('jane.doe@example.com');

        await publish(owner, { resumeId: resume.id, isIndexable: true });
        const indexable = await webApp.inject({ method: 'GET', url: `/r/${link.slug}` });
        expect(indexable.headers['x-robots-tag']).toBeUndefined();
        expect(indexable.body).not.toContain('noindex');

        await request('DELETE', linkUrl(owner), owner);
        const gone = await webApp.inject({ method: 'GET', url: `/r/${link.slug}` });
        expect(gone.statusCode).toBe(404);
        expect(gone.headers['x-robots-tag']).toBe('noindex');
        expect(gone.body).toContain('app');
        expect((await webApp.inject({ method: 'GET', url: '/r/%00' })).statusCode).toBe(404);
      } finally {
        await webApp.close();
        rmSync(clientDir, { recursive: true, force: true });
      }
    });
  });
});
