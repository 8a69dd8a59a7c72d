import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { createAccount, loginViaApi } from './fixtures.ts';

const GUARDED = ['/applicant', '/employer', '/admin', '/admin/blog', '/candidate/1'];

test('a visitor without a session is sent from every guarded route to /', async ({ page }) => {
  for (const path of GUARDED) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('a developer on another dashboard sees their own', async ({ page, request }) => {
  const developer = await createAccount(request, 'developer');
  await loginViaApi(page, developer, '/employer');
  await expect(page.getByRole('heading', { level: 1, name: 'Build Your Perfect Resume with AI' })).toBeVisible();
  for (const path of ['/admin', '/admin/blog', '/candidate/7']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Build Your Perfect Resume with AI' })).toBeVisible();
    // The address stays, naming the tab of the dashboard shown there.
    await expect(page).toHaveURL(new RegExp(`${path}\\?tab=overview$`));
  }
});

test('an employer on the developer or admin dashboard sees the employer dashboard', async ({ page, request }) => {
  const employer = await createAccount(request, 'employer');
  await loginViaApi(page, employer, '/applicant');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Perfect Candidate' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Perfect Candidate' })).toBeVisible();
});

test('an admin reaches every guarded screen, with the admin banners', async ({ page }) => {
  await loginViaApi(page, E2E_ADMIN, '/applicant');
  await expect(page.getByText('Admin View: Developer Dashboard')).toBeVisible();
  await page.getByRole('link', { name: 'View as Employer' }).click();
  await expect(page).toHaveURL(/\/employer\?tab=search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Perfect Candidate' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Admin' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Management' })).toBeVisible();
});

test('the server, not the client, decides: a forged stored user does not get in', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('user', JSON.stringify({ id: 1, email: 'forged@example.com', userType: 'admin', fullName: 'Forged' })),
  );
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('a stored user without an email is removed', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('user', JSON.stringify({ id: 3 })));
  // The app removes it and reloads the page by itself; read storage once that settles.
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user')).catch(() => 'navigating')).toBeNull();
});

test('unknown paths show Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an admin viewing the developer dashboard sees a preview, and no profile call is made for the admin', async ({ page }) => {
  const failedCalls: string[] = [];
  const profileCalls: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/')) return;
    if (pathname.startsWith('/api/applicant/profile/')) profileCalls.push(pathname);
    if (response.status() >= 400) failedCalls.push(`${response.status()} ${pathname}`);
  });
  await loginViaApi(page, E2E_ADMIN, '/admin');
  await page.getByRole('link', { name: 'View as Developer' }).click();
  await expect(page).toHaveURL(/\/applicant\?tab=overview$/);

  const preview = page.getByRole('region', { name: 'Developer dashboard preview' });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText('Admin accounts have no developer profile');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Admin accounts have no developer profile');
  await expect(page.getByText('Profile not found')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Resumes' }).first()).toBeVisible();
  expect(profileCalls).toEqual([]);
  expect(failedCalls).toEqual([]);
});
