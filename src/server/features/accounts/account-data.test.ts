import { createHash } from 'node:crypto';
import { eq, isNull, or, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { findAuditLogs, getMe, logIn } from '#tests/factories/auth.ts';
import { createCandidate, searchCandidates } from '#tests/factories/candidates.ts';
import { createHiringEmployer, postJob } from '#tests/factories/jobs.ts';
import { readResumeFixture, uploadResume } from '#tests/factories/resumes.ts';
import { buildRegistration, createUserWithSession } from '#tests/factories/users.ts';
import { useTestApp, type TTestApp } from '#tests/setup/test-app.ts';
import {
  auditLogs,
  candidateSearchLog,
  conversationMessages,
  conversations,
  resumes,
  sessions,
  storedFiles,
  users,
} from '#server/db/schema.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function exportData(t: TTestApp, cookie?: string) {
  return t.app.inject({ method: 'GET', url: '/api/account/export', headers: cookie ? { cookie } : {} });
}

function deleteAccount(t: TTestApp, cookie: string | undefined, payload: unknown) {
  return t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
}

/** A developer with an uploaded resume, an analysis of it, and a conversation an employer started about a job. */
async function seedDeveloperWithHistory(t: TTestApp) {
  const developer = await createCandidate(t.app, { jobTitle: 'Data Engineer', skills: ['Python'] });
  const bytes = readResumeFixture('fullstack-engineer-strong.docx');
  const uploaded = await uploadResume(t.app, { userId: developer.user.id, cookie: developer.cookie, bytes, fileName: 'my cv.docx' });
  expect(uploaded.statusCode).toBe(201);
  const resumeId = uploaded.json<{ id: number }>().id;
  const analyzed = await t.app.inject({
    method: 'POST',
    url: `/api/resume/${resumeId}/analyze`,
    headers: { cookie: developer.cookie },
    payload: {},
  });
  expect(analyzed.statusCode).toBe(200);
  const employer = await createHiringEmployer(t.app);
  const job = await postJob(t.app, employer);
  const contact = await t.app.inject({
    method: 'POST',
    url: '/api/employer/contact',
    headers: { cookie: employer.cookie },
    payload: { candidateId: developer.applicantId, subject: 'About the data role', message: 'Would you like to talk?', jobId: job.id },
  });
  expect(contact.statusCode).toBe(201);
  const conversationId = contact.json<{ conversationId: number }>().conversationId;
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: { cookie: developer.cookie },
    payload: { body: 'Yes, happy to talk.' },
  });
  expect(reply.statusCode).toBe(201);
  await t.app.backgroundTasks.settle();
  return { developer, bytes, resumeId, employer, conversationId };
}

describe('GET /api/account/export', () => {
  const t = useTestApp({ DATA_EXPORTS_PER_DAY: '2' });

  it('downloads a zip with the data as JSON, secrets left out, and the original files', async () => {
    const { developer, bytes, resumeId, employer, conversationId } = await seedDeveloperWithHistory(t);
    const published = await t.app.inject({
      method: 'PUT',
      url: `/api/applicant/${developer.user.id}/resume-link`,
      headers: { cookie: developer.cookie },
      payload: { resumeId },
    });
    const { slug } = published.json<{ link: { slug: string } }>().link;
    expect((await t.app.inject({ method: 'GET', url: `/api/public/resumes/${slug}` })).statusCode).toBe(200);

    const response = await exportData(t, developer.cookie);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="devmatch-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(new TextDecoder().decode(entries['devmatch-data.json']!));
    expect(data.account).toMatchObject({ id: developer.user.id, email: developer.user.email, fullName: developer.user.fullName });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.applicantProfile).toMatchObject({ jobTitle: 'Data Engineer' });
    expect(data.resumes).toHaveLength(1);
    expect(data.resumes[0]).toMatchObject({ id: resumeId, fileName: 'my cv.docx' });
    expect(data.resumes[0].content.length).toBeGreaterThan(100);
    expect(data.resumeAnalyses).toHaveLength(1);
    expect(data.publicResumeLink).toMatchObject({ resumeId, slug, isIndexable: false, showsContact: false });
    expect(data.publicResumeLinkDays).toEqual([expect.objectContaining({ views: 1, downloads: 0 })]);
    expect(data.conversations.map((row: { id: number }) => row.id)).toEqual([conversationId]);
    expect(data.messages.map((row: { senderName: string; body: string }) => [row.senderName, row.body])).toEqual([
      [employer.user.fullName, 'Would you like to talk?'],
      ['You', 'Yes, happy to talk.'],
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0]).not.toHaveProperty('idHash');
    expect(data.auditEntries.map((row: { action: string }) => row.action)).toContain('user.registered');
    const resumeFile = Object.keys(entries).find((name) => name.startsWith(`files/resumes/${resumeId}-`))!;
    expect(resumeFile).toBe(`files/resumes/${resumeId}-my cv.docx`);
    expect(sha256(entries[resumeFile]!)).toBe(sha256(bytes));
    expect((await findAuditLogs(t.db, 'user.data_exported')).at(-1)).toMatchObject({ userId: developer.user.id });
  });

  it("holds an employer's company, jobs and the notes they wrote", async () => {
    const employer = await createHiringEmployer(t.app, 'Exporters Ltd');
    await postJob(t.app, employer, { title: 'Export Engineer' });
    const data = JSON.parse(
      new TextDecoder().decode(unzipSync(new Uint8Array((await exportData(t, employer.cookie)).rawPayload))['devmatch-data.json']!),
    );
    expect(data.company).toMatchObject({ name: 'Exporters Ltd' });
    expect(data.jobs.map((job: { title: string }) => job.title)).toEqual(['Export Engineer']);
    expect(data.applicantProfile).toBeNull();
  });

  it('allows DATA_EXPORTS_PER_DAY downloads a day, then answers 429; 401 without a session', async () => {
    const { cookie } = await createUserWithSession(t.app);
    expect((await exportData(t, cookie)).statusCode).toBe(200);
    expect((await exportData(t, cookie)).statusCode).toBe(200);
    const refused = await exportData(t, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You can download your data 2 times a day\./);
    expect((await exportData(t)).statusCode).toBe(401);
  });
});

describe('DELETE /api/account', () => {
  const t = useTestApp();
  const CONFIRMED = (password: string) => ({ currentPassword: password, confirmation: 'DELETE' });

  it.each([
    ['a wrong password', { currentPassword: 'not-it', confirmation: 'DELETE' }, 'Your current password is incorrect.'],
    ['no confirmation', { currentPassword: 'correct-horse-battery' }, 'Type DELETE to confirm'],
    ['a wrong confirmation', { currentPassword: 'correct-horse-battery', confirmation: 'delete me' }, 'Type DELETE to confirm'],
  ])('refuses %s with 400 and deletes nothing', async (_label, payload, message) => {
    const { user, cookie } = await createUserWithSession(t.app);
    const response = await deleteAccount(t, cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect((await getMe(t.app, cookie)).statusCode).toBe(200);
  });

  it("deletes a developer's data and files; their messages stay for the employer as from a deleted user; counts stay", async () => {
    const { developer, resumeId, employer, conversationId } = await seedDeveloperWithHistory(t);
    const usageBefore = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/usage/stats',
        headers: { cookie: (await createAdminWithSession(t.app, t.db)).cookie },
      })
    ).json();
    const userId = developer.user.id;

    const response = await deleteAccount(t, developer.cookie, CONFIRMED(developer.password));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your account and its data have been deleted.' });
    expect(response.cookies.find((cookie) => cookie.name === 'devmatch_session')?.value).toBe('');
    expect((await getMe(t.app, developer.cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await t.db.select().from(resumes).where(eq(resumes.id, resumeId))).toEqual([]);
    expect(await t.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.ownerUserId, userId))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);

    // The employer keeps the conversation: the developer's reply is from "Deleted user", and it is closed.
    const [conversation] = await t.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(conversation).toMatchObject({ developerUserId: null });
    const thread = (
      await t.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}`, headers: { cookie: employer.cookie } })
    ).json();
    expect(thread.conversation.other).toMatchObject({ userId: null, fullName: 'Deleted user', applicantId: null });
    expect(thread.conversation).toMatchObject({
      canReply: false,
      replyNotice: 'This person has deleted their account, so the conversation is closed.',
    });
    expect(thread.messages.map((message: { senderName: string }) => message.senderName)).toEqual([employer.user.fullName, 'Deleted user']);
    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { cookie: employer.cookie },
      payload: { body: 'Hello?' },
    });
    expect(replied.statusCode).toBe(409);
    expect(
      await t.db
        .select({ id: conversationMessages.id })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversationId)),
    ).toHaveLength(2);

    // Audit entries about them keep the action only; the deletion is recorded without identity.
    const about = await t.db
      .select()
      .from(auditLogs)
      .where(or(eq(auditLogs.resourceId, String(userId)), sql`${auditLogs.details}::text like ${`%${developer.user.email}%`}`));
    expect(about.length).toBeGreaterThan(0);
    for (const entry of about.filter((row) => row.resourceType === 'user'))
      expect(entry).toMatchObject({
        userId: null,
        ipAddress: null,
        details: entry.action === 'user.deleted' ? { userType: 'developer', by: 'self' } : null,
      });
    const admin = await createAdminWithSession(t.app, t.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/usage/stats', headers: { cookie: admin.cookie } })).json()).toEqual(
      usageBefore,
    );

    // The address is free for a new account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: buildRegistration({ email: developer.user.email }),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(userId);
  });

  it("deletes an employer's jobs; the developer keeps the job conversation, detached from the job; searches stay counted without them", async () => {
    const { developer, employer, conversationId } = await seedDeveloperWithHistory(t);
    expect((await searchCandidates(t.app, employer.cookie, { skills: ['Python', 'Go'] })).statusCode).toBe(200);
    // The search is logged after the answer.
    await t.app.backgroundTasks.settle();
    const searchLogOf = (employerId: number | null) =>
      t.db
        .select({ id: candidateSearchLog.id })
        .from(candidateSearchLog)
        .where(employerId === null ? isNull(candidateSearchLog.employerId) : eq(candidateSearchLog.employerId, employerId));
    const logged = (await searchLogOf(employer.user.id)).map((row) => row.id);
    expect(logged.length).toBeGreaterThan(0);

    const response = await deleteAccount(t, employer.cookie, CONFIRMED(employer.password));
    expect(response.statusCode).toBe(200);
    // The market report counts distinct employers: a null one is no one.
    expect((await searchLogOf(null)).map((row) => row.id)).toEqual(expect.arrayContaining(logged));
    const list = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie: developer.cookie } })).json();
    expect(list.items.find((item: { id: number }) => item.id === conversationId)).toMatchObject({
      job: null,
      other: { userId: null, fullName: 'Deleted user' },
    });
    expect((await logIn(t.app, { email: employer.user.email, password: employer.password })).statusCode).toBe(401);
  });

  it('refuses to delete the last admin with 409, and answers 401 without a session', async () => {
    const admin = await createAdminWithSession(t.app, t.db, { password: 'only-admin-password' });
    await t.db
      .update(users)
      .set({ userType: 'developer' })
      .where(sql`${users.userType} = 'admin' and ${users.id} <> ${admin.user.id}`);
    const response = await deleteAccount(t, admin.cookie, CONFIRMED('only-admin-password'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The last admin account cannot be deleted or suspended.');
    expect((await getMe(t.app, admin.cookie)).statusCode).toBe(200);
    expect((await deleteAccount(t, undefined, CONFIRMED('x'))).statusCode).toBe(401);
  });
});
