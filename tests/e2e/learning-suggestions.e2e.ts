import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { TLearningSuggestions } from '#shared/schemas/learning.ts';
import { DOCX_MIME, type TResume } from '#shared/schemas/resumes/resume.ts';
import { createAccount, expectNoSeriousAxeViolations } from './fixtures.ts';

const FULLSTACK_DOCX = 'tests/fixtures/resumes/fullstack-engineer-strong.docx';

/** A developer signed in on `page`, their profile's level set; with `targetRole`, one resume analysed for it. */
async function signInDeveloper(page: Page, { targetRole }: { targetRole?: string } = {}) {
  const developer = await createAccount(page.request, 'developer');
  const login = await page.request.post('/api/auth/login', { data: { email: developer.email, password: developer.password } });
  expect(login.status(), await login.text()).toBe(200);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  const { profile } = (await (await page.request.get(`/api/applicant/profile/${me.id}`)).json()) as { profile: { id: number } };
  const patched = await page.request.patch(`/api/applicant/profile/${profile.id}`, { data: { experienceLevel: 'entry' } });
  expect(patched.status(), await patched.text()).toBe(200);
  if (!targetRole) return;
  const upload = await page.request.post(`/api/applicant/${me.id}/resume`, {
    multipart: { resume: { name: 'fullstack-engineer-strong.docx', mimeType: DOCX_MIME, buffer: readFileSync(FULLSTACK_DOCX) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const resume = (await upload.json()) as TResume;
  const analysed = await page.request.post(`/api/resume/${resume.id}/analyze`, { data: { targetRole } });
  expect(analysed.status(), await analysed.text()).toBe(200);
}

const suggestionsCard = (page: Page) => page.getByRole('region', { name: 'Suggested for You' });

test('a developer with an analysed resume and a target role sees courses with reasons above the spec card', async ({ page }) => {
  await signInDeveloper(page, { targetRole: 'Go Developer' });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/learning/suggestions');
  await page.goto('/applicant?tab=learning');
  const { suggestions } = (await (await answered).json()) as TLearningSuggestions;
  expect(suggestions.length).toBeGreaterThan(0);

  const card = suggestionsCard(page);
  await expect(card).toContainText('your target role (Go Developer)');
  await expect(card).toContainText('beginner level (Entry 0-2 years, from your profile)');
  const items = card.getByRole('list', { name: 'Suggested courses' }).getByRole('listitem');
  await expect(items).toHaveCount(suggestions.length);
  const first = items.first();
  const [top] = suggestions;
  await expect(first).toContainText(top!.skill);
  await expect(first).toContainText(top!.reason);
  expect(top!.reason).toMatch(/^Your target role asks for .+; you have not shown it\.$/);
  await expect(first.getByRole('heading', { name: top!.course.title })).toBeVisible();
  await expect(first).toContainText(top!.course.level);
  const link = first.getByRole('link', { name: /Start Learning/ });
  await expect(link).toHaveAttribute('href', top!.course.url);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  // What the resume shows is never suggested.
  await expect(card).not.toContainText('Your target role asks for JavaScript');

  // Keyboard: the first course's link is reached with Tab from the tab list.
  await page.getByRole('tab', { name: 'Learning' }).focus();
  let reached = false;
  for (let step = 0; step < 6 && !reached; step += 1) {
    await page.keyboard.press('Tab');
    reached = await link.evaluate((element) => element === document.activeElement);
  }
  expect(reached, 'Start Learning is reachable by keyboard').toBe(true);

  // The spec's card keeps its place below, with its four tabs and its items.
  const specCard = page.getByRole('heading', { name: 'Free Learning Resources' });
  await expect(specCard).toBeVisible();
  const cardBox = await card.boundingBox();
  const specBox = await specCard.boundingBox();
  expect(cardBox!.y).toBeLessThan(specBox!.y);
  for (const tab of ['Programming', 'Design', 'Business', 'Data Science']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Programming' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Programming' }).getByRole('article')).toHaveCount(5);

  await expectNoSeriousAxeViolations(page, 'learning tab');
});

test('without a resume the card says what to do and leads to the resumes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInDeveloper(page);
  await page.goto('/applicant?tab=learning');
  const card = suggestionsCard(page);
  await expect(card).toContainText('Analyse a resume and set a target role to get suggestions.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await card.getByRole('button', { name: 'Go to My Resumes' }).click();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
});
