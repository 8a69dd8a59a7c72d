/**
 * Message templates and tags end to end (issue 41, parts 5 and 6): a recruiter writes a contact and a
 * rejection template with placeholders on the Team tab; tags two candidates from the search results
 * (the tag made on the fly) and filters the search by it; contacts one from the template, where the
 * placeholder the search cannot fill ({{jobTitle}}) first blocks sending; filters the pipeline by the
 * tag (kept in its address) and rejects from it with the rejection template, filled for the job.
 * Axe in light and dark and at 375 px.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  buildAccount,
  createAccount,
  expectNoSeriousAxeViolations,
  expectToast,
  loginViaApi,
  readMail,
  registerViaApi,
  type TTestAccount,
} from './fixtures.ts';

const RESUME_DOCX = 'tests/fixtures/resumes/fullstack-engineer-strong.docx';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const JOB_TITLE = 'Compiler Engineer';
const SKILL = 'OCaml';

/** A developer who knows OCaml and applied to the job, made through the API in a context of their own. */
async function applyAsDeveloper(browser: Browser, jobId: number): Promise<TTestAccount> {
  const context = await browser.newContext();
  const request = context.request;
  const account = buildAccount('developer');
  const me = await registerViaApi(request, account);
  const { profile } = (await (await request.get(`/api/applicant/profile/${me.id}`)).json()) as { profile: { id: number } };
  const patched = await request.patch(`/api/applicant/profile/${profile.id}`, {
    data: { jobTitle: 'Compiler Engineer', skills: [SKILL, 'Rust'], experienceLevel: 'senior' },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const uploaded = await request.post(`/api/applicant/${me.id}/resume`, {
    multipart: { resume: { name: 'resume.docx', mimeType: DOCX_MIME, buffer: readFileSync(RESUME_DOCX) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { id: resumeId } = (await uploaded.json()) as { id: number };
  const applied = await request.post(`/api/jobs/${jobId}/applications`, { data: { resumeId } });
  expect(applied.status(), await applied.text()).toBe(201);
  await context.close();
  return account;
}

/**
 * An owner's company with an open job, and a recruiter they invited who joined: the page is signed in
 * as the recruiter on the Team tab.
 */
async function joinAsRecruiter(page: Page, request: APIRequestContext) {
  const owner = await createAccount(request, 'employer');
  await request.post('/api/auth/login', { data: owner });
  const { id: ownerId } = (await (await request.get('/api/auth/me')).json()) as { id: number };
  expect((await request.put(`/api/employer/${ownerId}/company`, { data: { name: 'Northwind Labs' } })).status()).toBe(200);
  const job = await request.post(`/api/employer/${ownerId}/jobs`, {
    data: { title: JOB_TITLE, requiredSkills: [SKILL, 'Rust'], workplaceType: 'remote', status: 'open' },
  });
  expect(job.status(), await job.text()).toBe(201);
  const recruiter = buildAccount('employer');
  const invited = await request.post(`/api/employer/${ownerId}/team/invitations`, { data: { email: recruiter.email, role: 'recruiter' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = await readMail(recruiter.email, (mail) => /\/join\?token=([\w-]+)/.exec(mail)?.[1]);
  await registerViaApi(page.request, recruiter);
  expect((await page.request.post(`/api/invitations/${token}/accept`)).status()).toBe(200);
  await loginViaApi(page, recruiter, '/employer?tab=team');
  return { recruiter, jobId: ((await job.json()) as { id: number }).id };
}

async function createTemplate(page: Page, template: { name: string; kind: string; subject?: string; body: string }) {
  await page.getByRole('button', { name: 'New template' }).click();
  const dialog = page.getByRole('dialog', { name: 'New template' });
  await dialog.getByLabel('Name').fill(template.name);
  await dialog.getByRole('combobox', { name: 'Used for' }).click();
  await page.getByRole('option', { name: template.kind }).click();
  if (template.subject) await dialog.getByLabel('Subject').fill(template.subject);
  await dialog.getByLabel('Text').fill(template.body);
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await expectToast(page, 'Template Saved', `“${template.name}” is ready to use.`);
}

/** Searches for OCaml developers (with the tag filter `tag` turned on). */
async function searchForSkill(page: Page, tag?: string) {
  await page.getByRole('tab', { name: 'Candidate Search' }).click();
  // Below lg the criteria fold away after a search.
  const show = page.getByRole('button', { name: 'Show search criteria' });
  if (await show.isVisible()) await show.click();
  const skills = page.getByRole('list', { name: 'Selected skills' });
  if (!(await skills.getByText(SKILL, { exact: true }).isVisible())) {
    await page.getByLabel('Required Skills').fill(SKILL);
    await page.getByLabel('Required Skills').press('Enter');
    await page.getByRole('button', { name: `Must-have: ${SKILL}` }).click();
  }
  if (tag) await page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: tag }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

const resultCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('a recruiter writes templates, tags two candidates and filters by the tag, contacts one from a template, and rejects from the pipeline with one', async ({
  page,
  browser,
}) => {
  test.slow();
  const { jobId } = await joinAsRecruiter(page, page.request);
  const [ana, ben, cleo] = [
    await applyAsDeveloper(browser, jobId),
    await applyAsDeveloper(browser, jobId),
    await applyAsDeveloper(browser, jobId),
  ];

  // Templates with placeholders, on the Team tab.
  await page.reload();
  await createTemplate(page, {
    name: 'First contact',
    kind: 'First contact',
    subject: '{{jobTitle}} at {{company}}',
    body: 'Hi {{firstName}}, I am {{recruiterName}} from {{company}}. Would you talk with us about our {{jobTitle}} role?',
  });
  await createTemplate(page, {
    name: 'Not this time',
    kind: 'Rejection',
    body: 'Thank you {{firstName}} for applying to {{jobTitle}} at {{company}}. We went with a candidate closer to our stack.',
  });
  const templates = page.getByRole('list', { name: 'Message templates' });
  await expect(templates.getByRole('listitem')).toHaveCount(2);

  // Two candidates tagged from the search results: the first makes the tag, the second picks it.
  await searchForSkill(page);
  for (const [index, developer] of [ana, ben].entries()) {
    const card = resultCard(page, developer!.fullName);
    await card.getByRole('button', { name: `Add tag to ${developer!.fullName}` }).click();
    const name = page.getByLabel(`Tag ${developer!.fullName}`);
    await name.fill('Referral');
    if (index === 0) await expect(page.getByRole('button', { name: 'Create tag “Referral”' })).toBeVisible();
    await name.press('Enter');
    await expect(card.getByRole('list', { name: `Tags of ${developer!.fullName}` })).toContainText('Referral');
  }
  await expect(resultCard(page, cleo!.fullName).getByRole('list', { name: `Tags of ${cleo!.fullName}` })).not.toContainText('Referral');

  // The search filtered by the tag: the two tagged, not the third.
  await searchForSkill(page, 'Referral');
  await expect(page.getByText('Found 2 candidates matching your criteria')).toBeVisible();
  await expect(resultCard(page, ana!.fullName)).toBeVisible();
  await expect(resultCard(page, cleo!.fullName)).toHaveCount(0);

  // Contact from the template: the search knows no job, so {{jobTitle}} stays, highlighted, and blocks sending.
  await resultCard(page, ana!.fullName).getByRole('button', { name: 'Contact' }).click();
  const contact = page.getByRole('dialog', { name: `Contact ${ana!.fullName}` });
  await contact.getByRole('button', { name: 'Use template' }).click();
  await page.getByRole('menuitem', { name: 'First contact' }).click();
  const firstName = ana!.fullName.split(' ')[0];
  await expect(contact.getByLabel('Subject')).toHaveValue('{{jobTitle}} at Northwind Labs');
  await expect(contact.getByLabel('Message')).toHaveValue(new RegExp(`^Hi ${firstName}, I am .+ from Northwind Labs\\.`));
  await expect(contact.getByRole('status')).toContainText('Fill in before sending: {{jobTitle}}');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByRole('alert')).toContainText('Fill in {{jobTitle}} before sending.');
  await contact.getByLabel('Subject').fill(`${JOB_TITLE} at Northwind Labs`);
  const message = await contact.getByLabel('Message').inputValue();
  await contact.getByLabel('Message').fill(message.replace('{{jobTitle}}', JOB_TITLE));
  await expect(contact.getByRole('status')).toHaveCount(0);
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Message Sent');

  // The pipeline filtered by the tag, in its address: two of the three applicants.
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await page.getByRole('article', { name: JOB_TITLE }).getByRole('button', { name: 'Candidates' }).click();
  await expect(page.getByText('3 applications', { exact: false })).toBeVisible();
  await page.getByRole('combobox', { name: 'Tag' }).click();
  await page.getByRole('option', { name: 'Referral' }).click();
  await expect(page).toHaveURL(/[?&]tag=\d+/);
  await expect(page.getByText('2 of 3 shown')).toBeVisible();
  await expect(page.getByRole('article', { name: cleo!.fullName, exact: true })).toHaveCount(0);
  await page.reload();
  const benCard = page.getByRole('article', { name: ben!.fullName, exact: true });
  await expect(benCard).toBeVisible();
  await expect(page.getByRole('article', { name: cleo!.fullName, exact: true })).toHaveCount(0);
  await expect(benCard.getByRole('list', { name: `Tags of ${ben!.fullName}` })).toContainText('Referral');

  // Rejected from the pipeline with the rejection template, every placeholder filled for the job.
  await benCard.getByRole('button', { name: `Move ${ben!.fullName} to…` }).click();
  await page.getByRole('menuitem', { name: 'Rejected' }).click();
  const reject = page.getByRole('dialog', { name: `Reject ${ben!.fullName}?` });
  await reject.getByRole('button', { name: 'Use template' }).click();
  await page.getByRole('menuitem', { name: 'Not this time' }).click();
  const reason = `Thank you ${ben!.fullName.split(' ')[0]} for applying to ${JOB_TITLE} at Northwind Labs. We went with a candidate closer to our stack.`;
  await expect(reject.getByLabel('Reason (optional)')).toHaveValue(reason);
  await reject.getByRole('button', { name: 'Reject candidate' }).click();
  await expectToast(page, 'Candidate Rejected', `${ben!.fullName} has been told, with your reason.`);
  await expect(page.getByRole('region', { name: /^Rejected\b/ }).getByText(reason)).toBeVisible();
});

/** A recruiter's Team tab with templates and tags, and a tagged candidate in search: what the scans look at. */
async function setUpScreens(page: Page, browser: Browser) {
  const { jobId } = await joinAsRecruiter(page, page.request);
  const developer = await applyAsDeveloper(browser, jobId);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  const template = await page.request.post(`/api/employer/${me.id}/templates`, {
    data: { name: 'First contact', kind: 'contact', subject: 'About {{jobTitle}}', body: 'Hi {{firstName}}, from {{company}}.' },
  });
  expect(template.status(), await template.text()).toBe(201);
  const tag = await page.request.post(`/api/employer/${me.id}/tags`, { data: { name: 'Strong systems design', color: 'purple' } });
  expect(tag.status(), await tag.text()).toBe(201);
  return developer;
}

async function scanScreens(page: Page, browser: Browser, label: string) {
  const developer = await setUpScreens(page, browser);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Message templates' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, `Team tab with templates and tags (${label})`);
  await searchForSkill(page);
  const card = resultCard(page, developer.fullName);
  await card.getByRole('button', { name: `Add tag to ${developer.fullName}` }).click();
  await page.getByLabel(`Tag ${developer.fullName}`).fill('Strong');
  await page.getByRole('list', { name: 'Matching tags' }).getByRole('button', { name: 'Strong systems design' }).click();
  await expect(card.getByRole('list', { name: `Tags of ${developer.fullName}` })).toContainText('Strong systems design');
  await expectNoSeriousAxeViolations(page, `search with tags (${label})`);
  await card.getByRole('button', { name: 'Contact' }).click();
  const contact = page.getByRole('dialog', { name: `Contact ${developer.fullName}` });
  await contact.getByRole('button', { name: 'Use template' }).click();
  await page.getByRole('menuitem', { name: 'First contact' }).click();
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByRole('alert')).toContainText('Fill in {{jobTitle}} before sending.');
  await expectNoSeriousAxeViolations(page, `contact dialog with a placeholder left (${label})`);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await page.getByRole('article', { name: JOB_TITLE }).getByRole('button', { name: 'Candidates' }).click();
  await page.getByRole('combobox', { name: 'Tag' }).click();
  await page.getByRole('option', { name: 'Strong systems design' }).click();
  await expect(page.getByRole('article', { name: developer.fullName, exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, `pipeline filtered by tag (${label})`);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`templates, tags and their filters have no serious accessibility violations (${scheme})`, async ({ page, browser }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: scheme });
    await scanScreens(page, browser, scheme);
  });
}

test('at 375 px templates, tags and their filters fit the width and pass axe', async ({ page, browser }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  await scanScreens(page, browser, '375 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
