import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import type { TPublicResume, TResumeLink, TResumeLinkResponse } from '#shared/schemas/resumes/resume-link.ts';
import { findAuditLogs } from '#tests/factories/auth.ts';
import { buildResumeData, createAccounts } from '#tests/factories/resumes.ts';
import { WRITTEN_CONTACT_DETAILS, WRITTEN_NON_CONTACT_NUMBERS } from '#tests/factories/written-contact-details.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { MONTH_END_MINUTE, setClock } from '#tests/setup/fixed-clock.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { buildApp } from '#server/app.ts';
import { resumeLinkDays, resumeLinkSlugs, resumeLinks, resumeLinkVisitors, users } from '#server/db/schema.ts';

type TAccount = Awaited<ReturnType<typeof createUserWithSession>>;
type TAccounts = Awaited<ReturnType<typeof createAccounts>>;

const SLUG_TAKEN = 'This link is already taken. Please choose another one.';
const NOT_PUBLISHED = 'This resume link does not exist or is no longer published.';

function expectError(response: LightMyRequestResponse, status: number, message?: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  if (message !== undefined) expect(response.json().message).toMatch(message);
}

describe('public resume links', () => {
  const t = useTestApp();
  let accounts: TAccounts;

  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    account?: TAccount | { cookie: string },
    payload?: object,
  ) => t.app.inject({ method, url, ...(account ? { headers: { cookie: account.cookie } } : {}), ...(payload ? { payload } : {}) });
  /** An anonymous read from another address (each test's reads come from 127.0.0.1 otherwise). */
  const readFrom = (remoteAddress: string, url: string) => t.app.inject({ method: 'GET', url, remoteAddress });
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
      // null: a new unguessable one; the readable one leads there and stays the developer's.
      const renewed = await publish(owner, { resumeId: resume.id, slug: null });
      expect(renewed.slug).toMatch(/^[0-9a-f]{20}$/);
      expect(renewed.isSlugChosen).toBe(false);
      const old = await request('GET', `/api/public/resumes/${readable.slug}`);
      expect(old.statusCode).toBe(307);
      expect(old.headers.location).toBe(`/api/public/resumes/${renewed.slug}`);
      expectError(
        await request('PUT', linkUrl(other.owner), other.owner, { resumeId: other.resume.id, slug: readable.slug }),
        409,
        SLUG_TAKEN,
      );
      // Its owner may take it back.
      expect(await publish(owner, { resumeId: resume.id, slug: readable.slug })).toMatchObject({ slug: readable.slug });
    });

    it('keeps a released slug for its account for good: renamed, unpublished or deleted, nobody else takes it', async () => {
      const { owner, resume } = await newPublishedDeveloper();
      const first = `dev-bee-${owner.user.id}`;
      const second = `dev-bee-renamed-${owner.user.id}`;
      await publish(owner, { resumeId: resume.id, slug: first });
      await publish(owner, { resumeId: resume.id, slug: second });
      // Both old addresses lead to the current one, the PDF's with its page size.
      expect((await request('GET', `/api/public/resumes/${first}`)).headers.location).toBe(`/api/public/resumes/${second}`);
      const pdf = await request('GET', `/api/public/resumes/${first}/pdf?size=letter`);
      expect(pdf.statusCode).toBe(307);
      expect(pdf.headers.location).toBe(`/api/public/resumes/${second}/pdf?size=letter`);

      const other = await newPublishedDeveloper();
      for (const slug of [first, second]) {
        expectError(await request('PUT', linkUrl(other.owner), other.owner, { resumeId: other.resume.id, slug }), 409, SLUG_TAKEN);
      }
      // Unpublished: every old address answers 404, and is still not free.
      await request('DELETE', linkUrl(owner), owner);
      for (const slug of [first, second]) expectError(await request('GET', `/api/public/resumes/${slug}`), 404, NOT_PUBLISHED);
      expectError(await request('PUT', linkUrl(other.owner), other.owner, { resumeId: other.resume.id, slug: second }), 409, SLUG_TAKEN);
      // A new link of the same developer does not revive the old addresses.
      const republished = await publish(owner, { resumeId: resume.id });
      expectError(await request('GET', `/api/public/resumes/${second}`), 404, NOT_PUBLISHED);
      expect(republished.slug).not.toBe(second);

      // The account deleted: the address stays reserved, and no readable name is kept for it.
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { cookie: owner.cookie },
        payload: { currentPassword: owner.password, confirmation: 'DELETE' },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      const reserved = await t.db.select().from(resumeLinkSlugs);
      expect(JSON.stringify(reserved)).not.toContain('dev-bee');
      expectError(await request('PUT', linkUrl(other.owner), other.owner, { resumeId: other.resume.id, slug: first }), 409, SLUG_TAKEN);
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

    it('counts a view once per visitor a day, not the owner\u2019s own, and shows the counts to the owner', async () => {
      setClock(MONTH_END_MINUTE);
      const { owner, link } = await newPublishedDeveloper();
      const url = `/api/public/resumes/${link.slug}`;
      // 30 reads at once from one address, some of them together: one view.
      await Promise.all(Array.from({ length: 30 }, () => readFrom('198.51.100.7', url)));
      // A second address, a signed-in reader (twice), and the owner (not counted).
      await readFrom('198.51.100.8', url);
      const reader = await createUserWithSession(t.app);
      await request('GET', url, reader);
      await request('GET', url, reader);
      await request('GET', url, owner);

      const counted = (await request('GET', linkUrl(owner), owner)).json<TResumeLinkResponse>().link!;
      expect(counted.totalViews).toBe(3);
      expect(counted.days.at(-1)).toEqual({ day: '2024-02-29', views: 3, downloads: 0 });
      // The counts hold a link and a day; who was counted today is a keyed hash, never the address or the account.
      const rows = await t.db.select().from(resumeLinkDays);
      expect(Object.keys(rows[0]!).sort()).toEqual(['day', 'downloads', 'linkId', 'views']);
      const [stored] = await t.db.select().from(resumeLinks).where(eq(resumeLinks.userId, owner.user.id));
      const visitors = await t.db.select().from(resumeLinkVisitors).where(eq(resumeLinkVisitors.linkId, stored!.id));
      expect(visitors).toHaveLength(3);
      expect(JSON.stringify(visitors)).not.toMatch(/198\.51\.100|user:/);
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
    it('downloads the PDF, without contact details by default, and counts a download once per visitor a day', async () => {
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
      await readFrom('198.51.100.9', `/api/public/resumes/${link.slug}/pdf`);
      expect((await request('GET', linkUrl(owner), owner)).json<TResumeLinkResponse>().link!.totalDownloads).toBe(2);
      expectError(await request('GET', `/api/public/resumes/${link.slug}/pdf?size=a5`), 400, 'Size must be a4 or letter');
      expectError(await request('GET', '/api/public/resumes/no-such-link/pdf'), 404, NOT_PUBLISHED);
    });

    it('makes one PDF for many readers at once and answers each of them with it', async () => {
      const { link } = await newPublishedDeveloper();
      const url = `/api/public/resumes/${link.slug}/pdf?size=a4`;
      const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => readFrom(`203.0.113.${index + 1}`, url)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
    });
  });

  describe('contact details written in every way', () => {
    /** A resume holding every written contact detail under the name, in its text and among its references. */
    const PROBE_RESUME = [
      '# Dev Probe',
      'Senior Backend Engineer',
      `Munich, Germany | ${WRITTEN_CONTACT_DETAILS.slice(0, 12).join(' | ')} | github.com/devprobe`,
      `${WRITTEN_CONTACT_DETAILS.slice(12).join(' · ')}`,
      '',
      '## Summary',
      'Backend engineer who ships boring, reliable systems.',
      ...WRITTEN_CONTACT_DETAILS.map((detail) => `Reach me at ${detail} after 6 pm.`),
      '',
      '## Experience',
      '### Senior Engineer — Acme',
      ...WRITTEN_NON_CONTACT_NUMBERS.map((text) => `- ${text}`),
      '',
      '## References',
      ...WRITTEN_CONTACT_DETAILS.map((detail) => `- Mark Roe, my manager at Acme: ${detail}`),
    ].join('\n');
    /** The last seven digits of each phone number: found however a PDF breaks and spaces the text. */
    const phoneDigits = WRITTEN_CONTACT_DETAILS.map((detail) => detail.replace(/\D/g, '')).flatMap((digits) =>
      digits.length >= 7 ? [digits.slice(-7)] : [],
    );

    it('are in neither the page data nor the PDF unless shown; the name, headline, place, links and other numbers stay', async () => {
      const owner = await createUserWithSession(t.app);
      const resume = await buildResume(owner);
      const edited = await request('PATCH', `/api/resume/${resume.id}`, owner, { fileContent: PROBE_RESUME });
      expect(edited.statusCode, edited.body).toBe(200);
      const link = await publish(owner, { resumeId: resume.id });

      const data = await request('GET', `/api/public/resumes/${link.slug}`);
      expect(data.statusCode, data.body).toBe(200);
      const { markdown } = data.json<TPublicResume>();
      for (const detail of WRITTEN_CONTACT_DETAILS) {
        expect(data.body).not.toContain(detail);
        expect(markdown).not.toContain(detail);
      }
      expect(markdown).not.toMatch(/probe \(dot\)|\[at\]|tel:|whatsapp/i);
      expect(markdown.split('\n').slice(0, 3)).toEqual(['# Dev Probe', 'Senior Backend Engineer', 'Munich, Germany | github.com/devprobe']);
      expect(markdown).toContain('- Mark Roe, my manager at Acme:');
      for (const text of WRITTEN_NON_CONTACT_NUMBERS) expect(markdown).toContain(`- ${text}`);

      const pdf = await request('GET', `/api/public/resumes/${link.slug}/pdf`);
      expect(pdf.statusCode, pdf.body).toBe(200);
      const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true })).text;
      const flowed = text.replace(/\s+/g, ' ');
      for (const detail of WRITTEN_CONTACT_DETAILS) expect(flowed).not.toContain(detail);
      const numbersInPdf = (text.match(/\+?\d[\d\s()./-]*\d/g) ?? []).map((number) => number.replace(/\D/g, ''));
      for (const digits of phoneDigits) expect(numbersInPdf.filter((number) => number.includes(digits))).toEqual([]);
      expect(flowed).toContain('Senior Backend Engineer');
      expect(flowed).toContain('ISO 27001');

      // Shown when the developer chooses: the resume did hold them all.
      await publish(owner, { resumeId: resume.id, showsContact: true });
      const shown = (await request('GET', `/api/public/resumes/${link.slug}`)).json<TPublicResume>();
      for (const detail of WRITTEN_CONTACT_DETAILS) expect(shown.markdown).toContain(detail);
    });
  });

  describe('the /r/{slug} page', () => {
    it('leads a renamed link\u2019s old address to the new one', async () => {
      const clientDir = mkdtempSync(join(tmpdir(), 'devmatch-client-'));
      writeFileSync(join(clientDir, 'index.html'), '<html><head><title>DevMatch</title></head><body>app</body></html>');
      writeFileSync(join(clientDir, 'screen.html'), '<html><head><title>DevMatch</title></head><body>app</body></html>');
      const webApp = await buildApp({ ctx: t.app.ctx, clientDir });
      try {
        const { owner, resume, link } = await newPublishedDeveloper();
        const renamed = await publish(owner, { resumeId: resume.id, slug: `page-renamed-${owner.user.id}` });
        const old = await webApp.inject({ method: 'GET', url: `/r/${link.slug}` });
        expect(old.statusCode).toBe(307);
        expect(old.headers.location).toBe(`/r/${renamed.slug}`);
        await request('DELETE', linkUrl(owner), owner);
        expect((await webApp.inject({ method: 'GET', url: `/r/${link.slug}` })).statusCode).toBe(404);
      } finally {
        await webApp.close();
        rmSync(clientDir, { recursive: true, force: true });
      }
    });

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

describe('public resume link reads under load', () => {
  const t = useTestApp({
    RATE_LIMIT_PUBLIC_RESUME_PAGES_PER_ADDRESS: '3',
    RATE_LIMIT_PUBLIC_RESUME_PAGES_PER_LINK: '5',
    RATE_LIMIT_PUBLIC_RESUME_PDFS_PER_ADDRESS: '2',
    RATE_LIMIT_PUBLIC_RESUME_PDFS_PER_LINK: '100',
  });

  async function newLink() {
    const owner = await createUserWithSession(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/applicant/${owner.user.id}/resume/create`,
      headers: { cookie: owner.cookie },
      payload: { resumeData: buildResumeData() },
    });
    const published = await t.app.inject({
      method: 'PUT',
      url: `/api/applicant/${owner.user.id}/resume-link`,
      headers: { cookie: owner.cookie },
      payload: { resumeId: created.json<TResume>().id },
    });
    return { owner, slug: published.json<TResumeLinkResponse>().link!.slug };
  }
  const readFrom = (remoteAddress: string, url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress, ...(cookie ? { headers: { cookie } } : {}) });

  it('limits anonymous reads per address (429 with Retry-After), and not signed-in readers', async () => {
    const { slug } = await newLink();
    const pdf = `/api/public/resumes/${slug}/pdf`;
    expect((await readFrom('198.51.100.20', pdf)).statusCode).toBe(200);
    expect((await readFrom('198.51.100.20', pdf)).statusCode).toBe(200);
    const refused = await readFrom('198.51.100.20', pdf);
    expectError(refused, 429, /opened too often from here\. Please try again in \d+ minutes?\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is checked before the lookup: an address cannot go on trying slugs either.
    expectError(await readFrom('198.51.100.20', '/api/public/resumes/no-such-link/pdf'), 429);
    // Another address, and a signed-in reader at the same address, go on.
    expect((await readFrom('198.51.100.21', pdf)).statusCode).toBe(200);
    const reader = await createUserWithSession(t.app);
    expect((await readFrom('198.51.100.20', pdf, reader.cookie)).statusCode).toBe(200);
  });

  it('limits anonymous reads per link, from many addresses', async () => {
    const { slug, owner } = await newLink();
    const page = `/api/public/resumes/${slug}`;
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => readFrom(`192.0.2.${index + 1}`, page)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(3);
    // Other links are not held back, nor is the owner.
    const other = await newLink();
    expect((await readFrom('192.0.2.50', `/api/public/resumes/${other.slug}`)).statusCode).toBe(200);
    expect((await readFrom('192.0.2.51', page, owner.cookie)).statusCode).toBe(200);
  });
});
