/**
 * Each signed-in screen, opened fresh, asks the server for each thing once and gets no error. A screen's
 * preload (app/preload-screen.ts) starts its calls while its code downloads; a query that counted that
 * answer stale would read it again as the screen mounts.
 */
import { expect, test, type Page, type Request, type Response } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { createAccount, loginViaApi } from './fixtures.ts';

/** Opens each path from a blank page and returns the repeated GETs and the failed answers. */
async function readProblemsOnOpening(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    const reads: string[] = [];
    const recordRead = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && request.method() === 'GET') reads.push(url.pathname + url.search);
    };
    const recordFailure = (response: Response) => {
      if (response.status() >= 400) problems.push(`${path}: ${response.status()} ${new URL(response.url()).pathname}`);
    };
    await page.goto('about:blank');
    page.on('request', recordRead);
    page.on('response', recordFailure);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('request', recordRead);
    page.off('response', recordFailure);
    const repeated = reads.filter((read, index) => reads.indexOf(read) !== index);
    problems.push(...repeated.map((read) => `${path}: read twice ${read}`));
  }
  return problems;
}

test('the admin screens read each call once', async ({ page }) => {
  await loginViaApi(page, E2E_ADMIN, 'about:blank');
  expect(await readProblemsOnOpening(page, ['/admin', '/admin?tab=users', '/admin/blog', '/account'])).toEqual([]);
});

test('the developer and employer screens read each call once', async ({ page }) => {
  const developer = await createAccount(page.request, 'developer');
  await loginViaApi(page, developer, 'about:blank');
  expect(await readProblemsOnOpening(page, ['/applicant', '/applicant?tab=applications', '/jobs', '/messages'])).toEqual([]);
  const employer = await createAccount(page.request, 'employer');
  await loginViaApi(page, employer, 'about:blank');
  expect(await readProblemsOnOpening(page, ['/employer', '/employer?tab=jobs', '/blog'])).toEqual([]);
});
