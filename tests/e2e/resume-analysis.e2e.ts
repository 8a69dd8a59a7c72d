import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Response } from '@playwright/test';
import type { TAnalysisResult, TApplyImprovementsResponse, TImprovement } from '#shared/schemas/resume-ai.ts';
import { DOCX_MIME, type TResume, type TResumeDetail } from '#shared/schemas/resumes/resume.ts';
import { createAccount, expectNoSeriousAxeViolations, expectToast } from './fixtures.ts';

const FULLSTACK_DOCX = 'tests/fixtures/resumes/fullstack-engineer-strong.docx';

/** A developer signed in on `page` with one uploaded resume, on the dashboard. */
async function openDashboardWithResume(page: Page): Promise<{ userId: number; resume: TResume }> {
  const developer = await createAccount(page.request, 'developer');
  // Signed in without opening a page: the landing page would redirect to the dashboard, which could
  // analyse the resume before the test starts listening for that call.
  const login = await page.request.post('/api/auth/login', { data: { email: developer.email, password: developer.password } });
  expect(login.status(), await login.text()).toBe(200);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  const upload = await page.request.post(`/api/applicant/${me.id}/resume`, {
    multipart: { resume: { name: 'fullstack-engineer-strong.docx', mimeType: DOCX_MIME, buffer: readFileSync(FULLSTACK_DOCX) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return { userId: me.id, resume: (await upload.json()) as TResume };
}

function isCall(response: Response, method: string, pathEnd: RegExp): boolean {
  return response.request().method() === method && pathEnd.test(new URL(response.url()).pathname);
}

// Unanchored at the start: page.route matches them against the whole URL.
const ANALYZE_PATH = /\/api\/resume\/\d+\/analyze$/;
const IMPROVE_PATH = /\/api\/resume\/\d+\/improve$/;

/** Counts the analyze calls the page makes, to prove the automatic run happens once. */
function countAnalyzeCalls(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && ANALYZE_PATH.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

async function readResumes(page: Page, userId: number): Promise<TResume[]> {
  return (await (await page.request.get(`/api/applicant/${userId}/resumes`)).json()) as TResume[];
}

async function readContent(page: Page, resumeId: number): Promise<string> {
  return ((await (await page.request.get(`/api/resume/${resumeId}`)).json()) as TResumeDetail).fileContent;
}

const analysisPanel = (page: Page) => page.locator('section[aria-labelledby="ai-analysis-title"]');
const review = (page: Page) => page.getByRole('region', { name: 'Review the improved version' });
const resumeList = (page: Page) => page.getByRole('list', { name: 'Your resumes' });

/** Opens the dashboard and waits for the automatic analysis of its only resume. */
async function openAnalyzedResume(page: Page) {
  const opened = await openDashboardWithResume(page);
  const analyzed = page.waitForResponse((response) => isCall(response, 'POST', ANALYZE_PATH));
  await page.goto('/applicant');
  const analysis = (await (await analyzed).json()) as TAnalysisResult;
  await expect(page.getByRole('meter', { name: 'Overall score' })).toHaveAttribute('aria-valuenow', String(analysis.overallScore));
  return { ...opened, analysis };
}

/** Generates improvements and returns the review the server made. */
async function generateImprovements(page: Page): Promise<TImprovement> {
  const improved = page.waitForResponse((response) => isCall(response, 'POST', IMPROVE_PATH));
  await page.getByRole('button', { name: 'Generate Improvements' }).click();
  const improvement = (await (await improved).json()) as TImprovement;
  await expectToast(page, 'Improved version ready');
  await expect(review(page)).toBeVisible();
  return improvement;
}

test('a resume without a result is analysed once on its own: scores, skills, suggestions; a target role adds the match', async ({
  page,
}) => {
  const countAnalyses = countAnalyzeCalls(page);
  const { analysis } = await openAnalyzedResume(page);
  const panel = analysisPanel(page);

  await expect(page.getByRole('meter', { name: 'ATS compatibility' })).toHaveAttribute('aria-valuenow', String(analysis.atsCompatibility));
  await expect(panel.getByText('Built-in engine')).toBeVisible();
  // One scale for every score, said once: the gauge's reading is the band its number falls in.
  await expect(panel.getByText('Scores: 80–100 Strong · 60–79 Good · under 60 Needs work', { exact: true })).toHaveCount(1);
  const band = analysis.overallScore >= 80 ? 'strong' : analysis.overallScore >= 60 ? 'good' : 'needs work';
  await expect(page.getByRole('meter', { name: 'Overall score' })).toHaveAttribute(
    'aria-valuetext',
    `${analysis.overallScore} out of 100, ${band}`,
  );
  await expect(panel.getByRole('list', { name: 'Scores by category' }).getByRole('listitem')).toHaveCount(analysis.categoryScores.length);
  await expect(panel.getByText('Key skills found')).toBeVisible();
  // The resume list's badge shows the new score.
  await expect(resumeList(page).getByText(`AI score ${analysis.overallScore}/100`)).toBeVisible();

  // Suggestions, grouped by impact, each with the lines it concerns.
  const [firstSuggestion] = analysis.suggestions;
  if (firstSuggestion) {
    const impactHeading = { high: 'High impact', medium: 'Medium impact', low: 'Low impact' }[firstSuggestion.impact];
    await expect(panel.getByRole('heading', { name: impactHeading })).toBeVisible();
    const item = panel.getByRole('listitem').filter({ hasText: firstSuggestion.title }).first();
    await expect(item).toBeVisible();
    if (firstSuggestion.lines.length > 0) {
      await item.getByText(/^Show the /).click();
      await expect(item.getByText(firstSuggestion.lines[0]!.text, { exact: true })).toBeVisible();
    }
  }

  // Skills found, as chips.
  expect(analysis.skillsFound.length).toBeGreaterThan(0);
  await panel.getByRole('tab', { name: /Skills/ }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: analysis.skillsFound[0]!.name }).first()).toBeVisible();
  await panel.getByRole('tab', { name: /Strengths/ }).click();
  for (const strength of analysis.strengths) await expect(panel.getByText(strength, { exact: true })).toBeVisible();

  // A target role re-runs the analysis and shows the match rate with found and missing keywords.
  await panel.getByRole('button', { name: 'Tailor to a role' }).click();
  await panel.getByLabel('Target role').fill('Backend Engineer');
  const matched = page.waitForResponse((response) => isCall(response, 'POST', ANALYZE_PATH));
  await panel.getByRole('button', { name: 'Analyze for this role' }).click();
  const { keywordMatch } = (await (await matched).json()) as TAnalysisResult;
  expect(keywordMatch).not.toBeNull();
  // The engine names the role profile it matched against (e.g. 'Backend Developer').
  const matchedRole = keywordMatch!.targetRole!;
  await expect(panel.getByRole('meter', { name: 'Keyword match rate' })).toHaveAttribute('aria-valuenow', String(keywordMatch!.matchRate));
  await expect(panel.getByRole('heading', { name: `Keyword match with “${matchedRole}”` })).toBeVisible();
  for (const [listName, keywords] of [
    ['Found keywords', keywordMatch!.matched],
    ['Missing keywords', keywordMatch!.missing],
  ] as const) {
    await expect(panel.getByRole('list', { name: listName }).getByRole('listitem')).toHaveCount(keywords.length);
  }

  // The stored analysis comes back after a reload without running again.
  const callsBeforeReload = countAnalyses();
  expect(callsBeforeReload).toBe(2);
  await page.reload();
  await expect(page.getByRole('meter', { name: 'Keyword match rate' })).toBeVisible();
  await expect(page.getByLabel('Target role')).toHaveValue(matchedRole);
  expect(countAnalyses()).toBe(callsBeforeReload);

  // Re-analyze runs it again on request.
  const rerun = page.waitForResponse((response) => isCall(response, 'POST', ANALYZE_PATH));
  await panel.getByRole('button', { name: 'Re-analyze' }).click();
  expect((await rerun).ok()).toBe(true);
  expect(countAnalyses()).toBe(callsBeforeReload + 1);
});

test('a failed automatic analysis says why and is not retried in a loop', async ({ page }) => {
  const countAnalyses = countAnalyzeCalls(page);
  await page.route(ANALYZE_PATH, (route) =>
    route.fulfill({ status: 503, json: { code: 'SERVICE_UNAVAILABLE', message: 'The analysis service is busy.' } }),
  );
  await openDashboardWithResume(page);
  await page.goto('/applicant');
  await expectToast(page, 'Analysis failed', 'The analysis service is busy.');
  await expect(analysisPanel(page).getByText('The analysis could not be completed.')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(countAnalyses()).toBe(1);

  await page.unroute(ANALYZE_PATH);
  await analysisPanel(page).getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('meter', { name: 'Overall score' })).toBeVisible();
  expect(countAnalyses()).toBe(2);
});

test('Generate Improvements, Show/Hide Changes, a reload keeps the review, Apply creates and selects the new version', async ({ page }) => {
  const { userId, resume } = await openAnalyzedResume(page);
  const originalContent = await readContent(page, resume.id);

  // From the keyboard: the review takes focus when it replaces the button.
  await page.getByRole('button', { name: 'Generate Improvements' }).focus();
  const improved = page.waitForResponse((response) => isCall(response, 'POST', IMPROVE_PATH));
  await page.keyboard.press('Enter');
  const improvement = (await (await improved).json()) as TImprovement;
  await expectToast(page, 'Improved version ready');
  await expect(review(page)).toBeFocused();
  expect(improvement.originalContent).toBe(originalContent);

  const showChanges = review(page).getByRole('button', { name: 'Show Changes' });
  await showChanges.click();
  const changes = review(page).getByRole('region', { name: /^Changes/ });
  await expect(changes).toBeVisible();
  await expect(changes.locator('ins, del').first()).toBeVisible();
  await expect(review(page).getByRole('button', { name: 'Hide Changes' })).toHaveAttribute('aria-expanded', 'true');
  await review(page).getByRole('button', { name: 'Hide Changes' }).click();
  await expect(changes).toHaveCount(0);
  await expect(review(page).getByRole('region', { name: 'Improved resume' })).toBeVisible();
  if (improvement.changes.length > 0) await expect(review(page).getByText(improvement.changes[0]!.reason).first()).toBeVisible();

  // The pending review lives on the server.
  await page.reload();
  await expect(review(page)).toBeVisible();
  for (const warning of improvement.warnings) await expect(review(page).getByText(warning.message).first()).toBeVisible();
  if (improvement.warnings.length > 0) {
    await expect(review(page).getByRole('button', { name: 'Apply Verified Changes' })).toBeDisabled();
    await review(page).getByLabel('I have checked the flagged points and they are true.').check();
  }

  const applied = page.waitForResponse((response) => isCall(response, 'POST', /\/api\/resume\/\d+\/apply-improvements$/));
  await review(page).getByRole('button', { name: 'Apply Verified Changes' }).click();
  const { fileName, resume: version } = (await (await applied).json()) as TApplyImprovementsResponse;
  await expectToast(page, 'New Resume Version Created');

  await expect(resumeList(page).getByRole('listitem')).toHaveCount(2);
  // Lists name the version by what it is and when (its file name on hover); the answer keeps the file name.
  expect(fileName).toBe(version.fileName);
  expect(version.title).toMatch(/^Improved /);
  await expect(resumeList(page).getByRole('listitem').filter({ hasText: version.title })).toBeVisible();
  // The new version is selected, its panel focused, and it gets its own analysis.
  await expect(page.getByRole('region', { name: version.title })).toBeFocused();
  await expect(page.getByRole('radio', { name: new RegExp(version.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeChecked();
  await expect(page.getByRole('meter', { name: 'Overall score' })).toBeVisible();
  await expect(review(page)).toHaveCount(0);

  expect(await readContent(page, version.id)).toBe(improvement.improvedContent);
  expect(await readContent(page, resume.id)).toBe(originalContent);
  expect((await readResumes(page, userId)).map((listed) => listed.id).sort()).toEqual([resume.id, version.id].sort());
});

test('Generate Improvements sets out a resume written as one paragraph in sections, with its own facts and no placeholder', async ({
  page,
}) => {
  const { resume } = await openDashboardWithResume(page);
  const prose = readFileSync('tests/fixtures/resume-prose/devops-engineer.prose.md', 'utf8');
  const edited = await page.request.patch(`/api/resume/${resume.id}`, { data: { fileContent: prose } });
  expect(edited.status(), await edited.text()).toBe(200);
  const analyzed = page.waitForResponse((response) => isCall(response, 'POST', ANALYZE_PATH));
  await page.goto('/applicant');
  await analyzed;

  const improvement = await generateImprovements(page);
  expect(improvement.warnings).toEqual([]);
  const improved = review(page).getByRole('region', { name: 'Improved resume' });
  await expect(improved.getByRole('heading', { name: 'Experience' })).toBeVisible();
  await expect(
    improved.getByRole('heading', { name: /^Senior DevOps Engineer \| Cinderpath Payments \| Austin, TX \| Apr 2021 – Present$/ }),
  ).toBeVisible();
  await expect(
    improved.getByText('Moved 45 services from EC2 virtual machines to Kubernetes on Amazon EKS', { exact: false }),
  ).toBeVisible();
  await expect(improved.getByRole('heading', { name: 'Certifications' })).toBeVisible();
  await expect(improved).not.toContainText('[Add');
  await expect(review(page).getByText(/does not yet have/)).toHaveCount(0);
});

test('Reject Changes discards the review and changes nothing', async ({ page }) => {
  const { userId, resume } = await openAnalyzedResume(page);
  const resumesBefore = await readResumes(page, userId);
  const contentBefore = await readContent(page, resume.id);

  await generateImprovements(page);
  await review(page).getByRole('button', { name: 'Reject Changes' }).click();
  await expect(review(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate Improvements' })).toBeVisible();

  expect(await readResumes(page, userId)).toEqual(resumesBefore);
  expect(await readContent(page, resume.id)).toBe(contentBefore);
  const pending = (await (await page.request.get(`/api/resume/${resume.id}/improvement`)).json()) as { improvement: unknown };
  expect(pending.improvement).toBeNull();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Generate Improvements' })).toBeVisible();
  await expect(review(page)).toHaveCount(0);
  await expect(resumeList(page).getByRole('listitem')).toHaveCount(1);
});

test('a vague resume gets the "add these" answer: what was fixed, what to add, placeholders marked as such', async ({ page }) => {
  const { resume } = await openDashboardWithResume(page);
  const vague = [
    'john smith',
    'i am a developer who basically does some web stuff',
    'i worked on various projects using javascript and stuff',
    'i am really a hard worker and team player',
  ].join('\n');
  const patched = await page.request.patch(`/api/resume/${resume.id}`, { data: { fileContent: vague } });
  expect(patched.status(), await patched.text()).toBe(200);
  await page.setViewportSize({ width: 375, height: 812 });
  const analyzed = page.waitForResponse((response) => isCall(response, 'POST', ANALYZE_PATH));
  await page.goto('/applicant');
  await analyzed;

  const improvement = await generateImprovements(page);
  expect(improvement.missingSections.map((section) => section.section)).toEqual(['contact', 'experience', 'skills', 'education']);
  const answer = review(page).getByRole('region', { name: 'What your resume still needs (4)' });
  await expect(answer).toBeVisible();
  await expect(answer.getByText(improvement.guidance!)).toBeVisible();
  await expect(answer.getByText('Placeholder, fill in')).toHaveCount(4);
  await expect(answer.getByText(/Recruiters read your roles first/)).toBeVisible();
  // In the improved version the placeholders stand apart from the resume's own words.
  const improved = review(page).getByRole('region', { name: 'Improved resume' });
  await expect(
    improved.locator('code', { hasText: '[Add your most recent role: Job Title | Company | Month Year – Month Year]' }),
  ).toBeVisible();
  await expect(improved.getByText('Developer who does some web stuff.', { exact: false })).toBeVisible();
  await expect(review(page).getByText(improvement.changes[0]!.reason).first()).toBeVisible();
  await expect(review(page).getByRole('button', { name: 'Apply Verified Changes' })).toBeEnabled();
  // Nothing wider than a 375 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page, 'add-these answer', '[aria-labelledby="selected-resume-title"]');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the analysis panel and the review have no serious accessibility violations (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await openAnalyzedResume(page);
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
    await analysisPanel(page).getByRole('button', { name: 'Tailor to a role' }).click();
    await expectNoSeriousAxeViolations(page, 'analysis', '[aria-labelledby="selected-resume-title"]');

    await generateImprovements(page);
    await review(page).getByRole('button', { name: 'Show Changes' }).click();
    await expectNoSeriousAxeViolations(page, 'review', '[aria-labelledby="selected-resume-title"]');
  });
}
