import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { RESET_PASSWORD_LINK, waitForMail, waitForVerifyLinkPath } from '../factories/outbox.ts';

export type TTestAccount = {
  email: string;
  password: string;
  username: string;
  fullName: string;
  userType: 'developer' | 'employer';
};

let sequence = 0;

export function buildAccount(userType: TTestAccount['userType']): TTestAccount {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${process.pid}${sequence}`;
  return {
    email: `${userType}-${tag}@example.com`,
    password: 'e2e-password-123',
    username: `${userType.slice(0, 3)}${tag}`,
    // Unique across the test workers too: pages that list people (a job's suggested candidates) find one by name.
    fullName: `${userType === 'developer' ? 'Dana Developer' : 'Erin Employer'} ${process.pid}${sequence}`,
    userType,
  };
}

/**
 * Signs `account` up through the API, leaving `request` signed in, with the address confirmed
 * through the mailed link unless `isVerified` is false.
 */
export async function registerViaApi(
  request: APIRequestContext,
  account: TTestAccount & { location?: string; phone?: string },
  { isVerified = true } = {},
): Promise<{ id: number }> {
  const response = await request.post('/api/auth/register', { data: { location: 'Lisbon, Portugal', phone: '', ...account } });
  expect(response.status(), await response.text()).toBe(201);
  if (isVerified) {
    const verified = await request.get(await readVerifyLinkPath(account.email), { maxRedirects: 0 });
    expect(verified.headers()['location']).toBe('/verify-email?status=verified');
  }
  return (await response.json()) as { id: number };
}

/** Creates an account through the API (not the UI) for tests that are about something else. */
export async function createAccount(
  request: APIRequestContext,
  userType: TTestAccount['userType'],
  options: { isVerified?: boolean } = {},
): Promise<TTestAccount> {
  const account = buildAccount(userType);
  await registerViaApi(request, account, options);
  // Registration signs the API context in; tests start signed out and log in themselves.
  await request.post('/api/auth/logout');
  return account;
}

/**
 * Signs the page's browser context out through the API. The page leaves the app first: an open
 * screen that learns of the ended session goes to /login, which would race the test's next goto.
 */
export async function logoutViaApi(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.request.post('/api/auth/logout');
}

/** Signs the page's browser context in through the API, then opens `path`. */
export async function loginViaApi(page: Page, credentials: { email: string; password: string }, path = '/'): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(path);
}

export async function loginViaForm(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Fills /signup's form for `account` and sends it. */
export async function signUpViaForm(page: Page, account: TTestAccount): Promise<void> {
  await page.goto('/signup');
  await page.getByRole('radio', { name: account.userType === 'developer' ? /Developer/ : /Employer/ }).click();
  await page.getByLabel('Full Name').fill(account.fullName);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** The newest e-mail to `email` in the server's outbox (SMTP_URL is unset in e2e) for which `pick` finds something. */
export function readMail<T>(email: string, pick: (mail: string) => T | undefined): Promise<T> {
  return waitForMail(join(E2E_DATA_DIR, 'outbox'), email, pick);
}

/** The reset link from the newest e-mail to `email` that has one. */
export function readResetLink(email: string): Promise<string> {
  return readMail(email, (mail) => RESET_PASSWORD_LINK.exec(mail)?.[0]);
}

/** The path of the address confirmation link from the newest e-mail to `email` that has one. */
export function readVerifyLinkPath(email: string): Promise<string> {
  return waitForVerifyLinkPath(join(E2E_DATA_DIR, 'outbox'), email);
}

/** Fills the Resume Builder's required phone and location, steps through it and generates; returns the created resume. */
export async function generateResumeInBuilder(page: Page): Promise<{ id: number; fileName: string; title: string }> {
  await page.getByRole('tab', { name: 'Resume Builder' }).click();
  const builder = page.getByRole('form', { name: 'Resume Builder' });
  await builder.getByLabel('Phone').fill('512 555 0142');
  await builder.getByLabel('Location').fill('Austin, TX');
  for (let step = 0; step < 3; step += 1) await builder.getByRole('button', { name: 'Next' }).click();
  const created = page.waitForResponse((response) => response.url().endsWith('/resume/create') && response.ok());
  await builder.getByRole('button', { name: 'Generate Resume' }).click();
  // A built resume is named by what it is and when ('Built with the builder — 28 Nov'): lists and panels show that name.
  const resume = (await (await created).json()) as { id: number; fileName: string; title: string };
  // The dashboard then returns to its overview (and remembers it): a test that leaves at once would race it.
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  return resume;
}

/**
 * Waits until what has just appeared answers keys. Both Radix (a new dialog's Escape listener, added in a
 * render after it shows) and dnd-kit (the arrow keys of a card just picked up, added in a timeout) listen
 * one task late, a task the browser may run after a key pressed at once (input goes first): a person
 * cannot press that fast, a test can.
 */
export async function waitForNewKeyListeners(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** The visible toast (Radix also copies its text into a screen-reader announcer, so match the toast itself). */
/** Opens the editor of the post titled `title` from /admin/blog's lists, once it has loaded the post. */
export async function openBlogPostEditor(page: Page, title: string) {
  await page
    .getByRole('button', { name: `Edit ${title}` })
    .first()
    .click();
  const editor = page.getByRole('dialog', { name: 'Edit post' });
  await expect(editor.getByLabel('Title')).toHaveValue(title);
  return editor;
}

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator('[data-slot="toast"]').filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

/** axe on the page (or the `include` selector): no violation of serious or critical impact, each named with `label`. */
export async function expectNoSeriousAxeViolations(page: Page, label: string, include?: string): Promise<void> {
  // Colours are measured as they are: a button still fading in from disabled would read as low contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${label} ${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}
