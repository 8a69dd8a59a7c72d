/**
 * Decision 028: employers see a developer's featured resume only. The developer features one of two
 * resumes on the dashboard, which says which one employers see; an employer on the candidate page
 * finds that one alone, and the other one's address answers as a resume that does not exist.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, expectToast, loginViaApi, logoutViaApi } from './fixtures.ts';

const FULLSTACK_DOCX = readFileSync('tests/fixtures/resumes/fullstack-engineer-strong.docx');
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const EMPLOYERS_SEE = 'Employers see this resume';
const ONLY_YOU = 'Only you can see this version, unless you apply to a job with it';

async function uploadResume(page: Page, userId: number, name: string): Promise<{ id: number }> {
  const response = await page.request.post(`/api/applicant/${userId}/resume`, {
    multipart: { resume: { name, mimeType: DOCX_MIME, buffer: FULLSTACK_DOCX } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

test('a developer features one of two resumes, and an employer on the candidate page sees that one only', async ({ page }) => {
  const developer = await createAccount(page.request, 'developer');
  await loginViaApi(page, developer);
  const { id: userId } = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  // The first resume is featured on its own; the second starts as a draft.
  const oldResume = await uploadResume(page, userId, 'Old CV.docx');
  await uploadResume(page, userId, 'Platform CV.docx');

  await page.goto('/applicant');
  const list = page.getByRole('list', { name: 'Your resumes' });
  const item = (name: string) => list.getByRole('listitem').filter({ hasText: name });
  await expect(item('Old CV.docx')).toContainText(EMPLOYERS_SEE);
  await expect(item('Platform CV.docx')).toContainText(ONLY_YOU);

  await page.getByRole('button', { name: 'Feature Platform CV.docx' }).click();
  await expectToast(page, 'Primary resume updated', 'This resume will now be featured to employers.');
  await expect(item('Platform CV.docx')).toContainText(EMPLOYERS_SEE);
  await expect(item('Platform CV.docx').getByText('Featured', { exact: true })).toBeVisible();
  await expect(item('Old CV.docx')).toContainText(ONLY_YOU);
  await expect(item('Old CV.docx')).not.toContainText(EMPLOYERS_SEE);
  await expect(page.getByText('No resume is featured')).toHaveCount(0);
  await logoutViaApi(page);

  const employer = await createAccount(page.request, 'employer');
  await loginViaApi(page, employer, `/candidate/${userId}`);
  const resumes = page.getByRole('list', { name: 'Resumes' });
  await expect(resumes.getByRole('listitem')).toHaveCount(1);
  await expect(resumes).toContainText('Platform CV.docx');
  await expect(resumes).toContainText('Featured');
  await expect(page.getByText('Old CV.docx')).toHaveCount(0);

  // The draft's own address tells the employer nothing more than an unknown id would.
  await page.goto(`/resume/${oldResume.id}`);
  await expect(page.getByText('Resume Not Found')).toBeVisible();
});
