/**
 * The jobs board end to end, from the developer's and the public side: signed out, /jobs lists and
 * searches open jobs (the search kept in the address) and a job page says how to apply; a developer
 * saves a job, sees it under Saved jobs, sees in the apply dialog the job page's match and which terms
 * of the ad their resume mentions (a count, never a second percentage), applies with a resume and
 * a note, follows the application in the dashboard's Applications tab and withdraws it; axe on the
 * board, a job page with its apply dialog and the Applications tab, light and dark, and at 375 px.
 * Jobs are posted through the API by an employer; each test's titles carry a tag of their own, so
 * the other tests' jobs never get in the way of a search.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { TAdTerms, TCreateJobRequest, TJob } from '#shared/schemas/jobs.ts';
import { createAccount, expectNoSeriousAxeViolations, expectToast, loginViaApi } from './fixtures.ts';

const RESUME_DOCX = 'tests/fixtures/resumes/fullstack-engineer-strong.docx';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let tagSequence = 0;

/** A word no other test's job title holds. */
function createTag(): string {
  tagSequence += 1;
  return `Zq${Date.now().toString(36)}${process.pid}${tagSequence}`;
}

const BASE_JOB: TCreateJobRequest = {
  title: 'Job',
  description: 'Build **payments** services in Go on PostgreSQL.\n\n- Design the APIs\n- Run them on Kubernetes',
  requiredSkills: ['Go', 'PostgreSQL'],
  niceToHaveSkills: ['Kubernetes'],
  experienceLevel: 'senior',
  location: 'Berlin, Germany',
  workplaceType: 'hybrid',
  salaryMin: 80000,
  salaryMax: 100000,
  salaryCurrency: 'EUR',
  employmentType: 'full_time',
  status: 'open',
};

type TPostedJobs = { remote: TJob; onsite: TJob; closed: TJob };

/** An employer with a company posts two open jobs and one closed one, each titled with `tag`. */
async function postJobs(request: APIRequestContext, tag: string): Promise<TPostedJobs> {
  const employer = await createAccount(request, 'employer');
  const login = await request.post('/api/auth/login', { data: employer });
  const { id } = (await login.json()) as { id: number };
  const company = await request.put(`/api/employer/${id}/company`, {
    data: {
      name: `Northwind ${tag}`,
      website: 'https://northwind.example.com',
      size: '51-200',
      location: 'Berlin, Germany',
      about: 'Payments for marketplaces.',
    },
  });
  expect(company.status(), await company.text()).toBe(200);
  const post = async (job: Partial<TCreateJobRequest>) => {
    const response = await request.post(`/api/employer/${id}/jobs`, { data: { ...BASE_JOB, ...job } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as TJob;
  };
  const remote = await post({
    title: `Staff Go Engineer ${tag}`,
    workplaceType: 'remote',
    location: null,
    salaryCurrency: 'USD',
    salaryMin: 120000,
    salaryMax: 150000,
  });
  const onsite = await post({
    title: `Junior Frontend Developer ${tag}`,
    experienceLevel: 'entry',
    requiredSkills: ['React', 'TypeScript'],
    niceToHaveSkills: [],
  });
  const closed = await post({ title: `Closed Platform Role ${tag}` });
  const closing = await request.patch(`/api/employer/${id}/jobs/${closed.id}`, { data: { status: 'closed' } });
  expect(closing.status(), await closing.text()).toBe(200);
  await request.post('/api/auth/logout');
  return { remote, onsite, closed };
}

/** A developer with one uploaded resume (their primary one), signed in on the page. */
async function signInDeveloperWithResume(page: Page, path: string): Promise<{ id: number; fileName: string }> {
  const developer = await createAccount(page.request, 'developer');
  const login = await page.request.post('/api/auth/login', { data: developer });
  const { id } = (await login.json()) as { id: number };
  const upload = await page.request.post(`/api/applicant/${id}/resume`, {
    multipart: { resume: { name: 'fullstack-engineer-strong.docx', mimeType: DOCX_MIME, buffer: readFileSync(RESUME_DOCX) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  // A worker thread reads the resume's skills after the upload answers: until then there is nothing to match on.
  await expect
    .poll(async () => ((await (await page.request.get('/api/jobs/recommended')).json()) as { hasSkills: boolean }).hasSkills)
    .toBe(true);
  await page.goto(path);
  return (await upload.json()) as { id: number; fileName: string };
}

const jobList = (page: Page) => page.getByRole('list', { name: 'Jobs', exact: true });
const searchForm = (page: Page) => page.getByRole('search', { name: 'Search jobs' });
/** A job's card on the board's list (a developer may see it among their recommendations too). */
const jobCard = (page: Page, title: string) => page.getByRole('list', { name: 'Jobs', exact: true }).getByRole('article', { name: title });

/**
 * The apply dialog shows one match figure, the job page's, and checks the chosen resume against the
 * ad as a count of terms, its lists made of the terms the server answered.
 */
async function expectOneNumberAndTermsCheck(dialog: Locator, pageScore: string | null, { terms }: TAdTerms): Promise<void> {
  expect(pageScore).toMatch(/^\d+$/);
  await expect(dialog.getByRole('meter', { name: 'Match' })).toHaveAttribute('aria-valuenow', pageScore!);
  const mentioned = terms.filter((term) => term.isMentioned);
  const chipTexts = (list: TAdTerms['terms']) => list.map((term) => new RegExp(`^${term.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  expect(terms.length).toBeGreaterThan(0);
  await expect(
    dialog.getByText(`This resume mentions ${mentioned.length} of ${terms.length} terms of the ad`, { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Terms this resume mentions' }).getByRole('listitem')).toHaveText(chipTexts(mentioned));
  await expect(dialog.getByRole('list', { name: 'Terms this resume does not mention' }).getByRole('listitem')).toHaveText(
    chipTexts(terms.filter((term) => !term.isMentioned)),
  );
  // No second percentage: the fit is the only one.
  expect((await dialog.innerText()).match(/\d+\s*%/g)).toEqual([`${pageScore}%`]);
  await expect(dialog.getByRole('meter')).toHaveCount(1);
}

async function searchTitle(page: Page, words: string): Promise<void> {
  await searchForm(page).getByLabel('Job title').fill(words);
  await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();
}

test('signed out, the board lists and searches open jobs, keeps the search in the address and opens a job page', async ({
  page,
  request,
}) => {
  const tag = createTag();
  const jobs = await postJobs(request, tag);

  await page.goto('/jobs');
  await expect(page).toHaveTitle('Jobs · DevMatch');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your next developer job' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended for you' })).toHaveCount(0);

  await searchTitle(page, tag);
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${tag}$`));
  await expect(jobList(page).getByRole('article')).toHaveCount(2);
  await expect(jobCard(page, jobs.closed.title)).toHaveCount(0);
  const remoteCard = jobCard(page, jobs.remote.title);
  await expect(remoteCard).toContainText(`Northwind ${tag}`);
  await expect(remoteCard).toContainText('$120K – $150K');
  await expect(remoteCard).toContainText('Full-time');
  await expect(remoteCard.getByRole('list', { name: 'Required skills' })).toContainText('Go');

  // Remote only narrows the list, and a reload keeps the search.
  await searchForm(page).getByRole('switch', { name: 'Remote only' }).click();
  await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(jobList(page).getByRole('article')).toHaveCount(1);
  await page.reload();
  await expect(searchForm(page).getByRole('switch', { name: 'Remote only' })).toBeChecked();
  await expect(searchForm(page).getByLabel('Job title')).toHaveValue(tag);
  await expect(jobList(page).getByRole('article')).toHaveCount(1);
  await page.goBack();
  await expect(jobList(page).getByRole('article')).toHaveCount(2);

  // Skills and level search too; nothing found offers to clear the filters.
  await searchForm(page).getByLabel('Skills').fill('React');
  await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(jobList(page).getByRole('article')).toHaveCount(1);
  await expect(jobCard(page, jobs.onsite.title)).toBeVisible();
  await searchForm(page).getByLabel('Minimum salary').fill('500000');
  await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible();

  await searchTitle(page, tag);
  await searchForm(page).getByLabel('Skills').fill('');
  await searchForm(page).getByLabel('Minimum salary').fill('');
  await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();
  await jobCard(page, jobs.remote.title).getByRole('link', { name: jobs.remote.title }).click();
  await expect(page).toHaveURL(`/jobs/${jobs.remote.id}`);
  await expect(page.getByRole('heading', { level: 1, name: jobs.remote.title })).toBeVisible();
  await expect(page).toHaveTitle(`${jobs.remote.title} at Northwind ${tag} · DevMatch`);
  // The description is markdown, rendered.
  await expect(page.locator('[data-slot="markdown-content"] strong')).toHaveText('payments');
  await expect(page.getByRole('list', { name: 'Nice-to-have skills' })).toContainText('Kubernetes');
  await expect(page.getByRole('region', { name: 'About the company' })).toContainText('51-200 employees');
  await expect(page.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute('href', '/login');

  await page.goto(`/jobs/${jobs.closed.id}`);
  await expect(page.getByText('This job is closed.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to apply' })).toHaveCount(0);

  await page.goto('/jobs/999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Job Not Found · DevMatch');
});

test('a developer saves a job, applies with a resume and a note, follows the application and withdraws it', async ({ page, request }) => {
  const tag = createTag();
  const jobs = await postJobs(request, tag);
  const resume = await signInDeveloperWithResume(page, `/jobs?q=${tag}`);
  await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();

  const card = jobCard(page, jobs.remote.title);
  await card.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Job saved', jobs.remote.title);
  await expect(card.getByRole('button', { name: 'Saved' })).toBeVisible();
  await page.getByRole('tab', { name: 'Saved jobs' }).click();
  await expect(page).toHaveURL(/view=saved/);
  await expect(page.getByRole('list', { name: 'Saved jobs' }).getByRole('article', { name: jobs.remote.title })).toBeVisible();

  await page.getByRole('list', { name: 'Saved jobs' }).getByRole('link', { name: jobs.remote.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: jobs.remote.title })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Match' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Apply for this job' }).getByRole('button', { name: 'Saved' })).toBeVisible();

  const pageScore = await page.getByRole('meter', { name: 'Match' }).getAttribute('aria-valuenow');
  const adTermsAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/jobs/${jobs.remote.id}/ad-terms`);
  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply to ${jobs.remote.title}` });
  await expect(dialog.getByRole('radio', { name: new RegExp(resume.fileName) })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Generate Improvements' })).toBeVisible();
  await expectOneNumberAndTermsCheck(dialog, pageScore, (await (await adTermsAnswer).json()) as TAdTerms);
  await dialog.getByLabel(`Note to Northwind ${tag} (optional)`).fill('I have built payment services in Go.');
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expectToast(page, 'Application sent');
  await expect(dialog).toBeHidden();
  const applyPanel = page.getByRole('region', { name: 'Your application' });
  await expect(applyPanel.getByText('Applied', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);

  await applyPanel.getByRole('link', { name: 'See it in My Applications' }).click();
  // The Applications tab has its own address (issue 41): a reload or a shared link opens it again.
  await expect(page).toHaveURL(/\/applicant\?tab=applications$/);
  await expect(page.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
  const application = page.getByRole('article', { name: jobs.remote.title });
  await expect(application).toContainText(`Northwind ${tag}`);
  await expect(application).toContainText(resume.fileName);
  await expect(application).toContainText('I have built payment services in Go.');
  await expect(application.getByText('Applied', { exact: true }).first()).toBeVisible();
  await expect(application.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(1);

  await application.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('dialog', { name: 'Withdraw your application?' }).getByRole('button', { name: 'Withdraw application' }).click();
  await expectToast(page, 'Application withdrawn');
  await expect(application.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
  await expect(application.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(2);
  await expect(application.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);

  // The tab is remembered; the job is open, so it can be sent again.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
  await application.getByRole('link', { name: jobs.remote.title }).click();
  await expect(page.getByRole('button', { name: 'Apply again' })).toBeVisible();

  // Unsaved from the Saved view, the job leaves it.
  await page.goto('/jobs?view=saved');
  await page.getByRole('article', { name: jobs.remote.title }).getByRole('button', { name: 'Saved' }).click();
  await expectToast(page, 'Removed from saved jobs', jobs.remote.title);
  await expect(page.getByRole('heading', { name: 'No saved jobs yet' })).toBeVisible();
});

test('a developer open to relocation says so on their profile; a hybrid job in another city is then a move they are open to', async ({
  page,
  request,
}) => {
  const jobs = await postJobs(request, createTag());
  await signInDeveloperWithResume(page, `/jobs/${jobs.onsite.id}`);
  const concerns = page.getByRole('list', { name: 'Concerns' });
  await expect(concerns.getByText(/^Hybrid in Berlin, Germany; you are in /)).toBeVisible();

  await page.goto('/applicant');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('checkbox', { name: 'Open to relocation' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile Updated');

  await page.goto(`/jobs/${jobs.onsite.id}`);
  await expect(concerns.getByText('Hybrid in Berlin, Germany: a move, which you are open to')).toBeVisible();
});

test('a developer who writes that they have not used a skill is never told they have it', async ({ page, request }) => {
  const jobs = await postJobs(request, createTag());
  await signInDeveloperWithResume(page, `/jobs/${jobs.onsite.id}`);
  // The resume names React: the job page counts it.
  await expect(page.getByRole('list', { name: 'Strengths' }).getByText(/^You have .*React/)).toBeVisible();

  await page.goto('/applicant');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page
    .getByRole('textbox', { name: 'Professional Summary', exact: true })
    .fill('Backend developer. I have not used React; I am learning TypeScript.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile Updated');

  // The profile's words are read in the background, after the save answers.
  const fitOf = async () => ((await (await page.request.get(`/api/jobs/${jobs.onsite.id}/fit`)).json()) as { concerns: string[] }).concerns;
  await expect.poll(async () => (await fitOf()).some((concern) => concern.startsWith('Missing React'))).toBe(true);
  await page.goto(`/jobs/${jobs.onsite.id}`);
  const concerns = page.getByRole('list', { name: 'Concerns' });
  await expect(concerns.getByText(/^Missing React/)).toBeVisible();
  await expect(concerns.getByText('Missing TypeScript; you are learning it and have the related JavaScript')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Strengths' }).getByText(/React/)).toHaveCount(0);
});

/** Opens the board, a job page with its apply dialog, and the Applications tab, checking each with `check`. */
async function visitDeveloperScreens(page: Page, jobs: TPostedJobs, tag: string, check: (label: string) => Promise<void>): Promise<void> {
  const resume = await signInDeveloperWithResume(page, `/jobs?q=${tag}`);
  // An application, so the Applications tab has a card with its history.
  const applied = await page.request.post(`/api/jobs/${jobs.onsite.id}/applications`, { data: { resumeId: resume.id, note: 'Hello' } });
  expect(applied.status(), await applied.text()).toBe(201);
  await expect(jobList(page).getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Recommended jobs' }).or(page.getByText('No open job fits your skills yet.'))).toBeVisible();
  await check('job board');

  await page.goto(`/jobs/${jobs.remote.id}`);
  await expect(page.getByRole('meter', { name: 'Match' })).toBeVisible();
  await check('job page');
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Generate Improvements' })).toBeVisible();
  await check('apply dialog');
  await page.keyboard.press('Escape');

  await page.goto('/applicant?tab=applications');
  await expect(page.getByRole('article', { name: jobs.onsite.title })).toBeVisible();
  await check('applications tab');
}

for (const theme of ['light', 'dark'] as const) {
  test(`the jobs screens have no serious accessibility violations (${theme})`, async ({ page, request }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const tag = createTag();
    const jobs = await postJobs(request, tag);
    await page.goto(`/jobs?q=${tag}`);
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(jobList(page).getByRole('article')).toHaveCount(2);
    await expectNoSeriousAxeViolations(page, 'signed-out board');
    await visitDeveloperScreens(page, jobs, tag, (label) => expectNoSeriousAxeViolations(page, label));
  });
}

test('at 375 px the jobs screens fit the width and pass axe', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const tag = createTag();
  const jobs = await postJobs(request, tag);
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await visitDeveloperScreens(page, jobs, tag, async (label) => {
    expect(await scrollWidth(), label).toBeLessThanOrEqual(375);
    await expectNoSeriousAxeViolations(page, `${label} at 375 px`);
  });
});

test('the header links to the jobs board, signed out and signed in', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL('/jobs');
  await loginViaApi(page, await createAccount(page.request, 'developer'), '/applicant');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('tab', { name: 'Browse jobs' })).toHaveAttribute('aria-selected', 'true');
});
