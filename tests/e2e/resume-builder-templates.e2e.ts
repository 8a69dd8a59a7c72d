/**
 * The builder's templates: the profile's contact details pre-filled, the live preview beside the form
 * (behind 'Show preview' at 375 px), and classic, modern and compact compared as they reach the
 * preview (screenshots), the Word file's text, the PDF's text and the public page; axe in light
 * and dark and at 375 px.
 */
import { expect, test, type Page } from '@playwright/test';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { buildAccount, expectNoSeriousAxeViolations, loginViaApi, registerViaApi } from './fixtures.ts';

const TEMPLATES = ['Classic', 'Modern', 'Compact'] as const;

async function signInWithContactDetails(page: Page) {
  const account = buildAccount('developer');
  const { id } = await registerViaApi(page.request, { ...account, phone: '512 555 0142', location: 'Austin, TX' });
  await page.request.post('/api/auth/logout');
  await loginViaApi(page, account, '/applicant');
  await page.getByRole('tab', { name: 'Resume Builder' }).click();
  return { ...account, id };
}

const builder = (page: Page) => page.getByRole('form', { name: 'Resume Builder' });
const preview = (page: Page) => page.getByRole('region', { name: 'Resume preview' });

async function fillExperienceAndSkills(page: Page) {
  const form = builder(page);
  await form.getByLabel('Professional Summary').fill('Backend engineer who loves type-safe APIs.');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Company').fill('Acme Cloud');
  await form.getByRole('textbox', { name: 'Position', exact: true }).fill('Senior Engineer');
  await form.getByLabel('Start Date').fill('2021-03');
  await form.getByLabel('Current position').check();
  await form.getByLabel('Description').fill('Led the billing platform rewrite in TypeScript.');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Institution').fill('University of Texas at Austin');
  await form.getByLabel('Field of Study').fill('Computer Science');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Skills', { exact: true }).fill('PostgreSQL');
  await form.getByLabel('Skills', { exact: true }).press('Enter');
}

async function generate(page: Page): Promise<number> {
  const created = page.waitForResponse((response) => response.url().endsWith('/resume/create') && response.ok());
  await builder(page).getByRole('button', { name: 'Generate Resume' }).click();
  const { id } = (await (await created).json()) as { id: number };
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  return id;
}

async function readWordText(page: Page, resumeId: number): Promise<string> {
  const response = await page.request.get(`/api/resume/${resumeId}/original`);
  expect(response.status()).toBe(200);
  return (await mammoth.extractRawText({ buffer: await response.body() })).value.replace(/\s+/g, ' ').trim();
}

async function readPdfText(page: Page, resumeId: number): Promise<string> {
  const response = await page.request.get(`/api/resume/${resumeId}/pdf`);
  expect(response.status()).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.body())), { mergePages: true });
  return text.replace(/\s+/g, ' ').trim();
}

const isBefore = (text: string, first: string, second: string) => text.indexOf(first) >= 0 && text.indexOf(first) < text.indexOf(second);

test('the profile fills the builder, the preview follows typing, and each template reaches the preview, Word, PDF and public page', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const developer = await signInWithContactDetails(page);
  const form = builder(page);
  await expect(form.getByLabel('Phone')).toHaveValue('512 555 0142');
  await expect(form.getByLabel('Location')).toHaveValue('Austin, TX');
  await expect(preview(page).getByRole('heading', { level: 1, name: developer.fullName })).toBeVisible();

  await fillExperienceAndSkills(page);
  await expect(preview(page)).toContainText('Led the billing platform rewrite in TypeScript.');
  await expect(preview(page)).toContainText('PostgreSQL');

  // The preview in each template: the screenshots differ, and modern sets Education beside Experience.
  const shots = new Map<string, Buffer>();
  for (const template of TEMPLATES) {
    await page.getByRole('radio', { name: new RegExp(`^${template}`) }).check();
    await expect(preview(page).locator(`[data-template="${template.toLowerCase()}"]`)).toBeVisible();
    const shot = await preview(page).screenshot({ animations: 'disabled' });
    shots.set(template, shot);
    await testInfo.attach(`preview-${template.toLowerCase()}`, { body: shot, contentType: 'image/png' });
  }
  expect(new Set([...shots.values()].map((shot) => shot.toString('base64'))).size).toBe(3);
  await page.getByRole('radio', { name: /^Modern/ }).check();
  const education = await preview(page).getByRole('heading', { name: 'Education' }).boundingBox();
  const experience = await preview(page).getByRole('heading', { name: 'Experience' }).boundingBox();
  expect(education!.x).toBeLessThan(experience!.x);

  // One resume per template, modern (chosen now) first; the builder starts over from the profile after each.
  const ids: Record<string, number> = {};
  for (const template of ['Modern', 'Classic', 'Compact'] as const) {
    if (template !== 'Modern') {
      await page.getByRole('tab', { name: 'Resume Builder' }).click();
      await fillExperienceAndSkills(page);
      await page.getByRole('radio', { name: new RegExp(`^${template}`) }).check();
    }
    ids[template] = await generate(page);
  }

  const word = Object.fromEntries(await Promise.all(TEMPLATES.map(async (t) => [t, await readWordText(page, ids[t]!)] as const)));
  const pdf = Object.fromEntries(await Promise.all(TEMPLATES.map(async (t) => [t, await readPdfText(page, ids[t]!)] as const)));
  // Word: classic and compact read alike (compact is smaller type); modern has the sidebar first.
  expect(word.Compact).toBe(word.Classic);
  expect(isBefore(word.Classic!, 'Experience', 'Education')).toBe(true);
  expect(isBefore(word.Modern!, 'Education', 'Experience')).toBe(true);
  // PDF: classic as before, compact in capitals, modern with the sidebar first.
  expect(isBefore(pdf.Classic!, 'Experience', 'Education')).toBe(true);
  expect(isBefore(pdf.Compact!, 'EXPERIENCE', 'EDUCATION')).toBe(true);
  expect(isBefore(pdf.Modern!, 'EDUCATION', 'EXPERIENCE')).toBe(true);
  for (const text of [...Object.values(word), ...Object.values(pdf)])
    expect(text).toContain('Led the billing platform rewrite in TypeScript.');

  // The public page of the modern resume is laid out as modern.
  const published = await page.request.put(`/api/applicant/${developer.id}/resume-link`, { data: { resumeId: ids.Modern } });
  expect(published.status()).toBe(200);
  const { link } = (await published.json()) as { link: { slug: string } };
  await page.goto(`/r/${link.slug}`);
  await expect(page.locator('[data-template="modern"]')).toBeVisible();
  await expect(page.locator('[data-template="modern"]').getByRole('heading', { name: 'Education' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'public modern resume');
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    test(`the builder with its preview has no serious accessibility problems (${theme}, ${width} px)`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.setViewportSize({ width, height: 900 });
      await signInWithContactDetails(page);
      if (width < 1024) {
        await expect(preview(page)).toBeHidden();
        await page.getByRole('button', { name: 'Show preview' }).click();
      }
      await expect(preview(page)).toBeVisible();
      for (const template of TEMPLATES) {
        await page.getByRole('radio', { name: new RegExp(`^${template}`) }).check();
        await expect(preview(page).locator(`[data-template="${template.toLowerCase()}"]`)).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectNoSeriousAxeViolations(page, `builder ${template} ${theme} ${width}`);
      }
    });
  }
}
