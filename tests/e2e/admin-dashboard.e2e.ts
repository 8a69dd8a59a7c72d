/**
 * The admin dashboard end to end: the loading screen and six tabs kept
 * across a reload, statistics and charts, inline setting edits with a control fitted to each setting
 * (a switch, a number, a time, a URL; a bad value is refused with the server's message, an empty one
 * does nothing), an API key stored masked and revealed through the audited call, the audit log's
 * filter and its named users, and axe checks in light and dark and at 375 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { expectNoSeriousAxeViolations, expectToast, loginViaApi } from './fixtures.ts';

const settingRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
const apiKeyRow = (page: Page, serviceName: string) => page.getByRole('listitem').filter({ hasText: `(${serviceName})` });

async function openAdminDashboard(page: Page): Promise<void> {
  await loginViaApi(page, E2E_ADMIN, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

test('the six tabs show the statistics, charts, recent activity and system status, and the tab survives a reload', async ({ page }) => {
  await openAdminDashboard(page);
  for (const label of ['Total Users', 'Active Developers', 'Total Employers', 'AI Analyses']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Sign-ups per day' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AI analyses per day' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'System Status' })).toBeVisible();
  // The admin's own sign-in is the newest activity.
  await expect(page.getByText('Audit log entries')).toBeVisible();

  for (const [tab, heading] of [
    ['Settings', 'Platform Settings'],
    ['API Keys', 'Third-party API Keys'],
    ['Users', 'User Statistics'],
    ['Blog', 'Quick Actions'],
    ['Audit Logs', 'Audit Logs'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('columnheader', { name: 'IP Address' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Audit Logs' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Blog' }).click();
  await expect(page.getByRole('link', { name: 'Full Blog Management' })).toHaveAttribute('href', '/admin/blog');
  await expect(page.getByRole('link', { name: 'View Public Blog' })).toHaveAttribute('target', '_blank');
});

test('a setting is edited inline: saved and audited, a bad value refused with the reason, an empty one ignored', async ({ page }) => {
  await openAdminDashboard(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  // An address the browser accepts and the server refuses: the failure toast carries the reason.
  const baseUrlRow = settingRow(page, 'AI base URL');
  await baseUrlRow.getByRole('button', { name: 'Edit' }).click();
  const url = baseUrlRow.getByPlaceholder('New value');
  await expect(url).toHaveAttribute('type', 'url');
  await url.fill('ftp://models.example/v1');
  await baseUrlRow.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Failed to update setting', 'The AI base URL must be an http:// or https:// address');
  await url.fill('   ');
  await baseUrlRow.getByRole('button', { name: 'Save' }).click();
  await expect(url).toBeVisible();
  await baseUrlRow.getByRole('button', { name: 'Cancel' }).click();
  await expect(url).toBeHidden();

  // The hour of the daily post is a time of day, in whole hours (UTC).
  const row = settingRow(page, 'Daily blog post hour');
  await row.getByRole('button', { name: 'Edit' }).click();
  const time = row.getByLabel('New value');
  await expect(time).toHaveAttribute('type', 'time');
  await time.fill('07:00');
  await row.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Setting updated successfully');
  await expect(time).toBeHidden();
  await expect(row.getByText('07:00 UTC', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Audit Logs' }).click();
  await expect(page.getByRole('cell', { name: 'Setting updated', exact: true }).first()).toBeVisible();
});

test('an on/off setting is edited with a switch and a number with a number input, checked by the browser and the server', async ({
  page,
}) => {
  await openAdminDashboard(page);
  await page.getByRole('tab', { name: 'Settings' }).click();

  // Switched on and cancelled: nothing saved (the daily post stays off for the other tests).
  const dailyPost = settingRow(page, 'Daily blog post enabled');
  await expect(dailyPost.getByText('Off', { exact: true })).toBeVisible();
  await dailyPost.getByRole('button', { name: 'Edit' }).click();
  const toggle = dailyPost.getByRole('switch', { name: 'New value' });
  await expect(toggle).toBeFocused();
  await expect(toggle).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await expectNoSeriousAxeViolations(page, 'setting switch');
  await dailyPost.getByRole('button', { name: 'Cancel' }).click();
  await expect(toggle).toBeHidden();
  await expect(dailyPost.getByText('Off', { exact: true })).toBeVisible();

  const timeout = settingRow(page, 'AI timeout seconds');
  await timeout.getByRole('button', { name: 'Edit' }).click();
  const seconds = timeout.getByRole('spinbutton', { name: 'New value' });
  await expect(seconds).toHaveValue('45');
  await seconds.fill('601');
  await timeout.getByRole('button', { name: 'Save' }).click();
  // Above its range: the browser keeps the form open and sends nothing.
  expect(await seconds.evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(true);
  await expectNoSeriousAxeViolations(page, 'setting number');
  await seconds.fill('120');
  await timeout.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Setting updated successfully');
  await expect(timeout.getByText('120', { exact: true })).toBeVisible();
  await timeout.getByRole('button', { name: 'Edit' }).click();
  await seconds.fill('45');
  await timeout.getByRole('button', { name: 'Save' }).click();
  await expect(timeout.getByText('45', { exact: true })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the settings controls have no serious accessibility violations (${theme}, and at 375 px)`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    if (theme === 'dark') await page.setViewportSize({ width: 375, height: 800 });
    await openAdminDashboard(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    for (const name of ['Daily blog post enabled', 'Daily blog post hour', 'AI timeout seconds', 'AI base URL']) {
      const row = settingRow(page, name);
      await row.getByRole('button', { name: 'Edit' }).click();
      await expect(row.getByRole('button', { name: 'Save' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `${name} (${theme})`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
  });
}

test('the audit log names who acted beside the user id', async ({ page }) => {
  await openAdminDashboard(page);
  await page.getByRole('tab', { name: 'Audit Logs' }).click();
  const me = await (await page.request.get('/api/auth/me')).json();
  const signIn = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Signed in', exact: true }) })
    .first();
  await expect(signIn.getByRole('cell', { name: `${me.id} ${me.fullName}` })).toBeVisible();
});

test('an API key is stored masked, revealed on request (audited), switched on and off', async ({ page }) => {
  await openAdminDashboard(page);
  await page.getByRole('tab', { name: 'API Keys' }).click();
  const row = apiKeyRow(page, 'unsplash');
  const key = `unsplash-e2e-${Date.now()}-abcd`;
  await row.getByRole('button', { name: 'Edit' }).click();
  const input = row.getByPlaceholder('Enter API key');
  await expect(input).toHaveAttribute('type', 'password');
  await input.fill(key);
  await row.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'API key updated successfully');
  await expect(row.getByText(key)).toHaveCount(0);
  await expect(row.locator('code')).toContainText('abcd');

  await row.getByRole('button', { name: 'Show API key' }).click();
  await expect(row.locator('code')).toHaveText(key);
  await row.getByRole('button', { name: 'Hide API key' }).click();
  await expect(row.getByText(key)).toHaveCount(0);

  const toggle = row.getByRole('switch');
  await toggle.click();
  await expectToast(page, 'API key status updated');
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();

  // One label per action, in Recent Activity and in the audit log alike.
  await page.reload();
  await page.getByRole('tab', { name: 'Overview' }).click();
  const recentActivity = page.getByRole('tabpanel').getByRole('listitem');
  await expect(recentActivity.getByText('API key switched on or off', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Audit Logs' }).click();
  const toggledCell = page.getByRole('cell', { name: 'API key switched on or off', exact: true }).first();
  await expect(toggledCell).toHaveAttribute('title', 'admin.api_key_toggled');
  await expect(page.getByRole('cell', { name: 'admin.api_key_toggled' })).toHaveCount(0);

  await page.getByLabel('Action').click();
  await page.getByRole('option', { name: 'API key revealed' }).click();
  await expect(page.getByRole('cell', { name: 'API key revealed' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Setting updated', exact: true })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the admin screens have no serious accessibility violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await openAdminDashboard(page);
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('heading', { name: 'Sign-ups per day' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'overview');
    for (const tab of ['Settings', 'API Keys', 'Users', 'Blog', 'Audit Logs']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectNoSeriousAxeViolations(page, tab);
    }
    await page.goto('/admin/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Management' })).toBeVisible();
    await expect(page.getByText('Total Views')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'blog management');
  });
}

test('at 375 px the admin screens fit the width and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openAdminDashboard(page);
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const tab of ['Overview', 'Settings', 'API Keys', 'Users', 'Blog', 'Audit Logs']) {
    await page.getByRole('tab', { name: tab }).click();
    expect(await scrollWidth(), tab).toBeLessThanOrEqual(375);
  }
  await expectNoSeriousAxeViolations(page, 'audit logs at 375 px');
  await page.goto('/admin/blog');
  await expect(page.getByText('Total Views')).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(375);
});

test('at 375 px an API key takes the full width and its buttons wrap below it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openAdminDashboard(page);
  await page.getByRole('tab', { name: 'API Keys' }).click();
  const row = apiKeyRow(page, 'openai');
  const display = row.locator('[data-slot="api-key-display"]');
  const editButton = row.getByRole('button', { name: 'Edit' });
  const [displayBox, rowBox, editBox] = await Promise.all([display.boundingBox(), row.boundingBox(), editButton.boundingBox()]);
  expect(displayBox && rowBox && editBox).toBeTruthy();
  expect(displayBox!.width).toBeGreaterThanOrEqual(rowBox!.width - 1);
  expect(editBox!.y).toBeGreaterThanOrEqual(displayBox!.y + displayBox!.height);

  await editButton.click();
  const input = row.getByPlaceholder('Enter API key');
  expect((await input.boundingBox())!.width).toBeGreaterThanOrEqual(rowBox!.width - 1);
});
