import { describe, expect, it } from 'vitest';
import { findMembership } from '#server/db/company-members.queries.ts';
import type { TApplicantsPerJob, THiringAnalytics } from '#shared/schemas/hiring-analytics.ts';
import type { TApplicationStage } from '#shared/job-values.ts';
import type { Database } from '#server/db/client.ts';
import { conversationMessages, conversations, jobApplicationEvents, jobApplications } from '#server/db/schema.ts';
import { createCandidate } from '#tests/factories/candidates.ts';
import { createHiringEmployer, postJob } from '#tests/factories/jobs.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { useTestApp } from '#tests/setup/test-app.ts';

const t = useTestApp();
const DAY = 86_400;

type THistory = [event: TApplicationStage | 'withdrawn', at: string][];

/** An application whose history is written as given: sent at its first entry. */
async function insertApplication(db: Database, params: { jobId: number; applicantId: number; history: THistory }) {
  const stages = params.history.filter(([event]) => event !== 'withdrawn');
  const withdrawal = params.history.find(([event]) => event === 'withdrawn');
  const [row] = await db
    .insert(jobApplications)
    .values({
      jobId: params.jobId,
      applicantId: params.applicantId,
      resumeFileName: 'resume.md',
      resumeContent: '# Resume',
      stage: stages.at(-1)![0] as TApplicationStage,
      withdrawnAt: withdrawal ? new Date(withdrawal[1]) : null,
      createdAt: new Date(params.history[0]![1]),
    })
    .returning({ id: jobApplications.id });
  await db
    .insert(jobApplicationEvents)
    .values(params.history.map(([event, at]) => ({ applicationId: row!.id, event, createdAt: new Date(at) })));
}

/** A conversation the employer opened for their company about the job, with the developer's answer if any. */
async function insertOutreach(
  db: Database,
  params: { employerId: number; developerUserId: number; jobId: number | null; at: string; answer?: 'reply' | 'decline' },
) {
  const membership = await findMembership(db, { userId: params.employerId });
  const [conversation] = await db
    .insert(conversations)
    .values({
      companyId: membership!.companyId,
      employerId: params.employerId,
      developerUserId: params.developerUserId,
      jobId: params.jobId,
      subject: 'Job Opportunity',
      createdAt: new Date(params.at),
      declinedAt: params.answer === 'decline' ? new Date(params.at) : null,
    })
    .returning({ id: conversations.id });
  const messages: Omit<typeof conversationMessages.$inferInsert, 'conversationId'>[] = [
    { senderUserId: params.employerId, body: 'Hello', isOutreach: true, kind: 'message' },
  ];
  if (params.answer)
    messages.push({
      senderUserId: params.developerUserId,
      body: 'Thanks',
      isOutreach: false,
      kind: params.answer === 'reply' ? 'message' : 'decline',
    });
  await db.insert(conversationMessages).values(messages.map((message) => ({ ...message, conversationId: conversation!.id })));
}

/**
 * Two jobs of one employer with histories written by hand (October 2026), an application sent in
 * September, outreach in and out of the range, and another employer's job.
 */
async function setUp() {
  const employer = await createHiringEmployer(t.app);
  const jobA = await postJob(t.app, employer, { title: 'Senior Go Engineer' });
  const jobB = await postJob(t.app, employer, { title: '@Growth, Platform' });
  const other = await createHiringEmployer(t.app, 'Contoso');
  const otherJob = await postJob(t.app, other);
  const developers = [];
  for (let index = 0; index < 5; index += 1) developers.push(await createCandidate(t.app, { jobTitle: 'Go Developer' }));
  const [d1, d2, d3, d4, d5] = developers as [(typeof developers)[0], ...typeof developers];
  const db = t.db;
  await insertApplication(db, {
    jobId: jobA.id,
    applicantId: d1.applicantId,
    history: [
      ['applied', '2026-10-01T00:00:00Z'],
      ['screening', '2026-10-03T00:00:00Z'],
      ['interview', '2026-10-08T00:00:00Z'],
      ['offer', '2026-10-10T00:00:00Z'],
      ['hired', '2026-10-11T00:00:00Z'],
    ],
  });
  await insertApplication(db, {
    jobId: jobA.id,
    applicantId: d2!.applicantId,
    history: [
      ['applied', '2026-10-02T00:00:00Z'],
      ['screening', '2026-10-06T00:00:00Z'],
      ['rejected', '2026-10-07T00:00:00Z'],
    ],
  });
  await insertApplication(db, {
    jobId: jobA.id,
    applicantId: d3!.applicantId,
    history: [
      ['applied', '2026-10-05T00:00:00Z'],
      ['withdrawn', '2026-10-06T00:00:00Z'],
    ],
  });
  await insertApplication(db, { jobId: jobA.id, applicantId: d4!.applicantId, history: [['applied', '2026-10-20T00:00:00Z']] });
  // Sent before the range: not counted, though hired within it.
  await insertApplication(db, {
    jobId: jobA.id,
    applicantId: d5!.applicantId,
    history: [
      ['applied', '2026-09-15T00:00:00Z'],
      ['hired', '2026-10-02T00:00:00Z'],
    ],
  });
  await insertApplication(db, {
    jobId: jobB.id,
    applicantId: d1.applicantId,
    history: [
      ['applied', '2026-10-10T00:00:00Z'],
      ['screening', '2026-10-12T00:00:00Z'],
      ['interview', '2026-10-13T00:00:00Z'],
    ],
  });
  await insertApplication(db, { jobId: otherJob.id, applicantId: d2!.applicantId, history: [['applied', '2026-10-03T00:00:00Z']] });

  const employerId = employer.user.id;
  await insertOutreach(db, { employerId, developerUserId: d2!.user.id, jobId: jobA.id, at: '2026-10-03T09:00:00Z', answer: 'reply' });
  await insertOutreach(db, { employerId, developerUserId: d3!.user.id, jobId: jobA.id, at: '2026-10-04T09:00:00Z', answer: 'decline' });
  await insertOutreach(db, { employerId, developerUserId: d4!.user.id, jobId: jobA.id, at: '2026-10-15T09:00:00Z' });
  await insertOutreach(db, { employerId, developerUserId: d5!.user.id, jobId: jobA.id, at: '2026-09-01T09:00:00Z', answer: 'reply' });
  await insertOutreach(db, { employerId, developerUserId: d5!.user.id, jobId: null, at: '2026-10-05T09:00:00Z', answer: 'reply' });
  await insertOutreach(db, { employerId: other.user.id, developerUserId: d2!.user.id, jobId: otherJob.id, at: '2026-10-05T09:00:00Z' });
  return { employer, other, jobA, jobB, otherJob, developer: d1 };
}

const analyticsUrl = (employerId: number, query: string) => `/api/employer/${employerId}/analytics?${query}`;
const OCTOBER = 'from=2026-10-01&to=2026-10-31';

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('hiring analytics', () => {
  it('counts the funnel, times the stages and hires, and sets outreach against applications, for all jobs and one', async () => {
    const { employer, jobA, jobB } = await setUp();
    const response = await get(analyticsUrl(employer.user.id, OCTOBER), employer.cookie);
    expect(response.statusCode).toBe(200);
    const all = response.json<THiringAnalytics>();
    expect(all).toMatchObject({ from: '2026-10-01', to: '2026-10-31', jobId: null, applications: 5, withdrawn: 1, rejected: 1 });
    expect(all.funnel).toEqual([
      { stage: 'applied', reached: 5, conversion: null },
      { stage: 'screening', reached: 3, conversion: 3 / 5 },
      { stage: 'interview', reached: 2, conversion: 2 / 3 },
      { stage: 'offer', reached: 1, conversion: 1 / 2 },
      { stage: 'hired', reached: 1, conversion: 1 },
    ]);
    // Applied: 2, 4, 1 and 2 days (the one still waiting is not measured); Screening: 5, 1, 1; Interview: 2 (one still there); Offer: 1.
    expect(all.timeInStage).toEqual([
      { stage: 'applied', samples: 4, medianSeconds: 2 * DAY, meanSeconds: 2.25 * DAY },
      { stage: 'screening', samples: 3, medianSeconds: 1 * DAY, meanSeconds: (7 * DAY) / 3 },
      { stage: 'interview', samples: 1, medianSeconds: 2 * DAY, meanSeconds: 2 * DAY },
      { stage: 'offer', samples: 1, medianSeconds: 1 * DAY, meanSeconds: 1 * DAY },
    ]);
    expect(all.timeToHire).toEqual({ samples: 1, medianSeconds: 10 * DAY, meanSeconds: 10 * DAY });
    // d3 declined, then applied on the 5th; d4 applied on the 20th; d2 had applied before being contacted.
    expect(all.outreach).toEqual({ contacted: 3, responded: 2, declined: 1, applied: 2, responseRate: 2 / 3 });
    expect(all.jobs).toEqual([
      { jobId: jobB.id, title: '@Growth, Platform', status: 'open', applications: 1, hired: 0, contacted: 0, responded: 0 },
      { jobId: jobA.id, title: 'Senior Go Engineer', status: 'open', applications: 4, hired: 1, contacted: 3, responded: 2 },
    ]);

    const one = (await get(analyticsUrl(employer.user.id, `${OCTOBER}&jobId=${jobA.id}`), employer.cookie)).json<THiringAnalytics>();
    expect(one).toMatchObject({ jobId: jobA.id, applications: 4, withdrawn: 1, rejected: 1 });
    expect(one.funnel.map((step) => step.reached)).toEqual([4, 2, 1, 1, 1]);
    expect(one.timeInStage[0]).toEqual({ stage: 'applied', samples: 3, medianSeconds: 2 * DAY, meanSeconds: (7 * DAY) / 3 });
    expect(one.outreach.contacted).toBe(3);
    expect(one.jobs).toHaveLength(2);

    // One day: only the application sent on 1 October, hired ten days later.
    const day = (await get(analyticsUrl(employer.user.id, 'from=2026-10-01&to=2026-10-01'), employer.cookie)).json<THiringAnalytics>();
    expect(day.funnel.map((step) => step.reached)).toEqual([1, 1, 1, 1, 1]);
    expect(day.outreach).toEqual({ contacted: 0, responded: 0, declined: 0, applied: 0, responseRate: null });

    const empty = (await get(analyticsUrl(employer.user.id, 'from=2025-01-01&to=2025-01-31'), employer.cookie)).json<THiringAnalytics>();
    expect(empty.applications).toBe(0);
    expect(empty.funnel[1]).toEqual({ stage: 'screening', reached: 0, conversion: null });
    expect(empty.timeToHire).toEqual({ samples: 0, medianSeconds: null, meanSeconds: null });
  });

  it('exports the figures as CSV, with text a spreadsheet would run quoted', async () => {
    const { employer, jobA } = await setUp();
    const response = await get(`/api/employer/${employer.user.id}/analytics.csv?${OCTOBER}`, employer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="hiring-analytics-2026-10-01-to-2026-10-31.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('Scope,Measure,Stage,Value');
    expect(lines).toContain('All jobs,Applications,,5');
    expect(lines).toContain('All jobs,Reached stage,Screening,3');
    expect(lines).toContain('All jobs,Conversion from previous stage (%),Screening,60');
    expect(lines).toContain('All jobs,Median days in stage,Applied,2');
    expect(lines).toContain('All jobs,Mean days in stage,Screening,2.3');
    expect(lines).toContain('All jobs,Median days to hire,,10');
    expect(lines).toContain('All jobs,Outreach response rate (%),,66.7');
    expect(lines).toContain(`"'@Growth, Platform",Applications,,1`);

    const one = await get(`/api/employer/${employer.user.id}/analytics.csv?${OCTOBER}&jobId=${jobA.id}`, employer.cookie);
    expect(one.headers['content-disposition']).toBe(`attachment; filename="hiring-analytics-2026-10-01-to-2026-10-31-job-${jobA.id}.csv"`);
    expect(one.body.split('\r\n')).toContain('Senior Go Engineer,Applications,,4');
  });

  it('counts applicants per job for the job cards, withdrawn ones left out', async () => {
    const { employer, jobA, jobB } = await setUp();
    const response = await get(`/api/employer/${employer.user.id}/analytics/applicants`, employer.cookie);
    expect(response.statusCode).toBe(200);
    const counts = response.json<TApplicantsPerJob>().jobs;
    expect(counts).toHaveLength(2);
    expect(counts).toEqual(
      expect.arrayContaining([
        { jobId: jobA.id, applicants: 4 },
        { jobId: jobB.id, applicants: 1 },
      ]),
    );
  });

  it('refuses bad ranges with a message, and others than the employer and admins', async () => {
    const { employer, other, otherJob, developer } = await setUp();
    const own = (query: string) => get(analyticsUrl(employer.user.id, query), employer.cookie);
    const badRequests: [string, string][] = [
      ['from=2026-10-31&to=2026-10-01', 'From must be on or before To'],
      ['from=2026-02-30&to=2026-03-01', 'From must be a date written YYYY-MM-DD'],
      ['from=2026-10-01&to=tomorrow', 'To must be a date written YYYY-MM-DD'],
      ['from=2026-10-01', 'To must be a date written YYYY-MM-DD'],
      ['from=2000-01-01&to=2026-10-01', 'The range must be at most 3660 days long'],
      [`${OCTOBER}&jobId=abc`, 'Job id must be a positive whole number'],
    ];
    for (const [query, message] of badRequests) {
      const response = await own(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toBe(message);
    }
    const badCsv = await get(`/api/employer/${employer.user.id}/analytics.csv?from=2026-10-31&to=2026-10-01`, employer.cookie);
    expect(badCsv.statusCode).toBe(400);

    expect((await get(analyticsUrl(employer.user.id, OCTOBER))).statusCode).toBe(401);
    expect((await get(`/api/employer/${employer.user.id}/analytics.csv?${OCTOBER}`)).statusCode).toBe(401);
    expect((await get(`/api/employer/${employer.user.id}/analytics/applicants`)).statusCode).toBe(401);

    const wrongEmployer = await get(analyticsUrl(employer.user.id, OCTOBER), other.cookie);
    expect(wrongEmployer.statusCode).toBe(403);
    expect(wrongEmployer.json<{ message: string }>().message).toBe('You can only see the analytics of your own jobs.');
    expect((await get(`/api/employer/${employer.user.id}/analytics.csv?${OCTOBER}`, other.cookie)).statusCode).toBe(403);
    expect((await get(`/api/employer/${employer.user.id}/analytics/applicants`, other.cookie)).statusCode).toBe(403);
    expect((await get(analyticsUrl(employer.user.id, OCTOBER), developer.cookie)).statusCode).toBe(403);

    for (const jobId of [otherJob.id, 2_000_000_000]) {
      const unknown = await own(`${OCTOBER}&jobId=${jobId}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<{ message: string }>().message).toBe('Job not found');
    }

    const admin = await createAdminWithSession(t.app, t.db);
    const read = await get(analyticsUrl(employer.user.id, OCTOBER), admin.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json<THiringAnalytics>().applications).toBe(5);
  });
});
