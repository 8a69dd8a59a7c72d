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

test('the built server documents the API but not the web client’s files', async ({ request }) => {
  const response = await request.get('/api/docs/json');
  expect(response.ok()).toBe(true);
  const { paths } = (await response.json()) as { paths: Record<string, unknown> };
  const outsideApi = Object.keys(paths).filter((path) => !path.startsWith('/api/'));
  expect(outsideApi.sort()).toEqual(['/blog/rss.xml', '/robots.txt', '/sitemap.xml']);
});
