/**
 * Resume versions a person can tell apart: the dashboard lists an upload and its improved version
 * with their sources, sizes in KB and whole names (on hover); the apply dialog shows both names in
 * full; the resume page offers the text as a Word file and a PDF beside the plain-text Download. Axe
 * on those screens, light and dark, at 1280 and 375 px.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TJob } from '#shared/schemas/jobs.ts';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { createAccount, expectNoSeriousAxeViolations, loginViaApi } from './fixtures.ts';

const RESUME_DOCX = 'tests/fixtures/resumes/backend-engineer-hard-wrapped.docx';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const UPLOAD_NAME = 'backend-engineer-hard-wrapped.docx';

type TVersions = { uploaded: TResume; improved: TResume };

/** A developer signed in on `page` with an upload and an applied improvement of it. */
async function createDeveloperWithVersions(page: Page): Promise<TVersions> {
  const developer = await createAccount(page.request, 'developer');
  await loginViaApi(page, developer);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  const uploaded = await page.request.post(`/api/applicant/${me.id}/resume`, {
    multipart: { resume: { name: UPLOAD_NAME, mimeType: DOCX_MIME, buffer: readFileSync(RESUME_DOCX) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const original = (await uploaded.json()) as TResume;
  // As the dashboard asks: no target role.
  const improvement = await page.request.post(`/api/resume/${original.id}/improve`, { data: { targetRole: '' } });
  expect(improvement.status(), await improvement.text()).toBe(200);
  const { improvedContent } = (await improvement.json()) as { improvedContent: string };
  const applied = await page.request.post(`/api/resume/${original.id}/apply-improvements`, { data: { improvedContent } });
  expect(applied.status(), await applied.text()).toBe(201);
  const { fileName, resume } = (await applied.json()) as { fileName: string; resume: TResume };
  expect(fileName).toBe('backend-engineer-hard-wrapped (improved).md');
  return { uploaded: original, improved: resume };
}

/** An open job of a fresh employer's company, to apply to. */
async function postJob(request: APIRequestContext): Promise<TJob> {
  const employer = await createAccount(request, 'employer');
  const { id } = (await (await request.post('/api/auth/login', { data: employer })).json()) as { id: number };
  const company = await request.put(`/api/employer/${id}/company`, {
    data: { name: 'Northwind Versions', website: 'https://northwind.example.com', size: '51-200', location: 'Berlin', about: 'Payments.' },
  });
  expect(company.status(), await company.text()).toBe(200);
  const job = await request.post(`/api/employer/${id}/jobs`, {
    data: {
      title: `Backend Engineer ${Date.now().toString(36)}`,
      description: 'Build payments services in Go on PostgreSQL.',
      requiredSkills: ['Go', 'PostgreSQL'],
      niceToHaveSkills: [],
      experienceLevel: 'senior',
      location: null,
      workplaceType: 'remote',
      salaryMin: 80000,
      salaryMax: 100000,
      salaryCurrency: 'EUR',
      employmentType: 'full_time',
      status: 'open',
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  return (await job.json()) as TJob;
}

const kilobytes = (bytes: number) => (bytes < 1024 ? '< 1 KB' : `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`);
const resumeList = (page: Page) => page.getByRole('list', { name: 'Your resumes' });

test('the dashboard lists an upload and its improved version apart: source, size in KB, whole name on hover', async ({ page }) => {
  const { uploaded, improved } = await createDeveloperWithVersions(page);
  expect(uploaded).toMatchObject({ source: 'uploaded', title: UPLOAD_NAME });
  expect(improved.source).toBe('improved');
  expect(improved.title).toMatch(/^Improved for .+ — \d{1,2} [A-Z][a-z]{2}$|^Improved — \d{1,2} [A-Z][a-z]{2}$/);

  await page.goto('/applicant');
  const items = resumeList(page).getByRole('listitem');
  await expect(items).toHaveCount(2);
  const [improvedItem, uploadedItem] = [items.nth(0), items.nth(1)];
  await expect(improvedItem.getByTitle(improved.title)).toHaveText(improved.title);
  await expect(improvedItem.getByText('Improved', { exact: true })).toBeVisible();
  await expect(improvedItem.getByText(new RegExp(`· ${kilobytes(improved.fileSize)}$`))).toBeVisible();
  await expect(improvedItem.getByText('Uploaded', { exact: true })).toHaveCount(0);
  await expect(improvedItem.getByTitle(improved.title)).toHaveAttribute('title', `${improved.title}\nFile: ${improved.fileName}`);

  await expect(uploadedItem.getByText('Uploaded', { exact: true })).toBeVisible();
  await expect(uploadedItem.getByText(new RegExp(`· ${kilobytes(uploaded.fileSize)}$`))).toBeVisible();
  await expect(uploadedItem.getByTitle(UPLOAD_NAME)).toHaveText(UPLOAD_NAME);
  // The actions name the version they act on.
  await expect(improvedItem.getByRole('link', { name: `View ${improved.title}` })).toBeVisible();
});

test('the apply dialog tells two versions apart: whole names, file names, sources and sizes', async ({ page }) => {
  const job = await postJob(page.request);
  const { uploaded, improved } = await createDeveloperWithVersions(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply to ${job.title}` });
  const radios = dialog.getByRole('radio');
  await expect(radios).toHaveCount(2);
  const improvedChoice = dialog.getByRole('radio', { name: new RegExp(`^${improved.title}`) });
  const uploadedChoice = dialog.getByRole('radio', { name: new RegExp(`^${UPLOAD_NAME.replace('.', '\\.')}`) });
  await expect(improvedChoice).toHaveAccessibleName(
    new RegExp(`${improved.fileName.replace(/[.()]/g, '\\$&')}.*${kilobytes(improved.fileSize)}.*Improved`),
  );
  await expect(uploadedChoice).toHaveAccessibleName(new RegExp(`${kilobytes(uploaded.fileSize)}.*Uploaded`));
  // Whole, not cut off: the names wrap inside the dialog even at 375 px.
  for (const name of [improved.title, improved.fileName]) {
    const text = dialog.getByText(name, { exact: true });
    await expect(text).toBeVisible();
    expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  await improvedChoice.check();
  await expect(improvedChoice).toBeChecked();
  await expect(uploadedChoice).not.toBeChecked();
});

test('the resume page offers Word and PDF beside Download, which still saves the text', async ({ page }) => {
  const { improved } = await createDeveloperWithVersions(page);
  await page.goto(`/resume/${improved.id}`);
  await expect(page.getByRole('heading', { level: 1, name: improved.fileName })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Size: ${improved.fileSize} bytes • Uploaded: \\w`))).toBeVisible();
  await expect(page.getByText(improved.title, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Original Word file' })).toHaveCount(0);

  const textDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const text = await textDownload;
  expect(text.suggestedFilename()).toBe('backend-engineer-hard-wrapped (improved).txt');
  const detail = (await (await page.request.get(`/api/resume/${improved.id}`)).json()) as { fileContent: string };
  expect(readFileSync((await text.path())!, 'utf8')).toBe(detail.fileContent);

  // A browser download is no page response: the address the link fetched is asked again for its type.
  const wordDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Word' }).click();
  const word = await wordDownload;
  expect(word.suggestedFilename()).toBe('backend-engineer-hard-wrapped (improved).docx');
  expect(
    readFileSync((await word.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  expect(word.url()).toMatch(new RegExp(`/api/resume/${improved.id}/docx$`));
  expect((await page.request.get(word.url())).headers()['content-type']).toBe(DOCX_MIME);

  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'A4' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('backend-engineer-hard-wrapped (improved).pdf');
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  expect((await page.request.get(pdf.url())).headers()['content-type']).toBe('application/pdf');
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    test(`the screens that list versions have no serious accessibility violations (${theme}, ${width} px)`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.setViewportSize({ width, height: 900 });
      const job = await postJob(page.request);
      const { improved } = await createDeveloperWithVersions(page);
      await page.goto('/applicant');
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(resumeList(page).getByRole('listitem')).toHaveCount(2);
      await expectNoSeriousAxeViolations(page, 'dashboard');
      await page.goto(`/resume/${improved.id}`);
      await expect(page.getByRole('link', { name: 'Download Word' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'resume page');
      await page.goto(`/jobs/${job.id}`);
      await page.getByRole('button', { name: 'Apply now' }).click();
      await expect(page.getByRole('dialog').getByRole('radio')).toHaveCount(2);
      await expectNoSeriousAxeViolations(page, 'apply dialog', '[role="dialog"]');
    });
  }
}
