/**
 * Hiring analytics end to end: an employer whose job has three applications, moved through the
 * pipeline through the API, sees the applicant count on the job card and the funnel's numbers in
 * the Analytics tab's table; a custom range with no applications shows the empty state, and its
 * address survives a reload; one job is picked; the CSV downloads with the same figures. Axe in
 * light and dark, and the tab at 375 px.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { buildAccount, createAccount, expectNoSeriousAxeViolations, loginViaApi, registerViaApi } from './fixtures.ts';

const JOB_TITLE = 'Analytics Platform Engineer';

/** A developer who applies to the job with a resume made in the builder, all through the API. */
async function applyViaApi(request: APIRequestContext, jobId: number): Promise<void> {
  const account = buildAccount('developer');
  const me = await registerViaApi(request, account);
  const created = await request.post(`/api/applicant/${me.id}/resume/create`, {
    data: {
      resumeData: {
        personalInfo: { fullName: account.fullName, email: account.email, phone: '+1 555 0100', location: 'Austin, TX' },
        experience: [
          { company: 'Northwind', position: 'Engineer', startDate: '2021-01', current: true, description: 'Built the platform' },
        ],
        skills: ['TypeScript', 'PostgreSQL'],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: resumeId } = (await created.json()) as { id: number };
  const applied = await request.post(`/api/jobs/${jobId}/applications`, { data: { resumeId } });
  expect(applied.status(), await applied.text()).toBe(201);
  await request.post('/api/auth/logout');
}

/**
 * A signed-in employer with a job and three applications: one hired (through every stage), one in
 * Screening, one still Applied; and a draft job.
 */
async function setUpHiring(page: Page, request: APIRequestContext): Promise<{ employerId: number; jobId: number }> {
  const employer = await createAccount(page.request, 'employer');
  await loginViaApi(page, employer, '/employer?tab=jobs');
  const { id: employerId } = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  expect((await page.request.put(`/api/employer/${employerId}/company`, { data: { name: 'Northwind Labs' } })).status()).toBe(200);
  const job = await page.request.post(`/api/employer/${employerId}/jobs`, {
    data: { title: JOB_TITLE, requiredSkills: ['TypeScript'], workplaceType: 'remote', status: 'open' },
  });
  expect(job.status(), await job.text()).toBe(201);
  const { id: jobId } = (await job.json()) as { id: number };
  // A second job, so the figures by job show too.
  const draft = await page.request.post(`/api/employer/${employerId}/jobs`, {
    data: { title: 'Senior Data Engineer (Streaming Platform)', requiredSkills: ['Kafka'], workplaceType: 'remote', status: 'draft' },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  for (let index = 0; index < 3; index += 1) await applyViaApi(request, jobId);

  const applications = (await (await page.request.get(`/api/employer/${employerId}/jobs/${jobId}/applications`)).json()) as {
    id: number;
  }[];
  const moves: [number, string[]][] = [
    [applications[0]!.id, ['screening', 'interview', 'offer', 'hired']],
    [applications[1]!.id, ['screening']],
  ];
  for (const [applicationId, stages] of moves)
    for (const stage of stages) {
      const moved = await page.request.patch(`/api/employer/${employerId}/jobs/${jobId}/applications/${applicationId}`, {
        data: { stage },
      });
      expect(moved.status(), await moved.text()).toBe(204);
    }
  return { employerId, jobId };
}

const funnelTable = (page: Page) => page.getByRole('table', { name: 'Funnel: applications that reached each stage' });

async function expectFunnel(page: Page, reached: [stage: string, count: string, conversion: string][]): Promise<void> {
  for (const [stage, count, conversion] of reached) {
    await expect(
      funnelTable(page)
        .getByRole('row', { name: new RegExp(`^${stage}\\b`) })
        .getByRole('cell'),
    ).toHaveText([count, conversion]);
  }
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('an employer reads the funnel of a job, changes the range and the job, and downloads the CSV', async ({ page, request }) => {
  test.slow();
  const { jobId } = await setUpHiring(page, request);
  await page.reload();
  await expect(page.getByRole('article', { name: JOB_TITLE }).getByText('3 applicants')).toBeVisible();

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/tab=analytics/);
  await expect(page.getByRole('heading', { name: 'Hiring analytics' })).toBeVisible();
  await expectFunnel(page, [
    ['Applied', '3', '—'],
    ['Screening', '2', '66.7%'],
    ['Interview', '1', '50%'],
    ['Offer', '1', '100%'],
    ['Hired', '1', '100%'],
  ]);
  await expect(page.getByRole('definition').filter({ hasText: /^3$/ })).toBeVisible();

  // A range before any application: the empty state, kept in the address.
  await chooseOption(page, 'Date range', 'Custom range');
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await expect(page.getByRole('heading', { name: 'No applications in this range' })).toBeVisible();
  await expect(page).toHaveURL(/range=custom&from=2020-01-01&to=2020-01-31/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No applications in this range' })).toBeVisible();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2020-01-01');
  // A start after the end is refused in words, and the last range stays.
  await page.getByLabel('From', { exact: true }).fill('2020-02-15');
  await expect(page.getByRole('alert').filter({ hasText: 'The start date must be on or before the end date' })).toBeVisible();
  await expect(page).toHaveURL(/from=2020-01-01/);

  await chooseOption(page, 'Date range', 'Last 30 days');
  await expectFunnel(page, [['Hired', '1', '100%']]);
  await chooseOption(page, 'Job', JOB_TITLE);
  await expect(page).toHaveURL(new RegExp(`analyticsJob=${jobId}`));
  await expect(page.getByText(`${JOB_TITLE}: applications sent from`)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^hiring-analytics-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}-job-${jobId}\\.csv$`),
  );
  const lines = readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(lines[0]).toBe('Scope,Measure,Stage,Value');
  expect(lines).toContain(`${JOB_TITLE},Reached stage,Screening,2`);
  expect(lines).toContain(`${JOB_TITLE},Reached stage,Hired,1`);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Analytics tab has no serious accessibility violations (${theme})`, async ({ page, request }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await setUpHiring(page, request);
    await page.goto('/employer?tab=analytics');
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
    await expectFunnel(page, [['Hired', '1', '100%']]);
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'analytics tab');
    await page.goto('/employer?tab=analytics&range=custom&from=2020-01-01&to=2020-01-31');
    await expect(page.getByRole('heading', { name: 'No applications in this range' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'analytics empty state');
  });
}

test('at 375 px the Analytics tab fits the width, is usable by keyboard and passes axe', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await setUpHiring(page, request);
  await page.goto('/employer?tab=analytics');
  await expectFunnel(page, [['Screening', '2', '66.7%']]);
  await expect(page.getByRole('table', { name: 'Figures by job, newest job first' })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page, 'analytics tab at 375 px');

  // The range by keyboard: open the select, pick a preset, and it lands in the address.
  await page.getByRole('combobox', { name: 'Date range' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Last 12 months' }).press('Enter');
  await expect(page).toHaveURL(/range=365/);
  await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveText('Last 12 months');
});
