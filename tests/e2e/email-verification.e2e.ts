/**
 * Verified e-mail in the browser: a new employer sees the banner, opens the mailed link and lands on
 * the confirmation; an expired link offers a new one while signed out; and changing the password on
 * /account signs out the user's other browser.
 */
import { expect, test } from '@playwright/test';
import { buildAccount, createAccount, expectNoSeriousAxeViolations, expectToast, loginViaApi, readVerifyLinkPath } from './fixtures.ts';

test('a new employer confirms the address from the e-mail; the banner goes away', async ({ page }) => {
  const account = buildAccount('employer');
  await page.goto('/signup');
  await page.getByRole('radio', { name: /Employer/ }).click();
  await page.getByLabel('Full Name').fill(account.fullName);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/employer\?tab=search$/);

  const banner = page.getByRole('region', { name: 'Email confirmation' });
  await expect(banner).toContainText(`Please confirm your email address: we sent a link to ${account.email}.`);
  await expect(banner).toContainText('Until then, you cannot publish jobs, contact candidates or see their contact details.');
  await expectNoSeriousAxeViolations(page, 'employer dashboard with the confirmation banner');
  await banner.getByRole('button', { name: 'Resend' }).click();
  await expectToast(page, 'Link Sent', 'We sent a new confirmation link. Please check your inbox.');

  // The newest mail's link, opened as from the mail client, in the same browser.
  await page.goto(await readVerifyLinkPath(account.email));
  await expect(page).toHaveURL(/\/verify-email\?status=verified$/);
  await expect(page.getByRole('heading', { name: 'Email Confirmed' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'email confirmed');
  await page.getByRole('link', { name: 'Go to Your Dashboard' }).click();
  await expect(page).toHaveURL(/\/employer\?tab=search$/);
  await expect(banner).toHaveCount(0);
  expect((await (await page.request.get('/api/auth/me')).json()).emailVerified).toBe(true);
});

test('an expired link says so and sends a new one to the address typed, signed out', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto('/verify-email?status=expired');
  await expect(page.getByRole('heading', { name: 'Link Expired' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Send a new confirmation link' });
  await form.getByLabel('Email').fill('someone@example.com');
  await form.getByRole('button', { name: 'Send a New Link' }).click();
  await expectToast(page, 'Check Your Inbox', 'If an account with this email is waiting to be confirmed, we sent it a new link.');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'expired confirmation link');
});

test('changing the password on /account signs out the other browser', async ({ browser }) => {
  const account = await createAccount((await browser.newContext()).request, 'developer');
  const otherPage = await (await browser.newContext()).newPage();
  await loginViaApi(otherPage, account, '/applicant');
  const page = await (await browser.newContext()).newPage();
  await loginViaApi(page, account, '/account');

  const card = page.getByRole('region', { name: 'Password' });
  await card.getByLabel('Current password').fill('not-my-password');
  await card.getByLabel('New password', { exact: true }).fill('brand-new-password');
  await card.getByLabel('Confirm new password').fill('brand-new-password');
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password Not Changed', 'Your current password is incorrect.');

  await card.getByLabel('Current password').fill(account.password);
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password Changed', 'Every other session was signed out.');
  await expect(card.getByLabel('Current password')).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Security' }).getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(1);

  expect((await otherPage.request.get('/api/auth/me')).status()).toBe(401);
  const login = await otherPage.request.post('/api/auth/login', { data: { email: account.email, password: 'brand-new-password' } });
  expect(login.status()).toBe(200);
});
