/**
 * A screen's first calls start with its code, not after it (app/preload-screen.ts): while the
 * screen's own file is held back, its calls are already made; each is made once (the screen finds
 * the answers under the same keys); a link pointed at loads its screen's code but calls nothing
 * until it is followed; a forged stored user makes no call at all.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { createAccount } from './fixtures.ts';

const HOLD_MS = 1500;

/** Counts every API call the page makes, by path and query, with the time it was sent. */
function recordApiCalls(page: Page): Map<string, number[]> {
  const calls = new Map<string, number[]>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const key = `${request.method()} ${url.pathname}${url.search}`;
    calls.set(key, [...(calls.get(key) ?? []), Date.now()]);
  });
  return calls;
}

/** Holds back the screen's own file (its name starts with `chunkName`); resolves with the time it was let through. */
async function holdScreenCode(page: Page, chunkName: string): Promise<() => number | null> {
  let releasedAt: number | null = null;
  await page.route(new RegExp(`/assets/${chunkName}-[\\w-]+\\.js$`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    releasedAt = Date.now();
    await route.continue();
  });
  return () => releasedAt;
}

test('the employer dashboard searches while its code is still on the way, and makes each first call once', async ({ page }) => {
  const employer = await createAccount(page.request, 'employer');
  const login = await page.request.post('/api/auth/login', { data: employer });
  expect(login.status()).toBe(200);
  const { id } = (await login.json()) as { id: number };
  const calls = recordApiCalls(page);
  const releasedAt = await holdScreenCode(page, 'employer-dashboard');

  await page.goto('/employer');
  await expect(page.getByText(/^Found \d+ candidates? matching your criteria$/)).toBeVisible({ timeout: 15_000 });

  const [searchSentAt] = calls.get('POST /api/candidates/search') ?? [];
  expect(searchSentAt).toBeDefined();
  expect(releasedAt()).not.toBeNull();
  expect(searchSentAt!).toBeLessThan(releasedAt()!);
  for (const call of [
    'POST /api/candidates/search',
    `GET /api/employer/${id}/saved-searches`,
    `GET /api/employer/${id}/notes`,
    `GET /api/employer/${id}/favorites`,
  ]) {
    expect(calls.get(call), call).toHaveLength(1);
  }
});

test("the admin dashboard's five data sets are asked for once each, before its code arrives", async ({ page }) => {
  await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  const calls = recordApiCalls(page);
  const releasedAt = await holdScreenCode(page, 'admin-dashboard');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible({ timeout: 15_000 });

  for (const call of [
    'GET /api/admin/settings',
    'GET /api/admin/api-keys',
    'GET /api/admin/users/stats',
    'GET /api/admin/usage/stats',
    'GET /api/admin/audit-logs?page=1',
  ]) {
    expect(calls.get(call), call).toHaveLength(1);
    expect(calls.get(call)![0]!).toBeLessThan(releasedAt()!);
  }
});

test('a forged stored user gets no call made for it: the route guard sends it home', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('user', JSON.stringify({ id: 1, email: 'forged@example.com', userType: 'admin', fullName: 'Forged' })),
  );
  const calls = recordApiCalls(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  expect([...calls.keys()].filter((call) => call.includes('/api/admin/'))).toEqual([]);
});

test('a blog post link pointed at loads the post screen, and its call waits for the click', async ({ page }) => {
  await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  expect((await page.request.post('/api/admin/blog/generate-initial')).status()).toBe(200);
  await page.request.post('/api/auth/logout');
  const calls = recordApiCalls(page);
  const postCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/blog-post-page-[\w-]+\.js$/.test(request.url())) postCode.push(request.url());
  });

  await page.goto('/blog');
  const firstPost = page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first().getByRole('link');
  await expect(firstPost).toBeVisible();
  expect(postCode).toEqual([]);
  await firstPost.hover();
  await expect.poll(() => postCode.length).toBe(1);
  const slug = new URL((await firstPost.getAttribute('href'))!, page.url()).pathname.split('/').pop()!;
  const postCall = `GET /api/blog/posts/${slug}`;
  expect(calls.get(postCall)).toBeUndefined();

  await firstPost.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => calls.get(postCall)?.length).toBe(1);
});

test("the job board's search and a job page's call start while their code is on the way, once each", async ({ page }) => {
  const employer = await createAccount(page.request, 'employer');
  const { id } = (await (await page.request.post('/api/auth/login', { data: employer })).json()) as { id: number };
  expect((await page.request.put(`/api/employer/${id}/company`, { data: { name: 'Preload Labs' } })).status()).toBe(200);
  const posted = await page.request.post(`/api/employer/${id}/jobs`, { data: { title: 'Preloaded Engineer', status: 'open' } });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id: jobId } = (await posted.json()) as { id: number };
  await page.request.post('/api/auth/logout');
  const calls = recordApiCalls(page);

  const boardReleasedAt = await holdScreenCode(page, 'jobs-board-page');
  await page.goto('/jobs?q=NoSuchTitleAnywhere&remote=true');
  await expect(page.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible({ timeout: 15_000 });
  const boardCall = 'GET /api/jobs?q=NoSuchTitleAnywhere&remote=true';
  expect(calls.get(boardCall), boardCall).toHaveLength(1);
  expect(calls.get(boardCall)![0]!).toBeLessThan(boardReleasedAt()!);

  const jobReleasedAt = await holdScreenCode(page, 'job-page-screen');
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Preloaded Engineer' })).toBeVisible({ timeout: 15_000 });
  const jobCall = `GET /api/jobs/${jobId}`;
  expect(calls.get(jobCall), jobCall).toHaveLength(1);
  expect(calls.get(jobCall)![0]!).toBeLessThan(jobReleasedAt()!);
});
