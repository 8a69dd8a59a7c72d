import { expect, test } from '@playwright/test';

test('the API documentation page renders under the app’s Content-Security-Policy', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /DevMatch API/ })).toBeVisible();
  await expect(page.getByText('/api/auth/login').first()).toBeVisible();
  expect(problems).toEqual([]);
});
