import { expect, test } from '@playwright/test';
import { createAccount, expectToast, readResetLink, logoutViaApi } from './fixtures.ts';

test('without a token the reset screen says Invalid Reset Link', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await page.getByRole('link', { name: 'Request New Reset Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a rejected token shows Expired Reset Link', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Expired Reset Link' })).toBeVisible();
  await expect(page.getByText('This link has expired or has already been used.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request New Reset Link' })).toBeVisible();
});

test('forgot password → e-mailed link → new password works once, old one no longer does', async ({ page, request }) => {
  const account = await createAccount(request, 'developer');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Email required');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Reset link sent');

  const link = await readResetLink(account.email);
  await page.goto(new URL(link).pathname + new URL(link).search);
  const newPassword = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm New Password');
  await expect(newPassword).toBeVisible();

  await newPassword.fill('short');
  await confirm.fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(page, 'Password too short');

  await newPassword.fill('brand-new-password');
  await confirm.fill('different-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(page, "Passwords don't match");

  // The show/hide toggle reveals what was typed.
  await expect(newPassword).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(newPassword).toHaveAttribute('type', 'text');

  await confirm.fill('brand-new-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(page, 'Password reset successful');
  // The login form (not the sign-up form /auth would be), with the account's e-mail filled in.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByRole('heading', { name: 'Get Started' })).toHaveCount(0);

  expect((await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } })).status()).toBe(401);
  await page.getByLabel('Password', { exact: true }).fill('brand-new-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/applicant\?tab=overview$/);
  await logoutViaApi(page);

  // The link works once.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Expired Reset Link' })).toBeVisible();
});
