/**
 * A hiring team end to end: the owner invites a recruiter from the Team tab; the recruiter opens the
 * mailed link signed out, creates their account on it and lands in the team, where the owner's job
 * is theirs too; the owner makes them a viewer, and the Jobs tab loses its editing controls for them;
 * the owner removes them. Axe in light and dark and at 375 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { buildAccount, createAccount, expectNoSeriousAxeViolations, expectToast, loginViaApi, logoutViaApi, readMail } from './fixtures.ts';

const INVITE_LINK = /https?:\/\/[^/\s]+(\/join\?token=[\w-]+)/;

/** An owner signed in on the Team tab, with a named company and one open job (made through the API). */
async function openTeamTab(page: Page) {
  const owner = await createAccount(page.request, 'employer');
  await loginViaApi(page, owner, '/employer?tab=team');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  expect((await page.request.put(`/api/employer/${me.id}/company`, { data: { name: 'Northwind Labs' } })).status()).toBe(200);
  const job = await page.request.post(`/api/employer/${me.id}/jobs`, { data: { title: 'Platform Engineer', status: 'open' } });
  expect(job.status(), await job.text()).toBe(201);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Team' })).toBeVisible();
  return { owner, ownerId: me.id };
}

async function invite(page: Page, email: string, role: 'Recruiter' | 'Viewer' | 'Owner') {
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: role }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, 'Invitation Sent', `${email} can join as ${role.toLowerCase()} within 7 days.`);
}

test('an owner invites a recruiter, who signs up on the link and shares the jobs; then a viewer without editing; then removed', async ({
  page,
  browser,
}) => {
  const { owner } = await openTeamTab(page);
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(1);
  const recruiter = buildAccount('employer');
  await invite(page, recruiter.email, 'Recruiter');
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending.getByRole('listitem', { name: recruiter.email })).toContainText(`Recruiter · invited by ${owner.fullName}`);

  // The recruiter, in a browser of their own, opens the mailed link signed out.
  const link = await readMail(recruiter.email, (mail) => INVITE_LINK.exec(mail)?.[1]);
  const theirs = await (await browser.newContext()).newPage();
  await theirs.goto(link);
  await expect(theirs.getByRole('heading', { name: 'Join Northwind Labs' })).toBeVisible();
  await expect(theirs.getByText(`${owner.fullName} invited you to hire with Northwind Labs on DevMatch as recruiter.`)).toBeVisible();
  await expect(theirs.getByLabel('Email')).toHaveValue(recruiter.email);
  await theirs.getByLabel('Full Name').fill(recruiter.fullName);
  await theirs.getByLabel('Username').fill(recruiter.username);
  await theirs.getByRole('textbox', { name: 'Password' }).fill(recruiter.password);
  await theirs.getByRole('button', { name: 'Create account and join' }).click();
  await expectToast(theirs, 'Welcome to the Team', 'You now hire with Northwind Labs.');
  await expect(theirs).toHaveURL(/\/employer\?tab=team$/);
  const members = theirs.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(members.getByRole('listitem', { name: recruiter.fullName })).toContainText('Recruiter');
  // The link worked once, and the address it reached is confirmed: no banner asks for it.
  await expect(theirs.getByText('Verify your e-mail address', { exact: false })).toHaveCount(0);

  // The owner's job is the recruiter's too, with its editing controls.
  await theirs.getByRole('tab', { name: 'Jobs' }).click();
  const jobCard = theirs.getByRole('article', { name: 'Platform Engineer' });
  await expect(jobCard).toBeVisible();
  await expect(jobCard.getByRole('button', { name: /Edit/ })).toBeVisible();

  // The owner makes them a viewer: the Jobs tab reads only.
  await page.reload();
  const row = page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: recruiter.fullName });
  await row.getByRole('combobox', { name: `Role of ${recruiter.fullName}` }).click();
  await page.getByRole('option', { name: 'Viewer' }).click();
  await expectToast(page, 'Role Changed', `${recruiter.fullName} is now viewer.`);
  await theirs.reload();
  await expect(theirs.getByRole('article', { name: 'Platform Engineer' })).toBeVisible();
  await expect(theirs.getByRole('article', { name: 'Platform Engineer' }).getByRole('button', { name: /Edit/ })).toHaveCount(0);

  // Removed, they keep their account in a company of their own.
  await row.getByRole('button', { name: `Remove ${recruiter.fullName}` }).click();
  await page
    .getByRole('dialog', { name: `Remove ${recruiter.fullName}?` })
    .getByRole('button', { name: 'Remove member' })
    .click();
  await expectToast(page, 'Member Removed', `${recruiter.fullName} no longer has access.`);
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(1);
  await theirs.reload();
  await expect(theirs.getByRole('article', { name: 'Platform Engineer' })).toHaveCount(0);
  await theirs.context().close();
});

test('a used or unknown invitation link says why, and a signed-in stranger is told whose it is', async ({ page }) => {
  await page.goto('/join?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'Invitation Unavailable' })).toBeVisible();
  await expect(page.getByText('This invitation link is not valid.')).toBeVisible();

  await openTeamTab(page);
  const invitee = buildAccount('employer');
  await invite(page, invitee.email, 'Viewer');
  const link = await readMail(invitee.email, (mail) => INVITE_LINK.exec(mail)?.[1]);
  await page.goto(link);
  await expect(page.getByText(`This invitation was sent to ${invitee.email}`, { exact: false })).toBeVisible();
  await logoutViaApi(page);
  await page.goto(link);
  await expect(page.getByRole('link', { name: 'Sign in to join' })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the Team tab and the join screen have no serious accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openTeamTab(page);
    const invitee = buildAccount('employer');
    await invite(page, invitee.email, 'Recruiter');
    await expectNoSeriousAxeViolations(page, `Team tab (${scheme})`);
    const link = await readMail(invitee.email, (mail) => INVITE_LINK.exec(mail)?.[1]);
    await logoutViaApi(page);
    await page.goto(link);
    await expect(page.getByRole('button', { name: 'Create account and join' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `join screen (${scheme})`);
  });
}

test('at 375 px the Team tab and the join screen fit the width and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTeamTab(page);
  const invitee = buildAccount('employer');
  await invite(page, invitee.email, 'Recruiter');
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await scrollWidth()).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page, 'Team tab at 375 px');
  const link = await readMail(invitee.email, (mail) => INVITE_LINK.exec(mail)?.[1]);
  await logoutViaApi(page);
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Create account and join' })).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page, 'join screen at 375 px');
});
