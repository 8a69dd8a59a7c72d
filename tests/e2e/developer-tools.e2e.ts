import { expect, test, type Page } from '@playwright/test';
import { DOCX_MIME } from '#shared/schemas/resumes/resume.ts';
import { getQuoteOfTheDay } from '#client/features/profiles/data/quotes.ts';
import { createAccount, expectNoSeriousAxeViolations, expectToast, loginViaApi } from './fixtures.ts';

async function openTab(page: Page, name: 'Overview' | 'Resume Builder' | 'Developer Insights' | 'Learning') {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

const builder = (page: Page) => page.getByRole('form', { name: 'Resume Builder' });
const stepHeading = (page: Page, name: string) => builder(page).getByRole('heading', { level: 3, name });

test('a developer builds a resume in four steps, the draft survives a reload, and the .docx downloads', async ({ page, request }) => {
  const developer = await createAccount(request, 'developer');
  await loginViaApi(page, developer, '/applicant');
  await openTab(page, 'Resume Builder');
  const form = builder(page);

  // Name, e-mail and location come from the account (it has no phone); Previous is disabled on the first step.
  await expect(stepHeading(page, 'Personal Information')).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue(developer.fullName);
  await expect(form.getByLabel('Email')).toHaveValue(developer.email);
  await expect(form.getByLabel('Location')).toHaveValue('Lisbon, Portugal');
  await form.getByLabel('Location').fill('');
  await expect(form.getByLabel('Location')).not.toHaveAttribute('aria-invalid');
  await expect(form.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // Leaving an empty required field marks it; step 1's Next checks the step: the toast, and the first missing field is focused.
  await form.getByLabel('Phone').focus();
  await form.getByLabel('Phone').press('Tab');
  await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Location')).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Next' }).click();
  await expectToast(page, 'Missing Information', 'Please fill in all required personal information fields.');
  await expect(stepHeading(page, 'Personal Information')).toBeVisible();
  await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Phone')).toBeFocused();
  await expect(form.getByLabel('Location')).toHaveAttribute('aria-invalid', 'true');
  // The step indicator does not skip the check either; a field put right loses its message.
  await form.getByLabel('Phone').fill('not blank');
  await expect(form.getByLabel('Phone')).not.toHaveAttribute('aria-invalid');
  await page
    .getByRole('navigation', { name: 'Resume builder steps' })
    .getByRole('button', { name: /Education/ })
    .click();
  await expect(stepHeading(page, 'Personal Information')).toBeVisible();
  await expect(form.getByLabel('Location')).toBeFocused();

  // Step 1: the phone is tidied once typed.
  await form.getByLabel('Phone').fill('512.555.0142');
  await form.getByLabel('Location').fill('Austin, TX');
  await expect(form.getByLabel('Phone')).toHaveValue('(512) 555-0142');
  await expect(form.getByLabel('Phone')).not.toHaveAttribute('aria-invalid');
  await form.getByLabel('Professional Summary').fill('Backend engineer who loves type-safe APIs.');
  await form.getByRole('button', { name: 'Next' }).click();

  // Step 2: a current position disables its end date; entries can be added and removed.
  await expect(stepHeading(page, 'Work Experience')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await form.getByLabel('Company').fill('Acme Cloud');
  await form.getByRole('textbox', { name: 'Position', exact: true }).fill('Senior Engineer');
  await form.getByLabel('Start Date').fill('2021-03');
  await form.getByLabel('Current position').check();
  await expect(form.getByLabel('End Date')).toBeDisabled();
  await form.getByLabel('Description').fill('Led the billing platform rewrite in TypeScript.');
  await form.getByRole('button', { name: 'Add Experience' }).click();
  await expect(form.getByRole('group', { name: 'Position 2' })).toBeVisible();
  await form.getByRole('button', { name: 'Remove position 2' }).click();
  await expect(form.getByRole('group', { name: 'Position 2' })).toHaveCount(0);

  // A reload keeps the dashboard tab, the builder step and everything typed.
  await page.reload();
  await expect(stepHeading(page, 'Work Experience')).toBeVisible();
  await expect(form.getByLabel('Company')).toHaveValue('Acme Cloud');
  await expect(form.getByLabel('Current position')).toBeChecked();
  await form.getByRole('button', { name: 'Previous' }).click();
  await expect(form.getByLabel('Phone')).toHaveValue('(512) 555-0142');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('button', { name: 'Next' }).click();

  // Step 3: the degree comes from the fixed list.
  await expect(stepHeading(page, 'Education')).toBeVisible();
  await form.getByLabel('Institution').fill('University of Texas at Austin');
  await form.getByRole('combobox', { name: 'Degree' }).click();
  await page.getByRole('option', { name: "Bachelor's Degree" }).click();
  await expect(form.getByRole('combobox', { name: 'Degree' })).toContainText("Bachelor's Degree");
  await form.getByLabel('Field of Study').fill('Computer Science');
  await form.getByLabel('Graduation Date').fill('2018-05');
  await form.getByLabel('GPA (optional)').fill('3.8');
  await form.getByRole('button', { name: 'Next' }).click();

  // Step 4: tags by Enter or Add; trimmed, duplicates refused with a hint, removable.
  await expect(stepHeading(page, 'Skills & Certifications')).toBeVisible();
  const skills = form.getByRole('list', { name: 'Added skills' });
  const addSkill = form.getByLabel('Skills', { exact: true }).locator('..').getByRole('button', { name: 'Add', exact: true });
  await form.getByLabel('Skills', { exact: true }).fill('  TypeScript ');
  await form.getByLabel('Skills', { exact: true }).press('Enter');
  await form.getByLabel('Skills', { exact: true }).fill('PostgreSQL');
  await addSkill.click();
  await form.getByLabel('Skills', { exact: true }).fill('typescript');
  await form.getByLabel('Skills', { exact: true }).press('Enter');
  await expect(form.getByText('"typescript" is already in your list.')).toBeVisible();
  await form.getByLabel('Skills', { exact: true }).fill('   ');
  await addSkill.click();
  await expect(skills.getByRole('listitem')).toHaveText(['TypeScript', 'PostgreSQL']);
  await skills.getByRole('button', { name: 'Remove PostgreSQL' }).click();
  await expect(skills.getByRole('listitem')).toHaveText(['TypeScript']);
  await form.getByLabel('Certifications', { exact: true }).fill('AWS Certified Developer');
  await form.getByLabel('Certifications', { exact: true }).press('Enter');
  await expect(form.getByRole('list', { name: 'Added certifications' }).getByRole('listitem')).toHaveText(['AWS Certified Developer']);

  const created = page.waitForResponse((response) => response.url().endsWith('/resume/create') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Generate Resume' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const resume = (await response.json()) as { id: number; fileName: string };
  await expectToast(page, 'Resume Generated!');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('resume-builder-draft')))).toEqual([]);

  const download = await page.request.get(`/api/resume/${resume.id}/original`);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain(DOCX_MIME);
  expect((await download.body()).subarray(0, 2).toString('latin1')).toBe('PK');
});

test('the builder fits a 375 px screen and has no serious accessibility problems', async ({ page, request }) => {
  const developer = await createAccount(request, 'developer');
  await page.setViewportSize({ width: 375, height: 800 });
  await loginViaApi(page, developer, '/applicant');
  await openTab(page, 'Resume Builder');
  await builder(page).getByLabel('Phone').fill('512 555 0142');
  await builder(page).getByLabel('Location').fill('Austin, TX');
  for (const step of ['Personal Information', 'Work Experience', 'Education', 'Skills & Certifications']) {
    await expect(stepHeading(page, step)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousAxeViolations(page, 'developer tools');
    if (step !== 'Skills & Certifications') await builder(page).getByRole('button', { name: 'Next' }).click();
  }
});

test('learning resources open real https pages in a new tab', async ({ page, request }) => {
  const developer = await createAccount(request, 'developer');
  await loginViaApi(page, developer, '/applicant');
  await openTab(page, 'Learning');
  await expect(page.getByRole('heading', { name: 'Learning Tips' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Skill Strategy' })).toBeVisible();

  for (const [category, count] of [
    ['Programming', 5],
    ['Design', 3],
    ['Business', 3],
    ['Data Science', 3],
  ] as const) {
    await page.getByRole('tab', { name: category, exact: true }).click();
    const links = page.getByRole('tabpanel', { name: category }).getByRole('link', { name: /^Start Learning/ });
    await expect(links).toHaveCount(count);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
      await expect(link).toHaveAttribute('href', /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
    }
  }
  await expectNoSeriousAxeViolations(page, 'developer tools');
});

test("the overview shows today's quote with its author", async ({ page, request }) => {
  // The browser's date, fixed (timers run on): the last day of a leap year, noon in this machine's
  // time zone, which the browser shares, so both count day 366.
  const today = new Date(2024, 11, 31, 12);
  await page.clock.setFixedTime(today);
  const developer = await createAccount(request, 'developer');
  await loginViaApi(page, developer, '/applicant');
  await openTab(page, 'Overview');
  const quote = getQuoteOfTheDay(today);
  const card = page.getByRole('region', { name: 'Daily Motivation' });
  await expect(card.locator('blockquote')).toContainText(quote.text);
  await expect(card.locator('figcaption')).toContainText(quote.author);
  await expectNoSeriousAxeViolations(page, 'quote', 'section:has(> figure)');
});

test('developer insights: empty state, and an error state whose Try Again reloads', async ({ page, request }) => {
  const developer = await createAccount(request, 'developer');
  await loginViaApi(page, developer, '/applicant');

  // Other tests publish posts on the same server: the empty feed is stubbed, after checking what was asked for.
  const feedQueries: string[] = [];
  await page.route('**/api/blog/posts?**', async (route) => {
    feedQueries.push(new URL(route.request().url()).searchParams.toString());
    await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
  });
  await openTab(page, 'Developer Insights');
  await expect.poll(() => feedQueries[0]).toBe('category=developers&limit=6');
  await expect(page.getByRole('heading', { name: 'Developer Insights' })).toBeVisible();
  await expect(page.getByText('No articles available')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'developer tools');

  await page.unroute('**/api/blog/posts?**');
  await page.route('**/api/blog/posts**', (route) =>
    route.fulfill({ status: 500, body: '{"code":"INTERNAL","message":"Internal Server Error"}' }),
  );
  await page.reload();
  await expect(page.getByText('Unable to load blog posts')).toBeVisible();
  await page.unroute('**/api/blog/posts**');
  await page.route('**/api/blog/posts?**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('No articles available')).toBeVisible();
});
