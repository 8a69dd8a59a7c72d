/**
 * The blog end to end: the admin generates the initial posts (twice, no
 * duplicates) and a daily post, adds backlinks, deletes a post after the confirmation; the public
 * list and a post page with its content, related articles, one view per visit and Share; axe checks.
 * The blog is shared by every test of the run, so counts are compared with the list read after each action.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { expectNoSeriousAxeViolations, expectToast, loginViaApi } from './fixtures.ts';

const INITIAL_POST_COUNT = 10;

async function readTotalPosts(page: Page): Promise<number> {
  const card = page.getByText('Total Posts', { exact: true }).locator('..');
  await expect(card).toBeVisible();
  return Number((await card.locator('p').nth(1).textContent())?.replace(/,/g, ''));
}

type TListedPost = { id: number; title: string };

/**
 * Clicks one of the screen's actions and returns the server's answer to it, and the list of published posts
 * the screen reads after it (the stat cards count that list). Other tests of the run add and delete posts
 * meanwhile, so totals are compared with that list, not with a count read earlier. Only a read requested
 * after the answer counts: one the screen started before (a refetch on mounting) holds the old list.
 */
async function runPostAction(page: Page, click: () => Promise<void>, answerPath: RegExp) {
  let isAnswered = false;
  const answer = page.waitForResponse((response) => {
    if (!answerPath.test(new URL(response.url()).pathname)) return false;
    // Events arrive in the browser's order, so every request seen after this one was made after the answer.
    isAnswered = true;
    return true;
  });
  const listRequestedAfter = page.waitForRequest(
    (request) => isAnswered && new URL(request.url()).pathname === '/api/blog/posts' && request.method() === 'GET',
  );
  await click();
  const listAfter = listRequestedAfter.then(async (request) => {
    const response = await request.response();
    return (await response!.json()) as TListedPost[];
  });
  return { answer, listAfter };
}

async function openBlogManagement(page: Page): Promise<void> {
  await loginViaApi(page, E2E_ADMIN, '/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Management' })).toBeVisible();
}

/** The initial posts exist after this (another test may have made them already). */
async function ensureInitialPosts(page: Page): Promise<void> {
  await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  const response = await page.request.post('/api/admin/blog/generate-initial');
  expect(response.status(), await response.text()).toBe(200);
}

test.describe.configure({ mode: 'serial' });

test('Generate Initial Posts creates the 10 articles once and says so; the list, tabs and stat cards count them', async ({ page }) => {
  await openBlogManagement(page);
  await readTotalPosts(page);
  const generateInitialPosts = () =>
    runPostAction(page, () => page.getByRole('button', { name: 'Generate Initial Posts' }).click(), /\/generate-initial$/);
  const first = await generateInitialPosts();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  const firstResult = (await (await first.answer).json()) as { created: number; skipped: number };
  // Another test may have created some or all of them already.
  expect(firstResult.created + firstResult.skipped).toBe(INITIAL_POST_COUNT);
  await expect(
    page
      .locator('[data-slot="toast"]')
      .filter({ hasText: /^(Created 10 posts|All 10 initial posts already exist|Created \d posts?; \d already existed)/ }),
  ).toBeVisible();
  const listAfterFirst = await first.listAfter;
  expect(listAfterFirst.length).toBeGreaterThanOrEqual(INITIAL_POST_COUNT);
  await expect.poll(() => readTotalPosts(page)).toBe(listAfterFirst.length);

  await expect(page.getByRole('button', { name: 'Generate Initial Posts' })).toBeEnabled({ timeout: 5000 });
  const second = await generateInitialPosts();
  expect(await (await second.answer).json()).toMatchObject({ created: 0, skipped: INITIAL_POST_COUNT });
  await expectToast(page, 'All 10 initial posts already exist');
  const listAfterSecond = await second.listAfter;
  await expect.poll(() => readTotalPosts(page)).toBe(listAfterSecond.length);

  await page.getByRole('tab', { name: /^Developers \(\d+\)$/ }).click();
  await expect(page.getByRole('tabpanel').getByText('developers', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: /^Industry \(\d+\)$/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
});

test('Generate Daily Post publishes a report from the built-in writer; a second one the same day is refused with the reason', async ({
  page,
}) => {
  // The posts first, then the screen: signing in again under an open screen would end its session.
  await ensureInitialPosts(page);
  await openBlogManagement(page);
  await readTotalPosts(page);
  const daily = await runPostAction(page, () => page.getByRole('button', { name: 'Generate Daily Post' }).click(), /\/generate-daily$/);
  await expectToast(page, 'Daily blog post generated successfully');
  const { post } = (await (await daily.answer).json()) as { post: TListedPost };
  const listAfter = await daily.listAfter;
  expect(listAfter.map((each) => each.id)).toContain(post.id);
  await expect.poll(() => readTotalPosts(page)).toBe(listAfter.length);
  // Refused: the screen keeps its list (it is not read again), so the count stays exactly as it was.
  await page.getByRole('button', { name: 'Generate Daily Post' }).click();
  await expect(page.locator('[data-slot="toast"]').filter({ hasText: /^Failed to generate daily post: .+/ })).toBeVisible();
  expect(await readTotalPosts(page)).toBe(listAfter.length);
});

test('Add Backlinks names the host, and deleting asks first: cancelled keeps the post, confirmed removes it', async ({ page }) => {
  // The posts first, then the screen: signing in again under an open screen would end its session.
  await ensureInitialPosts(page);
  await openBlogManagement(page);
  await page.getByRole('button', { name: 'Add Backlinks' }).click();
  await expectToast(page, `Updated existing posts with 127.0.0.1:${new URL(page.url()).port} backlinks`);

  const before = await readTotalPosts(page);
  const firstDelete = page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Delete / })
    .first();
  const title = (await firstDelete.getAttribute('aria-label'))!.replace(/^Delete /, '');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this blog post?');
    void dialog.dismiss();
  });
  await firstDelete.click();
  await expect(page.getByRole('button', { name: `Delete ${title}` })).toBeVisible();
  expect(await readTotalPosts(page)).toBe(before);

  page.once('dialog', (dialog) => void dialog.accept());
  const deletion = await runPostAction(
    page,
    () => page.getByRole('button', { name: `Delete ${title}` }).click(),
    /^\/api\/admin\/blog\/posts\/\d+$/,
  );
  await expectToast(page, 'Blog post deleted successfully');
  await expect(page.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
  const listAfter = await deletion.listAfter;
  expect(listAfter.map((each) => each.title)).not.toContain(title);
  await expect.poll(() => readTotalPosts(page)).toBe(listAfter.length);
});

test('a reader opens a post from /blog: content, related articles, one view per visit, Share copies the link', async ({
  page,
  context,
}) => {
  await ensureInitialPosts(page);
  await page.request.post('/api/auth/logout');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/blog');
  await expect(page.getByRole('tab', { name: 'All Posts' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'For Developers' }).click();
  const firstPost = page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first().getByRole('link');
  await expect(firstPost).toBeVisible();
  const title = (await firstPost.textContent())!;
  await firstPost.click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('article h2').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
  const views = page.getByText(/^[\d,]+ views?$/).first();
  const viewsAfterFirstVisit = Number((await views.textContent())!.replace(/\D/g, ''));

  await page.getByRole('button', { name: 'Share' }).click();
  await expectToast(page, 'Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(views).toHaveText(`${viewsAfterFirstVisit + 1} views`);
  expect(await page.title()).toBe(`${title} | DevMatch Blog`);
});

test('the open tab is in the address: a link opens it, a click changes it, a reload keeps it', async ({ page }) => {
  await ensureInitialPosts(page);
  await page.request.post('/api/auth/logout');
  await page.goto('/blog?category=employers');
  await expect(page.getByRole('tab', { name: 'For Employers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Industry News' }).click();
  await expect(page).toHaveURL(/\/blog\?category=industry$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Industry News' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'All Posts' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Industry News' })).toHaveAttribute('aria-selected', 'true');
  // An unknown category reads as All Posts.
  await page.goto('/blog?category=nonsense');
  await expect(page.getByRole('tab', { name: 'All Posts' })).toHaveAttribute('aria-selected', 'true');
});

test('an unknown post reads Post Not Found with a way back', async ({ page }) => {
  await page.goto('/blog/no-such-post-anywhere');
  await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the blog pages have no serious accessibility violations (${theme})`, async ({ page }) => {
    await ensureInitialPosts(page);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/blog');
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'blog list');
    await page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'blog post');
  });
}

test('at 375 px the blog list and a post fit the width', async ({ page }) => {
  await ensureInitialPosts(page);
  await page.setViewportSize({ width: 375, height: 800 });
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await page.goto('/blog');
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(375);
  await page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page, 'blog post at 375 px');
});

test('a generated cover is an illustration without the title, credited as one', async ({ page }) => {
  await ensureInitialPosts(page);
  await page.goto('/blog');
  // No Unsplash key in these tests: every post has the generated cover.
  const card = page.getByRole('tabpanel').getByRole('article').first();
  await expect(card).toBeVisible();
  await expect(card.getByText('Illustration by DevMatch', { exact: true })).toBeVisible();
  await expect(page.getByText('Photo by DevMatch')).toHaveCount(0);
  const cover = card.locator('img').first();
  await expect(cover).toHaveAttribute('src', /\/api\/blog\/posts\/[^/]+\/cover\.svg$/);
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const svg = await (await page.request.get((await cover.getAttribute('src'))!)).text();
  expect(svg).not.toContain('<text');
});
