import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type TApp } from '#server/app.ts';
import { insertBlogPost } from '#tests/factories/blog.ts';
import { openConfirmationLink } from '#tests/factories/auth.ts';
import { createHiringEmployer, createUnconfirmedEmployerWithOpenJob, postJob } from '#tests/factories/jobs.ts';
import { useTestApp } from '#tests/setup/test-app.ts';

const page = (name: string) =>
  `<html><head><title>DevMatch</title><meta name="description" content="" /></head><body>${name}</body></html>`;

describe('the pages the web client serves', () => {
  const t = useTestApp();
  let clientDir: string;
  let webApp: TApp;

  async function startWithPages(pages: Record<string, string>): Promise<void> {
    clientDir = mkdtempSync(join(tmpdir(), 'devmatch-client-'));
    for (const [file, html] of Object.entries(pages)) writeFileSync(join(clientDir, file), html);
    webApp = await buildApp({ ctx: t.app.ctx, clientDir });
    await webApp.ready();
  }

  afterEach(async () => {
    await webApp.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends the landing page index.html, and every other page screen.html with its preloads', async () => {
    await startWithPages({ 'index.html': page('landing'), 'screen.html': page('screen') });
    const landing = await webApp.inject({ method: 'GET', url: '/' });
    expect(landing.body).toContain('landing');
    expect(landing.headers['cache-control']).toBe('no-cache');
    for (const url of ['/employer', '/candidate/4?tab=x', '/blog', '/no/such/page']) {
      const response = await webApp.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('screen');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("builds a blog post's page, with its meta, from screen.html", async () => {
    await startWithPages({ 'index.html': page('landing'), 'screen.html': page('screen') });
    const post = await insertBlogPost(t.app.ctx.db, { title: 'Preloaded post' });
    const response = await webApp.inject({ method: 'GET', url: `/blog/${post.slug}` });
    expect(response.body).toContain('screen');
    expect(response.body).toContain('<title>Preloaded post');
  });

  it("gives a job's page its meta and JobPosting data, safe from the text it holds, and lists it in the sitemap; drafts neither", async () => {
    await startWithPages({ 'index.html': page('landing'), 'screen.html': page('screen') });
    const employer = await createHiringEmployer(t.app);
    const job = await postJob(t.app, employer, {
      title: 'Go Engineer </script><script>alert(1)</script>',
      description: 'Build **payments**.',
    });
    const response = await webApp.inject({ method: 'GET', url: `/jobs/${job.id}` });
    expect(response.body).toContain('<title>Go Engineer &#60;/script&#62;');
    expect(response.body).not.toContain('<script>alert(1)');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(response.body)![1]!;
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'JobPosting',
      title: job.title,
      description: '<p>Build <strong>payments</strong>.</p>\n',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Northwind Labs' },
      jobLocation: { address: { addressLocality: 'Berlin, Germany' } },
      baseSalary: { currency: 'EUR', value: { minValue: 80000, maxValue: 100000, unitText: 'YEAR' } },
    });
    expect(response.body).toContain('content="Northwind Labs · Berlin, Germany: Build payments."');
    const board = await webApp.inject({ method: 'GET', url: '/jobs' });
    expect(board.body).toContain('<title>Developer Jobs | DevMatch</title>');
    const draft = await postJob(t.app, employer, { status: 'draft', title: 'Secret plan' });
    expect((await webApp.inject({ method: 'GET', url: `/jobs/${draft.id}` })).body).not.toContain('Secret plan');
    const sitemap = (await webApp.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>http://devmatch.test/jobs</loc>');
    expect(sitemap).toContain(`<loc>http://devmatch.test/jobs/${job.id}</loc><lastmod>`);
    expect(sitemap).not.toContain(`/jobs/${draft.id}<`);
  });

  it('gives the job of an employer yet to confirm their address no meta, JobPosting or sitemap entry until they confirm', async () => {
    await startWithPages({ 'index.html': page('landing'), 'screen.html': page('screen') });
    const { employer, job } = await createUnconfirmedEmployerWithOpenJob(t.app, { title: 'Unconfirmed Go Engineer' });
    const jobPage = async () => (await webApp.inject({ method: 'GET', url: `/jobs/${job.id}` })).body;
    const sitemap = async () => (await webApp.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(await jobPage()).not.toContain('Unconfirmed Go Engineer');
    expect(await jobPage()).not.toContain('application/ld+json');
    expect(await sitemap()).not.toContain(`/jobs/${job.id}<`);

    expect(await openConfirmationLink(t, employer.user.email)).toBe('verified');
    expect(await jobPage()).toContain('<title>Unconfirmed Go Engineer at Unconfirmed Labs');
    expect(await jobPage()).toContain('"@type":"JobPosting"');
    expect(await sitemap()).toContain(`/jobs/${job.id}<`);
  });

  it("keeps scripts, event handlers and javascript: links out of a job's JobPosting description, and inside its script element", async () => {
    await startWithPages({ 'index.html': page('landing'), 'screen.html': page('screen') });
    const employer = await createHiringEmployer(t.app);
    const job = await postJob(t.app, employer, {
      title: 'Rust Engineer',
      description: [
        'Build **payments**: [our team](https://example.com/team "Team") or [write](mailto:jobs@example.com).',
        '<script>alert(1)</script>',
        'Inline <img src=x onerror=alert(2)> and </script><script>alert(3)</script> end.',
        '[click](javascript:alert(4)), [again](JavaScript:alert(5)), <javascript:alert(6)> and [encoded](&#106;avascript:alert(7)).',
        '![logo" onerror="alert(8)](https://example.com/logo.png)',
        '<a href="javascript:alert(9)" onclick="alert(10)">raw link</a>',
      ].join('\n\n'),
    });
    const response = await webApp.inject({ method: 'GET', url: `/jobs/${job.id}` });
    // One JSON-LD element, closed where the server closed it: the text's </script> did not end it early.
    const scripts = [...response.body.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((match) => match[0].slice(0, match[0].indexOf('>') + 1))).toEqual(['<script type="application/ld+json">']);
    const { description } = JSON.parse(scripts[0]![1]!) as { description: string };
    expect(description).toBe(
      [
        '<p>Build <strong>payments</strong>: <a href="https://example.com/team" title="Team">our team</a> or <a href="mailto:jobs@example.com">write</a>.</p>',
        '<p>Inline  and alert(3) end.</p>',
        '<p>click, again, javascript:alert(6) and encoded.</p>',
        '<p>logo&#34; onerror=&#34;alert(8)</p>',
        '<p>raw link</p>',
        '',
      ].join('\n'),
    );
    // Whatever else the text holds: no element that runs or loads, no event handler, no link but web and e-mail.
    expect(description).not.toMatch(/<(?:script|img|iframe|svg)/i);
    expect(description).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(description.match(/href="[^"]*"/g)).toEqual(['href="https://example.com/team"', 'href="mailto:jobs@example.com"']);
  });

  it('sends index.html everywhere for a build without screen.html', async () => {
    await startWithPages({ 'index.html': page('landing') });
    const response = await webApp.inject({ method: 'GET', url: '/employer' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('landing');
  });
});
