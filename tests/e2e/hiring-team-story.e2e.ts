/**
 * The hiring team's story end to end (issue 41): the owner invites a recruiter from the Team tab; the
 * recruiter joins on the mailed link, writes a message template, tags two applicants on the job's
 * pipeline and moves both to Interview at once; proposes interview times to one with the template as
 * the note; the developer picks a time; the developer and the recruiter both have the calendar
 * invitation in the outbox; the owner's funnel shows the two in Interview. Axe in light and dark and
 * at 375 px along the way.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  buildAccount,
  createAccount,
  expectNoSeriousAxeViolations,
  expectToast,
  loginViaApi,
  readMail,
  registerViaApi,
  type TTestAccount,
  waitForNewKeyListeners,
} from './fixtures.ts';

const COMPANY = 'Northwind Labs';
const JOB_TITLE = 'Staff Platform Engineer';

/** A developer who applied to the job with a built resume, through the API in a context of their own. */
async function applyAsDeveloper(browser: Browser, jobId: number): Promise<{ account: TTestAccount; page: Page }> {
  const page = await (await browser.newContext()).newPage();
  const account = buildAccount('developer');
  const { id } = await registerViaApi(page.request, account);
  const created = await page.request.post(`/api/applicant/${id}/resume/create`, {
    data: {
      resumeData: {
        personalInfo: { fullName: account.fullName, email: account.email, phone: '+1 555 0100', location: 'Lisbon, Portugal' },
        experience: [
          { company: 'Acme', position: 'Engineer', startDate: '2021-01', current: true, description: 'Ran the platform on Kubernetes' },
        ],
        skills: ['Go', 'Kubernetes'],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const applied = await page.request.post(`/api/jobs/${jobId}/applications`, {
    data: { resumeId: ((await created.json()) as { id: number }).id },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return { account, page };
}

/** The owner signed in on the Team tab of a named company with one open job (made through the API). */
async function openOwnersTeamTab(page: Page) {
  const owner = await createAccount(page.request, 'employer');
  await loginViaApi(page, owner, '/employer?tab=team');
  const { id: ownerId } = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  expect((await page.request.put(`/api/employer/${ownerId}/company`, { data: { name: COMPANY } })).status()).toBe(200);
  const job = await page.request.post(`/api/employer/${ownerId}/jobs`, {
    data: { title: JOB_TITLE, requiredSkills: ['Go', 'Kubernetes'], workplaceType: 'remote', status: 'open' },
  });
  expect(job.status(), await job.text()).toBe(201);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Team' })).toBeVisible();
  return ((await job.json()) as { id: number }).id;
}

/** The calendar invitation (METHOD:REQUEST) in the newest matching e-mail to the address, unfolded. */
async function readCalendarInvitation(email: string): Promise<string> {
  const mail = await readMail(email, (text) => (text.includes('BEGIN:VCALENDAR') && text.includes('METHOD:REQUEST') ? text : undefined));
  // Long calendar lines are folded (RFC 5545 §3.1).
  return mail.replace(/\r?\n[ \t]/g, '');
}

test('the owner invites a recruiter, who tags and moves two applicants at once, proposes times from a template, and the developer picks one', async ({
  page,
  browser,
}) => {
  test.slow();
  const jobId = await openOwnersTeamTab(page);
  const [ana, ben] = [await applyAsDeveloper(browser, jobId), await applyAsDeveloper(browser, jobId)];

  // The owner invites the recruiter.
  const recruiter = buildAccount('employer');
  await page.getByLabel('Work e-mail').fill(recruiter.email);
  await page.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: 'Recruiter' }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, 'Invitation Sent', `${recruiter.email} can join as recruiter within 7 days.`);

  // The recruiter opens the mailed link signed out, creates their account on it and joins.
  const link = await readMail(recruiter.email, (mail) => /https?:\/\/[^/\s]+(\/join\?token=[\w-]+)/.exec(mail)?.[1]);
  const theirs = await (await browser.newContext()).newPage();
  await theirs.goto(link);
  await expect(theirs.getByRole('heading', { name: `Join ${COMPANY}` })).toBeVisible();
  await theirs.getByLabel('Full Name').fill(recruiter.fullName);
  await theirs.getByLabel('Username').fill(recruiter.username);
  await theirs.getByRole('textbox', { name: 'Password' }).fill(recruiter.password);
  await theirs.getByRole('button', { name: 'Create account and join' }).click();
  await expectToast(theirs, 'Welcome to the Team', `You now hire with ${COMPANY}.`);

  // A message template for inviting to interviews, on the Team tab.
  await theirs.getByRole('button', { name: 'New template' }).click();
  const templateDialog = theirs.getByRole('dialog', { name: 'New template' });
  await templateDialog.getByLabel('Name').fill('Interview invitation');
  await templateDialog.getByRole('combobox', { name: 'Used for' }).click();
  await theirs.getByRole('option', { name: 'Conversation reply' }).click();
  await templateDialog
    .getByLabel('Text')
    .fill(
      'Hi {{firstName}}, the {{jobTitle}} team at {{company}} would like to meet you. Pick the time that suits you best. {{recruiterName}}',
    );
  await templateDialog.getByRole('button', { name: 'Save template' }).click();
  await expectToast(theirs, 'Template Saved', '“Interview invitation” is ready to use.');

  // On the job's pipeline (its own address): both applicants tagged, then moved to Interview at once.
  await theirs.goto(`/employer?tab=jobs&job=${jobId}`);
  const names = [ana.account.fullName, ben.account.fullName];
  for (const [index, name] of names.entries()) {
    const card = theirs.getByRole('article', { name, exact: true });
    await card.getByRole('button', { name: `Add tag to ${name}` }).click();
    await theirs.getByLabel(`Tag ${name}`).fill('Referral');
    if (index === 0) await expect(theirs.getByRole('button', { name: 'Create tag “Referral”' })).toBeVisible();
    await theirs.getByLabel(`Tag ${name}`).press('Enter');
    await expect(card.getByRole('list', { name: `Tags of ${name}` })).toContainText('Referral');
  }
  for (const name of names) await theirs.getByRole('checkbox', { name: `Select ${name}` }).check();
  const chosen = theirs.getByRole('region', { name: 'Chosen candidates' });
  await expect(chosen).toContainText('2 candidates chosen');
  await expectNoSeriousAxeViolations(theirs, 'pipeline with two chosen and tagged (light)');
  await chosen.getByRole('button', { name: 'Move chosen to…' }).click();
  await theirs.getByRole('menuitem', { name: 'Interview' }).click();
  await expectToast(theirs, 'Candidates Moved', '2 candidates moved to Interview, each told once.');
  const interviewColumn = theirs.getByRole('list', { name: 'Interview , 2 candidates' });
  for (const name of names) await expect(interviewColumn.getByRole('article', { name, exact: true })).toBeVisible();

  // Times proposed to Ana, the note from the template with every placeholder filled.
  const scheduleButton = theirs.getByRole('button', { name: `Schedule interview with ${ana.account.fullName}` });
  // Escape gives focus back to the button that opened the dialog.
  await scheduleButton.focus();
  await theirs.keyboard.press('Enter');
  await expect(theirs.getByRole('dialog')).toBeVisible();
  await waitForNewKeyListeners(theirs);
  await theirs.keyboard.press('Escape');
  await expect(theirs.getByRole('dialog')).toBeHidden();
  await expect(scheduleButton).toBeFocused();
  await scheduleButton.click();
  const schedule = theirs.getByRole('dialog', { name: `Schedule an interview with ${ana.account.fullName}` });
  await schedule.getByRole('button', { name: 'Use template' }).click();
  await theirs.getByRole('menuitem', { name: 'Interview invitation' }).click();
  const note = `Hi ${ana.account.fullName.split(' ')[0]}, the ${JOB_TITLE} team at ${COMPANY} would like to meet you. Pick the time that suits you best. ${recruiter.fullName}`;
  await expect(schedule.getByLabel('Note to the candidate (optional)')).toHaveValue(note);
  await expect(schedule.getByRole('status')).toHaveCount(0);
  await expectNoSeriousAxeViolations(theirs, 'schedule dialog from a template', '[role="dialog"]');
  await schedule.getByRole('button', { name: 'Send proposal' }).click();
  await expectToast(theirs, 'Times Proposed');

  // Ana reads the note on her Applications tab and picks the first time.
  await ana.page.goto('/applicant?tab=applications');
  const proposal = ana.page.getByRole('region', { name: `Interview for ${JOB_TITLE} at ${COMPANY}` });
  await expect(proposal).toContainText(note);
  await proposal
    .getByRole('button', { name: /^Pick this time/ })
    .first()
    .click();
  await expectToast(ana.page, 'Interview Scheduled');

  // Both the developer and the recruiter have the calendar invitation.
  for (const account of [ana.account, recruiter]) {
    const invitation = await readCalendarInvitation(account.email);
    expect(invitation).toContain('Content-Type: text/calendar');
    expect(invitation).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(invitation.toLowerCase()).toContain(`mailto:${ana.account.email}`);
  }

  // The owner's funnel shows the move: both applicants reached Interview.
  await page.goto('/employer?tab=analytics');
  const funnel = page.getByRole('table', { name: 'Funnel: applications that reached each stage' });
  await expect(funnel.getByRole('row', { name: /^Applied\b/ }).getByRole('cell')).toHaveText(['2', '—']);
  await expect(funnel.getByRole('row', { name: /^Interview\b/ }).getByRole('cell')).toHaveText(['2', '100%']);

  // The recruiter's pipeline in dark and at 375 px: the scheduled interview, the tags, no overflow.
  await theirs.emulateMedia({ colorScheme: 'dark' });
  await theirs.reload();
  await expect(interviewColumn.getByText('Interview:')).toBeVisible();
  await expectNoSeriousAxeViolations(theirs, 'pipeline with a scheduled interview (dark)');
  await theirs.setViewportSize({ width: 375, height: 800 });
  await expect(theirs.getByRole('article', { name: ben.account.fullName, exact: true })).toBeVisible();
  expect(await theirs.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(theirs, 'pipeline at 375 px (dark)');

  for (const context of [theirs, ana.page, ben.page].map((one) => one.context())) await context.close();
});
