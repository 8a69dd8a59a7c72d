import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { buildAccount, createAccount, expectToast, loginViaForm } from './fixtures.ts';

test('sign-up as a developer lands on the developer dashboard', async ({ page }) => {
  const account = buildAccount('developer');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Get Started' })).toBeVisible();
  await page.getByRole('radio', { name: /Developer/ }).click();
  await page.getByLabel('Full Name').fill(account.fullName);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await expect(page.getByLabel('Location')).toHaveAttribute('placeholder', 'City, State/Country');
  await page.getByLabel('Location').fill('Porto, Portugal');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Account Created');
  await expect(page).toHaveURL(/\/applicant\?tab=overview$/);
  await expect(page.getByRole('heading', { name: 'Build Your Perfect Resume with AI' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Dashboard' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored).toMatchObject({ email: account.email, userType: 'developer', fullName: account.fullName });
});

test('sign-up without a user type asks for one and creates nothing', async ({ page }) => {
  const account = buildAccount('employer');
  await page.goto('/auth');
  await page.getByLabel('Full Name').fill(account.fullName);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'User Type Required', "Please select whether you're a developer or employer.");
  const login = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(401);
});

test('sign-up with a taken e-mail shows the server message', async ({ page, request }) => {
  const existing = await createAccount(request, 'developer');
  await page.goto('/signup');
  await page.getByRole('radio', { name: /Employer/ }).click();
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByLabel('Username').fill(`other${Date.now()}`);
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Password', { exact: true }).fill('another-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Sign Up Failed', 'An account with this email already exists.');
  await expect(page).toHaveURL(/\/signup$/);
});

test('login as a developer, an employer and an admin lands on each dashboard', async ({ browser, request }) => {
  const developer = await createAccount(request, 'developer');
  const employer = await createAccount(request, 'employer');
  const cases = [
    { credentials: developer, path: /\/applicant\?tab=overview$/, heading: 'Build Your Perfect Resume with AI', button: 'My Dashboard' },
    { credentials: employer, path: /\/employer\?tab=search$/, heading: 'Find Your Perfect Candidate', button: 'Employer Dashboard' },
    { credentials: E2E_ADMIN, path: /\/admin\?tab=overview$/, heading: 'Admin Dashboard', button: 'Admin Dashboard' },
  ];
  // Each dashboard names the tab it opens on in its address (a replacement, not a new history entry).
  for (const { credentials, path, heading, button } of cases) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginViaForm(page, credentials);
    await expectToast(page, 'Welcome Back');
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: button })).toBeVisible();
    await context.close();
  }
});

test('a wrong password shows Login Failed with the server message', async ({ page, request }) => {
  const account = await createAccount(request, 'employer');
  await loginViaForm(page, { email: account.email, password: 'not-the-password' });
  await expectToast(page, 'Login Failed', 'Invalid email or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('logout from the header clears the session and returns home', async ({ page, request }) => {
  const account = await createAccount(request, 'developer');
  await loginViaForm(page, account);
  await expect(page).toHaveURL(/\/applicant\?tab=overview$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.goto('/applicant');
  await expect(page).toHaveURL(/\/$/);
});
