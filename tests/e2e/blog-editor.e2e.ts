/**
 * The admin writes a post by hand: a draft (with the Markdown preview), scheduled for a time to come,
 * published, unpublished; readers see it only while it is published. Axe on the editor in light
 * and dark and at 375 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { expectNoSeriousAxeViolations, expectToast, loginViaApi, openBlogPostEditor } from './fixtures.ts';

async function openBlogManagement(page: Page): Promise<void> {
  await loginViaApi(page, E2E_ADMIN, '/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Management' })).toBeVisible();
}

/** What a reader gets at the post's address. */
async function readerStatus(page: Page, slug: string): Promise<number> {
  return (await page.request.get(`/api/blog/posts/${slug}`)).status();
}

test('a hand-written post goes from draft to scheduled to published, and back off the blog when unpublished', async ({ page }) => {
  const title = `Notes from a code review week ${Date.now()}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await openBlogManagement(page);

  await page.getByRole('button', { name: 'New post' }).click();
  const editor = page.getByRole('dialog', { name: 'New post' });
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Excerpt').fill('What a week of reviews taught the team.');
  await editor.getByRole('textbox', { name: 'Content' }).fill('## What we tried\n\nEvery pull request got a **second** reader.');
  await editor.getByRole('tab', { name: 'Preview' }).click();
  await expect(editor.getByRole('heading', { name: 'What we tried' })).toBeVisible();
  await expect(editor.locator('strong', { hasText: 'second' })).toBeVisible();
  await editor.getByRole('tab', { name: 'Write' }).click();
  await editor.getByLabel('Tags').fill('Code review, Teams');
  await expect(editor.getByRole('radio', { name: /Draft/ })).toBeChecked();
  await editor.getByRole('button', { name: 'Save post' }).click();
  await expectToast(page, `Draft: ${title}`);
  const drafts = page.getByRole('region', { name: /Drafts and scheduled posts/ });
  await expect(drafts.getByText(title)).toBeVisible();
  expect(await readerStatus(page, slug)).toBe(404);

  let dialog = await openBlogPostEditor(page, title);
  await dialog.getByRole('radio', { name: /Scheduled/ }).check();
  // Left empty, the time is asked for beside its field.
  await dialog.getByRole('button', { name: 'Save post' }).click();
  await expect(dialog.getByLabel('Publication time')).toBeFocused();
  await expect(dialog.getByText('Choose when a scheduled post is published')).toBeVisible();
  const inTwoHours = await page.evaluate(() => {
    const date = new Date(Date.now() + 2 * 60 * 60 * 1000);
    return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });
  await dialog.getByLabel('Publication time').fill(inTwoHours);
  await dialog.getByRole('button', { name: 'Save post' }).click();
  await expectToast(page, `Scheduled: ${title}`);
  await expect(drafts.getByRole('listitem').filter({ hasText: title }).getByText('Scheduled')).toBeVisible();
  expect(await readerStatus(page, slug)).toBe(404);

  dialog = await openBlogPostEditor(page, title);
  await dialog.getByRole('radio', { name: /Published/ }).check();
  await dialog.getByRole('button', { name: 'Save post' }).click();
  await expectToast(page, `Published: ${title}`);
  await expect(drafts.getByText(title)).toBeHidden();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: title })).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What we tried' })).toBeVisible();

  await page.goto('/admin/blog');
  dialog = await openBlogPostEditor(page, title);
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expectToast(page, 'Post unpublished');
  await expect(page.getByRole('region', { name: /Drafts and scheduled posts/ }).getByText(title)).toBeVisible();
  expect(await readerStatus(page, slug)).toBe(404);

  // The audit log tells each step.
  const audit = (await (await page.request.get('/api/admin/audit-logs?limit=50')).json()) as unknown;
  expect(JSON.stringify(audit)).toContain('blog.post_unpublished');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the post editor has no serious accessibility violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await openBlogManagement(page);
    await page.getByRole('button', { name: 'New post' }).click();
    await expect(page.getByRole('dialog', { name: 'New post' }).getByLabel('Title')).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('radio', { name: /Scheduled/ })
      .check();
    await expectNoSeriousAxeViolations(page, `post editor (${theme})`, '[role="dialog"]');
  });
}

test('the post editor fits 375 px and passes axe there', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openBlogManagement(page);
  await page.getByRole('button', { name: 'New post' }).click();
  const editor = page.getByRole('dialog', { name: 'New post' });
  await expect(editor.getByLabel('Title')).toBeVisible();
  expect(await editor.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expectNoSeriousAxeViolations(page, 'post editor at 375 px', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'New post' })).toBeFocused();
});
