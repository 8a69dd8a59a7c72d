import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
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

test('Industry Insights cards open the newest published articles', async ({ page }) => {
  // The blog is shared by the run's tests: the editorial library is there after this call, whoever made it.
  await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  expect((await page.request.post('/api/admin/blog/generate-initial')).status()).toBe(200);
  await page.request.post('/api/auth/logout');
  const newest = (await (await page.request.get('/api/blog/posts?limit=3')).json()) as { slug: string; title: string }[];

  await page.goto('/');
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Industry Insights' }) });
  await expect(section.getByRole('listitem')).toHaveCount(3);
  await section.getByRole('link', { name: newest[0]!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${newest[0]!.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: newest[0]!.title })).toBeVisible();

  await page.goto('/');
  await section.getByRole('link', { name: 'Browse all articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('with nothing published, Industry Insights offers no article links', async ({ page }) => {
  await page.route('**/api/blog/posts?limit=3', (route) => route.fulfill({ json: [] }));
  await page.goto('/');
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Industry Insights' }) });
  await expect(section.getByText('Our first articles are on their way.', { exact: false })).toBeVisible();
  await expect(section.getByRole('link')).toHaveCount(0);
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

test('a visitor’s pages ask who is signed in without a failed request or a console error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  for (const path of ['/', '/login', '/signup', '/blog', '/jobs']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('on /login, Tab goes from the e-mail to the password and then to Sign In, before Forgot password', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').focus();
  const order: string[] = [];
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab');
    order.push(
      await page.evaluate(
        () =>
          document.activeElement?.textContent?.trim() ||
          document.activeElement?.getAttribute('aria-label') ||
          document.activeElement?.id ||
          '',
      ),
    );
  }
  expect(order[0]).toBe('password');
  expect(order.indexOf('Sign In')).toBeGreaterThan(0);
  expect(order.indexOf('Sign In')).toBeLessThan(order.indexOf('Forgot password'));
});
