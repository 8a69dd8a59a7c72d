import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type TApp } from '#server/app.ts';
import { insertBlogPost } from '#tests/factories/blog.ts';
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

  it('sends index.html everywhere for a build without screen.html', async () => {
    await startWithPages({ 'index.html': page('landing') });
    const response = await webApp.inject({ method: 'GET', url: '/employer' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('landing');
  });
});
