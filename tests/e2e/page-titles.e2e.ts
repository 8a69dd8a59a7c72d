/**
 * Every screen names itself in the browser tab ('Find Candidates · DevMatch'); blog posts keep their
 * own title; every page's head links the blog's RSS feed.
 */
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { createAccount, loginViaApi } from './fixtures.ts';

const LANDING_TITLE = 'DevMatch — AI-powered careers for developers';

test('signed-out screens have their own titles, and the landing page keeps its own', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(LANDING_TITLE);
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign In · DevMatch');
  await page.goto('/signup');
  await expect(page).toHaveTitle('Sign Up · DevMatch');
  await page.goto('/forgot-password');
  await expect(page).toHaveTitle('Forgot Password · DevMatch');
  await page.goto('/blog');
  await expect(page).toHaveTitle('Blog · DevMatch');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page Not Found · DevMatch');
  // Moving back to the landing page in the app puts its title back.
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle(LANDING_TITLE);
});

test('dashboards have their own titles', async ({ page }) => {
  const developer = await createAccount(page.request, 'developer');
  await loginViaApi(page, developer, '/applicant');
  await expect(page).toHaveTitle('My Dashboard · DevMatch');
  // A developer sent to another dashboard sees their own, with its title.
  await page.goto('/employer');
  await expect(page).toHaveTitle('My Dashboard · DevMatch');
  await page.request.post('/api/auth/logout');

  const employer = await createAccount(page.request, 'employer');
  await loginViaApi(page, employer, '/employer');
  await expect(page).toHaveTitle('Find Candidates · DevMatch');
  await page.goto('/candidate/999999');
  await expect(page.getByText('Candidate not found')).toBeVisible();
  await expect(page).toHaveTitle('Candidate Profile · DevMatch');
  await page.request.post('/api/auth/logout');

  await loginViaApi(page, E2E_ADMIN, '/admin');
  await expect(page).toHaveTitle('Admin · DevMatch');
});

test("a blog post keeps its own title, and the head links the blog's RSS feed", async ({ page }) => {
  // The initial articles exist after this (another test may have made them already).
  await loginViaApi(page, E2E_ADMIN, '/admin/blog');
  await expect(page).toHaveTitle('Blog Management · DevMatch');
  const generated = await page.request.post('/api/admin/blog/generate-initial');
  expect(generated.status(), await generated.text()).toBe(200);

  await page.goto('/blog');
  await expect(page).toHaveTitle('Blog · DevMatch');
  const feedLink = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(feedLink).toHaveCount(1);
  await expect(feedLink).toHaveAttribute('title', 'DevMatch Blog');
  const feed = await page.request.get((await feedLink.getAttribute('href'))!);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  expect(await feed.text()).toContain('<title>DevMatch Blog</title>');

  const postLink = page.locator('main a[href^="/blog/"]').first();
  await expect(async () => {
    await page.reload();
    await expect(postLink).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const href = (await postLink.getAttribute('href'))!;
  // The post's title from the API: the page's heading reads 'Loading blog post...' until it arrives.
  const post = await page.request.get(`/api/blog/posts/${href.split('/').pop()}`);
  const { title: postTitle } = (await post.json()) as { title: string };
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(postTitle);
  await expect(page).toHaveTitle(`${postTitle} | DevMatch Blog`);
  // Leaving the post for a screen gives that screen's title.
  await page.goto('/blog');
  await expect(page).toHaveTitle('Blog · DevMatch');
});
