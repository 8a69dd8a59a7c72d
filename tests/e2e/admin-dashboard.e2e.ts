/**
 * The admin dashboard end to end: the loading screen and six tabs kept
 * across a reload, statistics and charts, inline setting edits (a bad value is refused with the
 * server's message, an empty one does nothing), an API key stored masked and revealed through the
 * audited call, the audit log's filter, and axe checks in light and dark and at 375 px.
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
  const row = settingRow(page, 'Daily blog post hour');
  await row.getByRole('button', { name: 'Edit' }).click();
  const input = row.getByPlaceholder('New value');
  await input.fill('25');
  await row.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Failed to update setting', 'The hour must be a whole number from 0 to 23');

  await input.fill('   ');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(input).toBeVisible();

  await input.fill('7');
  await row.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Setting updated successfully');
  await expect(input).toBeHidden();
  await expect(row.getByText('7', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Audit Logs' }).click();
  await expect(page.getByRole('cell', { name: 'Setting updated', exact: true }).first()).toBeVisible();
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
