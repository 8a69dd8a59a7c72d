import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Response } from '@playwright/test';
import type { TAnalysisResult } from '#shared/schemas/resume-ai.ts';
import { createAccount, expectToast, loginViaApi } from './fixtures.ts';

// PDF fixtures (see tests/fixtures/resumes-pdf/README.md), addressed from the repo root.
const TWO_COLUMN_PDF = 'tests/fixtures/resumes-pdf/data-scientist-two-column.pdf';
const SCANNED_PDF = 'tests/fixtures/resumes-pdf/fullstack-engineer-scanned-image-only.pdf';

const resumeManager = (page: Page) => page.getByRole('list', { name: 'Your resumes' });
const isAnalyzeCall = (response: Response) =>
  response.request().method() === 'POST' && /\/api\/resume\/\d+\/analyze$/.test(new URL(response.url()).pathname);

/** The upload's answer. The first PDF a worker thread reads loads pdf.js: on a busy machine that takes longer than a toast's wait. */
const waitForUpload = (page: Page) =>
  page.waitForResponse((response) => /\/api\/applicant\/\d+\/resume$/.test(response.url()) && response.request().method() === 'POST', {
    timeout: 30_000,
  });

test('a developer uploads a PDF resume from the dashboard: listed, analysed with its skills, original downloadable; a scan is refused', async ({
  page,
}) => {
  const developer = await createAccount(page.request, 'developer');
  await loginViaApi(page, developer, '/applicant');
  await expect(page.getByRole('heading', { level: 1, name: 'Build Your Perfect Resume with AI' })).toBeVisible();
  // The zone says which files it takes, and the file picker offers PDFs.
  await expect(page.getByText('Word documents (.doc, .docx) or PDFs with text (.pdf), up to 10MB')).toBeVisible();
  await expect(page.getByLabel('Resume file')).toHaveAttribute('accept', /\.pdf/);
  await expect(page.getByLabel('Resume file')).toHaveAttribute('accept', /application\/pdf/);

  // A scan has nothing to read: the server says so and what to do; nothing is listed.
  const refused = waitForUpload(page);
  await page.getByLabel('Resume file').setInputFiles(SCANNED_PDF);
  expect((await refused).status()).toBe(400);
  await expectToast(page, 'Upload failed', 'This PDF has no text layer: it is a scan or an image');
  await expect(resumeManager(page).getByRole('listitem')).toHaveCount(0);

  const analyzed = page.waitForResponse(isAnalyzeCall);
  const uploaded = waitForUpload(page);
  await page.getByLabel('Resume file').setInputFiles(TWO_COLUMN_PDF);
  expect((await uploaded).status()).toBe(201);
  await expectToast(page, 'Resume uploaded successfully');
  const card = resumeManager(page).getByRole('listitem').filter({ hasText: 'data-scientist-two-column.pdf' });
  await expect(card).toBeVisible();

  // The new resume is analysed on its own, read in column order: its skills and score are shown.
  const analysis = (await (await analyzed).json()) as TAnalysisResult;
  expect(analysis.overallScore).toBeGreaterThan(60);
  expect(analysis.skillsFound.map((skill) => skill.name)).toEqual(expect.arrayContaining(['Python', 'MLflow', 'PyTorch']));
  await expect(page.getByRole('meter', { name: 'Overall score' })).toHaveAttribute('aria-valuenow', String(analysis.overallScore));

  // Its page shows the text in reading order and offers the original PDF.
  const resumeId = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  const [resume] = (await (await page.request.get(`/api/applicant/${resumeId.id}/resumes`)).json()) as { id: number }[];
  await page.goto(`/resume/${resume!.id}`);
  await expect(page.getByRole('heading', { name: 'PROFESSIONAL EXPERIENCE' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Original PDF' }).click();
  const original = await download;
  expect(original.suggestedFilename()).toBe('data-scientist-two-column.pdf');
  expect(readFileSync(await original.path())).toEqual(readFileSync(TWO_COLUMN_PDF));
});
