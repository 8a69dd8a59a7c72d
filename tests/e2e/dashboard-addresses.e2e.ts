/**
 * Every dashboard's tabs have addresses: the first visit writes the tab it opens on into the address
 * without a history entry (so Back leaves the dashboard for the screen before it), each tab change
 * is an entry (Back and Forward step between tabs), a reload stays on the tab. A new screen opens at
 * its top (after sign-up, with the confirmation banner in view); Back returns to where a screen was left.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { buildAccount, createAccount, loginViaApi, signUpViaForm } from './fixtures.ts';

type TTab = { value: string; label: string };

async function expectTab(page: Page, path: string, { value, label }: TTab): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${path}\\?tab=${value}$`));
  await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** From a public screen to the dashboard, through three of its tabs, and back out again. */
async function stepThroughTabs(page: Page, path: string, [first, second, third]: [TTab, TTab, TTab]): Promise<void> {
  await page.goto(path);
  await expectTab(page, path, first);
  await page.getByRole('tab', { name: second.label, exact: true }).click();
  await expectTab(page, path, second);
  await page.getByRole('tab', { name: third.label, exact: true }).click();
  await expectTab(page, path, third);

  await page.goBack();
  await expectTab(page, path, second);
  await page.goBack();
  await expectTab(page, path, first);
  await page.goForward();
  await expectTab(page, path, second);
  await page.reload();
  await expectTab(page, path, second);
  await page.goForward();
  await expectTab(page, path, third);

  // The bare address was replaced, not stacked: two steps back from the third tab, then one more leaves DevMatch's dashboard.
  await page.goBack();
  await page.goBack();
  await expectTab(page, path, first);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  // And a plain visit opens the tab last seen, named in the address.
  await page.goto(path);
  await expectTab(page, path, first);
}

test('the developer dashboard: Learning, Applications, Back, Forward and reload keep the tab and its address', async ({
  page,
  request,
}) => {
  const developer = await createAccount(request, 'developer');
  await loginViaApi(page, developer, '/blog');
  await stepThroughTabs(page, '/applicant', [
    { value: 'overview', label: 'Overview' },
    { value: 'learning', label: 'Learning' },
    { value: 'applications', label: 'Applications' },
  ]);
});

test('the employer dashboard: tabs are history entries, and Back leaves after the first', async ({ page, request }) => {
  const employer = await createAccount(request, 'employer');
  await loginViaApi(page, employer, '/blog');
  await stepThroughTabs(page, '/employer', [
    { value: 'search', label: 'Candidate Search' },
    { value: 'insights', label: 'Hiring Insights' },
    { value: 'team', label: 'Team' },
  ]);
});

test('the admin dashboard: tabs are history entries, and Back leaves after the first', async ({ page }) => {
  await loginViaApi(page, E2E_ADMIN, '/blog');
  await stepThroughTabs(page, '/admin', [
    { value: 'overview', label: 'Overview' },
    { value: 'settings', label: 'Settings' },
    { value: 'audit-logs', label: 'Audit Logs' },
  ]);
});

test('after sign-up the dashboard opens at its top, the confirmation banner in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signUpViaForm(page, buildAccount('developer'));
  // The form was left scrolled down to its button.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await expect(page).toHaveURL(/\/applicant\?tab=overview$/);
  const banner = page.getByRole('region', { name: 'Email confirmation' });
  await expect(banner).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** A developer's dashboard in a short window, scrolled 300 px down. */
async function openDashboardScrolledDown(page: Page, request: APIRequestContext): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 500 });
  const developer = await createAccount(request, 'developer');
  await loginViaApi(page, developer, '/applicant');
  await expectTab(page, '/applicant', { value: 'overview', label: 'Overview' });
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
}

test('a new screen opens at its top; Back returns to where the dashboard was left', async ({ page, request }) => {
  await openDashboardScrolledDown(page, request);

  // The header stays in place, so the click itself scrolls nothing.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expectTab(page, '/applicant', { value: 'overview', label: 'Overview' });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
});

test('after a reload, a person who acts before the page returns to its place keeps the page where they are', async ({ page, request }) => {
  await openDashboardScrolledDown(page, request);

  // The dashboard's data comes late, so the page has not returned to 300 when the person clicks.
  await page.route(/\/api\/(?!auth\/)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.reload();
  await page.getByRole('heading', { name: 'Build Your Perfect Resume with AI' }).click();
  const scrolledAtClick = await page.evaluate(() => window.scrollY);
  await page.unrouteAll({ behavior: 'wait' });
  await page.waitForLoadState('networkidle');
  // Longer than the time the page keeps trying to return.
  await page.waitForTimeout(1_600);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledAtClick);
  expect(scrolledAtClick).toBeLessThan(300);
});
