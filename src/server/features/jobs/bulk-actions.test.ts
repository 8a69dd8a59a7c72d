import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TAGS_MAX_PER_CANDIDATE, type TTag } from '#shared/schemas/candidate-tags.ts';
import type { TApplication } from '#shared/schemas/jobs.ts';
import { createResume } from '#server/db/resumes.queries.ts';
import {
  auditLogs,
  candidateTaggings,
  candidateTags,
  conversationMessages,
  conversations,
  jobApplications,
  messageBlocks,
  notifications,
  users,
} from '#server/db/schema.ts';
import { VIEWERS_READ_ONLY } from '#server/plugins/employer-workspace.ts';
import { createCandidate } from '#tests/factories/candidates.ts';
import { addColleague } from '#tests/factories/colleagues.ts';
import { createHiringEmployer, postJob } from '#tests/factories/jobs.ts';
import { createTestApp, useTestApp, type TTestApp } from '#tests/setup/test-app.ts';
import { EMPLOYER_NOT_VERIFIED_TO_CONTACT } from '../conversations/contact-candidate.ts';

const t = useTestApp();

type TAccount = { user: { id: number; email: string }; cookie: string };
const post = (app: TTestApp['app'], url: string, who: TAccount | null, payload: object) =>
  app.inject({ method: 'POST', url, headers: who ? { cookie: who.cookie } : {}, payload });

/**
 * A company (owner, recruiter Rita Recruiter, a viewer) and its job with four applications, one per
 * developer, in order: Ana, Ben, Chloe (who withdraws) and Dan.
 */
async function setUp(test: TTestApp = t) {
  const { app } = test;
  const owner = await createHiringEmployer(app);
  const recruiter = await addColleague(app, test.mails, owner, 'recruiter', 'Rita Recruiter');
  const viewer = await addColleague(app, test.mails, owner, 'viewer');
  const job = await postJob(app, owner);
  const developers: TAccount[] = [];
  const ids: number[] = [];
  for (const fullName of ['Ana Sousa', 'Ben Okafor', 'Chloe Martin', 'Dan Lee']) {
    const developer = await createCandidate(app, { jobTitle: 'Go Developer', skills: ['Go'] }, { fullName });
    const resume = await createResume(test.db, {
      userId: developer.user.id,
      fileName: 'cv.md',
      content: `# ${fullName}`,
      file: null,
      source: 'uploaded',
    });
    const applied = await post(app, `/api/jobs/${job.id}/applications`, developer, { resumeId: resume.id });
    developers.push(developer);
    ids.push(applied.json<TApplication>().id);
  }
  await app.inject({ method: 'POST', url: `/api/applications/${ids[2]}/withdraw`, headers: { cookie: developers[2]!.cookie } });
  const urlOf = (who: TAccount, action: 'bulk-tag' | 'bulk-message', jobId = job.id) =>
    `/api/employer/${who.user.id}/jobs/${jobId}/applications/${action}`;
  return { owner, recruiter, viewer, job, developers, ids, urlOf };
}

const developerIds = (developers: TAccount[]) => developers.map((developer) => developer.user.id);
const noticesOf = (test: TTestApp, developers: TAccount[]) =>
  test.db
    .select({ userId: notifications.userId, kind: notifications.kind, title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(inArray(notifications.userId, developerIds(developers)));
const taggingsOf = (tagId: number) =>
  t.db
    .select({ applicantId: candidateTaggings.applicantId, taggedBy: candidateTaggings.taggedByUserId })
    .from(candidateTaggings)
    .where(eq(candidateTaggings.tagId, tagId));
const auditedBy = (test: TTestApp, userId: number, action: string) =>
  test.db
    .select({ resourceId: auditLogs.resourceId, details: auditLogs.details })
    .from(auditLogs)
    .where(and(eq(auditLogs.userId, userId), eq(auditLogs.action, action)))
    .orderBy(auditLogs.id);
const messagesTo = (test: TTestApp, developers: TAccount[]) =>
  test.db
    .select({
      developerUserId: conversations.developerUserId,
      jobId: conversations.jobId,
      body: conversationMessages.body,
      isOutreach: conversationMessages.isOutreach,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(inArray(conversations.developerUserId, developerIds(developers)))
    .orderBy(conversationMessages.id);

describe('tagging several candidates at once', () => {
  it('tags each chosen candidate, keeps one who carries the tag, audits each tagging and tells no developer', async () => {
    const { owner, recruiter, developers, ids, urlOf } = await setUp();
    const referral = (await post(t.app, `/api/employer/${owner.user.id}/tags`, owner, { name: 'Referral' })).json<TTag>();
    const first = await post(t.app, urlOf(recruiter, 'bulk-tag'), recruiter, { applicationIds: [ids[0]], tagId: referral.id });
    expect(first.json()).toEqual({ tagged: [ids[0]], skipped: [] });
    const noticesBefore = await noticesOf(t, developers);

    const response = await post(t.app, urlOf(recruiter, 'bulk-tag'), recruiter, { applicationIds: ids, tagId: referral.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ tagged: [ids[1], ids[2], ids[3]], skipped: [{ applicationId: ids[0], reason: 'already-tagged' }] });
    const taggings = await taggingsOf(referral.id);
    expect(taggings).toHaveLength(4);
    expect(taggings.every((tagging) => tagging.taggedBy === recruiter.user.id)).toBe(true);
    expect(await auditedBy(t, recruiter.user.id, 'candidate.tagged')).toHaveLength(4);
    // Tags are the company's own notes: no developer hears of them.
    expect(await noticesOf(t, developers)).toEqual(noticesBefore);

    // A new tag by name is made once, on the fly, and put on each.
    const byName = await post(t.app, urlOf(owner, 'bulk-tag'), owner, { applicationIds: [ids[0], ids[1]], name: 'Strong systems design' });
    expect(byName.json()).toEqual({ tagged: [ids[0], ids[1]], skipped: [] });
    expect(await auditedBy(t, owner.user.id, 'tag.created')).toHaveLength(2);
  });

  it('leaves a candidate who carries the most tags allowed and says so', async () => {
    const { owner, job, ids, urlOf } = await setUp();
    const [ben] = await t.db
      .select({ applicantId: jobApplications.applicantId })
      .from(jobApplications)
      .where(eq(jobApplications.id, ids[1]!));
    const fillers = await t.db
      .insert(candidateTags)
      .values(Array.from({ length: TAGS_MAX_PER_CANDIDATE }, (_, index) => ({ companyId: job.company.id, name: `Filler ${index}` })))
      .returning({ id: candidateTags.id });
    await t.db.insert(candidateTaggings).values(fillers.map((filler) => ({ tagId: filler.id, applicantId: ben!.applicantId })));

    const response = await post(t.app, urlOf(owner, 'bulk-tag'), owner, { applicationIds: [ids[0], ids[1]], name: 'Shortlist' });
    expect(response.json()).toEqual({ tagged: [ids[0]], skipped: [{ applicationId: ids[1], reason: 'tag-limit' }] });
    expect(await t.db.select().from(candidateTaggings).where(eq(candidateTaggings.applicantId, ben!.applicantId))).toHaveLength(
      TAGS_MAX_PER_CANDIDATE,
    );
  });

  it('refuses bad input, another company’s tag and another job’s application with a message, storing nothing', async () => {
    const { owner, ids, urlOf } = await setUp();
    const url = urlOf(owner, 'bulk-tag');
    const referral = (await post(t.app, `/api/employer/${owner.user.id}/tags`, owner, { name: 'Referral' })).json<TTag>();
    const rival = await createHiringEmployer(t.app, 'Contoso');
    const rivalTag = (await post(t.app, `/api/employer/${rival.user.id}/tags`, rival, { name: 'Theirs' })).json<TTag>();
    const otherJob = await postJob(t.app, owner, { title: 'Rust Engineer' });
    const cases: [object, number, string][] = [
      [{ applicationIds: [], tagId: referral.id }, 400, 'Choose at least one candidate'],
      [{ applicationIds: [ids[0], ids[0]], tagId: referral.id }, 400, 'Each candidate may be chosen once'],
      [{ applicationIds: Array.from({ length: 101 }, (_, index) => index + 1), tagId: referral.id }, 400, 'At most 100 candidates at once'],
      [{ applicationIds: [ids[0]] }, 400, 'Give either a tag id or a new tag name'],
      [{ applicationIds: [ids[0]], tagId: referral.id, name: 'Both' }, 400, 'Give either a tag id or a new tag name'],
      [{ applicationIds: [ids[0]], name: ' ' }, 400, 'Tag name is required'],
      [{ applicationIds: [ids[0]], tagId: referral.id, extra: 1 }, 400, 'Unrecognized key'],
      [{ applicationIds: [ids[0], 999_999], name: 'Made for nothing' }, 404, 'Application not found'],
      [{ applicationIds: [ids[0]], tagId: rivalTag.id }, 404, 'Tag not found'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post(t.app, url, owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message, JSON.stringify(payload)).toContain(message);
    }
    const viaOtherJob = await post(t.app, urlOf(owner, 'bulk-tag', otherJob.id), owner, { applicationIds: [ids[0]], tagId: referral.id });
    expect(viaOtherJob.statusCode).toBe(404);
    expect(viaOtherJob.json()).toMatchObject({ message: 'Application not found' });
    expect(
      await t.db
        .select()
        .from(candidateTaggings)
        .where(inArray(candidateTaggings.tagId, [referral.id, rivalTag.id])),
    ).toEqual([]);
    expect(await t.db.select().from(candidateTags).where(eq(candidateTags.name, 'Made for nothing'))).toEqual([]);
  });
});

describe('messaging several candidates at once', () => {
  const BODY = 'Hi {{firstName}}, thanks for applying to {{jobTitle}} at {{company}}. Talk soon, {{recruiterName}}';

  it('sends each one message about the job, filled for them, tells each once, audits each, and leaves out who withdrew or blocked', async () => {
    const { recruiter, job, developers, ids, urlOf } = await setUp();
    const [ana, ben, chloe, dan] = developers as [TAccount, TAccount, TAccount, TAccount];
    await t.db.insert(messageBlocks).values({ developerUserId: ben.user.id, companyId: job.company.id });
    const noticesBefore = await noticesOf(t, developers);

    const response = await post(t.app, urlOf(recruiter, 'bulk-message'), recruiter, { applicationIds: ids, body: BODY });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      messaged: [ids[0], ids[3]],
      skipped: [
        { applicationId: ids[1], reason: 'blocked' },
        { applicationId: ids[2], reason: 'withdrawn' },
      ],
    });
    expect(await messagesTo(t, developers)).toEqual([
      {
        developerUserId: ana.user.id,
        jobId: job.id,
        body: 'Hi Ana, thanks for applying to Senior Go Engineer at Northwind Labs. Talk soon, Rita Recruiter',
        isOutreach: false,
      },
      {
        developerUserId: dan.user.id,
        jobId: job.id,
        body: 'Hi Dan, thanks for applying to Senior Go Engineer at Northwind Labs. Talk soon, Rita Recruiter',
        isOutreach: false,
      },
    ]);
    const notices = (await noticesOf(t, developers)).filter(
      (notice) => !noticesBefore.some((before) => before.userId === notice.userId && before.title === notice.title),
    );
    expect(notices.map((notice) => [notice.userId, notice.kind, notice.title])).toEqual([
      [ana.user.id, 'message', 'New message from Northwind Labs'],
      [dan.user.id, 'message', 'New message from Northwind Labs'],
    ]);
    await t.app.backgroundTasks.settle();
    for (const [developer, count] of [
      [ana, 1],
      [ben, 0],
      [chloe, 0],
      [dan, 1],
    ] as const) {
      expect(
        t.mails.filter((mail) => mail.to === developer.user.email),
        developer.user.email,
      ).toHaveLength(count);
    }
    const audited = await auditedBy(t, recruiter.user.id, 'application.messaged');
    expect(audited.map((entry) => (entry.details as { applicationId: number }).applicationId)).toEqual([ids[0], ids[3]]);

    // The same text again within a minute is a slip: refused, nothing more stored.
    const again = await post(t.app, urlOf(recruiter, 'bulk-message'), recruiter, { applicationIds: [ids[0]], body: BODY });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You sent this message less than a minute ago.' });
    // A new one goes into the same conversation.
    const next = await post(t.app, urlOf(recruiter, 'bulk-message'), recruiter, { applicationIds: [ids[0]], body: 'One more thing.' });
    expect(next.json()).toEqual({ messaged: [ids[0]], skipped: [] });
    expect(await t.db.select().from(conversations).where(eq(conversations.developerUserId, ana.user.id))).toHaveLength(1);
    expect(await messagesTo(t, [ana])).toHaveLength(2);
  });

  it('refuses a placeholder it cannot fill, bad input and another job’s application with a message, storing nothing', async () => {
    const { owner, developers, ids, urlOf } = await setUp();
    const otherJob = await postJob(t.app, owner, { title: 'Rust Engineer' });
    const url = urlOf(owner, 'bulk-message');
    const cases: [object, number, string][] = [
      [{ applicationIds: [ids[0]], body: 'Hi {{firstName}}, see you on {{date}}.' }, 400, 'Fill in {{date}} before sending.'],
      [{ applicationIds: [ids[0]], body: 'Hi {{firstname}}' }, 400, 'Fill in {{firstname}} before sending.'],
      [{ applicationIds: [ids[0]], body: '   ' }, 400, 'Message is required'],
      [{ applicationIds: [ids[0]], body: 'x'.repeat(5001) }, 400, 'Message must be at most 5000 characters long'],
      [{ applicationIds: [ids[0]] }, 400, 'Message'],
      [{ applicationIds: [], body: 'Hi' }, 400, 'Choose at least one candidate'],
      [{ applicationIds: Array.from({ length: 101 }, (_, index) => index + 1), body: 'Hi' }, 400, 'At most 100 candidates at once'],
      [{ applicationIds: [ids[0], ids[0]], body: 'Hi' }, 400, 'Each candidate may be chosen once'],
      [{ applicationIds: [ids[0]], body: 'Hi', subject: 'No' }, 400, 'Unrecognized key'],
      [{ applicationIds: [ids[0], 999_999], body: 'Hi' }, 404, 'Application not found'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post(t.app, url, owner, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(response.json().message, JSON.stringify(payload).slice(0, 80)).toContain(message);
    }
    const viaOtherJob = await post(t.app, urlOf(owner, 'bulk-message', otherJob.id), owner, { applicationIds: [ids[0]], body: 'Hi' });
    expect(viaOtherJob.statusCode).toBe(404);
    expect(await messagesTo(t, developers)).toEqual([]);
    expect(
      await t.db
        .select()
        .from(conversations)
        .where(inArray(conversations.developerUserId, developerIds(developers))),
    ).toEqual([]);
  });

  it('holds a call to the hourly limit, all or nothing, but not to the outreach limits: the candidates applied', async () => {
    const limited = await createTestApp({
      MESSAGES_PER_HOUR: '3',
      CONTACT_MESSAGES_PER_DAY: '1',
      CONTACT_MESSAGES_PER_CANDIDATE_PER_DAY: '1',
    });
    try {
      const { owner, developers, ids, urlOf } = await setUp(limited);
      const applicants = [ids[0], ids[1], ids[3]];
      const first = await post(limited.app, urlOf(owner, 'bulk-message'), owner, {
        applicationIds: applicants,
        body: 'Hello {{firstName}}',
      });
      expect(first.json()).toEqual({ messaged: applicants, skipped: [] });
      const over = await post(limited.app, urlOf(owner, 'bulk-message'), owner, { applicationIds: applicants, body: 'Hello again' });
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toContain('You can send at most 3 messages an hour.');
      expect(await messagesTo(limited, developers)).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

describe('who may tag or message several candidates at once', () => {
  it('answers 401 without a session, 403 to a viewer and an unconfirmed sender, 404 to another company', async () => {
    const { owner, viewer, developers, ids, urlOf } = await setUp();
    const referral = (await post(t.app, `/api/employer/${owner.user.id}/tags`, owner, { name: 'Referral' })).json<TTag>();
    const rival = await createHiringEmployer(t.app, 'Contoso');
    const payloads = {
      'bulk-tag': { applicationIds: [ids[0]], tagId: referral.id },
      'bulk-message': { applicationIds: [ids[0]], body: 'Hi' },
    };
    for (const action of ['bulk-tag', 'bulk-message'] as const) {
      const payload = payloads[action];
      expect((await post(t.app, urlOf(owner, action), null, payload)).statusCode, action).toBe(401);
      expect((await post(t.app, urlOf(owner, action), developers[0]!, payload)).statusCode, action).toBe(403);
      const asViewer = await post(t.app, urlOf(viewer, action), viewer, payload);
      expect(asViewer.statusCode, action).toBe(403);
      expect(asViewer.json()).toMatchObject({ message: VIEWERS_READ_ONLY });
      // Another employer's id in the path is refused outright; their own id finds no such application.
      expect((await post(t.app, urlOf(owner, action), rival, payload)).statusCode, action).toBe(403);
      const asRival = await post(t.app, urlOf(rival, action), rival, payload);
      expect(asRival.statusCode, action).toBe(404);
      expect(asRival.json()).toMatchObject({ message: 'Application not found' });
    }
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, owner.user.id));
    const unconfirmed = await post(t.app, urlOf(owner, 'bulk-message'), owner, payloads['bulk-message']);
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json()).toMatchObject({ message: EMPLOYER_NOT_VERIFIED_TO_CONTACT });
    expect((await post(t.app, urlOf(owner, 'bulk-tag'), owner, payloads['bulk-tag'])).statusCode).toBe(403);
    expect(await taggingsOf(referral.id)).toEqual([]);
    expect(await messagesTo(t, developers)).toEqual([]);
  });
});
