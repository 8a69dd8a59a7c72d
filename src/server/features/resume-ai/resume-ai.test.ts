import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAnalysisResultSchema,
  ZApplyImprovementsResponseSchema,
  ZImprovementSchema,
  ZImprovementScoreSchema,
  type TAnalysisResult,
  type TImprovement,
  type TImprovementWarning,
} from '#shared/schemas/resume-ai.ts';
import type { TResume, TResumeDetail } from '#shared/schemas/resumes/resume.ts';
import { composeImprovement } from '#shared/compose-improvement.ts';
import { findAuditLogs } from '#tests/factories/auth.ts';
import { WEAK_OPENINGS_RESUME } from '#tests/factories/resume-engine/sample-resumes.ts';
import { startFakeLlmServer, type TFakeLlmServer } from '#tests/factories/fake-llm-server.ts';
import { setLlmKey, useLlmServer } from '#tests/factories/llm-settings.ts';
import { buildResumeData, createAccounts, readResumeFixture, uploadResume } from '#tests/factories/resumes.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import type { Database } from '#server/db/client.ts';
import { resumeAnalyses, resumeImprovements, resumes } from '#server/db/schema.ts';
import { reviewImprovement } from '#server/resume-engine/review/review-improvement.ts';
import { storeAnalysis } from './resume-ai.queries.ts';
import { NO_PENDING_IMPROVEMENTS, RESUME_CHANGED } from './apply-improvement.ts';

type TAccount = Awaited<ReturnType<typeof createUserWithSession>>;
type TAccounts = Awaited<ReturnType<typeof createAccounts>>;
type TMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const NOT_ALLOWED = 'Only the owner of this resume or an admin can analyze or improve it.';
const UNKNOWN_ID = 2_000_000_000;

function expectError(response: LightMyRequestResponse, status: number, message?: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  if (message !== undefined) expect(response.json().message).toMatch(message);
}

async function countRows(db: Database, resumeId: number) {
  const [analyses] = await db.select({ value: count() }).from(resumeAnalyses).where(eq(resumeAnalyses.resumeId, resumeId));
  const [improvements] = await db.select({ value: count() }).from(resumeImprovements).where(eq(resumeImprovements.resumeId, resumeId));
  return { analyses: analyses!.value, improvements: improvements!.value };
}

async function getImprovementStatuses(db: Database, resumeId: number) {
  const rows = await db
    .select({ id: resumeImprovements.id, status: resumeImprovements.status })
    .from(resumeImprovements)
    .where(eq(resumeImprovements.resumeId, resumeId))
    .orderBy(resumeImprovements.id);
  return rows;
}

describe('resume AI API', () => {
  const t = useTestApp();
  let accounts: TAccounts;

  const request = (method: TMethod, url: string, account?: TAccount, payload?: object) =>
    t.app.inject({ method, url, ...(account ? { headers: { cookie: account.cookie } } : {}), ...(payload ? { payload } : {}) });
  const newDeveloper = () => createUserWithSession(t.app);

  /** A builder resume ('Jane Doe Resume.docx') for the account. */
  async function createResumeFor(owner: TAccount): Promise<TResume> {
    const response = await request('POST', `/api/applicant/${owner.user.id}/resume/create`, owner, { resumeData: buildResumeData() });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TResume>();
  }
  async function getContent(resumeId: number, account: TAccount): Promise<TResumeDetail> {
    return (await request('GET', `/api/resume/${resumeId}`, account)).json<TResumeDetail>();
  }
  async function analyze(resumeId: number, account: TAccount, payload?: object): Promise<TAnalysisResult> {
    const response = await request('POST', `/api/resume/${resumeId}/analyze`, account, payload);
    expect(response.statusCode, response.body).toBe(200);
    return ZAnalysisResultSchema.parse(response.json());
  }
  async function improve(resumeId: number, account: TAccount, payload: object = { targetRole: '' }): Promise<TImprovement> {
    const response = await request('POST', `/api/resume/${resumeId}/improve`, account, payload);
    expect(response.statusCode, response.body).toBe(200);
    return ZImprovementSchema.parse(response.json());
  }
  const apply = (resumeId: number, account: TAccount, improvedContent: unknown) =>
    request('POST', `/api/resume/${resumeId}/apply-improvements`, account, { improvedContent });

  beforeAll(async () => {
    accounts = await createAccounts(t.app, t.db);
  });

  /**
   * 401 without a session (even for invalid input), 403 for an employer, 404 for another developer's
   * resume exactly as for an unknown one (ids cannot be probed), 400 for a malformed id; nothing stored.
   */
  async function expectGuarded(method: TMethod, path: string, payload?: object, invalidPayload?: object) {
    const resume = await createResumeFor(await newDeveloper());
    const url = `/api/resume/${resume.id}/${path}`;
    expectError(await request(method, url, undefined, payload), 401, 'Not authenticated. Please log in.');
    if (invalidPayload) expectError(await request(method, url, undefined, invalidPayload), 401);
    expectError(await request(method, `/api/resume/not-a-number/${path}`), 401);
    expectError(await request(method, url, accounts.employer, payload), 403, NOT_ALLOWED);
    const othersResume = await request(method, url, accounts.otherDeveloper, payload);
    expectError(othersResume, 404, 'Resume not found');
    expect(othersResume.body).toBe((await request(method, `/api/resume/${UNKNOWN_ID}/${path}`, accounts.otherDeveloper, payload)).body);
    expectError(await request(method, `/api/resume/${UNKNOWN_ID}/${path}`, accounts.owner, payload), 404, 'Resume not found');
    expectError(
      await request(method, `/api/resume/abc/${path}`, accounts.owner, payload),
      400,
      'Resume id must be a positive whole number',
    );
    expect(await countRows(t.db, resume.id)).toEqual({ analyses: 0, improvements: 0 });
    await expectHiddenFromEmployers(method, path, payload);
  }

  /** A developer who hides their profile from employers: employers get 404 for their resumes, as for an unknown one. */
  async function expectHiddenFromEmployers(method: TMethod, path: string, payload?: object) {
    const hiddenOwner = await newDeveloper();
    const resume = await createResumeFor(hiddenOwner);
    const profile = await request('GET', `/api/applicant/profile/${hiddenOwner.user.id}`, hiddenOwner);
    const profileId = profile.json<{ profile: { id: number } }>().profile.id;
    await request('PATCH', `/api/applicant/profile/${profileId}`, hiddenOwner, { isVisibleToEmployers: false });
    const hidden = await request(method, `/api/resume/${resume.id}/${path}`, accounts.employer, payload);
    expectError(hidden, 404, 'Resume not found');
    expect(hidden.body).toBe((await request(method, `/api/resume/${UNKNOWN_ID}/${path}`, accounts.employer, payload)).body);
    expect(await countRows(t.db, resume.id)).toEqual({ analyses: 0, improvements: 0 });
  }

  describe('POST /api/resume/:id/analyze', () => {
    it('analyzes a resume sent with no body: stores the analysis, sets aiScore, writes an audit entry', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      const response = await t.app.inject({ method: 'POST', url: `/api/resume/${resume.id}/analyze`, headers: { cookie: owner.cookie } });
      expect(response.statusCode, response.body).toBe(200);
      const analysis = ZAnalysisResultSchema.parse(response.json());
      expect(analysis).toMatchObject({ resumeId: resume.id, engine: 'built-in', model: null, fallbackReason: null, keywordMatch: null });
      expect(Object.keys(response.json()).slice(0, 5)).toEqual([
        'overallScore',
        'atsCompatibility',
        'keySkillsFound',
        'suggestions',
        'strengths',
      ]);

      const [row] = await t.db.select().from(resumeAnalyses).where(eq(resumeAnalyses.id, analysis.id));
      expect(row).toMatchObject({
        userId: owner.user.id,
        overallScore: analysis.overallScore,
        atsCompatibility: analysis.atsCompatibility,
        keySkillsFound: analysis.keySkillsFound,
        provider: 'built-in',
        targetRole: null,
      });
      const list = (await request('GET', `/api/applicant/${owner.user.id}/resumes`, owner)).json<TResume[]>();
      expect(list.find((item) => item.id === resume.id)?.aiScore).toBe(analysis.overallScore);
      const [audit] = (await findAuditLogs(t.db, 'resume.analyzed')).filter((entry) => entry.resourceId === String(resume.id));
      expect(audit).toMatchObject({ resourceType: 'resume', userId: owner.user.id });
      expect(audit!.details).toMatchObject({ ownerUserId: owner.user.id, analysisId: analysis.id, engine: 'built-in' });
    });

    it('takes an empty body declared as JSON as no body', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/resume/${resume.id}/analyze`,
        headers: { cookie: owner.cookie, 'content-type': 'application/json' },
        body: '',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(ZAnalysisResultSchema.parse(response.json()).resumeId).toBe(resume.id);
    });

    it('keeps every analysis; GET /analysis returns the latest, null before the first', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      expect((await request('GET', `/api/resume/${resume.id}/analysis`, owner)).json()).toEqual({ analysis: null });

      const first = await analyze(resume.id, owner, {});
      const second = await analyze(resume.id, owner, {
        targetRole: '  Backend Engineer ',
        jobDescription: 'We need TypeScript and Kafka.',
      });
      expect(second.id).toBeGreaterThan(first.id);
      expect(second.keywordMatch).not.toBeNull();
      expect(await countRows(t.db, resume.id)).toEqual({ analyses: 2, improvements: 0 });
      const [stored] = await t.db.select().from(resumeAnalyses).where(eq(resumeAnalyses.id, second.id));
      expect(stored!.targetRole).toBe('Backend Engineer');

      const latest = await request('GET', `/api/resume/${resume.id}/analysis`, owner);
      expect(latest.statusCode).toBe(200);
      expect(latest.json()).toEqual({ analysis: second });
    });

    it('an edit of the text makes the score and the analysis out of date; a new name or the same text does not', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      const analysis = await analyze(resume.id, owner, {});
      const readScore = async () => (await getContent(resume.id, owner)).aiScore;
      const readLatest = async () =>
        (await request('GET', `/api/resume/${resume.id}/analysis`, owner)).json<{ analysis: TAnalysisResult | null }>();
      const { fileContent } = await getContent(resume.id, owner);

      expect((await request('PATCH', `/api/resume/${resume.id}`, owner, { fileName: 'Renamed.docx' })).statusCode).toBe(200);
      expect((await request('PATCH', `/api/resume/${resume.id}`, owner, { fileContent })).statusCode).toBe(200);
      expect(await readScore()).toBe(analysis.overallScore);
      expect(await readLatest()).toEqual({ analysis });

      const edited = `${fileContent}\n\n## Certifications\n\n- AWS Certified Developer (2024)\n`;
      expect((await request('PATCH', `/api/resume/${resume.id}`, owner, { fileContent: edited })).statusCode).toBe(200);
      expect(await readScore()).toBeNull();
      expect(await readLatest()).toEqual({ analysis: null });
      // The history stays; the next analysis scores the new text.
      expect(await countRows(t.db, resume.id)).toEqual({ analyses: 1, improvements: 0 });
      const again = await analyze(resume.id, owner, {});
      expect(await readScore()).toBe(again.overallScore);
      expect(await readLatest()).toEqual({ analysis: again });
    });

    it('stores no score for text the resume no longer has (edited while it was being analysed)', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      const analysis = await analyze(resume.id, owner, {});
      const { fileContent } = await getContent(resume.id, owner);
      const answer = { engine: 'built-in', model: null, fallbackReason: null, report: { ...analysis, overallScore: 12 } } as const;
      const stored = await t.db.transaction((tx) =>
        storeAnalysis(tx, {
          resumeId: resume.id,
          userId: owner.user.id,
          answer,
          targetRole: null,
          analyzedContent: `${fileContent} (older)`,
        }),
      );
      expect(stored).toBeUndefined();
      expect((await getContent(resume.id, owner)).aiScore).toBe(analysis.overallScore);
      expect(await countRows(t.db, resume.id)).toEqual({ analyses: 1, improvements: 0 });
    });

    it('analyzes uploaded Word resumes, reading the original file too', async () => {
      const owner = await newDeveloper();
      for (const fileName of ['template-placeholders-tables-photo.docx', 'junior-developer-entry-level-converted.doc']) {
        const uploaded = await uploadResume(t.app, {
          userId: owner.user.id,
          cookie: owner.cookie,
          bytes: readResumeFixture(fileName),
          fileName,
        });
        expect(uploaded.statusCode, uploaded.body).toBe(201);
        const analysis = await analyze(uploaded.json<TResume>().id, owner);
        expect(analysis.categoryScores.length).toBeGreaterThan(0);
      }
    });

    it('reads the Word file’s layout for the owner and for an admin', async () => {
      const owner = await newDeveloper();
      const uploaded = await uploadResume(t.app, {
        userId: owner.user.id,
        cookie: owner.cookie,
        bytes: readResumeFixture('template-placeholders-tables-photo.docx'),
        fileName: 'template.docx',
      });
      const { id } = uploaded.json<TResume>();
      for (const analyst of [owner, accounts.admin]) {
        const checkIds = (await analyze(id, analyst)).suggestions.map((suggestion) => suggestion.checkId);
        expect(checkIds).toContain('word-layout');
      }
    });

    it('lets an admin analyze a developer’s resume', async () => {
      const resume = await createResumeFor(await newDeveloper());
      const analysis = await analyze(resume.id, accounts.admin);
      expect(analysis.resumeId).toBe(resume.id);
      const [audit] = (await findAuditLogs(t.db, 'resume.analyzed')).filter((entry) => entry.resourceId === String(resume.id));
      expect(audit!.userId).toBe(accounts.admin.user.id);
    });

    it('answers 400 for bad input or a resume without text, and stores nothing', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      const url = `/api/resume/${resume.id}/analyze`;
      expectError(
        await request('POST', url, owner, { targetRole: 'x'.repeat(101) }),
        400,
        'Target role must be at most 100 characters long',
      );
      expectError(await request('POST', url, owner, { jobDescription: 42 }), 400, 'Job description must be text');
      expectError(await request('POST', url, owner, { jobDescription: 'x'.repeat(20_001) }), 400, /Job description must be at most/);
      expectError(await request('POST', url, owner, { role: 'Engineer' }), 400, /Unrecognized key/);
      await request('PATCH', `/api/resume/${resume.id}`, owner, { fileContent: '  \n ' });
      expectError(await request('POST', url, owner), 400, 'This resume has no text to analyze. Add its content first.');
      expect(await countRows(t.db, resume.id)).toEqual({ analyses: 0, improvements: 0 });
      const [row] = await t.db.select({ aiScore: resumes.aiScore }).from(resumes).where(eq(resumes.id, resume.id));
      expect(row!.aiScore).toBeNull();
    });

    it('answers 400 for text longer than a resume may be (stored before the limit), working on none of it', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      const { fileContent } = await getContent(resume.id, owner);
      await t.db
        .update(resumes)
        .set({ content: `${fileContent}\n${'- Shipped the release\n'.repeat(10_000)}` })
        .where(eq(resumes.id, resume.id));
      for (const action of ['analyze', 'improve']) {
        expectError(
          await request('POST', `/api/resume/${resume.id}/${action}`, owner),
          400,
          `This resume is too long to ${action} (at most 50,000 characters). Please shorten it first.`,
        );
      }
      expect(await countRows(t.db, resume.id)).toEqual({ analyses: 0, improvements: 0 });
    });

    it('answers 401 without a session, 403 for employers, 404 for other developers and an unknown resume', async () => {
      await expectGuarded('POST', 'analyze', { targetRole: 'Backend Engineer' }, { targetRole: 'x'.repeat(500) });
    });

    it('guards GET /analysis the same way', async () => {
      await expectGuarded('GET', 'analysis');
    });
  });

  describe('POST /api/resume/:id/improve', () => {
    it('keeps the fact-checked rewrite as the pending review', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      const { fileContent } = await getContent(resume.id, owner);
      const response = await request('POST', `/api/resume/${resume.id}/improve`, owner, { targetRole: '' });
      expect(response.statusCode, response.body).toBe(200);
      expect(Object.keys(response.json())[0]).toBe('improvedContent');
      const improvement = ZImprovementSchema.parse(response.json());
      expect(improvement).toMatchObject({ resumeId: resume.id, originalContent: fileContent, engine: 'built-in', targetRole: null });
      expect(improvement.improvedContent.trim()).not.toBe('');
      // The warnings are the real fact checker's review of this rewrite against the original.
      expect(improvement.warnings).toEqual(reviewImprovement(fileContent, improvement.improvedContent));

      expect((await request('GET', `/api/resume/${resume.id}/improvement`, owner)).json()).toEqual({ improvement });
      expect(await getImprovementStatuses(t.db, resume.id)).toEqual([{ id: improvement.id, status: 'pending' }]);
      const [audit] = (await findAuditLogs(t.db, 'resume.improvement_generated')).filter((entry) => entry.resourceId === String(resume.id));
      expect(audit!.details).toMatchObject({ ownerUserId: owner.user.id, improvementId: improvement.id, supersededImprovementIds: [] });
      // Nothing is applied yet: the resume is as it was.
      expect((await getContent(resume.id, owner)).fileContent).toBe(fileContent);
    });

    it('works without a body, and a new improvement supersedes the pending one', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      const noBody = await t.app.inject({ method: 'POST', url: `/api/resume/${resume.id}/improve`, headers: { cookie: owner.cookie } });
      expect(noBody.statusCode, noBody.body).toBe(200);
      const first = ZImprovementSchema.parse(noBody.json());
      const second = await improve(resume.id, owner, { targetRole: 'Staff Engineer' });
      expect(second.targetRole).toBe('Staff Engineer');
      expect(await getImprovementStatuses(t.db, resume.id)).toEqual([
        { id: first.id, status: 'rejected' },
        { id: second.id, status: 'pending' },
      ]);
      expect((await request('GET', `/api/resume/${resume.id}/improvement`, owner)).json().improvement.id).toBe(second.id);
      const audits = (await findAuditLogs(t.db, 'resume.improvement_generated')).filter((entry) => entry.resourceId === String(resume.id));
      expect(audits.at(-1)!.details).toMatchObject({ supersededImprovementIds: [first.id] });
    });

    it('on a four-line vague resume returns the safe fixes and the explained "add these" answer, inventing nothing', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      const vague = [
        'john smith',
        'i am a developer who basically does some web stuff',
        'i worked on various projects using javascript and stuff',
        'i am really a hard worker and team player',
      ].join('\n');
      const patched = await request('PATCH', `/api/resume/${resume.id}`, owner, { fileContent: vague });
      expect(patched.statusCode, patched.body).toBe(200);
      const improvement = await improve(resume.id, owner);

      expect(improvement.originalContent).toBe(vague);
      expect(improvement.improvedContent).not.toBe(vague);
      expect(improvement.changes.length).toBeGreaterThan(0);
      expect(improvement.changes.map((change) => change.kind)).toEqual(expect.arrayContaining(['heading', 'summary']));
      // The rules a sentence went through are one change to accept or reject, with each reason.
      const reasons = improvement.changes.map((change) => change.reason).join(' ');
      expect(reasons).toMatch(/Filler words/);
      expect(reasons).toMatch(/Resumes leave out "I"/);
      expect(improvement.improvedContent).toContain('# John Smith');
      expect(improvement.improvedContent).toContain('## Summary\n\nDeveloper who does some web stuff.');
      expect(improvement.improvedContent).not.toMatch(/basically|various|really|and stuff/);
      // What the person must add: explained, and written as placeholders, never as facts.
      expect(improvement.missingSections.map((section) => section.section)).toEqual(['contact', 'experience', 'skills', 'education']);
      for (const section of improvement.missingSections) expect(improvement.improvedContent).toContain(section.placeholder);
      expect(improvement.improvedContent).toContain(
        '## Experience\n\n[Add your most recent role: Job Title | Company | Month Year – Month Year]',
      );
      expect(improvement.guidance).toMatch(/does not yet have contact details, experience, skills and education/);
      expect(improvement.warnings).toEqual([]);
      expect(improvement.improvedContent).not.toMatch(/\d/);

      expect((await request('GET', `/api/resume/${resume.id}/improvement`, owner)).json()).toEqual({ improvement });
      // Applied with its placeholders unfilled, it is a new version for the person to fill in.
      const applied = await apply(resume.id, owner, improvement.improvedContent);
      expect(applied.statusCode, applied.body).toBe(201);
      expect(ZApplyImprovementsResponseSchema.parse(applied.json()).resume.id).not.toBe(resume.id);
    });

    it('answers 400 for bad input or a resume without text, and stores nothing', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      const url = `/api/resume/${resume.id}/improve`;
      expectError(
        await request('POST', url, owner, { targetRole: 'x'.repeat(101) }),
        400,
        'Target role must be at most 100 characters long',
      );
      expectError(await request('POST', url, owner, { targetRole: ['Engineer'] }), 400, 'Target role must be text');
      expectError(await request('POST', url, owner, { targetRole: '', tone: 'formal' }), 400, /Unrecognized key/);
      await request('PATCH', `/api/resume/${resume.id}`, owner, { fileContent: '' });
      expectError(await request('POST', url, owner, { targetRole: '' }), 400, 'This resume has no text to improve. Add its content first.');
      expect(await countRows(t.db, resume.id)).toEqual({ analyses: 0, improvements: 0 });
    });

    it('answers 401, 403 and 404 like the other AI calls', async () => {
      await expectGuarded('POST', 'improve', { targetRole: '' }, { targetRole: 7 });
      await expectGuarded('GET', 'improvement');
    });
  });

  describe('DELETE /api/resume/:id/improvement', () => {
    it('rejects the pending review and leaves the resume unchanged', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      const before = await getContent(resume.id, owner);
      const improvement = await improve(resume.id, owner);

      const response = await request('DELETE', `/api/resume/${resume.id}/improvement`, owner);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'Changes rejected' });
      expect((await request('GET', `/api/resume/${resume.id}/improvement`, owner)).json()).toEqual({ improvement: null });
      expect(await getImprovementStatuses(t.db, resume.id)).toEqual([{ id: improvement.id, status: 'rejected' }]);
      expect(await getContent(resume.id, owner)).toEqual(before);
      expect((await request('GET', `/api/applicant/${owner.user.id}/resumes`, owner)).json()).toHaveLength(1);
      const [audit] = (await findAuditLogs(t.db, 'resume.improvement_rejected')).filter((entry) => entry.resourceId === String(resume.id));
      expect(audit!.details).toMatchObject({ ownerUserId: owner.user.id, improvementIds: [improvement.id] });

      expectError(
        await request('DELETE', `/api/resume/${resume.id}/improvement`, owner),
        404,
        'There are no pending improvements for this resume.',
      );
      expectError(await apply(resume.id, owner, improvement.improvedContent), 409, NO_PENDING_IMPROVEMENTS);
    });

    it('answers 401, 403 and 404 like the other AI calls', async () => {
      await expectGuarded('DELETE', 'improvement');
    });
  });

  describe('POST /api/resume/:id/apply-improvements', () => {
    it('stores the pending content as a new resume version; the original stays untouched', async () => {
      const owner = await newDeveloper();
      const original = await createResumeFor(owner);
      // The search's skill index fills recognized_skills in the background; the snapshot waits for it.
      await t.app.backgroundTasks.settle();
      const [originalRow] = await t.db.select().from(resumes).where(eq(resumes.id, original.id));
      const improvement = await improve(original.id, owner);

      const response = await apply(original.id, owner, improvement.improvedContent);
      expect(response.statusCode, response.body).toBe(201);
      const applied = ZApplyImprovementsResponseSchema.parse(response.json());
      expect(applied.fileName).toBe('Jane Doe Resume (improved).md');
      expect(applied.resume).toMatchObject({
        userId: owner.user.id,
        fileName: 'Jane Doe Resume (improved).md',
        fileSize: Buffer.byteLength(improvement.improvedContent, 'utf8'),
        isPrimary: false,
        aiScore: null,
        hasOriginalFile: false,
      });
      const [created] = await t.db.select().from(resumes).where(eq(resumes.id, applied.resume.id));
      expect(created).toMatchObject({ parentResumeId: original.id, content: improvement.improvedContent, originalFileId: null });
      expect((await t.db.select().from(resumes).where(eq(resumes.id, original.id)))[0]).toEqual(originalRow);
      expect(await getImprovementStatuses(t.db, original.id)).toEqual([{ id: improvement.id, status: 'applied' }]);
      expect((await request('GET', `/api/resume/${original.id}/improvement`, owner)).json()).toEqual({ improvement: null });
      const list = (await request('GET', `/api/applicant/${owner.user.id}/resumes`, owner)).json<TResume[]>();
      expect(list.map((item) => item.id).sort()).toEqual([original.id, applied.resume.id].sort());
      const [audit] = (await findAuditLogs(t.db, 'resume.improvements_applied')).filter(
        (entry) => entry.resourceId === String(applied.resume.id),
      );
      expect(audit).toMatchObject({ resourceType: 'resume', userId: owner.user.id });
      expect(audit!.details).toMatchObject({
        ownerUserId: owner.user.id,
        parentResumeId: original.id,
        improvementId: improvement.id,
        edited: false,
      });

      // Applying twice: the review is gone.
      expectError(await apply(original.id, owner, improvement.improvedContent), 409, NO_PENDING_IMPROVEMENTS);
      // The next version of the same resume gets the next free name.
      const next = await improve(original.id, owner);
      expect((await apply(original.id, owner, next.improvedContent)).json().fileName).toBe('Jane Doe Resume (improved 2).md');
    });

    it('answers 409 before any improvement was generated, and stores nothing', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      expectError(await apply(resume.id, owner, '# Jane Doe'), 409, NO_PENDING_IMPROVEMENTS);
      expect((await request('GET', `/api/applicant/${owner.user.id}/resumes`, owner)).json()).toHaveLength(1);
    });

    it('answers 409 when the resume was edited after the improvements were generated', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      const improvement = await improve(resume.id, owner);
      await request('PATCH', `/api/resume/${resume.id}`, owner, { fileContent: '# Jane Doe\n\nEdited by hand.' });
      expectError(await apply(resume.id, owner, improvement.improvedContent), 409, RESUME_CHANGED);
      expect((await request('GET', `/api/applicant/${owner.user.id}/resumes`, owner)).json()).toHaveLength(1);
    });

    it('applies a user edit that adds no new fact', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      const improvement = await improve(resume.id, owner);
      const lines = improvement.improvedContent.split('\n');
      // The user removed the last line and the browser sent CRLF line endings.
      const edited = lines.slice(0, -1).join('\r\n');
      const response = await apply(resume.id, owner, edited);
      expect(response.statusCode, response.body).toBe(201);
      const [created] = await t.db.select().from(resumes).where(eq(resumes.id, response.json().resume.id));
      expect(created!.content).toBe(lines.slice(0, -1).join('\n').trimEnd());
      const [audit] = (await findAuditLogs(t.db, 'resume.improvements_applied')).filter(
        (entry) => entry.resourceId === String(created!.id),
      );
      expect(audit!.details).toMatchObject({ edited: true });
    });

    it('refuses an edit that invents an employer and a metric, and stores nothing', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      const improvement = await improve(resume.id, owner);
      const crafted = `${improvement.improvedContent}\n\n### Principal Engineer — Google\n\n- Grew revenue by 300% for 2,000,000 users`;
      const response = await apply(resume.id, owner, crafted);
      expectError(response, 400, /^Your edited version adds facts the original resume does not contain: /);
      expect(await getImprovementStatuses(t.db, resume.id)).toEqual([{ id: improvement.id, status: 'pending' }]);
      expect((await request('GET', `/api/applicant/${owner.user.id}/resumes`, owner)).json()).toHaveLength(1);
    });

    it('lets an admin apply for the owner; the new version belongs to the owner', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      const improvement = await improve(resume.id, accounts.admin);
      const response = await apply(resume.id, accounts.admin, improvement.improvedContent);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().resume.userId).toBe(owner.user.id);
    });

    it('answers 400 for bad input and stores nothing', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      await improve(resume.id, owner);
      const url = `/api/resume/${resume.id}/apply-improvements`;
      expectError(await request('POST', url, owner, {}), 400, 'Improved content must be text');
      expectError(await apply(resume.id, owner, ''), 400, 'Improved content is required');
      expectError(await apply(resume.id, owner, 42), 400, 'Improved content must be text');
      expectError(await apply(resume.id, owner, 'x'.repeat(200_001)), 400, /Improved content must be at most/);
      expectError(await request('POST', url, owner, { improvedContent: '# A', fileName: 'a.md' }), 400, /Unrecognized key/);
      const pending = await t.db
        .select({ value: count() })
        .from(resumeImprovements)
        .where(and(eq(resumeImprovements.resumeId, resume.id), eq(resumeImprovements.status, 'pending')));
      expect(pending[0]!.value).toBe(1);
      expect((await request('GET', `/api/applicant/${owner.user.id}/resumes`, owner)).json()).toHaveLength(1);
    });

    it('answers 401, 403 and 404 like the other AI calls', async () => {
      await expectGuarded('POST', 'apply-improvements', { improvedContent: '# Jane Doe' }, { improvedContent: '' });
    });
  });

  describe('POST /api/resume/:id/improvement/score and applying a chosen set of changes', () => {
    async function createWeakResume(owner: TAccount) {
      const resume = await createResumeFor(owner);
      const edit = await request('PATCH', `/api/resume/${resume.id}`, owner, { fileContent: WEAK_OPENINGS_RESUME });
      expect(edit.statusCode, edit.body).toBe(200);
      return resume;
    }
    const score = (resumeId: number, account: TAccount | undefined, payload: object) =>
      request('POST', `/api/resume/${resumeId}/improvement/score`, account, payload);
    const optionalIds = (improvement: TImprovement) => improvement.changes.filter((change) => change.isOptional).map((change) => change.id);

    it('lists each change with an id, its reason and the findings it fixes; "Responsible for…" becomes the action', async () => {
      const owner = await newDeveloper();
      const resume = await createWeakResume(owner);
      const improvement = await improve(resume.id, owner);
      expect(improvement.improvedContent).not.toMatch(/Responsible for/);
      const bullet = improvement.changes.find((change) => change.before.startsWith('Responsible for designing REST APIs in Go'));
      expect(bullet).toMatchObject({ after: 'Designed REST APIs in Go for the booking platform', isOptional: true });
      expect(bullet?.fixes).toContain('weak-phrases');
      expect(bullet?.reason).toMatch(/Weak opening/);
      expect(new Set(improvement.changes.map((change) => change.id)).size).toBe(improvement.changes.length);
      // The pending review keeps them: the review screen reads the same list.
      const pending = (await request('GET', `/api/resume/${resume.id}/improvement`, owner)).json<{ improvement: TImprovement }>();
      expect(pending.improvement.changes).toEqual(improvement.changes);
    });

    it('scores the chosen set with the engine: all changes no lower than the original, none the same as the original', async () => {
      const owner = await newDeveloper();
      const resume = await createWeakResume(owner);
      const improvement = await improve(resume.id, owner);
      const all = await score(resume.id, owner, { acceptedChangeIds: optionalIds(improvement) });
      expect(all.statusCode, all.body).toBe(200);
      const allScores = ZImprovementScoreSchema.parse(all.json());
      expect(allScores.overallScore).toBeGreaterThan(allScores.originalScore);
      const none = ZImprovementScoreSchema.parse((await score(resume.id, owner, { acceptedChangeIds: [] })).json());
      expect(none.originalScore).toBe(allScores.originalScore);
      expect(none.overallScore).toBeLessThanOrEqual(allScores.overallScore);
      // Scoring stores nothing and leaves the review pending.
      expect(await countRows(t.db, resume.id)).toEqual({ analyses: 0, improvements: 1 });
      expect((await getImprovementStatuses(t.db, resume.id)).map((row) => row.status)).toEqual(['pending']);
    });

    it('applies only the accepted changes (the composed text passes the fact review); an outside client posting the whole text still works', async () => {
      const owner = await newDeveloper();
      const resume = await createWeakResume(owner);
      const improvement = await improve(resume.id, owner);
      const rejected = improvement.changes.find((change) => change.before.startsWith('Worked on migrating'))!;
      expect(rejected.isOptional).toBe(true);
      const accepted = new Set(optionalIds(improvement).filter((id) => id !== rejected.id));
      const content = composeImprovement(improvement.improvedContent, improvement.changes, accepted);
      const response = await apply(resume.id, owner, content);
      expect(response.statusCode, response.body).toBe(201);
      const created = ZApplyImprovementsResponseSchema.parse(response.json());
      const saved = (await getContent(created.resume.id, owner)).fileContent;
      expect(saved).toContain('- Worked on migrating 40 services to Kubernetes');
      expect(saved).toContain('- Designed REST APIs in Go for the booking platform');
      expect(saved).not.toContain(rejected.after);

      const other = await createWeakResume(owner);
      const whole = await improve(other.id, owner);
      expect((await apply(other.id, owner, whole.improvedContent)).statusCode).toBe(201);
    });

    it('answers 400 with a message for bad input or an unknown change, 409 without a pending review, and stores nothing', async () => {
      const owner = await newDeveloper();
      const resume = await createWeakResume(owner);
      expectError(await score(resume.id, owner, { acceptedChangeIds: [] }), 409, NO_PENDING_IMPROVEMENTS);
      await improve(resume.id, owner);
      expectError(await score(resume.id, owner, {}), 400, 'Accepted changes must be a list of change ids');
      expectError(await score(resume.id, owner, { acceptedChangeIds: 'c1' }), 400, 'Accepted changes must be a list of change ids');
      expectError(await score(resume.id, owner, { acceptedChangeIds: [7] }), 400, 'Each accepted change must be a change id');
      expectError(await score(resume.id, owner, { acceptedChangeIds: ['x'.repeat(21)] }), 400, /at most 20 characters/);
      expectError(
        await score(resume.id, owner, { acceptedChangeIds: ['c999'] }),
        400,
        'These improvements have no change "c999". Reload the review.',
      );
      expectError(await score(resume.id, owner, { acceptedChangeIds: [], extra: 1 }), 400, /Unrecognized key/);
      expect(await countRows(t.db, resume.id)).toEqual({ analyses: 0, improvements: 1 });
    });

    it('answers 401, 403 and 404 like the other AI calls', async () => {
      await expectGuarded('POST', 'improvement/score', { acceptedChangeIds: [] }, { acceptedChangeIds: 3 });
    });

    it('lets an admin score the owner’s review', async () => {
      const owner = await newDeveloper();
      const resume = await createWeakResume(owner);
      const improvement = await improve(resume.id, owner);
      const response = await score(resume.id, accounts.admin, { acceptedChangeIds: optionalIds(improvement) });
      expect(response.statusCode, response.body).toBe(200);
    });
  });

  describe('with the admin’s OpenAI-compatible model', () => {
    let server: TFakeLlmServer;

    beforeAll(async () => {
      server = await startFakeLlmServer();
      await useLlmServer(t.db, server.baseUrl);
    });
    afterAll(async () => {
      await setLlmKey(t, '', false);
      await server.close();
    });
    const setKey = (keyValue: string, isActive: boolean) => setLlmKey(t, keyValue, isActive);

    it('analyzes with the model while its key is active, and with the built-in engine once it is switched off', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      server.answerWith({ content: JSON.stringify({ overallScore: 64, suggestions: [], strengths: ['Clear structure.'] }) });

      await setKey('sk-route-test', false);
      expect(await analyze(resume.id, owner)).toMatchObject({ engine: 'built-in', model: null, fallbackReason: null });
      expect(server.requests).toHaveLength(0);

      await setKey('sk-route-test', true);
      const byModel = await analyze(resume.id, owner);
      expect(byModel).toMatchObject({
        engine: 'llm',
        model: 'fake-model',
        fallbackReason: null,
        overallScore: 64,
        strengths: ['Clear structure.'],
      });
      expect(server.requests).toHaveLength(1);
      expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-route-test');
      const [row] = await t.db.select().from(resumeAnalyses).where(eq(resumeAnalyses.id, byModel.id));
      expect(row!.provider).toBe('llm');
      expect((await request('GET', `/api/resume/${resume.id}/analysis`, owner)).json().analysis).toEqual(byModel);

      server.answerWith({ status: 500, body: { error: { message: 'overloaded' } } });
      expect(await analyze(resume.id, owner)).toMatchObject({
        engine: 'built-in',
        model: null,
        fallbackReason: 'The AI service answered with HTTP 500.',
      });

      await setKey('sk-route-test', false);
      expect(await analyze(resume.id, owner)).toMatchObject({ engine: 'built-in', fallbackReason: null });
      expect(server.requests).toHaveLength(2);
    });

    it('runs the fact checker on the model’s rewrite too', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      const { fileContent } = await getContent(resume.id, owner);
      const rewrite = '# Jane Doe\n\n## Experience\n\n- Led 12 engineers at Acme';
      server.answerWith({ content: JSON.stringify({ improvedContent: rewrite, changes: [] }) });
      await setKey('sk-route-test', true);

      const improvement = await improve(resume.id, owner);
      expect(improvement).toMatchObject({ engine: 'llm', model: 'fake-model', improvedContent: rewrite, originalContent: fileContent });
      expect(improvement.warnings).toEqual(reviewImprovement(fileContent, rewrite));
      // What the real checker finds in this rewrite reaches the review: the invented number among it.
      expect(improvement.warnings).toContainEqual({
        kind: 'invented-fact',
        message: 'Number "12" is not in the original resume.',
        excerpt: 'Led 12 engineers at Acme',
      });
      await setKey('', false);
    });

    it('answers with the built-in rewrite when the model’s is longer than a resume may be', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      const { fileContent } = await getContent(resume.id, owner);
      const rewrite = `${fileContent}\n${'- Shipped the release\n'.repeat(2_500)}`;
      server.answerWith({ content: JSON.stringify({ improvedContent: rewrite, changes: [] }) });
      await setKey('sk-route-test', true);
      const improvement = await improve(resume.id, owner);
      await setKey('', false);
      expect(improvement).toMatchObject({
        engine: 'built-in',
        fallbackReason: 'The AI model’s rewrite is longer than a resume may be.',
        originalContent: fileContent,
      });
      expect(improvement.improvedContent.length).toBeLessThan(2 * fileContent.length);
    });

    it('lets through a flagged fact the pending review already showed, but not a new one', async () => {
      const owner = await newDeveloper();
      const resume = await createResumeFor(owner);
      const { fileContent } = await getContent(resume.id, owner);
      // The model's rewrite adds a metric, which the pending review shows.
      const rewrite = `${fileContent}\n- Served 3x more requests`;
      const shown: TImprovementWarning = {
        kind: 'new-metric',
        message: 'New metric "3x": the original resume does not state it.',
        excerpt: 'Served 3x more requests',
      };
      server.answerWith({ content: JSON.stringify({ improvedContent: rewrite, changes: [] }) });
      await setKey('sk-route-test', true);
      const improvement = await improve(resume.id, owner);
      await setKey('', false);
      expect(improvement.warnings).toEqual([shown]);

      // The user's edit drops a section (a warning that does not block) and keeps the shown metric.
      const withoutCertifications = improvement.improvedContent.replace('\n## Certifications\n\n- AWS Solutions Architect', '');
      const sectionGone: TImprovementWarning = {
        kind: 'section-removed',
        message: 'The section "Certifications" of the original has no counterpart in the improved version.',
        excerpt: null,
      };
      expect(reviewImprovement(fileContent, withoutCertifications)).toEqual([shown, sectionGone]);
      // A new metric in the edit blocks, and only it is listed.
      const withNewMetric = `${withoutCertifications}\n- Handled 7x the traffic`;
      expect(reviewImprovement(fileContent, withNewMetric)).toEqual([
        shown,
        { kind: 'new-metric', message: 'New metric "7x": the original resume does not state it.', excerpt: 'Handled 7x the traffic' },
        sectionGone,
      ]);
      expectError(
        await apply(resume.id, owner, withNewMetric),
        400,
        'Your edited version adds facts the original resume does not contain: New metric "7x": the original resume does not state it.. Remove them, or apply the reviewed version.',
      );
      expect((await apply(resume.id, owner, withoutCertifications)).statusCode).toBe(201);
    });
  });
});
