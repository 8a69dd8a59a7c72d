/**
 * Every dialog gives focus back to what opened it when it closes with Escape, whether a Radix trigger
 * opened it or a plain button that set some state: a walk through the dialogs each kind of user
 * meets, each opened from the keyboard.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { createAccount, generateResumeInBuilder, loginViaApi, waitForNewKeyListeners } from './fixtures.ts';

/** Opens the dialog from `opener` with Enter, closes it with Escape, and expects focus back on the opener. */
async function expectFocusReturns(page: Page, opener: Locator, dialogName: string): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  // Focus has moved into the dialog before it is closed.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await waitForNewKeyListeners(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('a developer: the public link and account deletion dialogs give focus back', async ({ page }) => {
  const developer = await createAccount(page.request, 'developer');
  await loginViaApi(page, developer, '/applicant');
  const resume = await generateResumeInBuilder(page);

  await page.goto(`/resume/${resume.id}`);
  await expectFocusReturns(page, page.getByRole('button', { name: 'Public link' }), 'Share your resume');

  await page.goto('/account');
  await expectFocusReturns(page, page.getByRole('button', { name: 'Delete my account' }), 'Delete your account?');
});

test('an employer: the company asked for before a first job, and a new template, give focus back', async ({ page }) => {
  const employer = await createAccount(page.request, 'employer');
  await loginViaApi(page, employer, '/employer?tab=jobs');
  await expectFocusReturns(page, page.getByRole('button', { name: 'Post a job' }), 'First, your company');

  await page.getByRole('tab', { name: 'Team' }).click();
  await expectFocusReturns(page, page.getByRole('button', { name: 'New template' }), 'New template');
});

test('an admin: suspending a user and writing a post give focus back', async ({ page }) => {
  const developer = await createAccount(page.request, 'developer');
  await loginViaApi(page, E2E_ADMIN, '/admin?tab=users');
  const list = page.getByRole('tabpanel');
  await list.getByLabel('Name or email').fill(developer.email);
  await list.getByRole('button', { name: 'Search' }).click();
  const row = list.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expectFocusReturns(page, row.getByRole('button', { name: 'Suspend' }), `Suspend ${developer.fullName}?`);

  await page.goto('/admin/blog');
  await expectFocusReturns(page, page.getByRole('button', { name: 'New post' }), 'New post');
});
