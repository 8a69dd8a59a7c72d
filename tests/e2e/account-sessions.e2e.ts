/**
 * Account settings, Security: a user signed in on a computer and a phone reaches /account from the
 * header, sees both sessions with 'This device' on the computer's, and signs out everywhere else;
 * the phone's next call is signed out.
 */
import { expect, test } from '@playwright/test';
import { createAccount, expectNoSeriousAxeViolations, expectToast, loginViaApi } from './fixtures.ts';

const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test('a user signed in twice sees both sessions and signs out everywhere else', async ({ browser }) => {
  const account = await createAccount((await browser.newContext()).request, 'developer');
  const phonePage = await (await browser.newContext({ userAgent: PHONE_USER_AGENT })).newPage();
  await loginViaApi(phonePage, account, '/applicant');
  const page = await (await browser.newContext()).newPage();
  await loginViaApi(page, account, '/applicant');

  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Account settings/ })
    .click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  const security = page.getByRole('region', { name: 'Security' });
  const sessions = security.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText('This device');
  await expect(sessions.last()).toContainText('Safari on iOS');
  await expect(sessions.last()).not.toContainText('This device');
  await expect(security.getByRole('button', { name: 'Sign out Safari on iOS', exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'account settings');

  await security.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
  await expect(dialog).toContainText('Every other session of your account ends now.');
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expectToast(page, 'Signed out elsewhere', '1 other session ended.');
  await expect(dialog).toBeHidden();
  await expect(sessions).toHaveCount(1);
  await expect(security.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  await expectNoSeriousAxeViolations(page, 'account settings, one session');

  // The phone's session is gone: its next call and its next page load are signed out.
  expect((await phonePage.request.get('/api/auth/me')).status()).toBe(401);
  await phonePage.goto('/account');
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Account settings' })).toBeHidden();
  await expect(phonePage.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  // This device is still signed in.
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
});
