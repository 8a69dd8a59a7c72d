/**
 * Alerts (issue 26): an employer switches a saved search's alerts on and a developer their job
 * alerts; once a developer who newly fits signs up and a job that fits is posted, the admin sends
 * the alerts now, and both digests arrive by e-mail, with a notification in the bell.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { createAccount, expectNoSeriousAxeViolations, expectToast, loginViaApi, readMail } from './fixtures.ts';

async function chooseAlerts(page: Page, name: string, frequency: 'Daily' | 'Weekly') {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: frequency }).click();
}

test('a saved search and job alerts tell of a developer and a job that newly fit, by e-mail and in the bell', async ({ browser }) => {
  test.slow();
  // A skill nobody else has: only this test's developer and job match it.
  const skill = `Zigcraft${Date.now().toString(36)}`;

  // The employer saves a search for it and switches its alerts on.
  const employerPage = await (await browser.newContext()).newPage();
  const employer = await createAccount(employerPage.request, 'employer');
  await loginViaApi(employerPage, employer, '/employer');
  const { id: employerId } = (await (await employerPage.request.get('/api/auth/me')).json()) as { id: number };
  const searchName = `${skill} people`;
  const saved = await employerPage.request.post(`/api/employer/${employerId}/saved-searches`, {
    data: { name: searchName, criteria: { jobTitle: '', skills: [skill], mustHaveSkills: [skill] } },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await employerPage.reload();
  await chooseAlerts(employerPage, `Alerts for ${searchName}`, 'Daily');
  await expectToast(employerPage, 'Alerts On');
  await expect(employerPage.getByRole('list', { name: 'Saved searches' }).getByRole('img', { name: 'Alerts on' })).toBeVisible();

  // A developer switches job alerts on; the employer posts a job that fits them.
  const developerPage = await (await browser.newContext()).newPage();
  const developer = await createAccount(developerPage.request, 'developer');
  await developerPage.request.post('/api/auth/login', { data: developer });
  const { id: developerId } = (await (await developerPage.request.get('/api/auth/me')).json()) as { id: number };
  const { profile } = (await (await developerPage.request.get(`/api/applicant/profile/${developerId}`)).json()) as {
    profile: { id: number };
  };
  const patched = await developerPage.request.patch(`/api/applicant/profile/${profile.id}`, {
    data: { jobTitle: `${skill} Engineer`, skills: [skill, 'Go'], experienceLevel: 'senior' },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  await developerPage.goto('/jobs');
  await chooseAlerts(developerPage, 'Job alerts', 'Weekly');
  await expectToast(developerPage, 'Job Alerts On');
  await expectNoSeriousAxeViolations(developerPage, 'jobs board with job alerts');

  const company = await employerPage.request.put(`/api/employer/${employerId}/company`, { data: { name: 'Alert Labs' } });
  expect(company.status(), await company.text()).toBe(200);
  const job = await employerPage.request.post(`/api/employer/${employerId}/jobs`, {
    data: {
      title: `${skill} Engineer`,
      description: `Build things with ${skill}.`,
      requiredSkills: [skill],
      niceToHaveSkills: [],
      experienceLevel: 'senior',
      location: '',
      workplaceType: 'remote',
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: 'USD',
      employmentType: 'full_time',
      status: 'open',
    },
  });
  expect(job.status(), await job.text()).toBe(201);

  // The admin sends what is new now.
  const adminPage = await (await browser.newContext()).newPage();
  await loginViaApi(adminPage, E2E_ADMIN, '/admin');
  await adminPage.getByRole('tab', { name: 'Settings' }).click();
  await adminPage.getByRole('button', { name: 'Send alerts now' }).click();
  await expectToast(adminPage, 'Alerts sent');

  // The employer's digest names the developer with their score; the developer's names the job.
  const digest = await readMail(employer.email, (mail) => (mail.includes(searchName) ? mail : undefined));
  expect(digest).toContain(developer.fullName);
  expect(digest).toMatch(/\d+% match/);
  expect(digest).toContain(`/candidate/${developerId}`);
  const jobDigest = await readMail(developer.email, (mail) => (mail.includes(`${skill} Engineer at Alert Labs`) ? mail : undefined));
  expect(jobDigest).toMatch(/\d+% fit/);

  // And the bell: the employer's opens their dashboard.
  await employerPage.reload();
  await employerPage
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications, \d+ unread$/ })
    .click();
  await employerPage
    .getByRole('dialog')
    .getByRole('button', { name: /new developer matches your saved searches/ })
    .click();
  await expect(employerPage).toHaveURL(/\/employer\?tab=search$/);
});
