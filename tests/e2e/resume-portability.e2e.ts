import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { WRITTEN_CONTACT_DETAILS } from '../factories/written-contact-details.ts';
import { createAccount, expectNoSeriousAxeViolations, expectToast, generateResumeInBuilder, loginViaApi } from './fixtures.ts';

const SAMPLE_JSON_RESUME = 'node_modules/@jsonresume/schema/sample.resume.json';

/** A new developer signed in on the dashboard, with the account's id. */
async function signInDeveloper(page: Page) {
  const developer = await createAccount(page.request, 'developer');
  await loginViaApi(page, developer, '/applicant');
  await expect(page.getByRole('heading', { level: 1, name: 'Build Your Perfect Resume with AI' })).toBeVisible();
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  return { developer, userId: me.id };
}

const shareDialog = (page: Page) => page.getByRole('dialog', { name: 'Share your resume' });

test('build a resume, download its PDF, publish it, open the link signed out, unpublish it', async ({ page, browser }) => {
  const { developer } = await signInDeveloper(page);
  const resume = await generateResumeInBuilder(page);
  await page.goto(`/resume/${resume.id}`);

  // The PDF: text an ATS can read.
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'A4' }).click();
  const pdfFile = await downloading;
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync((await pdfFile.path())!)));
  const pdfText = (await extractText(pdf, { mergePages: true })).text;
  expect(pdfText).toContain(developer.fullName);
  expect(pdfText).toContain('Austin, TX');

  // Publish, noindex and without contact details by default.
  await page.getByRole('button', { name: 'Public link' }).click();
  await shareDialog(page).getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Resume Published');
  const linkUrl = await shareDialog(page).getByRole('textbox', { name: 'Your public link' }).inputValue();
  expect(linkUrl).toMatch(/\/r\/[0-9a-f]{20}$/);
  await expect(shareDialog(page).getByText('0 views and 0 downloads in the last 30 days')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'share dialog', '[role="dialog"]');
  await shareDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: /^Public link\s*Public$/ })).toBeVisible();

  // Anyone opens it: no account, no e-mail or phone, noindex.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const path = new URL(linkUrl).pathname;
  const pageResponse = await visitorPage.goto(path);
  expect(pageResponse!.headers()['x-robots-tag']).toBe('noindex');
  await expect(visitorPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(visitorPage.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(developer.fullName));
  const sheet = visitorPage.locator('[data-slot="markdown-content"]');
  await expect(sheet.getByRole('heading', { name: developer.fullName })).toBeVisible();
  await expect(sheet).toContainText('Austin, TX');
  await expect(sheet).not.toContainText(developer.email);
  await expect(sheet).not.toContainText('555-0142');
  await expect(visitorPage.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoSeriousAxeViolations(visitorPage, 'public resume page');
  // The visitor's PDF has no contact details either.
  await visitorPage.getByRole('button', { name: 'Download PDF' }).click();
  const visitorDownload = visitorPage.waitForEvent('download');
  await visitorPage.getByRole('menuitem', { name: 'US Letter' }).click();
  const visitorPdf = await getDocumentProxy(new Uint8Array(readFileSync((await (await visitorDownload).path())!)));
  expect((await extractText(visitorPdf, { mergePages: true })).text).not.toContain(developer.email);

  // The owner sees the visit and the download, counted once.
  await visitorPage.reload();
  await page.reload();
  await page.getByRole('button', { name: /Public link/ }).click();
  await expect(shareDialog(page).getByText('1 view and 1 download in the last 30 days')).toBeVisible();

  // Unpublished: the link is gone.
  await shareDialog(page).getByRole('button', { name: 'Unpublish' }).click();
  await expectToast(page, 'Resume Unpublished');
  const gone = await visitorPage.goto(path);
  expect(gone!.status()).toBe(404);
  await expect(visitorPage.getByRole('heading', { name: 'Resume Not Found' })).toBeVisible();
  await visitor.close();
});

test('a visitor sees no phone number or e-mail address, however the resume writes them', async ({ page, browser }) => {
  const { developer } = await signInDeveloper(page);
  const resume = await generateResumeInBuilder(page);
  const text = [
    `# ${developer.fullName}`,
    'Senior Backend Engineer',
    `Munich, Germany | ${WRITTEN_CONTACT_DETAILS.slice(0, 10).join(' | ')} | github.com/devprobe`,
    '',
    '## Summary',
    ...WRITTEN_CONTACT_DETAILS.map((detail) => `Reach me at ${detail} after 6 pm.`),
    '',
    '## Experience',
    '### Senior Engineer — Acme',
    '*2019 – 2023*',
    '- Served 1,250,000 users and 12000000 requests a day; led ISO 27001',
  ].join('\n');
  expect((await page.request.patch(`/api/resume/${resume.id}`, { data: { fileContent: text } })).ok()).toBe(true);
  await page.goto(`/resume/${resume.id}`);
  await page.getByRole('button', { name: 'Public link' }).click();
  await shareDialog(page).getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Resume Published');
  const linkUrl = await shareDialog(page).getByRole('textbox', { name: 'Your public link' }).inputValue();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(new URL(linkUrl).pathname);
  const sheet = visitorPage.locator('[data-slot="markdown-content"]');
  await expect(sheet.getByRole('heading', { name: developer.fullName })).toBeVisible();
  await expect(sheet).toContainText('Senior Backend Engineer');
  await expect(sheet).toContainText('Munich, Germany | github.com/devprobe');
  await expect(sheet).toContainText('2019 – 2023');
  await expect(sheet).toContainText('Served 1,250,000 users and 12000000 requests a day; led ISO 27001');
  const shown = await sheet.innerText();
  for (const detail of WRITTEN_CONTACT_DETAILS) expect(shown).not.toContain(detail);

  await visitorPage.getByRole('button', { name: 'Download PDF' }).click();
  const download = visitorPage.waitForEvent('download');
  await visitorPage.getByRole('menuitem', { name: 'A4' }).click();
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync((await (await download).path())!)));
  const pdfText = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
  expect(pdfText).toContain('Senior Backend Engineer');
  for (const detail of WRITTEN_CONTACT_DETAILS) expect(pdfText).not.toContain(detail);
  await visitor.close();
});

test('a readable address, contact details shown on request, and a taken address refused', async ({ page, browser }) => {
  const { developer, userId } = await signInDeveloper(page);
  const resume = await generateResumeInBuilder(page);
  await page.goto(`/resume/${resume.id}`);
  const readable = `dana-${userId}`;

  await page.getByRole('button', { name: 'Public link' }).click();
  const dialog = shareDialog(page);
  await dialog.getByRole('checkbox', { name: 'Use a readable address' }).click();
  // Empty, with the example beside it rather than in it, and no error before a try.
  const address = dialog.getByRole('textbox', { name: 'Link address' });
  await expect(address).toHaveValue('');
  await expect(address).not.toHaveAttribute('placeholder');
  await expect(address).toHaveAccessibleDescription('3 to 60 lower-case letters, digits and hyphens, for example jane-doe.');
  await expect(dialog.getByText(/Use 3 to 60 lower-case letters, digits and hyphens/)).toHaveCount(0);
  await address.fill('no');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText(/Use 3 to 60 lower-case letters, digits and hyphens/)).toBeVisible();
  await address.fill(readable);
  await expect(dialog.getByText(/Use 3 to 60 lower-case letters, digits and hyphens/)).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Show my e-mail address and phone number' }).click();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Resume Published');
  await expect(dialog.getByRole('textbox', { name: 'Your public link' })).toHaveValue(new RegExp(`/r/${readable}$`));

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/r/${readable}`);
  await expect(visitorPage.locator('[data-slot="markdown-content"]')).toContainText(developer.email);
  await visitor.close();

  // Another developer cannot take the same address.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInDeveloper(otherPage);
  const otherResume = await generateResumeInBuilder(otherPage);
  await otherPage.goto(`/resume/${otherResume.id}`);
  await otherPage.getByRole('button', { name: 'Public link' }).click();
  await shareDialog(otherPage).getByRole('checkbox', { name: 'Use a readable address' }).click();
  await shareDialog(otherPage).getByRole('textbox', { name: 'Link address' }).fill(readable);
  await shareDialog(otherPage).getByRole('button', { name: 'Publish' }).click();
  await expectToast(otherPage, 'Could Not Publish', 'This link is already taken. Please choose another one.');
  await other.close();
});

test('a JSON Resume exported from one resume imports as another, and the profile is offered its basics', async ({ page }) => {
  await signInDeveloper(page);
  const built = await generateResumeInBuilder(page);
  await page.goto(`/resume/${built.id}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'JSON Resume' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('resume.json');
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { basics: { phone: string } };
  expect(exported.basics.phone).toBe('(512) 555-0142');

  // Back in: the same resume again, from the file.
  await page.goto('/applicant');
  await page.getByLabel('JSON Resume to import').setInputFiles((await download.path())!);
  await expectToast(page, 'Resume imported', 'Your JSON Resume is now a DevMatch resume.');
  // The builder's location differs from the account's: offered to the profile.
  const offer = page.getByRole('dialog', { name: 'Use these details on your profile?' });
  await expect(offer.getByText('Austin, TX')).toBeVisible();
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByRole('list', { name: 'Your resumes' }).getByRole('listitem')).toHaveCount(2);
});

test("importing another tool's resume.json fills the profile when asked", async ({ page }) => {
  await signInDeveloper(page);
  await page.getByLabel('JSON Resume to import').setInputFiles(SAMPLE_JSON_RESUME);
  await expectToast(page, 'Resume imported', 'Projects, Volunteer, Awards, Publications, Languages, Interests and References are not part');
  const offer = page.getByRole('dialog', { name: 'Use these details on your profile?' });
  await expect(offer.getByText('Programmer')).toBeVisible();
  await expect(offer.getByText('richardhendricks.example.com, twitter.com, soundcloud.example.com/dandymusicnl')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'profile offer dialog', '[role="dialog"]');
  // What fills a blank is ticked; what would replace the person's own name and location is only offered.
  await expect(offer.getByRole('checkbox', { name: 'Job title' })).toBeChecked();
  await expect(offer.getByRole('checkbox', { name: 'Full name' })).not.toBeChecked();
  await expect(offer.getByRole('checkbox', { name: 'Location' })).not.toBeChecked();
  await offer.getByRole('checkbox', { name: 'Location' }).click();
  await offer.getByRole('button', { name: 'Update my profile' }).click();
  await expectToast(page, 'Profile updated');
  const profileCard = page.getByRole('region', { name: 'Your profile' });
  await expect(profileCard.getByText('Programmer')).toBeVisible();
  await expect(profileCard.getByText('San Francisco, California')).toBeVisible();
  await expect(profileCard.getByRole('link', { name: 'richardhendricks.example.com' })).toHaveAttribute(
    'href',
    'http://richardhendricks.example.com',
  );
  await expect(page.getByRole('list', { name: 'Your resumes' }).getByTitle('Richard Hendriks Resume.docx')).toBeVisible();

  // The imported resume keeps its structure: it opens in the Resume Builder.
  // An import is named by what it is and when; its file name is on hover.
  await page.getByRole('link', { name: /^View Imported from JSON Resume — / }).click();
  await page.getByRole('button', { name: 'Edit in Resume Builder' }).click();
  await expect(page.getByRole('tab', { name: 'Resume Builder' })).toHaveAttribute('aria-selected', 'true');
  const builder = page.getByRole('form', { name: 'Resume Builder' });
  await expect(builder.getByLabel('Full Name')).toHaveValue('Richard Hendriks');
  await expect(builder.getByLabel('Location')).toHaveValue('San Francisco, California');
  // Again, with that draft now in the builder: asked before it is replaced.
  await page.goBack();
  await page.getByRole('button', { name: 'Edit in Resume Builder' }).click();
  const replace = page.getByRole('dialog', { name: 'Replace your builder draft?' });
  await replace.getByRole('button', { name: 'Keep my draft' }).click();
  await expect(replace).toBeHidden();
  await page.goto('/applicant');
  await page.getByRole('tab', { name: 'Overview' }).click();

  // A file that is not a JSON Resume is refused with the reason.
  await page
    .getByLabel('JSON Resume to import')
    .setInputFiles({ name: 'resume.json', mimeType: 'application/json', buffer: Buffer.from('{"work": "Acme"}') });
  await expectToast(page, 'Import failed', 'work: Must be a list');
});

test('profile links: edited on the profile card, shown there and to employers', async ({ page, browser }) => {
  const { userId } = await signInDeveloper(page);
  const profileCard = page.getByRole('region', { name: 'Your profile' });
  await profileCard.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Links (one per line)').fill('ftp://files.example.org');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Each link must be a web address starting with https:// or http://')).toBeVisible();
  await form.getByLabel('Links (one per line)').fill('github.com/dana-dev\nhttps://dana.example.org/');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profileCard.getByRole('link', { name: 'github.com/dana-dev' })).toHaveAttribute('href', 'https://github.com/dana-dev');
  await expect(profileCard.getByRole('link', { name: 'dana.example.org' })).toBeVisible();

  const employerContext = await browser.newContext();
  const employerPage = await employerContext.newPage();
  const employer = await createAccount(employerPage.request, 'employer');
  await loginViaApi(employerPage, employer, `/candidate/${userId}`);
  await expect(employerPage.getByRole('list', { name: 'Links' }).getByRole('link', { name: 'github.com/dana-dev' })).toBeVisible();
  await employerContext.close();
});
