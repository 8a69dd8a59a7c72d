/** The client's one error path: failure toasts, an ended session, the screen error boundary. */
import { expect, test, type Page } from '@playwright/test';
import { createAccount, expectToast, loginViaApi } from './fixtures.ts';

/** Signs a developer in and waits until the dashboard and the header's notifications have loaded. */
async function signInDeveloper(page: Page) {
  const developer = await createAccount(page.request, 'developer');
  // The header asks for notifications once the session is confirmed, possibly after the dashboard shows.
  const notificationsLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notifications');
  await loginViaApi(page, developer, '/applicant');
  await expect(page.getByRole('region', { name: 'Your profile' }).getByRole('heading', { name: developer.fullName })).toBeVisible();
  await notificationsLoaded;
  return developer;
}

test('a call refused because the session has ended clears the stored user and opens the login screen', async ({ page }) => {
  await signInDeveloper(page);
  expect(await page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();

  // The server session ends (the cookie is cleared) while the browser still holds the user.
  const logout = await page.request.post('/api/auth/logout');
  expect(logout.ok()).toBe(true);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('form', { name: 'Edit profile' }).getByLabel('Job Title').fill('Backend Engineer');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get Started' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('a save the server refuses shows the screen title with the server message', async ({ page }) => {
  const developer = await signInDeveloper(page);
  const form = page.getByRole('form', { name: 'Edit profile' });

  // The client cannot check the password, so only the server refuses this change (400).
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await form.getByLabel('Email').fill(`moved-${developer.email}`);
  await form.getByLabel('Current password').fill('not-my-password-123');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expectToast(page, 'Update Failed', 'Your current password is incorrect.');
  await expect(page).toHaveURL(/\/applicant\?tab=overview$/);
});

const PROFILE_ROUTE = '**/api/applicant/profile/*';

/** The profile answer arrives without its parts, so the dashboard's profile card throws while rendering. */
async function breakProfileScreen(page: Page) {
  await page.route(PROFILE_ROUTE, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
  await page.reload();
  const notice = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(notice.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
  return notice;
}

test('a screen that throws while rendering shows the error notice with Try again, and the header stays', async ({ page }) => {
  await signInDeveloper(page);
  await breakProfileScreen(page);
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  // Only the screen is replaced: the header around it still works.
  await expect(page.getByRole('link', { name: 'Blog' }).first()).toBeVisible();
});

// The malformed answer must not come back from the query cache (data never goes stale): Try again reloads it.
test('Try again after the failure is gone renders the screen normally', async ({ page }) => {
  const developer = await signInDeveloper(page);
  const notice = await breakProfileScreen(page);

  await page.unroute(PROFILE_ROUTE);
  await notice.getByRole('button', { name: 'Try again' }).click();

  await expect(page.getByRole('region', { name: 'Your profile' }).getByRole('heading', { name: developer.fullName })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});
