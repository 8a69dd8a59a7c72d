/**
 * The admin's Users tab: find a developer by e-mail, suspend them (their sign-in is refused with the
 * reason), unsuspend them, resend an unconfirmed employer's link, and delete an account.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { createAccount, expectNoSeriousAxeViolations, expectToast, loginViaApi, loginViaForm } from './fixtures.ts';

async function findUser(page: Page, email: string) {
  const list = page.getByRole('tabpanel');
  await list.getByLabel('Name or email').fill(email);
  await list.getByRole('button', { name: 'Search' }).click();
  const rows = list.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  return rows.first();
}

test('an admin suspends a developer, who cannot sign in until unsuspended', async ({ page, browser }) => {
  const developer = await createAccount(page.request, 'developer');
  await loginViaApi(page, E2E_ADMIN, '/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'User Statistics', exact: true })).toBeVisible();

  const row = await findUser(page, developer.email);
  await expect(row).toContainText(developer.fullName);
  await expect(row).toContainText('Developer');
  // Signing up signed them in (so does every session they use): never 'never'.
  await expect(row).toContainText(/Last sign-in (just now|\d+ minutes? ago)/);
  await expectNoSeriousAxeViolations(page, 'admin users list', '[role="tabpanel"]');

  await row.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${developer.fullName}?` });
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expectToast(page, 'User Suspended');
  await expect(row).toContainText('Suspended');

  const developerPage = await (await browser.newContext()).newPage();
  await loginViaForm(developerPage, developer);
  await expectToast(
    developerPage,
    'Login Failed',
    'This account has been suspended. Please contact DevMatch support if you think this is a mistake.',
  );

  await row.getByRole('button', { name: 'Unsuspend' }).click();
  await expectToast(page, 'User Unsuspended');
  await expect(row).not.toContainText('Suspended');
  await loginViaForm(developerPage, developer);
  await expect(developerPage).toHaveURL(/\/applicant\?tab=overview$/);
});

test('an admin resends an unconfirmed employer their link, then deletes the account', async ({ page }) => {
  const employer = await createAccount(page.request, 'employer', { isVerified: false });
  await page.setViewportSize({ width: 375, height: 800 });
  await loginViaApi(page, E2E_ADMIN, '/admin');
  await page.getByRole('tab', { name: 'Users' }).click();

  const row = await findUser(page, employer.email);
  await expect(row).toContainText('Email not confirmed');
  await row.getByRole('button', { name: 'Resend link' }).click();
  await expectToast(page, 'Link Sent', `A new confirmation link is on its way to ${employer.email}.`);

  await row.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete ${employer.fullName}?` })
    .getByRole('button', { name: 'Delete account' })
    .click();
  await expectToast(page, 'User Deleted', 'The account and its data have been deleted.');
  await expect(page.getByText('No users match these filters.')).toBeVisible();
  // Nothing in the tab scrolls sideways at 375 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a developer whose open session a suspension ends is told why, with a way to write to support, once', async ({ page, browser }) => {
  const developer = await createAccount(page.request, 'developer');
  const developerPage = await (await browser.newContext()).newPage();
  await loginViaApi(developerPage, developer, '/applicant');
  await expect(developerPage.getByRole('tab', { name: 'Overview', exact: true })).toHaveAttribute('aria-selected', 'true');

  await loginViaApi(page, E2E_ADMIN, '/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  const row = await findUser(page, developer.email);
  await row.getByRole('button', { name: 'Suspend' }).click();
  await page
    .getByRole('dialog', { name: `Suspend ${developer.fullName}?` })
    .getByRole('button', { name: 'Suspend' })
    .click();
  await expectToast(page, 'User Suspended');

  // The next call the open dashboard makes is refused; the screen it lands on says why.
  await developerPage.getByRole('tab', { name: 'Applications', exact: true }).click();
  const notice = developerPage.getByRole('dialog', { name: 'You have been signed out' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('This account has been suspended. Please contact DevMatch support if you think this is a mistake.');
  await expect(notice.getByRole('link', { name: 'Write to support' })).toHaveAttribute(
    'href',
    /^mailto:e2e-admin@devmatch\.test\?subject=/,
  );
  for (const scheme of ['light', 'dark'] as const) {
    await developerPage.emulateMedia({ colorScheme: scheme });
    await expectNoSeriousAxeViolations(developerPage, `session ended notice (${scheme})`);
  }
  await developerPage.setViewportSize({ width: 375, height: 700 });
  await expectNoSeriousAxeViolations(developerPage, 'session ended notice at 375 px');
  expect(await developerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();

  // Told once: the session is gone, and a reload is a visitor's.
  await developerPage.reload();
  await expect(developerPage).toHaveURL(/\/auth$/);
  await expect(developerPage.getByRole('heading', { name: 'Get Started', level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
});
