import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Response } from '@playwright/test';
import type { TApplyImprovementsResponse, TImprovement, TImprovementScore } from '#shared/schemas/resume-ai.ts';
import { DOCX_MIME, type TResume, type TResumeDetail } from '#shared/schemas/resumes/resume.ts';
import { WEAK_OPENINGS_RESUME as WEAK_RESUME } from '#tests/factories/resume-engine/sample-resumes.ts';
import { createAccount, expectNoSeriousAxeViolations, expectToast } from './fixtures.ts';

const isCall = (response: Response, method: string, pathEnd: RegExp) =>
  response.request().method() === method && pathEnd.test(new URL(response.url()).pathname);
const review = (page: Page) => page.getByRole('region', { name: 'Review the improved version' });
const changeItem = (page: Page, before: string) => review(page).getByRole('listitem').filter({ hasText: before });

/** A developer on the dashboard with one resume holding "Responsible for…" lines, analysed. */
async function openWeakResume(page: Page): Promise<TResume> {
  const developer = await createAccount(page.request, 'developer');
  const login = await page.request.post('/api/auth/login', { data: { email: developer.email, password: developer.password } });
  expect(login.status(), await login.text()).toBe(200);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  const upload = await page.request.post(`/api/applicant/${me.id}/resume`, {
    multipart: {
      resume: {
        name: 'sam-rivera.docx',
        mimeType: DOCX_MIME,
        buffer: readFileSync('tests/fixtures/resumes/fullstack-engineer-strong.docx'),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const resume = (await upload.json()) as TResume;
  const edited = await page.request.patch(`/api/resume/${resume.id}`, { data: { fileContent: WEAK_RESUME } });
  expect(edited.status(), await edited.text()).toBe(200);
  const analyzed = page.waitForResponse((response) => isCall(response, 'POST', /\/api\/resume\/\d+\/analyze$/));
  await page.goto('/applicant');
  await analyzed;
  await expect(page.getByRole('meter', { name: 'Overall score' })).toBeVisible();
  return resume;
}

test('each improvement is accepted or rejected on its own, from the keyboard; the score of the choice shows before Apply saves only the accepted ones', async ({
  page,
}) => {
  const resume = await openWeakResume(page);
  const improved = page.waitForResponse((response) => isCall(response, 'POST', /\/api\/resume\/\d+\/improve$/));
  const firstScore = page.waitForResponse((response) => isCall(response, 'POST', /\/improvement\/score$/));
  await page.getByRole('button', { name: 'Generate Improvements' }).click();
  const improvement = (await (await improved).json()) as TImprovement;
  await expectToast(page, 'Improved version ready');
  const allScore = (await (await firstScore).json()) as TImprovementScore;
  await expect(review(page).getByText(`Score with the accepted changes: ${allScore.overallScore}`)).toBeVisible();
  expect(allScore.overallScore).toBeGreaterThan(allScore.originalScore);

  const showAll = review(page).getByRole('button', { name: /^Show all \d+ changes$/ });
  if (await showAll.isVisible()) await showAll.click();
  // The "Responsible for…" bullet becomes the action it describes, with its reason.
  const designed = changeItem(page, 'Responsible for designing REST APIs in Go');
  await expect(designed).toContainText('Designed REST APIs in Go for the booking platform');
  await expect(designed).toContainText('Weak opening');
  await expect(designed.getByRole('checkbox', { name: /^Accept change \d+, Bullet$/ })).toBeChecked();

  // Reject one change from the keyboard: the score of the new choice follows.
  const rejected = improvement.changes.find((change) => change.before.startsWith('Worked on migrating'))!;
  const rejectBox = changeItem(page, 'Worked on migrating 40 services').getByRole('checkbox');
  const rescored = page.waitForResponse(
    (response) =>
      isCall(response, 'POST', /\/improvement\/score$/) &&
      !(response.request().postDataJSON() as { acceptedChangeIds: string[] }).acceptedChangeIds.includes(rejected.id),
  );
  await rejectBox.focus();
  await page.keyboard.press('Space');
  await expect(rejectBox).not.toBeChecked();
  const chosenScore = (await (await rescored).json()) as TImprovementScore;
  await expect(review(page).getByText(`Score with the accepted changes: ${chosenScore.overallScore}`)).toBeVisible();
  await expect(review(page).getByText(`your resume now scores ${chosenScore.originalScore}`)).toBeVisible();
  await expect(review(page).getByRole('region', { name: 'Improved resume' })).toContainText(
    'Worked on migrating 40 services to Kubernetes',
  );

  // Show Changes compares the original with the accepted changes.
  await review(page).getByRole('button', { name: 'Show Changes' }).click();
  await expect(review(page).getByRole('region', { name: /^Changes/ })).toBeVisible();
  await review(page).getByRole('button', { name: 'Hide Changes' }).click();

  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSeriousAxeViolations(page, 'review with choices', '[aria-labelledby="selected-resume-title"]');

  if (improvement.warnings.length > 0) await review(page).getByLabel('I have checked the flagged points and they are true.').check();
  const applied = page.waitForResponse((response) => isCall(response, 'POST', /\/api\/resume\/\d+\/apply-improvements$/));
  await review(page).getByRole('button', { name: 'Apply Verified Changes' }).click();
  const { resume: version } = (await (await applied).json()) as TApplyImprovementsResponse;
  await expectToast(page, 'New Resume Version Created');

  const saved = ((await (await page.request.get(`/api/resume/${version.id}`)).json()) as TResumeDetail).fileContent;
  expect(saved).toContain('- Designed REST APIs in Go for the booking platform');
  expect(saved).toContain('Designed REST APIs and data pipelines.');
  expect(saved).toContain('- Worked on migrating 40 services to Kubernetes');
  expect(saved).not.toContain(rejected.after);
  const original = ((await (await page.request.get(`/api/resume/${resume.id}`)).json()) as TResumeDetail).fileContent;
  expect(original).toBe(WEAK_RESUME);
});

test('Accept all and Reject all set every change at once', async ({ page }) => {
  await openWeakResume(page);
  await page.getByRole('button', { name: 'Generate Improvements' }).click();
  await expectToast(page, 'Improved version ready');
  const showAll = review(page).getByRole('button', { name: /^Show all \d+ changes$/ });
  if (await showAll.isVisible()) await showAll.click();
  const boxes = review(page).getByRole('checkbox', { name: /^Accept change/ });
  await review(page).getByRole('button', { name: 'Reject all' }).click();
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  await expect(review(page).getByRole('region', { name: 'Improved resume' })).toContainText('Responsible for designing REST APIs in Go');
  await review(page).getByRole('button', { name: 'Accept all' }).click();
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  await expect(review(page).getByRole('region', { name: 'Improved resume' })).not.toContainText('Responsible for');
});
