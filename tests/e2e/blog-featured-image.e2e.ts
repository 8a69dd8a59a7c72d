/**
 * The admin gives a hand-written post a featured image: alt text first, then the upload, seen in the
 * editor's preview while the post is a draft (and answered 404 to a signed-out reader); published,
 * a reader sees it on the post's page at 1200 px; unpublished, its address is 404 again. Axe on the
 * editor with an image in light and dark and at 375 px.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { expectNoSeriousAxeViolations, expectToast, loginViaApi, openBlogPostEditor } from './fixtures.ts';

type TPost = { id: number; slug: string; title: string; featuredImage: string | null };

/** A landscape photo larger than the cover, so the crop and resize show. */
function createPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#0f766e' } })
    .composite([
      { input: Buffer.from('<svg width="900" height="600"><circle cx="450" cy="300" r="240" fill="#f59e0b"/></svg>'), gravity: 'centre' },
    ])
    .jpeg()
    .toBuffer();
}

/** A draft written through the API as the signed-in admin (the editor's own flow is in blog-editor.e2e.ts). */
async function createDraft(page: Page, title: string): Promise<TPost> {
  const response = await page.request.post('/api/admin/blog/posts', {
    data: {
      title,
      excerpt: 'How a team shares one screen without losing the thread.',
      content: '## Why pair\n\nTwo people, one problem, fewer surprises in review.',
      category: 'developers',
      tags: ['Pairing'],
      imageAttribution: 'Jane Doe',
      imageSource: null,
      status: 'draft',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TPost;
}

async function editPost(page: Page, title: string) {
  await page.goto('/admin/blog');
  return openBlogPostEditor(page, title);
}

/** What a signed-out reader gets at an address (the `request` fixture holds no session). */
async function signedOutStatus(request: APIRequestContext, url: string): Promise<number> {
  return (await request.get(url)).status();
}

test('an admin uploads a featured image to a draft, previews it, publishes it for readers, and unpublishing hides it again', async ({
  page,
  browser,
  request,
}) => {
  const title = `Pairing without the pain ${Date.now()}`;
  await loginViaApi(page, E2E_ADMIN, '/admin/blog');
  const draft = await createDraft(page, title);
  let editor = await editPost(page, title);

  // No image goes out undescribed: the alt text is asked for first, beside its field.
  await editor.getByRole('button', { name: 'Upload image' }).click();
  await expect(editor.getByLabel('Alt text')).toBeFocused();
  await expect(editor.getByText('Describe the image for readers who cannot see it (alt text)')).toBeVisible();
  await editor.getByLabel('Alt text').fill('Two developers at one laptop, a sunlit desk');
  const chooser = page.waitForEvent('filechooser');
  await editor.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: 'pairing.jpg', mimeType: 'image/jpeg', buffer: await createPhoto() });
  await expectToast(page, 'Featured image saved');

  const preview = editor.getByTestId('featured-image-preview');
  await expect(preview).toHaveAttribute('src', new RegExp(`^/api/blog/posts/${draft.slug}/images/\\d+$`));
  await expect(preview).toHaveAttribute('alt', 'Two developers at one laptop, a sunlit desk');
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
  await expect(editor.getByRole('button', { name: 'Replace image' })).toBeVisible();
  const imageUrl = (await preview.getAttribute('src'))!;
  expect(await signedOutStatus(request, imageUrl)).toBe(404);

  await editor.getByRole('radio', { name: /Published/ }).check();
  await editor.getByRole('button', { name: 'Save post' }).click();
  await expectToast(page, `Published: ${title}`);

  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  await readerPage.goto(`/blog/${draft.slug}`);
  await expect(readerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const cover = readerPage.getByRole('img', { name: 'Two developers at one laptop, a sunlit desk' });
  await expect(cover).toHaveAttribute('src', imageUrl);
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1200);
  expect(await cover.evaluate((image: HTMLImageElement) => image.naturalHeight)).toBe(630);
  await expect(readerPage.getByText('Photo by Jane Doe')).toBeVisible();
  await readerPage.goto('/blog');
  await expect(readerPage.locator(`img[src="${imageUrl}"]`).first()).toBeVisible();
  await reader.close();

  editor = await editPost(page, title);
  await editor.getByRole('button', { name: 'Unpublish' }).click();
  await expectToast(page, 'Post unpublished');
  expect(await signedOutStatus(request, imageUrl)).toBe(404);
  // The admin still previews it.
  expect((await page.request.get(imageUrl)).status()).toBe(200);

  editor = await editPost(page, title);
  await editor.getByRole('button', { name: 'Remove image' }).click();
  await expectToast(page, 'Featured image removed');
  await expect(editor.getByRole('button', { name: 'Upload image' })).toBeVisible();
  expect((await page.request.get(imageUrl)).status()).toBe(404);
});

const LOOKS = [
  { name: 'light', theme: 'light', width: 1280 },
  { name: 'dark', theme: 'dark', width: 1280 },
  { name: '375 px', theme: 'light', width: 375 },
] as const;

for (const look of LOOKS) {
  test(`the post editor with a featured image has no serious accessibility violations (${look.name})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), look.theme);
    await page.setViewportSize({ width: look.width, height: 800 });
    const title = `Axe featured image ${look.name} ${Date.now()}`;
    await loginViaApi(page, E2E_ADMIN, '/admin/blog');
    const draft = await createDraft(page, title);
    const uploaded = await page.request.post(`/api/admin/blog/posts/${draft.id}/image`, {
      multipart: {
        alt: 'An amber sun over a teal sea',
        image: { name: 'sun.jpg', mimeType: 'image/jpeg', buffer: await createPhoto() },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const editor = await editPost(page, title);
    const preview = editor.getByTestId('featured-image-preview');
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
    expect(await editor.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expectNoSeriousAxeViolations(page, `post editor with an image (${look.name})`, '[role="dialog"]');
  });
}
