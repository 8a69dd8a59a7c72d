/**
 * Conversations (issue 26): the employer writes from the candidate page, the developer answers in
 * Messages, and the employer's open thread and bell show the answer with no reload; the developer
 * declines, archives and blocks; the Messages screen at 375 px.
 */
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

type TDeveloper = { account: TTestAccount; userId: number; applicantId: number };

/** A developer whose profile employers can find. */
async function seedDeveloper(request: APIRequestContext): Promise<TDeveloper> {
  const account = await createAccount(request, 'developer');
  await request.post('/api/auth/login', { data: account });
  const me = (await (await request.get('/api/auth/me')).json()) as { id: number };
  const { profile } = (await (await request.get(`/api/applicant/profile/${me.id}`)).json()) as { profile: { id: number } };
  const patched = await request.patch(`/api/applicant/profile/${profile.id}`, {
    data: { jobTitle: 'Backend Engineer', skills: ['Go', 'PostgreSQL'], experienceLevel: 'senior' },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  await request.post('/api/auth/logout');
  return { account, userId: me.id, applicantId: profile.id };
}

async function openSignedIn(browser: Browser, account: TTestAccount, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginViaApi(page, account, path);
  return page;
}

/** The employer's message to the developer, through the API: for tests about the developer's side. */
async function contactOverApi(page: Page, developer: TDeveloper, message: string): Promise<number> {
  const response = await page.request.post('/api/employer/contact', {
    data: { candidateId: developer.applicantId, subject: 'A platform role', message },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { conversationId: number }).conversationId;
}

test('the employer writes, the developer answers in Messages, and the employer sees it live in the thread and the bell', async ({
  browser,
}) => {
  test.slow();
  const developer = await seedDeveloper((await browser.newContext()).request);
  const employerAccount = await createAccount((await browser.newContext()).request, 'employer');

  // The employer writes from the candidate page and follows the conversation.
  const employerPage = await openSignedIn(browser, employerAccount, `/candidate/${developer.userId}`);
  await employerPage.getByRole('button', { name: 'Contact' }).first().click();
  const dialog = employerPage.getByRole('dialog');
  await dialog.getByLabel('Message').fill('Hello! Would you like to talk about our platform team? https://example.com/team');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(employerPage, 'Message Sent');
  await employerPage.getByRole('link', { name: /^Contacted on / }).click();
  await expect(employerPage).toHaveURL(/\/messages\/\d+$/);
  const employerThread = employerPage.getByRole('region', { name: `Messages with ${developer.account.fullName}` });
  await expect(employerThread.getByText('Hello! Would you like to talk about our platform team?')).toBeVisible();
  await expect(employerThread.getByRole('link', { name: 'https://example.com/team' })).toHaveAttribute('rel', /noopener/);
  await expectNoSeriousAxeViolations(employerPage, 'employer thread');

  // The developer opens Messages from the header and answers.
  const developerPage = await openSignedIn(browser, developer.account, '/applicant');
  await developerPage.getByRole('banner').getByRole('link', { name: 'Messages, 1 unread' }).click();
  await developerPage
    .getByRole('list', { name: 'Inbox conversations' })
    .getByRole('link', { name: new RegExp(employerAccount.fullName) })
    .click();
  const developerThread = developerPage.getByRole('region', { name: `Messages with ${employerAccount.fullName}` });
  await expect(developerThread.getByText('Hello! Would you like to talk about our platform team?')).toBeVisible();
  await expect(developerPage.getByRole('banner').getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  const replyBox = developerPage.getByRole('textbox', { name: 'Reply' });
  await replyBox.fill('Yes, gladly.\nTuesday afternoon works for me.');
  await developerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(replyBox).toHaveValue('');
  await expect(developerThread.getByText('Tuesday afternoon works for me.')).toBeVisible();
  await expectNoSeriousAxeViolations(developerPage, 'developer thread');

  // With no reload, the employer's open thread shows the answer, and the bell counts it.
  await expect(employerThread.getByText('Tuesday afternoon works for me.')).toBeVisible({ timeout: 10_000 });
  await expect(developerThread.getByText('Seen')).toBeVisible({ timeout: 10_000 });
  // The employer has the thread open: reading it leaves nothing unread in the bell.
  await expect(employerPage.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Sending the same text again within a minute is refused with a message.
  await replyBox.fill('Yes, gladly.\nTuesday afternoon works for me.');
  await developerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expectToast(developerPage, 'Message Not Sent', 'You sent this message less than a minute ago.');
});

test('the bell tells an employer of an answer while they are elsewhere, and opens the thread', async ({ browser }) => {
  const developer = await seedDeveloper((await browser.newContext()).request);
  const employerAccount = await createAccount((await browser.newContext()).request, 'employer');
  const employerPage = await openSignedIn(browser, employerAccount, '/employer');
  const conversationId = await contactOverApi(employerPage, developer, 'Are you open to a new role?');

  const developerPage = await openSignedIn(browser, developer.account, `/messages/${conversationId}`);
  await developerPage.getByRole('textbox', { name: 'Reply' }).fill('Tell me more!');
  await developerPage.getByRole('button', { name: 'Send', exact: true }).click();

  const bell = employerPage.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 10_000 });
  await expect(employerPage.getByRole('banner').getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  await bell.click();
  await employerPage
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`${developer.account.fullName} replied`) })
    .click();
  await expect(employerPage).toHaveURL(new RegExp(`/messages/${conversationId}$`));
  await expect(
    employerPage.getByRole('region', { name: `Messages with ${developer.account.fullName}` }).getByText('Tell me more!'),
  ).toBeVisible();
});

test('the developer declines politely, archives, and blocks an employer, who is only told they are not accepting messages', async ({
  browser,
}) => {
  const developer = await seedDeveloper((await browser.newContext()).request);
  const employerAccount = await createAccount((await browser.newContext()).request, 'employer');
  const employerPage = await openSignedIn(browser, employerAccount, '/employer');
  const conversationId = await contactOverApi(employerPage, developer, 'We have a role for you.');

  const page = await openSignedIn(browser, developer.account, `/messages/${conversationId}`);
  const actions = page.getByRole('group', { name: 'Conversation actions' });
  await actions.getByRole('button', { name: 'Decline politely' }).click();
  const declineDialog = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Decline politely?' }));
  await expect(declineDialog).toContainText("I'm not looking to move at the moment");
  await declineDialog.getByRole('button', { name: 'Send decline' }).click();
  await expect(
    page.getByRole('region', { name: `Messages with ${employerAccount.fullName}` }).getByText(/I'm not looking to move/),
  ).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Decline politely' })).toBeHidden();

  await actions.getByRole('button', { name: 'Archive' }).click();
  await expect(actions.getByRole('button', { name: 'Move to inbox' })).toBeVisible();
  await page.goto('/messages');
  await expect(page.getByText('No messages yet. When an employer writes to you, the conversation appears here.')).toBeVisible();
  await page.getByRole('tab', { name: 'Archived' }).click();
  await page
    .getByRole('list', { name: 'Archived conversations' })
    .getByRole('link', { name: new RegExp(employerAccount.fullName) })
    .click();

  await actions.getByRole('button', { name: 'Block' }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog', { name: /^Block / }))
    .getByRole('button', { name: 'Block' })
    .click();
  await expect(page.getByText(`You blocked ${employerAccount.fullName}. Unblock them to reply.`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reply' })).toBeHidden();

  const refused = await employerPage.request.post(`/api/conversations/${conversationId}/messages`, { data: { body: 'Hello?' } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ message: 'This candidate is not accepting messages.' });
  await employerPage.goto(`/messages/${conversationId}`);
  await expect(employerPage.getByText('This candidate is not accepting messages.')).toBeVisible();
  await expect(employerPage.getByRole('textbox', { name: 'Reply' })).toBeHidden();
});

test('Messages at 375 px: the list, then the thread with a way back', async ({ browser }) => {
  const developer = await seedDeveloper((await browser.newContext()).request);
  const employerAccount = await createAccount((await browser.newContext()).request, 'employer');
  const employerPage = await openSignedIn(browser, employerAccount, '/employer');
  await contactOverApi(employerPage, developer, 'A short hello for the small screen.');

  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await loginViaApi(page, developer.account, '/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await page
    .getByRole('list', { name: 'Inbox conversations' })
    .getByRole('link', { name: new RegExp(employerAccount.fullName) })
    .click();
  await expect(
    page.getByRole('region', { name: `Messages with ${employerAccount.fullName}` }).getByText('A short hello for the small screen.'),
  ).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page, 'thread at 375 px');
  await page.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(page.getByRole('list', { name: 'Inbox conversations' })).toBeVisible();
});

test("the e-mail's link to a thread asks a signed-out developer to sign in, then opens the thread", async ({ browser, page }) => {
  const developer = await seedDeveloper((await browser.newContext()).request);
  const employerAccount = await createAccount((await browser.newContext()).request, 'employer');
  const employerPage = await openSignedIn(browser, employerAccount, '/employer');
  const conversationId = await contactOverApi(employerPage, developer, 'Do you have time for a call?');
  const link = await readMail(developer.account.email, (mail) => mail.match(/https?:\/\/\S+\/messages\/\d+/)?.[0]);
  expect(link).toMatch(new RegExp(`/messages/${conversationId}$`));

  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fmessages%2F${conversationId}$`));
  await page.getByLabel('Email').fill(developer.account.email);
  await page.getByLabel('Password', { exact: true }).fill(developer.account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/${conversationId}$`));
  await expect(
    page.getByRole('region', { name: `Messages with ${employerAccount.fullName}` }).getByText('Do you have time for a call?'),
  ).toBeVisible();
});

test('a colleague read the answer first: opening the thread still clears the writer’s bell', async ({ browser }) => {
  const developer = await seedDeveloper((await browser.newContext()).request);
  const ownerAccount = await createAccount((await browser.newContext()).request, 'employer');
  const ownerPage = await openSignedIn(browser, ownerAccount, '/employer');
  const { id: ownerId } = (await (await ownerPage.request.get('/api/auth/me')).json()) as { id: number };
  expect((await ownerPage.request.put(`/api/employer/${ownerId}/company`, { data: { name: 'Northwind Labs' } })).status()).toBe(200);
  const colleague = buildAccount('employer');
  const invited = await ownerPage.request.post(`/api/employer/${ownerId}/team/invitations`, {
    data: { email: colleague.email, role: 'recruiter' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = await readMail(colleague.email, (mail) => /\/join\?token=([\w-]+)/.exec(mail)?.[1]);
  const colleaguePage = await (await browser.newContext()).newPage();
  await registerViaApi(colleaguePage.request, colleague);
  expect((await colleaguePage.request.post(`/api/invitations/${token}/accept`)).status()).toBe(200);

  // The owner writes; the developer answers, which goes to the owner's bell.
  const conversationId = await contactOverApi(ownerPage, developer, 'Are you open to a new role?');
  const developerPage = await openSignedIn(browser, developer.account, `/messages/${conversationId}`);
  await developerPage.getByRole('textbox', { name: 'Reply' }).fill('Tell me more!');
  await developerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(developerPage.getByRole('region', { name: /^Messages with / }).getByText('Tell me more!')).toBeVisible();

  // The colleague reads it for the team first.
  await colleaguePage.goto(`/messages/${conversationId}`);
  await expect(
    colleaguePage.getByRole('region', { name: `Messages with ${developer.account.fullName}` }).getByText('Tell me more!'),
  ).toBeVisible();
  await expect(colleaguePage.getByRole('banner').getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  // The owner opens the thread from the list: the news in their bell is read with it.
  await ownerPage.goto('/employer');
  await expect(ownerPage.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await ownerPage.goto(`/messages/${conversationId}`);
  await expect(
    ownerPage.getByRole('region', { name: `Messages with ${developer.account.fullName}` }).getByText('Tell me more!'),
  ).toBeVisible();
  await expect(ownerPage.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
