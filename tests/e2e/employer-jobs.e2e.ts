/**
 * The employer's Jobs tab end to end: the company asked for before the first job, a job posted with
 * skills from the tag input, edited, closed and reopened; the pipeline with an application sent
 * through the API, moved by the 'Move to…' menu at 375 px and by keyboard drag and drop at desktop
 * width, then rejected with a reason the developer is sent; the menu by keyboard at both widths; the
 * pipeline's own address (reload, Back, Forward, a link opened elsewhere, an unknown job); chosen
 * cards moved, rejected, tagged and messaged at once; axe in light and dark and at 375 px.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  buildAccount,
  createAccount,
  expectNoSeriousAxeViolations,
  expectToast,
  loginViaApi,
  registerViaApi,
  waitForNewKeyListeners,
  type TTestAccount,
} from './fixtures.ts';

const RESUME_DOCX = 'tests/fixtures/resumes/fullstack-engineer-strong.docx';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const APPLICATION_NOTE = 'I ran the Kubernetes platform at my last company for three years.';

type TPostedJob = { employer: TTestAccount; employerId: number; jobId: number; title: string };
type TApplicant = { account: TTestAccount; userId: number };

/** Signs an employer in on /employer and opens the Jobs tab. */
async function openJobsTab(page: Page): Promise<{ employer: TTestAccount; employerId: number }> {
  const employer = await createAccount(page.request, 'employer');
  await loginViaApi(page, employer, '/employer');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  await page.getByRole('tab', { name: 'Jobs' }).click();
  return { employer, employerId: me.id };
}

/** A company and an open job, made through the API by the signed-in employer. */
async function postJobViaApi(page: Page, employerId: number): Promise<number> {
  const company = await page.request.put(`/api/employer/${employerId}/company`, { data: { name: 'Northwind Labs' } });
  expect(company.status(), await company.text()).toBe(200);
  const job = await page.request.post(`/api/employer/${employerId}/jobs`, {
    data: {
      title: 'Platform Engineer',
      requiredSkills: ['TypeScript', 'Node.js', 'Haskell'],
      workplaceType: 'remote',
      status: 'open',
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  return ((await job.json()) as { id: number }).id;
}

/** A developer with a profile and an uploaded resume who applies to the job with a note (and may withdraw), all through the API. */
async function applyViaApi(
  request: APIRequestContext,
  jobId: number,
  { withdraw = false, fullName }: { withdraw?: boolean; fullName?: string } = {},
): Promise<TApplicant> {
  const account = { ...buildAccount('developer'), ...(fullName ? { fullName } : {}) };
  const me = await registerViaApi(request, { ...account, location: 'Porto, Portugal' });
  const { profile } = (await (await request.get(`/api/applicant/profile/${me.id}`)).json()) as { profile: { id: number } };
  const patched = await request.patch(`/api/applicant/profile/${profile.id}`, {
    data: { jobTitle: 'Platform Engineer', skills: ['TypeScript', 'Node.js', 'Docker'], experienceLevel: 'senior' },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const uploaded = await request.post(`/api/applicant/${me.id}/resume`, {
    multipart: { resume: { name: 'fullstack-engineer-strong.docx', mimeType: DOCX_MIME, buffer: readFileSync(RESUME_DOCX) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { id: resumeId } = (await uploaded.json()) as { id: number };
  const applied = await request.post(`/api/jobs/${jobId}/applications`, { data: { resumeId, note: APPLICATION_NOTE } });
  expect(applied.status(), await applied.text()).toBe(201);
  if (withdraw) {
    const { id } = (await applied.json()) as { id: number };
    expect((await request.post(`/api/applications/${id}/withdraw`)).status()).toBe(200);
  }
  await request.post('/api/auth/logout');
  return { account, userId: me.id };
}

/** An employer on the Jobs tab with an open job that one developer applied to. */
async function setUpPipeline(page: Page, request: APIRequestContext): Promise<TPostedJob & { applicant: TApplicant }> {
  const { employer, employerId } = await openJobsTab(page);
  const jobId = await postJobViaApi(page, employerId);
  const applicant = await applyViaApi(request, jobId);
  await page.reload();
  return { employer, employerId, jobId, title: 'Platform Engineer', applicant };
}

async function openPipeline(page: Page, title: string): Promise<void> {
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Candidates' }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeFocused();
}

const stageColumn = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^${stage}\\b`) });
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Adds a skill to a tag input by typing it and pressing Enter. */
async function addSkill(page: Page, label: string, skill: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(skill);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(page.getByRole('list', { name: label }).getByText(skill, { exact: true })).toBeVisible();
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('an employer adds the company before the first job, posts it with skills, edits, closes and reopens it', async ({ page }) => {
  // A long story of many steps: on two busy cores it needs more than the default minute.
  test.slow();
  await openJobsTab(page);
  await expect(page.getByRole('heading', { name: 'Add your company' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No jobs yet' })).toBeVisible();

  // Without a company, posting asks for it first, then goes on to the job editor.
  await page.getByRole('button', { name: 'Post a job' }).click();
  const companyDialog = page.getByRole('dialog', { name: 'First, your company' });
  await expect(companyDialog.getByText('a job needs its name first')).toBeVisible();
  await companyDialog.getByRole('button', { name: 'Save and continue' }).click();
  await expect(companyDialog.getByText('Company name is required')).toBeVisible();
  await expect(companyDialog.getByLabel('Company name')).toBeFocused();
  await companyDialog.getByLabel('Company name').fill('Northwind Labs');
  await companyDialog.getByLabel('Website').fill('northwind.example');
  await chooseOption(page, 'Company size', '11-50 employees');
  await companyDialog.getByLabel('Location').fill('Lisbon, Portugal');
  await companyDialog.getByLabel('About').fill('We build calm developer tools.');
  await companyDialog.getByRole('button', { name: 'Save and continue' }).click();
  await expectToast(page, 'Company Saved');

  const editor = page.getByRole('dialog', { name: 'Post a job' });
  await expect(editor).toBeVisible();
  await editor.getByLabel('Job title').fill('Senior Platform Engineer');
  await editor.getByRole('textbox', { name: 'Description' }).fill('## About the role\n\nYou will own our **platform**.');
  await editor.getByRole('tab', { name: 'Preview' }).click();
  await expect(editor.getByRole('heading', { name: 'About the role' })).toBeVisible();
  await expect(editor.locator('strong')).toHaveText('platform');
  await editor.getByRole('tab', { name: 'Write' }).click();

  await addSkill(page, 'Required skills', 'TypeScript');
  // The taxonomy suggests as one types; the arrow keys pick a suggestion and Enter adds it.
  const required = editor.getByRole('combobox', { name: 'Required skills' });
  await required.fill('kubern');
  await expect(editor.getByRole('option', { name: 'Kubernetes', exact: true })).toBeVisible();
  await required.press('ArrowDown');
  await expect(editor.getByRole('option', { name: 'Kubernetes', exact: true })).toHaveAttribute('aria-selected', 'true');
  await required.press('Enter');
  await expect(editor.getByRole('list', { name: 'Required skills' }).getByText('Kubernetes', { exact: true })).toBeVisible();
  // A repeat in another case is refused; Escape closes the list without closing the dialog.
  await required.fill('typescript');
  await expect(editor.getByText('typescript is already in the list.')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Add', exact: true }).first()).toBeDisabled();
  // Escape with the list open ('type' still suggests TypeORM) closes the list alone.
  await required.fill('type');
  await expect(editor.getByRole('option', { name: 'TypeORM' })).toBeVisible();
  await required.press('Escape');
  await expect(editor.getByRole('listbox')).toBeHidden();
  await expect(editor).toBeVisible();
  await expect(required).toHaveValue('type');
  await required.fill('');
  await addSkill(page, 'Nice-to-have skills', 'Terraform');
  await editor.getByRole('button', { name: 'Remove Terraform' }).click();
  await expect(editor.getByRole('combobox', { name: 'Nice-to-have skills' })).toBeFocused();
  await addSkill(page, 'Nice-to-have skills', 'Go');

  await chooseOption(page, 'Experience level', 'Senior 5+ years');
  await chooseOption(page, 'Workplace', 'Hybrid');
  await editor.getByLabel('Location').fill('Lisbon, Portugal');
  // A minimum above the maximum is explained beside the field before anything is sent.
  await editor.getByLabel('Minimum').fill('120000');
  await editor.getByLabel('Maximum').fill('90000');
  await chooseOption(page, 'Currency', 'EUR');
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByText('Minimum salary cannot be higher than maximum salary')).toBeVisible();
  await expect(editor.getByLabel('Minimum')).toBeFocused();
  await editor.getByLabel('Minimum').fill('80000');
  await editor.getByLabel('Maximum').fill('110000');
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Job Published', 'Candidates can now find it and apply.');
  await expect(editor).toBeHidden();

  const company = page.getByRole('heading', { level: 2, name: 'Northwind Labs' });
  await expect(company).toBeVisible();
  await expect(page.getByRole('link', { name: /northwind\.example/ })).toHaveAttribute('href', 'https://northwind.example');
  await expect(page.getByText('11-50 employees')).toBeVisible();
  const job = page.getByRole('article', { name: 'Senior Platform Engineer' });
  await expect(job.getByText('Open', { exact: true })).toBeVisible();
  await expect(job.getByText('€80K – €110K')).toBeVisible();
  await expect(job.getByText('Lisbon, Portugal · Hybrid')).toBeVisible();
  await expect(job.getByRole('list', { name: 'Required skills for Senior Platform Engineer' })).toHaveText(/TypeScript.*Kubernetes/);

  // Edit: the editor opens with the saved values; Save changes keeps the status.
  await job.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit job' });
  await expect(edit.getByLabel('Job title')).toHaveValue('Senior Platform Engineer');
  await expect(edit.getByRole('list', { name: 'Nice-to-have skills' })).toHaveText('Go');
  await edit.getByLabel('Job title').fill('Staff Platform Engineer');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Job Updated');
  const renamed = page.getByRole('article', { name: 'Staff Platform Engineer' });
  await expect(renamed).toBeVisible();
  // Focus comes back to the button that opened the editor.
  await expect(renamed.getByRole('button', { name: 'Edit' })).toBeFocused();

  await renamed.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog', { name: 'Edit job' }).getByRole('button', { name: 'Close job' }).click();
  await expectToast(page, 'Job Closed', 'It no longer takes applications.');
  await expect(renamed.getByText('Closed', { exact: true })).toBeVisible();
  await expect(renamed.getByText(/^Closed on /)).toBeVisible();

  await renamed.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog', { name: 'Edit job' }).getByRole('button', { name: 'Reopen' }).click();
  await expectToast(page, 'Job Reopened');
  await expect(renamed.getByText('Open', { exact: true })).toBeVisible();

  // A draft saved from a second job stays private; the tab is remembered across a reload.
  await page.getByRole('button', { name: 'Post a job' }).click();
  const second = page.getByRole('dialog', { name: 'Post a job' });
  await second.getByLabel('Job title').fill('Frontend Developer');
  await second.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, 'Draft Saved', 'Only you can see it until you publish it.');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article', { name: 'Frontend Developer' }).getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your jobs' }).getByRole('article')).toHaveCount(2);
});

test('the pipeline: a move by the Move to… menu at 375 px, by keyboard drag and drop on a wide screen, and a rejection with a reason', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { title, jobId, applicant } = await setUpPipeline(page, request);
  const name = applicant.account.fullName;
  const withdrawn = await applyViaApi(request, jobId, { withdraw: true });
  await openPipeline(page, title);
  await expect(page.getByText('2 applications, best match first')).toBeVisible();

  // A withdrawn application shows as such and cannot be moved.
  const withdrawnCard = page.getByRole('article', { name: withdrawn.account.fullName, exact: true });
  await expect(withdrawnCard.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(withdrawnCard.getByRole('button', { name: /^Move .* to…$/ })).toHaveCount(0);

  const card = () => page.getByRole('article', { name, exact: true });
  await expect(stageColumn(page, 'Applied').getByRole('article', { name })).toBeVisible();
  await expect(card().getByText(/^\d+% match$/)).toBeVisible();
  await expect(card().getByText('Has 2 of 3 required skills; missing Haskell')).toBeVisible();
  await expect(card().getByText(APPLICATION_NOTE)).toBeVisible();
  await expect(card().getByRole('link', { name })).toHaveAttribute('href', `/candidate/${applicant.userId}`);
  // The favourite and the private note from candidate search work here too.
  await card()
    .getByRole('button', { name: `Favorite: ${name}` })
    .click();
  await expectToast(page, 'Added to Favorites');

  // The resume as it was sent.
  await card().getByRole('button', { name: 'View resume' }).click();
  const resume = page.getByRole('dialog', { name: `Resume from ${name}` });
  await expect(resume.getByRole('heading', { name: 'JOHN DOE' })).toBeVisible();
  await expect(resume.getByText(APPLICATION_NOTE)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(resume).toBeHidden();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);

  // Narrow screens move with the menu (no drag handle); focus follows the card to its new column.
  await expect(card().getByRole('button', { name: `Move ${name}`, exact: true })).toHaveCount(0);
  await card()
    .getByRole('button', { name: `Move ${name} to…` })
    .click();
  await page.getByRole('menuitem', { name: 'Screening' }).click();
  await expectToast(page, 'Candidate Moved', `${name} is now in Screening and has been notified.`);
  await expect(stageColumn(page, 'Screening').getByRole('article', { name })).toBeVisible();
  await expect(card().getByRole('button', { name: `Move ${name} to…` })).toBeFocused();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);

  // Wide screens also drag: with the keyboard, Space picks the card up, the arrow keys step through stages, Space drops it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(card().getByRole('button', { name: `Move ${name}`, exact: true })).toBeVisible();
  await expect(withdrawnCard.getByRole('button', { name: /^Move / })).toHaveCount(0);
  const handle = card().getByRole('button', { name: `Move ${name}`, exact: true });
  await handle.focus();
  await handle.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await waitForNewKeyListeners(page);
  await page.keyboard.press('ArrowRight');
  await expect(stageColumn(page, 'Interview')).toHaveAttribute('data-over', 'true');
  await page.keyboard.press('Space');
  await expectToast(page, 'Candidate Moved', `${name} is now in Interview and has been notified.`);
  await expect(stageColumn(page, 'Interview').getByRole('article', { name })).toBeVisible();
  await expect(card().getByRole('button', { name: `Move ${name}`, exact: true })).toBeFocused();

  // A drop on Rejected asks first: the reason is optional and sent politely.
  await card()
    .getByRole('button', { name: `Move ${name}`, exact: true })
    .press('Space');
  await expect(card().getByRole('button', { name: `Move ${name}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await waitForNewKeyListeners(page);
  for (const stage of ['Offer', 'Hired', 'Rejected']) {
    await page.keyboard.press('ArrowRight');
    await expect(stageColumn(page, stage)).toHaveAttribute('data-over', 'true');
  }
  await page.keyboard.press('Space');
  const reject = page.getByRole('dialog', { name: `Reject ${name}?` });
  await expect(reject.getByText('Leave it empty to send no reason.')).toBeVisible();
  await reject.getByLabel('Reason (optional)').fill('We went with someone with more on-call experience.');
  await reject.getByRole('button', { name: 'Reject candidate' }).click();
  await expectToast(page, 'Candidate Rejected', `${name} has been told, with your reason.`);
  await expect(stageColumn(page, 'Rejected').getByRole('article', { name })).toBeVisible();
  await expect(card().getByText('We went with someone with more on-call experience.')).toBeVisible();
  await expect(card().getByRole('button', { name: `Move ${name}`, exact: true })).toBeFocused();

  // The board survives a reload (the pipeline has its own address), and the developer was told each step, the reason included.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(stageColumn(page, 'Rejected').getByRole('article', { name })).toBeVisible();
  await request.post('/api/auth/login', { data: { email: applicant.account.email, password: applicant.account.password } });
  const { items } = (await (await request.get('/api/notifications')).json()) as { items: { title: string; body: string | null }[] };
  expect(items.map((item) => item.body)).toEqual([
    'Thank you for applying. The team decided not to go further, and shared why: We went with someone with more on-call experience.',
    'It moved to Interview.',
    'It moved to Screening.',
  ]);
});

test('Move to… works by keyboard alone, at 1280 and at 375 px, a rejection included', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { title, applicant } = await setUpPipeline(page, request);
  const name = applicant.account.fullName;
  await openPipeline(page, title);
  const card = () => page.getByRole('article', { name, exact: true });
  const menuButton = () => card().getByRole('button', { name: `Move ${name} to…` });

  // Enter opens the menu on its first stage; the card's own stage is not offered.
  await menuButton().focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Screening', 'Interview', 'Offer', 'Hired', 'Rejected']);
  await expect(menu.getByRole('menuitem', { name: 'Screening' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Candidate Moved', `${name} is now in Screening and has been notified.`);
  await expect(stageColumn(page, 'Screening').getByRole('article', { name })).toBeVisible();
  await expect(menuButton()).toBeFocused();

  // At 375 px the card is drawn again without its drag handle; focus follows it to the new menu button.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(card().getByRole('button', { name: `Move ${name}`, exact: true })).toHaveCount(0);
  await expect(menuButton()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Applied' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Interview' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Candidate Moved', `${name} is now in Interview and has been notified.`);
  await expect(stageColumn(page, 'Interview').getByRole('article', { name })).toBeVisible();
  await expect(menuButton()).toBeFocused();
  // Escape closes the menu and leaves the card where it is.
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Applied' })).toBeFocused();
  await waitForNewKeyListeners(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton()).toBeFocused();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page, 'pipeline with the move menu at 375 px');

  // Rejected, last in the menu, asks for the optional reason first.
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Applied' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Rejected' })).toBeFocused();
  await page.keyboard.press('Enter');
  const reject = page.getByRole('dialog', { name: `Reject ${name}?` });
  await expect(reject.getByLabel('Reason (optional)')).toBeVisible();
  await reject.getByRole('button', { name: 'Reject candidate' }).press('Enter');
  await expectToast(page, 'Candidate Rejected', `${name} has been told, without a reason.`);
  await expect(stageColumn(page, 'Rejected').getByRole('article', { name })).toBeVisible();
  await expect(menuButton()).toBeFocused();
});

test('several candidates chosen on the board move at once, and two are rejected with one reason the team keeps', async ({
  page,
  request,
}) => {
  const { title, jobId, applicant } = await setUpPipeline(page, request);
  const others = [await applyViaApi(request, jobId), await applyViaApi(request, jobId)];
  const names = [applicant, ...others].map((one) => one.account.fullName);
  await page.reload();
  await openPipeline(page, title);
  const chosen = page.getByRole('region', { name: 'Chosen candidates' });
  await expect(chosen).toHaveCount(0);

  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await expect(chosen).toContainText('3 candidates chosen');
  await chosen.getByRole('button', { name: 'Move chosen to…' }).click();
  await page.getByRole('menuitem', { name: 'Screening' }).click();
  await expectToast(page, 'Candidates Moved', '3 candidates moved to Screening, each told once.');
  for (const name of names) await expect(stageColumn(page, 'Screening').getByRole('article', { name })).toBeVisible();
  await expect(chosen).toHaveCount(0);

  // By keyboard: Space chooses, the bar's menu rejects with a reason kept by the team.
  for (const name of names.slice(1)) {
    await page.getByRole('checkbox', { name: `Select ${name}` }).focus();
    await page.keyboard.press('Space');
  }
  await chosen.getByRole('button', { name: 'Move chosen to…' }).press('Enter');
  await page.getByRole('menuitem', { name: 'Rejected' }).press('Enter');
  const reject = page.getByRole('dialog', { name: 'Reject 2 candidates?' });
  await reject.getByLabel('Reason (optional)').fill('We need more production Kubernetes.');
  await reject.getByRole('checkbox', { name: 'Send the reason to the candidates' }).uncheck();
  await expect(reject.getByText('Kept for your team: the candidates are told only that the application did not go further.')).toBeVisible();
  await reject.getByRole('button', { name: 'Reject candidates' }).click();
  await expectToast(page, 'Candidates Moved', '2 candidates rejected, each told once.');
  for (const name of names.slice(1)) {
    const card = stageColumn(page, 'Rejected').getByRole('article', { name });
    await expect(card).toContainText('Reason (kept by the team): We need more production Kubernetes.');
  }
  await expectNoSeriousAxeViolations(page, 'pipeline after a bulk rejection');

  // The candidate reads a kind no, without the reason.
  await request.post('/api/auth/login', { data: { email: others[0]!.account.email, password: others[0]!.account.password } });
  const { items } = (await (await request.get('/api/notifications')).json()) as { items: { body: string | null }[] };
  expect(items.map((item) => item.body)).toEqual([
    'Thank you for applying. The team decided not to go further with your application this time.',
    'It moved to Screening.',
  ]);
});

test('a pipeline and each dashboard tab have their own address: reload, Back, Forward, a link opened elsewhere, an unknown job', async ({
  page,
  request,
}) => {
  const { title, jobId, applicant } = await setUpPipeline(page, request);
  const name = applicant.account.fullName;
  const pipelineHeading = (on: Page) => on.getByRole('heading', { level: 2, name: title });
  await expect(page).toHaveURL(/\/employer\?tab=jobs$/);
  await openPipeline(page, title);
  await expect(page).toHaveURL(new RegExp(`/employer\\?tab=jobs&job=${jobId}$`));

  await page.reload();
  await expect(pipelineHeading(page)).toBeVisible();
  await expect(stageColumn(page, 'Applied').getByRole('article', { name })).toBeVisible();

  // Back returns to the job list, focus on the job's Candidates button; Forward to the pipeline.
  await page.goBack();
  await expect(page).toHaveURL(/\/employer\?tab=jobs$/);
  const jobCard = page.getByRole('article', { name: title });
  await expect(jobCard.getByRole('button', { name: 'Candidates' })).toBeFocused();
  await page.goForward();
  await expect(pipelineHeading(page)).toBeVisible();

  // Tabs are history entries too, and a tab survives a reload.
  await page.getByRole('tab', { name: 'Hiring Insights' }).click();
  await expect(page).toHaveURL(/\/employer\?tab=insights$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Hiring Insights' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');
  await expect(pipelineHeading(page)).toBeVisible();
  // 'All jobs' is a step of its own: Back from the list reopens the pipeline.
  await page.getByRole('button', { name: 'All jobs' }).click();
  await expect(jobCard).toBeVisible();
  await page.goBack();
  await expect(pipelineHeading(page)).toBeVisible();

  // The address sent to a colleague (here the same account in another page), even with the job alone.
  const other = await page.context().newPage();
  await other.goto(`/employer?job=${jobId}`);
  await expect(pipelineHeading(other)).toBeVisible();
  await expect(other.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');
  await expect(stageColumn(other, 'Applied').getByRole('article', { name })).toBeVisible();

  // A job that is not one of the employer's, or no job id at all, is said so inside the tab.
  for (const job of ['999999', 'abc']) {
    await other.goto(`/employer?tab=jobs&job=${job}`);
    await expect(other.getByRole('heading', { name: 'Job not found' })).toBeVisible();
  }
  await expectNoSeriousAxeViolations(other, 'job not found');
  await other.getByRole('button', { name: 'All jobs' }).click();
  await expect(other).toHaveURL(/\/employer\?tab=jobs$/);
  await expect(other.getByRole('article', { name: title })).toBeVisible();
  await other.close();
});

test('two chosen candidates are tagged at once, then sent one message each from a template with their own first name', async ({
  page,
  request,
}) => {
  test.slow();
  const { employer, employerId, title, jobId } = await setUpPipeline(page, request);
  const template = await page.request.post(`/api/employer/${employerId}/templates`, {
    data: {
      name: 'Thanks for applying',
      kind: 'message',
      body: 'Hi {{firstName}}, thanks for applying to {{jobTitle}} at {{company}}. {{recruiterName}}',
    },
  });
  expect(template.status(), await template.text()).toBe(201);
  const unique = `${process.pid}${Date.now().toString(36)}`;
  const chosenOnes = [
    await applyViaApi(request, jobId, { fullName: `Maya Quinn ${unique}` }),
    await applyViaApi(request, jobId, { fullName: `Omar Reyes ${unique}` }),
  ];
  const names = chosenOnes.map((one) => one.account.fullName);
  await page.reload();
  await openPipeline(page, title);
  const chosen = page.getByRole('region', { name: 'Chosen candidates' });
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();

  // Tag: a new tag made by its typed name, by keyboard.
  await chosen.getByRole('button', { name: 'Tag' }).press('Enter');
  const tagField = page.getByLabel('Tag 2 chosen candidates');
  await expect(tagField).toBeFocused();
  await tagField.fill('Shortlist');
  await expect(page.getByRole('button', { name: 'Create tag “Shortlist”' })).toBeVisible();
  await tagField.press('Enter');
  await expectToast(page, 'Candidates Tagged', '2 candidates tagged.');
  await expect(chosen).toHaveCount(0);
  for (const name of names) await expect(page.getByRole('list', { name: `Tags of ${name}` })).toContainText('Shortlist');

  // Message, at 375 px: a placeholder the server cannot fill blocks the send; the template leaves {{firstName}} for the server.
  await page.setViewportSize({ width: 375, height: 800 });
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await expect(chosen).toContainText('2 candidates chosen');
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  await chosen.getByRole('button', { name: 'Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message 2 candidates' });
  await dialog.getByLabel('Message').fill('See you on {{date}}.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Fill in {{date}} before sending.');
  await dialog.getByRole('button', { name: 'Use template' }).click();
  await page.getByRole('menuitem', { name: 'Thanks for applying' }).click();
  await expect(dialog.getByLabel('Message')).toHaveValue(
    `Hi {{firstName}}, thanks for applying to ${title} at Northwind Labs. ${employer.fullName}`,
  );
  await expect(dialog.getByText('{{firstName}} becomes each candidate’s first name.')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page, 'bulk message dialog at 375 px', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expectToast(page, 'Messages Sent', '2 candidates messaged, each once.');
  await expect(dialog).toBeHidden();
  await expect(chosen).toHaveCount(0);

  // Each developer reads their own first name, in the conversation about the job.
  for (const one of chosenOnes) {
    await request.post('/api/auth/login', { data: { email: one.account.email, password: one.account.password } });
    const { items } = (await (await request.get('/api/conversations')).json()) as { items: { id: number; job: { id: number } | null }[] };
    expect(items.map((item) => item.job?.id)).toEqual([jobId]);
    const thread = (await (await request.get(`/api/conversations/${items[0]!.id}`)).json()) as { messages: { body: string }[] };
    const firstName = one.account.fullName.split(' ')[0];
    expect(thread.messages.map((message) => message.body)).toEqual([
      `Hi ${firstName}, thanks for applying to ${title} at Northwind Labs. ${employer.fullName}`,
    ]);
    await request.post('/api/auth/logout');
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Jobs tab, the job editor and the pipeline have no serious accessibility violations (${theme})`, async ({ page, request }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const { title } = await setUpPipeline(page, request);
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'jobs tab');

    await page.getByRole('article', { name: title }).getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit job' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'job editor', '[role="dialog"]');
    await page.keyboard.press('Escape');

    await openPipeline(page, title);
    await expect(page.getByText(/^\d+% match$/).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'pipeline');
  });
}

test('at 375 px the Jobs tab and the pipeline fit the width and pass axe', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { title } = await setUpPipeline(page, request);
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page, 'jobs tab at 375 px');

  await page.getByRole('button', { name: 'Post a job' }).click();
  await expect(page.getByRole('dialog', { name: 'Post a job' })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page, 'job editor at 375 px', '[role="dialog"]');
  await page.keyboard.press('Escape');

  await openPipeline(page, title);
  await expect(page.getByText(/^\d+% match$/).first()).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page, 'pipeline at 375 px');
});

test('at 375 px a note with a long URL and a long unbroken word wraps inside its card', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { title, applicant } = await setUpPipeline(page, request);
  await openPipeline(page, title);
  const name = applicant.account.fullName;
  await page
    .getByRole('region', { name: `Private note about ${name}` })
    .getByRole('button', { name: 'Add Notes' })
    .click();
  const longUrl = `https://example.com/${'very-long-path-segment-'.repeat(8)}end`;
  await page.getByLabel(`Your Notes about ${name}`).fill(`See ${longUrl} and ${'x'.repeat(120)}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Note Saved');
  await expect(page.getByRole('region', { name: `Private note about ${name}` }).getByText(longUrl, { exact: false })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
});
