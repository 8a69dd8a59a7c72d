import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createAccount, loginViaApi } from './fixtures.ts';

test('the landing page shows every section', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: "I'm a Developer" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'I Need Developers' })).toBeVisible();
  for (const heading of [
    'How It Works',
    'Everything You Need',
    'Industry Insights',
    'Built with Trust & Security',
    'Ready to Get Started',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

for (const [button, userType, label] of [
  ["I'm a Developer", 'developer', /Developer/],
  ['I Need Developers', 'employer', /Employer/],
] as const) {
  test(`'${button}' stores the type and preselects it on /signup`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: button }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('radio', { name: label })).toHaveAttribute('aria-checked', 'true');
    // Prefilled once, then cleared from storage.
    expect(await page.evaluate(() => localStorage.getItem('signupUserType'))).toBeNull();
    expect(userType).toBeTruthy();
  });
}

test('Industry Insights cards link to the blog', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Industry Insights' }) });
  await section.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a signed-in employer arriving on / is sent to the employer dashboard', async ({ page, request }) => {
  const employer = await createAccount(request, 'employer');
  await loginViaApi(page, employer, '/');
  await expect(page).toHaveURL(/\/employer\?tab=search$/);
});

test('mobile drawer at 375 px holds the menu, Notifications and Sign Out', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Login' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  const developer = await createAccount(request, 'developer');
  await loginViaApi(page, developer, '/applicant');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'My Dashboard' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

for (const path of ['/', '/signup', '/login', '/forgot-password', '/reset-password']) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
  });
}

test('the theme toggle switches to dark and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
});
