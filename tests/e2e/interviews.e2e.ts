/**
 * Interviews end to end: a recruiter of a company proposes two times from the pipeline card of an
 * application in Interview, naming the owner on the panel; the developer picks one on their
 * Applications tab; both have an e-mail with the calendar invitation (.ics) in the outbox; the card
 * shows the scheduled time and the job lists it. The conversation shows the interview's card. Axe in
 * light and dark, and the developer's tab at 375 px. The recruiter cancels: a cancellation follows.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { buildAccount, expectNoSeriousAxeViolations, expectToast, readMail, registerViaApi, type TTestAccount } from './fixtures.ts';

const INVITE_TOKEN = /\/join\?token=([\w-]+)/;
const JOB_TITLE = 'Interview Platform Engineer';

async function me(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/auth/me')).json()) as { id: number }).id;
}

/**
 * The owner's company with an open job, a recruiter who joined it (signed in on `page`), and a
 * developer (signed in on `developerPage`) whose application the owner moved to Interview.
 */
async function setUp(page: Page, developerPage: Page, ownerRequest: APIRequestContext) {
  const owner = buildAccount('employer');
  const ownerId = (await registerViaApi(ownerRequest, owner)).id;
  expect((await ownerRequest.put(`/api/employer/${ownerId}/company`, { data: { name: 'Northwind Labs' } })).status()).toBe(200);
  const job = await ownerRequest.post(`/api/employer/${ownerId}/jobs`, {
    data: { title: JOB_TITLE, requiredSkills: ['TypeScript'], workplaceType: 'remote', status: 'open' },
  });
  expect(job.status(), await job.text()).toBe(201);
  const { id: jobId } = (await job.json()) as { id: number };

  const recruiter = buildAccount('employer');
  const invited = await ownerRequest.post(`/api/employer/${ownerId}/team/invitations`, {
    data: { email: recruiter.email, role: 'recruiter' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = await readMail(recruiter.email, (mail) => INVITE_TOKEN.exec(mail)?.[1]);
  const recruiterId = (await registerViaApi(page.request, recruiter)).id;
  expect((await page.request.post(`/api/invitations/${token}/accept`)).status()).toBe(200);

  const developer = buildAccount('developer');
  const developerId = (await registerViaApi(developerPage.request, developer)).id;
  const created = await developerPage.request.post(`/api/applicant/${developerId}/resume/create`, {
    data: {
      resumeData: {
        personalInfo: { fullName: developer.fullName, email: developer.email, phone: '+1 555 0100', location: 'Lisbon, Portugal' },
        experience: [{ company: 'Acme', position: 'Engineer', startDate: '2021-01', current: true, description: 'Built the platform' }],
        skills: ['TypeScript', 'PostgreSQL'],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const applied = await developerPage.request.post(`/api/jobs/${jobId}/applications`, {
    data: { resumeId: ((await created.json()) as { id: number }).id },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { id: number }).id;
  const moved = await ownerRequest.patch(`/api/employer/${ownerId}/jobs/${jobId}/applications/${applicationId}`, {
    data: { stage: 'interview' },
  });
  expect(moved.status(), await moved.text()).toBe(204);
  expect(await me(page.request)).toBe(recruiterId);
  return { owner, recruiter, developer, jobId };
}

/** The calendar part of the newest invitation e-mail to `account`. */
function readInvitation(account: TTestAccount) {
  return readMail(account.email, (mail) => (mail.includes('BEGIN:VCALENDAR') && mail.includes('METHOD:REQUEST') ? mail : undefined));
}

test('a recruiter proposes two times from the pipeline, the developer picks one, and everyone gets a calendar invitation', async ({
  page,
  browser,
  playwright,
}) => {
  const ownerRequest = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const developerPage = await (await browser.newContext()).newPage();
  const { owner, recruiter, developer, jobId } = await setUp(page, developerPage, ownerRequest);

  // The recruiter opens the job's pipeline and schedules from the candidate's card.
  await page.goto(`/employer?tab=jobs&job=${jobId}`);
  await page.getByRole('button', { name: `Schedule interview with ${developer.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Schedule an interview with ${developer.fullName}` });
  await expect(dialog.getByRole('textbox', { name: 'Time 1' })).not.toHaveValue('');
  await expect(dialog.getByRole('textbox', { name: 'Time 2' })).not.toHaveValue('');
  await expect(dialog.getByText(/^In your time zone, /)).toBeVisible();
  await dialog.getByLabel('Duration').selectOption('45');
  await dialog.getByRole('checkbox', { name: owner.fullName }).check();
  await dialog.getByLabel('Location or video link').fill('https://meet.example.com/northwind');
  await expectNoSeriousAxeViolations(page, 'schedule dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expectToast(page, 'Times Proposed');
  await expect(page.getByText('Interview: waiting for the candidate')).toBeVisible();

  // The developer picks the first time on their Applications tab.
  await developerPage.goto('/applicant?tab=applications');
  const card = developerPage.getByRole('region', { name: `Interview for ${JOB_TITLE} at Northwind Labs` });
  await expect(card.getByRole('button', { name: /^Pick this time/ })).toHaveCount(2);
  await expect(card).toContainText('https://meet.example.com/northwind');
  await expect(card).toContainText(owner.fullName);
  await expectNoSeriousAxeViolations(developerPage, 'applications tab with a proposal');
  await card
    .getByRole('button', { name: /^Pick this time/ })
    .first()
    .click();
  await expectToast(developerPage, 'Interview Scheduled');
  await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();

  // Both sides have the invitation, with its calendar part.
  for (const account of [developer, recruiter, owner]) {
    // Long calendar lines are folded (RFC 5545 §3.1): read them unfolded.
    const mail = (await readInvitation(account)).replace(/\r?\n[ \t]/g, '');
    expect(mail).toContain('Content-Type: text/calendar');
    expect(mail).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(mail.toLowerCase()).toContain(`mailto:${developer.email}`);
  }

  // The recruiter's card shows the time; the job lists it among its upcoming interviews.
  await page.reload();
  const column = page.getByRole('list', { name: 'Interview , 1 candidate' });
  await expect(column.getByText('Interview:')).toBeVisible();
  await expect(column.getByRole('time').filter({ hasText: /\d{1,2}:\d{2}/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming interviews' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'pipeline with an interview');

  // The conversation shows the interview's card under the pick.
  await developerPage.goto('/messages');
  await developerPage
    .getByRole('link', { name: new RegExp(`Interview for ${JOB_TITLE}`) })
    .first()
    .click();
  await expect(developerPage.getByRole('region', { name: `Interview for ${JOB_TITLE} at Northwind Labs` })).toContainText('Scheduled');

  // Dark theme, and 375 px.
  await developerPage.evaluate(() => localStorage.setItem('theme', 'dark'));
  await developerPage.goto('/applicant?tab=applications');
  await expect(developerPage.locator('html')).toHaveClass(/dark/);
  await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(developerPage, 'applications tab (dark)');
  await developerPage.setViewportSize({ width: 375, height: 800 });
  await expect(card).toBeVisible();
  expect(await developerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(developerPage, 'applications tab at 375 px');

  // The recruiter cancels: the developer's calendar gets the cancellation, and the card offers scheduling again.
  await page.getByRole('button', { name: `Cancel the interview with ${developer.fullName}` }).click();
  await page
    .getByRole('dialog', { name: `Cancel the interview with ${developer.fullName}?` })
    .getByRole('button', { name: 'Cancel interview' })
    .click();
  await expectToast(page, 'Interview Cancelled');
  await expect(page.getByRole('button', { name: `Schedule interview with ${developer.fullName}` })).toBeVisible();
  const cancellation = await readMail(developer.email, (mail) => (mail.includes('METHOD:CANCEL') ? mail : undefined));
  expect(cancellation).toContain('STATUS:CANCELLED');
  await ownerRequest.dispose();
});
