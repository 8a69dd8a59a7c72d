import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createTestImage } from '../factories/images.ts';
import {
  createAccount,
  expectNoSeriousAxeViolations,
  expectToast,
  generateResumeInBuilder,
  loginViaApi,
  readVerifyLinkPath,
} from './fixtures.ts';

// Word fixtures shared by the team, addressed from the repo root (Playwright's working directory).
const RESUME_FIXTURES = 'tests/fixtures/resumes';
const FULLSTACK_DOCX = `${RESUME_FIXTURES}/fullstack-engineer-strong.docx`;
const JUNIOR_DOCX = `${RESUME_FIXTURES}/junior-developer-entry-level.docx`;
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function getSessionUserId(page: Page): Promise<number> {
  const response = await page.request.get('/api/auth/me');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

async function uploadResumeViaApi(page: Page, userId: number, path: string): Promise<{ id: number; fileName: string }> {
  const response = await page.request.post(`/api/applicant/${userId}/resume`, {
    multipart: { resume: { name: path.split('/').pop()!, mimeType: DOCX_MIME, buffer: readFileSync(path) } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; fileName: string };
}

async function signInDeveloper(page: Page) {
  const developer = await createAccount(page.request, 'developer');
  await loginViaApi(page, developer, '/applicant');
  await expect(page.getByRole('heading', { level: 1, name: 'Build Your Perfect Resume with AI' })).toBeVisible();
  return { developer, userId: await getSessionUserId(page) };
}

const completionBar = (page: Page) => page.getByRole('progressbar', { name: 'Profile completion' });
const resumeManager = (page: Page) => page.getByRole('list', { name: 'Your resumes' });
const resumeCard = (page: Page, fileName: string) => resumeManager(page).getByRole('listitem').filter({ hasText: fileName });

test('editing the profile saves both parts, updates the header and raises the completion', async ({ page }) => {
  const { developer } = await signInDeveloper(page);
  // A new account has its full name and location (from sign-up): 2 of 10 items.
  await expect(completionBar(page)).toHaveAttribute('aria-valuenow', '20');
  const profileCard = page.getByRole('region', { name: 'Your profile' });
  // The (hidden) resume builder has fields with the same labels: look inside the profile form only.
  const form = page.getByRole('form', { name: 'Edit profile' });
  await expect(profileCard.getByRole('heading', { name: developer.fullName })).toBeVisible();
  await expect(profileCard.getByText('Developer', { exact: true })).toBeVisible();

  // Cancel restores the loaded values.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await form.getByLabel('Job Title').fill('Should not stick');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(form.getByLabel('Job Title')).toHaveValue('');

  // A bad salary range is caught beside its field before anything is sent.
  await form.getByLabel('Salary min').fill('90000');
  await form.getByLabel('Salary max').fill('50000');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Update Failed', 'Minimum salary cannot be higher than maximum salary');
  await expect(form.getByLabel('Salary min')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Full Name').fill('Robin Rewritten');
  await form.getByLabel('Phone').fill('+1 512 555 0199');
  await form.getByLabel('Job Title').fill('Backend Engineer');
  await form.getByLabel('Professional Summary').fill('I build reliable APIs.');
  await form.getByLabel('Skills (comma separated)').fill(' Go, , PostgreSQL ,Kubernetes,');
  await form.getByRole('combobox', { name: 'Availability' }).click();
  await page.getByRole('option', { name: 'Actively looking' }).click();
  await form.getByLabel('Salary max').fill('120000');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expectToast(page, 'Profile Updated');
  // Name, phone, location, job title, summary, skills: 6 of 10.
  await expect(completionBar(page)).toHaveAttribute('aria-valuenow', '60');
  await expect(profileCard.getByRole('heading', { name: 'Robin Rewritten' })).toBeVisible();
  await expect(profileCard.getByText('Backend Engineer')).toBeVisible();
  // Shown in the country's format.
  await expect(profileCard.getByText('+1 (512) 555-0199')).toBeVisible();
  for (const skill of ['Go', 'PostgreSQL', 'Kubernetes']) await expect(profileCard.getByText(skill, { exact: true })).toBeVisible();
  await expect(profileCard.getByText('Actively looking')).toBeVisible();
  // The session user (header) follows the new name at once.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Robin Rewritten')).toBeVisible();

  await page.reload();
  await expect(completionBar(page)).toHaveAttribute('aria-valuenow', '60');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(form.getByLabel('Skills (comma separated)')).toHaveValue('Go, PostgreSQL, Kubernetes');
  await expect(form.getByLabel('Salary min')).toHaveValue('90000');
});

test('changing the email asks for the current password, and saving with it works', async ({ page }) => {
  const { developer } = await signInDeveloper(page);
  const profileCard = page.getByRole('region', { name: 'Your profile' });
  const form = page.getByRole('form', { name: 'Edit profile' });
  const currentPassword = form.getByLabel('Current password');
  const newEmail = `moved-${developer.email}`;

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(form.getByLabel('Email')).toHaveValue(developer.email);
  await expect(currentPassword).toHaveCount(0);
  await form.getByLabel('Email').fill(newEmail);
  await expect(currentPassword).toBeVisible();
  await expect(currentPassword).toHaveAttribute('type', 'password');
  await expect(currentPassword).toHaveAccessibleDescription('Confirm the new email with the password you sign in with.');
  // The saved address in other letters is no change: no password needed.
  await form.getByLabel('Email').fill(developer.email.toUpperCase());
  await expect(currentPassword).toHaveCount(0);

  await form.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Update Failed', 'Enter your current password to change your email.');
  await currentPassword.fill('not-my-password');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Update Failed', 'Your current password is incorrect.');

  await currentPassword.fill(developer.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile Updated', `To change your email, open the link we sent to ${newEmail}.`);
  // Until the new address is confirmed, the account keeps the old one.
  await expect(profileCard.getByText(developer.email, { exact: true })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Email confirmation' });
  await expect(banner).toContainText(`Confirm your new email address: we sent a link to ${newEmail}.`);

  await page.goto(await readVerifyLinkPath(newEmail));
  await expect(page.getByRole('heading', { name: 'Email Address Changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Your Dashboard' }).click();
  await expect(profileCard.getByText(newEmail)).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.request.post('/api/auth/logout');
  expect((await page.request.post('/api/auth/login', { data: { email: newEmail, password: developer.password } })).status()).toBe(200);
});

test('the profile picture menu uploads and removes a picture, and the header avatar follows', async ({ page }) => {
  await signInDeveloper(page);
  const headerAvatar = page.getByRole('navigation', { name: 'Main' }).locator('[data-slot="avatar"] img');
  await expect(headerAvatar).toHaveCount(0);

  // Checked in the browser before anything is sent.
  await page.getByLabel('Profile picture file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expectToast(page, 'Invalid Image', 'Image must be JPEG, PNG, GIF, or WebP format');
  await page
    .getByLabel('Profile picture file')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5_242_880 + 1) });
  await expectToast(page, 'Invalid Image', 'Image size must be less than 5MB');

  await page.getByRole('button', { name: 'Change profile picture' }).click();
  const chooserPromise = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Upload picture' }).click();
  const chooser = await chooserPromise;
  await chooser.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await createTestImage('png', { width: 120, height: 90 }) });

  await expectToast(page, 'Profile Picture Updated');
  await expect(headerAvatar).toBeVisible();
  await expect(headerAvatar).toHaveAttribute('src', /profile-picture/);
  // A picture counts toward completion: name, location, picture.
  await expect(completionBar(page)).toHaveAttribute('aria-valuenow', '30');

  await page.getByRole('button', { name: 'Change profile picture' }).click();
  await page.getByRole('menuitem', { name: 'Remove picture' }).click();
  await expectToast(page, 'Profile Picture Removed');
  await expect(headerAvatar).toHaveCount(0);
  await expect(completionBar(page)).toHaveAttribute('aria-valuenow', '20');
});

test('resumes upload by drag and drop and by the file picker; a PDF is refused; feature and delete', async ({ page }) => {
  await signInDeveloper(page);
  await expect(page.getByText('No resumes yet')).toBeVisible();
  const quotaUsage = (resumes: number) => page.getByText(new RegExp(`^${resumes} of 100 resumes, [\\d.]+ (B|KB) of 100 MB used$`));
  await expect(quotaUsage(0)).toBeVisible();

  // Drag and drop: a real drop event carrying a File built in the page from the fixture's bytes.
  const bytes = readFileSync(FULLSTACK_DOCX).toString('base64');
  await page.getByTestId('resume-drop-zone').evaluate(
    (zone, { base64, mime }) => {
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], 'fullstack-engineer-strong.docx', { type: mime }));
      transfer.items.add(new File(['ignored'], 'second-file.docx', { type: mime }));
      for (const type of ['dragenter', 'dragover', 'drop']) {
        zone.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
      }
    },
    { base64: bytes, mime: DOCX_MIME },
  );
  await expectToast(page, 'Resume uploaded successfully');
  await expect(resumeCard(page, 'fullstack-engineer-strong.docx')).toBeVisible();
  // Only the first dropped file is used.
  await expect(resumeManager(page).getByRole('listitem')).toHaveCount(1);
  // The first resume is the featured one.
  await expect(resumeCard(page, 'fullstack-engineer-strong.docx').getByText('Featured')).toBeVisible();

  // The zone's Browse button opens the file picker from the keyboard too.
  const chooserPromise = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Browse files' }).focus();
  await page.keyboard.press('Enter');
  expect((await chooserPromise).isMultiple()).toBe(false);
  await page.getByLabel('Resume file').setInputFiles(JUNIOR_DOCX);
  await expectToast(page, 'Resume uploaded successfully');
  await expect(resumeManager(page).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Summary' }).getByText('2', { exact: true })).toBeVisible();
  await expect(quotaUsage(2)).toBeVisible();

  await page
    .getByLabel('Resume file')
    .setInputFiles({ name: 'resume.pages', mimeType: 'application/octet-stream', buffer: Buffer.from('PK') });
  await expectToast(page, 'Invalid file type', 'Please upload a Microsoft Word document (.doc or .docx) or a PDF.');
  await page
    .getByLabel('Resume file')
    .setInputFiles({ name: 'huge.docx', mimeType: DOCX_MIME, buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expectToast(page, 'File too large', 'Please upload a file smaller than 10MB.');
  // Named .docx but not a Word file: the server refuses it and says why.
  await page.getByLabel('Resume file').setInputFiles({ name: 'fake.docx', mimeType: DOCX_MIME, buffer: Buffer.from('not a word file') });
  await expectToast(page, 'Upload failed', 'Please upload a Microsoft Word document (.doc or .docx) or a PDF.');
  await expect(resumeManager(page).getByRole('listitem')).toHaveCount(2);

  const junior = resumeCard(page, 'junior-developer-entry-level.docx');
  await junior.getByRole('button', { name: /^Feature/ }).click();
  await expectToast(page, 'Primary resume updated', 'This resume will now be featured to employers.');
  await expect(junior.getByText('Featured')).toBeVisible();
  await expect(resumeCard(page, 'fullstack-engineer-strong.docx').getByText('Featured')).toHaveCount(0);
  await expect(junior.getByRole('button', { name: /^Feature/ })).toHaveCount(0);

  // Delete acts at once.
  const fullstack = resumeCard(page, 'fullstack-engineer-strong.docx');
  await fullstack.getByRole('button', { name: /^Delete/ }).click();
  await expectToast(page, 'Resume deleted');
  await expect(resumeManager(page).getByRole('listitem')).toHaveCount(1);
  await expect(fullstack).toHaveCount(0);
  await expect(quotaUsage(1)).toBeVisible();

  // View opens the resume page.
  await junior.getByRole('link', { name: /^View/ }).click();
  await expect(page).toHaveURL(/\/resume\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'junior-developer-entry-level.docx' })).toBeVisible();
});

test('Analyze and ?tab=analysis&resume={id} select a resume and show its analysis panel', async ({ page }) => {
  const { userId } = await signInDeveloper(page);
  const first = await uploadResumeViaApi(page, userId, FULLSTACK_DOCX);
  const second = await uploadResumeViaApi(page, userId, JUNIOR_DOCX);

  // Someone else's tab choice must not win over the link.
  await page.evaluate(() => localStorage.setItem('applicantDashboardTab', 'learning'));
  await page.goto(`/applicant?tab=analysis&resume=${second.id}`);
  const panel = page.getByRole('region', { name: second.fileName });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'AI analysis' })).toBeVisible();
  await expect(panel).toBeFocused();
  await expect(page.getByRole('radio', { name: new RegExp(second.fileName) })).toBeChecked();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  // The link has done its job: a reload is an ordinary visit.
  await expect(page).toHaveURL(/\/applicant\?tab=overview$/);

  // Without a choice the featured (first) resume is shown; Analyze in the manager switches.
  await page.getByRole('radio', { name: new RegExp(first.fileName) }).check();
  await expect(page.getByRole('region', { name: first.fileName })).toBeVisible();
  await resumeCard(page, second.fileName)
    .getByRole('button', { name: /^Analyze/ })
    .click();
  await expect(page.getByRole('region', { name: second.fileName })).toBeFocused();
});

test('a resume generated in the builder opens on the Overview, selected', async ({ page }) => {
  const { userId } = await signInDeveloper(page);
  await uploadResumeViaApi(page, userId, FULLSTACK_DOCX);
  const resume = await generateResumeInBuilder(page);

  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  // Not the featured upload: the new one.
  await expect(page.getByRole('region', { name: resume.title })).toBeFocused();
  await expect(resumeManager(page).getByRole('listitem')).toHaveCount(2);
});

test('the selected tab survives a reload, and each tab shows its content', async ({ page }) => {
  await signInDeveloper(page);
  await page.getByRole('tab', { name: 'Learning' }).click();
  await expect(page.getByRole('tab', { name: 'Learning' })).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Learning' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'false');

  // Keyboard: arrows move between tabs.
  await page.getByRole('tab', { name: 'Learning' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Developer Insights' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Resume Builder' })).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Resume Builder' })).toHaveAttribute('aria-selected', 'true');
});

test('each tab has its own address: Back and Forward step between tabs, and an address wins over the remembered tab', async ({ page }) => {
  await signInDeveloper(page);
  const tab = (name: string) => page.getByRole('tab', { name });
  await tab('Learning').click();
  await expect(page).toHaveURL(/\/applicant\?tab=learning$/);
  await tab('Applications').click();
  await expect(page).toHaveURL(/\/applicant\?tab=applications$/);
  await page.goBack();
  await expect(tab('Learning')).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(tab('Applications')).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(tab('Applications')).toHaveAttribute('aria-selected', 'true');

  // Remembered: Applications; the address sent asks for Developer Insights, and wins.
  await page.goto('/applicant?tab=insights');
  await expect(tab('Developer Insights')).toHaveAttribute('aria-selected', 'true');
  // A plain visit opens the tab last seen.
  await page.goto('/applicant');
  await expect(tab('Developer Insights')).toHaveAttribute('aria-selected', 'true');
});

test('at 375 px no tab of the dashboard scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { userId } = await signInDeveloper(page);
  await uploadResumeViaApi(page, userId, FULLSTACK_DOCX);
  await page.reload();
  await expect(resumeManager(page).getByRole('listitem')).toHaveCount(1);
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await scrollWidth()).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  expect(await scrollWidth()).toBeLessThanOrEqual(375);
  for (const tab of ['Resume Builder', 'Developer Insights', 'Learning']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(await scrollWidth(), tab).toBeLessThanOrEqual(375);
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`the overview has no serious accessibility violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const { userId } = await signInDeveloper(page);
    await uploadResumeViaApi(page, userId, FULLSTACK_DOCX);
    await uploadResumeViaApi(page, userId, JUNIOR_DOCX);
    await page.reload();
    await expect(resumeManager(page).getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousAxeViolations(page, 'overview');
    await page.getByRole('button', { name: 'Change profile picture' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    // Only the open menu: Radix hides the rest of the page from assistive technology while it is open.
    await expectNoSeriousAxeViolations(page, 'picture menu', '[role="menu"]');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expectNoSeriousAxeViolations(page, 'profile form');
  });
}
