import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { createAccount, expectToast, loginViaApi } from './fixtures.ts';

const FULLSTACK_DOCX = 'tests/fixtures/resumes/fullstack-engineer-strong.docx';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

type TUploadedResume = { id: number; fileName: string; fileSize: number };

/** A developer signed in on `page` with one uploaded resume. */
async function createDeveloperWithResume(page: Page): Promise<{ resume: TUploadedResume }> {
  const developer = await createAccount(page.request, 'developer');
  await loginViaApi(page, developer);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  const response = await page.request.post(`/api/applicant/${me.id}/resume`, {
    multipart: { resume: { name: 'fullstack-engineer-strong.docx', mimeType: DOCX_MIME, buffer: readFileSync(FULLSTACK_DOCX) } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { resume: (await response.json()) as TUploadedResume };
}

const content = (page: Page) => page.locator('[data-slot="markdown-content"]');

test('view mode shows the name, the size line and the rendered content', async ({ page }) => {
  const { resume } = await createDeveloperWithResume(page);
  await page.goto(`/resume/${resume.id}`);
  await expect(page.getByRole('heading', { level: 1, name: resume.fileName })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Size: ${resume.fileSize} bytes • Uploaded: \\w`))).toBeVisible();
  await expect(content(page).getByRole('heading', { name: 'JOHN DOE' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/applicant\?tab=overview$/);
});

test('Download saves the text; the Word download returns the original file', async ({ page }) => {
  const { resume } = await createDeveloperWithResume(page);
  await page.goto(`/resume/${resume.id}`);

  const textDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const text = await textDownload;
  expect(text.suggestedFilename()).toBe('fullstack-engineer-strong.txt');
  expect(readFileSync(await text.path(), 'utf8')).toContain('# JOHN DOE');

  const wordDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Original Word file' }).click();
  const word = await wordDownload;
  expect(word.suggestedFilename()).toMatch(/\.docx$/);
  expect(readFileSync(await word.path())).toEqual(readFileSync(FULLSTACK_DOCX));
});

test('Download PDF saves a text PDF of the resume, on A4 or US Letter', async ({ page }) => {
  const { resume } = await createDeveloperWithResume(page);
  await page.goto(`/resume/${resume.id}`);

  for (const [item, width] of [
    ['A4', 595],
    ['US Letter', 612],
  ] as const) {
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: item }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('fullstack-engineer-strong.pdf');
    const pdf = await getDocumentProxy(new Uint8Array(readFileSync((await download.path())!)));
    expect(Math.round((await pdf.getPage(1)).view[2]!)).toBe(width);
    expect((await extractText(pdf, { mergePages: true })).text).toContain('JOHN DOE');
  }
});

test('edit mode previews live, saves, and the saved content survives a reload', async ({ page }) => {
  const { resume } = await createDeveloperWithResume(page);
  await page.goto(`/resume/${resume.id}`);
  await page.getByRole('button', { name: 'Edit Resume' }).click();

  const editor = page.getByLabel('Resume content (Markdown)');
  await expect(editor).toHaveValue(/# JOHN DOE/);
  await expect(page.getByText(/Tip: use \*\*bold\*\*/)).toBeVisible();
  const preview = page.getByTestId('resume-preview');
  await editor.fill('# Jane Roe\n\nStaff engineer.\n\n- **Rust** and *Go*\n- Distributed systems');
  await expect(preview.getByRole('heading', { name: 'Jane Roe' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('Rust');
  await expect(preview.locator('em')).toHaveText('Go');
  await expect(preview.getByRole('listitem')).toHaveCount(2);

  await page.getByLabel('File name').fill('jane-roe.docx');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Resume Updated', 'Your changes have been saved successfully.');
  await expect(page.getByRole('heading', { level: 1, name: 'jane-roe.docx' })).toBeVisible();
  await expect(content(page).getByRole('heading', { name: 'Jane Roe' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'jane-roe.docx' })).toBeVisible();
  await expect(content(page).getByRole('heading', { name: 'Jane Roe' })).toBeVisible();
  await expect(content(page)).not.toContainText('JOHN DOE');
});

test('after an edit of the text the dashboard no longer shows the old score', async ({ page }) => {
  const { resume } = await createDeveloperWithResume(page);
  const analyzed = await page.request.post(`/api/resume/${resume.id}/analyze`, { data: {} });
  expect(analyzed.status(), await analyzed.text()).toBe(200);
  const { overallScore } = (await analyzed.json()) as { overallScore: number };
  const resumeList = page.getByRole('list', { name: 'Your resumes' });
  await page.goto('/applicant');
  await expect(resumeList.getByText(`AI score ${overallScore}/100`)).toBeVisible();

  await page.goto(`/resume/${resume.id}`);
  await page.getByRole('button', { name: 'Edit Resume' }).click();
  const editor = page.getByLabel('Resume content (Markdown)');
  await editor.fill(`${await editor.inputValue()}\n\n## Certifications\n\n- AWS Certified Developer (2024)`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Resume Updated');
  // The dashboard analyses a resume without a current score on its own; held here, so what the list
  // shows meanwhile is checked rather than whichever of the two finishes first.
  await page.route(`**/api/resume/${resume.id}/analyze`, () => undefined);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(resumeList.getByTitle(resume.fileName)).toBeVisible();
  await expect(resumeList.getByText(/AI score/)).toHaveCount(0);
});

test('Cancel restores the saved values, and a refused save says why', async ({ page }) => {
  const { resume } = await createDeveloperWithResume(page);
  await page.goto(`/resume/${resume.id}`);
  await page.getByRole('button', { name: 'Edit Resume' }).click();
  await page.getByLabel('Resume content (Markdown)').fill('# Draft that should vanish');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(content(page).getByRole('heading', { name: 'JOHN DOE' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Resume' }).click();
  await expect(page.getByLabel('Resume content (Markdown)')).toHaveValue(/# JOHN DOE/);

  await page.getByLabel('File name').fill('   ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Save Failed', 'File name is required');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
});

test('script in a resume never runs, in view mode or in the preview', async ({ page }) => {
  const { resume } = await createDeveloperWithResume(page);
  const attack = [
    '# Hello',
    '<img src="x" onerror="window.__xss = \'img\'">',
    '<script>window.__xss = "script"</script>',
    '<a href="javascript:window.__xss=\'link\'">click me</a>',
    '[also me](javascript:window.__xss="md-link")',
    '<svg onload="window.__xss=\'svg\'"></svg>',
  ].join('\n\n');
  const saved = await page.request.patch(`/api/resume/${resume.id}`, { data: { fileContent: attack } });
  expect(saved.status(), await saved.text()).toBe(200);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/resume/${resume.id}`);
  await expect(content(page).getByRole('heading', { name: 'Hello' })).toBeVisible();
  // The image stays, stripped of its handler; it has had time to fail loading.
  await expect(content(page).locator('img')).toHaveCount(1);
  expect(await content(page).locator('img').getAttribute('onerror')).toBeNull();
  await expect(content(page).locator('script, svg[onload]')).toHaveCount(0);
  for (const link of await content(page).locator('a').all()) {
    expect((await link.getAttribute('href')) ?? '').not.toMatch(/^\s*javascript:/i);
  }
  await content(page).getByText('click me').click();
  await page.getByRole('button', { name: 'Edit Resume' }).click();
  await expect(page.getByTestId('resume-preview').getByRole('heading', { name: 'Hello' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('invalid and unknown resume ids', async ({ page }) => {
  await page.goto('/resume/abc');
  await expect(page.getByRole('heading', { name: 'Invalid Resume' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();

  const developer = await createAccount(page.request, 'developer');
  await loginViaApi(page, developer, '/resume/2147480000');
  await expect(page.getByRole('heading', { name: 'Resume Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/applicant\?tab=overview$/);
});

test("'Analyze This Resume' opens the dashboard with that resume's analysis", async ({ page }) => {
  const { resume } = await createDeveloperWithResume(page);
  await page.goto(`/resume/${resume.id}`);
  await page.getByRole('link', { name: 'Analyze This Resume' }).click();
  const panel = page.getByRole('region', { name: resume.fileName });
  await expect(panel.getByRole('heading', { name: 'AI analysis' })).toBeVisible();
  await expect(panel).toBeFocused();
});

test('an employer reads a resume without edit or analyze actions', async ({ page, browser }) => {
  const { resume } = await createDeveloperWithResume(page);
  const employerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const employerPage = await employerContext.newPage();
  const employer = await createAccount(employerPage.request, 'employer');
  await loginViaApi(employerPage, employer, `/resume/${resume.id}`);
  await expect(employerPage.getByRole('heading', { level: 1, name: resume.fileName })).toBeVisible();
  await expect(content(employerPage).getByRole('heading', { name: 'JOHN DOE' })).toBeVisible();
  await expect(employerPage.getByRole('button', { name: 'Download', exact: true })).toBeVisible();
  await expect(employerPage.getByRole('button', { name: 'Edit Resume' })).toHaveCount(0);
  await expect(employerPage.getByRole('link', { name: 'Analyze This Resume' })).toHaveCount(0);
  await employerPage.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(employerPage).toHaveURL(/\/employer\?tab=search$/);
  await employerContext.close();
});

test('another developer cannot open the resume', async ({ page, browser }) => {
  const { resume } = await createDeveloperWithResume(page);
  const otherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await otherContext.newPage();
  const other = await createAccount(otherPage.request, 'developer');
  await loginViaApi(otherPage, other, `/resume/${resume.id}`);
  await expect(otherPage.getByRole('heading', { level: 1, name: /Access Denied|Resume Not Found/ })).toBeVisible();
  await expect(otherPage.getByText('JOHN DOE')).toHaveCount(0);
  await otherContext.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the resume page has no serious accessibility violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const { resume } = await createDeveloperWithResume(page);
    await page.goto(`/resume/${resume.id}`);
    await expect(content(page).getByRole('heading', { name: 'JOHN DOE' })).toBeVisible();
    for (const mode of ['view', 'edit']) {
      if (mode === 'edit') await page.getByRole('button', { name: 'Edit Resume' }).click();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${mode} ${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
    }
  });
}
