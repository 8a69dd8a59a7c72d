/**
 * Account settings, Your data: a developer downloads the zip of their data, then deletes the account
 * with the password and the typed confirmation, and is signed out for good.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { createAccount, expectNoSeriousAxeViolations, expectToast, loginViaApi } from './fixtures.ts';

test('a developer downloads their data, then deletes the account', async ({ page }) => {
  const account = await createAccount(page.request, 'developer');
  await loginViaApi(page, account, '/account');
  const card = page.getByRole('region', { name: 'Your data' });

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^devmatch-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expectToast(page, 'Export Ready');
  const entries = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  const data = JSON.parse(new TextDecoder().decode(entries['devmatch-data.json']!));
  expect(data.account).toMatchObject({ email: account.email, fullName: account.fullName, userType: 'developer' });

  await card.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await expectNoSeriousAxeViolations(page, 'delete account dialog', '[role="dialog"]');
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();
  await expectToast(page, 'Account Not Deleted', 'Your current password is incorrect.');

  await dialog.getByLabel('Current password').fill(account.password);
  await confirm.click();
  await expectToast(page, 'Account Deleted', 'Your account and its data have been deleted.');
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  expect((await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } })).status()).toBe(401);
});
