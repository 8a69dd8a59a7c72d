/**
 * A newly signed-up employer, their address not yet confirmed: they name their company and save a
 * draft, but publishing it is refused with the server's message beside the confirmation banner;
 * once the mailed link is opened, the same draft publishes.
 */
import { expect, test } from '@playwright/test';
import { buildAccount, expectNoSeriousAxeViolations, expectToast, readVerifyLinkPath, registerViaApi } from './fixtures.ts';

const TITLE = 'Backend Engineer (Payments)';

test('an unconfirmed employer saves a draft, may publish it only after opening the mailed link', async ({ page }) => {
  const account = buildAccount('employer');
  // Signs the page's browser context in, as the sign-up form does.
  await registerViaApi(page.request, account, { isVerified: false });
  await page.goto('/employer');
  const banner = page.getByRole('region', { name: 'Email confirmation' });
  await expect(banner).toContainText('Until then, you cannot publish jobs, contact candidates or see their contact details.');

  await page.getByRole('tab', { name: 'Jobs' }).click();
  await page.getByRole('button', { name: 'Post a job' }).click();
  const companyDialog = page.getByRole('dialog', { name: 'First, your company' });
  await companyDialog.getByLabel('Company name').fill('Fresh Start GmbH');
  await companyDialog.getByRole('button', { name: 'Save and continue' }).click();
  await expectToast(page, 'Company Saved');

  const editor = page.getByRole('dialog', { name: 'Post a job' });
  await editor.getByLabel('Job title').fill(TITLE);
  const required = editor.getByRole('combobox', { name: 'Required skills' });
  await required.fill('Go');
  await required.press('Enter');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, 'Draft Saved');
  const job = page.getByRole('article', { name: TITLE });
  await expect(job.getByText('Draft', { exact: true })).toBeVisible();

  // Publishing is refused with the server's reason; the draft stays a draft.
  await job.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit job' });
  await edit.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Save Failed', 'Verify your e-mail address before publishing a job.');
  await expect(edit).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'publishing refused before the confirmation');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(job.getByText('Draft', { exact: true })).toBeVisible();
  // Out from under the dialog, the banner says what waits for the link.
  await expect(banner).toContainText(`we sent a link to ${account.email}`);

  // The newest mail's link, opened as from the mail client, in the same browser.
  await page.goto(await readVerifyLinkPath(account.email));
  await expect(page.getByRole('heading', { name: 'Email Confirmed' })).toBeVisible();
  await page.goto('/employer');
  await expect(banner).toHaveCount(0);
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await job.getByRole('button', { name: 'Edit' }).click();
  const published = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.ok());
  await edit.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Job Published', 'Candidates can now find it and apply.');
  await expect(job.getByText('Open', { exact: true })).toBeVisible();

  // Its page is public now: signed out, anyone sees it.
  const { id } = (await (await published).json()) as { id: number };
  await page.context().clearCookies();
  await page.goto(`/jobs/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
});
