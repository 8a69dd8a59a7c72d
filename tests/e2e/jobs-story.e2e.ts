/**
 * The whole story of a job (issue 25): the employer posts it in the job editor; a developer finds it
 * in Recommended for you with the same match on the card, the page and the apply dialog, sees which
 * terms of the ad their resume mentions, improves their resume for it (reviewed) and applies with
 * the improved version; the employer sees the application ranked with its match and moves it to
 * Interview; the developer sees the new status and the notification.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, expectToast, loginViaApi } from './fixtures.ts';

// A resume of other skills than the jobs other tests post (Go, React, Node.js), so this job leads the recommendations.
const RESUME_DOCX = 'tests/fixtures/resumes/data-scientist-strong.docx';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function addSkill(page: Page, label: string, skill: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(skill);
  await input.press('Enter');
  await expect(page.getByRole('list', { name: label }).getByText(skill, { exact: true })).toBeVisible();
}

test('a job from posting to an interview: recommended, matched, applied to with an improved resume, moved, and told', async ({
  browser,
}) => {
  // Many screens on both sides: on two busy cores it needs more than the default minute.
  test.slow();
  // Elixir and Phoenix: skills no other test's job asks for, so this job leads the developer's recommendations.
  const title = `Elixir Engineer ${Date.now().toString(36)}`;

  // The employer names the company and posts the job in the editor.
  const employerPage = await (await browser.newContext()).newPage();
  const employer = await createAccount(employerPage.request, 'employer');
  await loginViaApi(employerPage, employer, '/');
  const { id: employerId } = (await (await employerPage.request.get('/api/auth/me')).json()) as { id: number };
  const company = await employerPage.request.put(`/api/employer/${employerId}/company`, { data: { name: 'Story Labs' } });
  expect(company.status(), await company.text()).toBe(200);
  // Only now: a dashboard that read the company before it was saved would ask for it first.
  await employerPage.goto('/employer');
  await employerPage.getByRole('tab', { name: 'Jobs' }).click();
  await employerPage.getByRole('button', { name: 'Post a job' }).click();
  const editor = employerPage.getByRole('dialog', { name: 'Post a job' });
  await editor.getByLabel('Job title').fill(title);
  await editor.getByRole('textbox', { name: 'Description' }).fill('Build our **retail** dashboard end to end.');
  for (const skill of ['Elixir', 'Phoenix', 'TypeScript', 'Haskell']) await addSkill(employerPage, 'Required skills', skill);
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(editor).toBeHidden();
  await expect(employerPage.getByRole('article', { name: title })).toBeVisible();

  // A developer with skills and a resume finds it among their recommendations, with the explained match.
  const developerPage = await (await browser.newContext()).newPage();
  const developer = await createAccount(developerPage.request, 'developer');
  await developerPage.request.post('/api/auth/login', { data: developer });
  const { id: developerId } = (await (await developerPage.request.get('/api/auth/me')).json()) as { id: number };
  const { profile } = (await (await developerPage.request.get(`/api/applicant/profile/${developerId}`)).json()) as {
    profile: { id: number };
  };
  const patched = await developerPage.request.patch(`/api/applicant/profile/${profile.id}`, {
    data: { jobTitle: 'Elixir Developer', skills: ['Elixir', 'Phoenix', 'TypeScript'], openToRemote: true },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const upload = await developerPage.request.post(`/api/applicant/${developerId}/resume`, {
    multipart: { resume: { name: 'data-scientist-strong.docx', mimeType: DOCX_MIME, buffer: readFileSync(RESUME_DOCX) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await developerPage.goto('/jobs');
  const recommended = developerPage.getByRole('list', { name: 'Recommended jobs' }).getByRole('article', { name: title });
  await expect(recommended).toBeVisible({ timeout: 20_000 });
  await expect(recommended).toContainText('You have 3 of 4 required skills; missing Haskell');
  const cardScore = /^(\d+)% match$/.exec((await recommended.getByText(/^\d+% match$/).textContent()) ?? '')?.[1];
  await recommended.getByRole('link', { name: title }).click();
  await expect(developerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // One number per job: the card's, the page's and the apply dialog's.
  await expect(developerPage.getByRole('meter', { name: 'Match' })).toHaveAttribute('aria-valuenow', cardScore!);

  // Apply: the same match, which terms of the ad the resume mentions, improve the resume for this job, review and apply it, and send that version.
  await developerPage.getByRole('button', { name: 'Apply now' }).click();
  const dialog = developerPage.getByRole('dialog', { name: `Apply to ${title}` });
  await expect(dialog.getByRole('meter', { name: 'Match' })).toHaveAttribute('aria-valuenow', cardScore!);
  await expect(dialog.getByText(/^This resume mentions \d+ of \d+ terms of the ad$/)).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Terms this resume does not mention' })).toContainText('Haskell');
  expect((await dialog.innerText()).match(/\d+\s*%/g)).toEqual([`${cardScore}%`]);
  await dialog.getByRole('button', { name: 'Generate Improvements' }).click();
  const review = dialog.getByRole('region', { name: 'Review the improved version' });
  await expect(review).toBeVisible({ timeout: 30_000 });
  const confirm = review.getByLabel('I have checked the flagged points and they are true.');
  if (await confirm.isVisible()) await confirm.check();
  await review.getByRole('button', { name: 'Apply Verified Changes' }).click();
  await expectToast(developerPage, 'New Resume Version Created');
  const improved = dialog.getByRole('radio', { checked: true });
  await expect(improved).not.toHaveAccessibleName(/^data-scientist-strong\.docx/);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expectToast(developerPage, 'Application sent');

  // The employer sees the application ranked with its match, and moves it to Interview.
  await employerPage.setViewportSize({ width: 375, height: 800 });
  await employerPage.reload();
  await employerPage.getByRole('article', { name: title }).getByRole('button', { name: 'Candidates' }).click();
  const card = employerPage.getByRole('article', { name: developer.fullName, exact: true });
  await expect(card).toContainText('Has 3 of 4 required skills; missing Haskell');
  await expect(card.getByText(/^\d+% match$/)).toBeVisible();
  await card.getByRole('button', { name: `Move ${developer.fullName} to…` }).click();
  await employerPage.getByRole('menuitem', { name: 'Interview' }).click();
  await expectToast(employerPage, 'Candidate Moved', `${developer.fullName} is now in Interview and has been notified.`);

  // The developer sees the new status and the notification.
  await loginViaApi(developerPage, developer, '/applicant?tab=applications');
  const application = developerPage.getByRole('article', { name: title });
  await expect(application.getByText('Interview', { exact: true }).first()).toBeVisible();
  await developerPage
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications, \d+ unread$/ })
    .click();
  await expect(developerPage.getByRole('dialog').getByText(new RegExp(title))).toBeVisible();
});
