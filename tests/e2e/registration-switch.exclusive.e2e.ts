/**
 * The admin closes sign-up in Settings with its switch: a visitor's sign-up is refused with the reason and no account
 * is made; reopened, sign-up works again. Runs alone (the 'exclusive' project), since closing sign-up
 * would refuse every other test's new accounts.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { buildAccount, expectToast, loginViaApi, signUpViaForm } from './fixtures.ts';

async function setRegistrationOpen(page: Page, isOpen: boolean): Promise<void> {
  await loginViaApi(page, E2E_ADMIN, '/admin');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Registration open', exact: true }) });
  await row.getByRole('button', { name: 'Edit' }).click();
  await row.getByRole('switch', { name: 'New value' }).setChecked(isOpen);
  await row.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Setting updated successfully');
  await expect(row.getByRole('switch')).toBeHidden();
  await expect(row.getByText(isOpen ? 'On' : 'Off', { exact: true })).toBeVisible();
  await page.request.post('/api/auth/logout');
  await page.context().clearCookies();
}

test('closing sign-up refuses new accounts with the reason; reopening lets them in', async ({ page }) => {
  await setRegistrationOpen(page, false);
  try {
    const refused = buildAccount('developer');
    await signUpViaForm(page, refused);
    await expectToast(page, 'Sign Up Failed', 'Sign-up is closed at the moment. Please try again later.');
    await expect(page).toHaveURL(/\/signup$/);
    const login = await page.request.post('/api/auth/login', { data: { email: refused.email, password: refused.password } });
    expect(login.status()).toBe(401);
  } finally {
    await setRegistrationOpen(page, true);
  }
  await signUpViaForm(page, buildAccount('developer'));
  await expectToast(page, 'Account Created');
  await expect(page).toHaveURL(/\/applicant\?tab=overview$/);
});
