import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TJob } from '#shared/schemas/jobs.ts';
import type { TTeam, TTeamInvitation } from '#shared/schemas/team.ts';
import { auditLogs, companies, companyInvitations, jobApplicationEvents, notifications, users } from '#server/db/schema.ts';
import { createResume } from '#server/db/resumes.queries.ts';
import { VIEWERS_READ_ONLY } from '#server/plugins/employer-workspace.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { createCandidate } from '#tests/factories/candidates.ts';
import { readInvitationToken } from '#tests/factories/colleagues.ts';
import { A_JOB, createHiringEmployer, inCompanyOf, postJob } from '#tests/factories/jobs.ts';
import { buildRegistration, createUserWithSession } from '#tests/factories/users.ts';
import { createTestApp, useTestApp } from '#tests/setup/test-app.ts';
import { OWNERS_MANAGE_THE_TEAM } from './team-access.ts';

const t = useTestApp();

type TAccount = { user: { id: number; email: string; fullName: string }; cookie: string; password?: string };
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, who: TAccount | null, payload?: object, app = t.app) =>
  app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

const teamUrl = (who: TAccount, rest = '') => `/api/employer/${who.user.id}/team${rest}`;

/** The owner invites `email`; answers the invitation and the token its mail carries. */
async function invite(owner: TAccount, email: string, role: 'owner' | 'recruiter' | 'viewer', app = t.app, mails = t.mails) {
  const response = await call('POST', teamUrl(owner, '/invitations'), owner, { email, role }, app);
  expect(response.statusCode, response.body).toBe(201);
  const mail = mails.findLast((sent) => sent.to === email)!;
  return { invitation: response.json<TTeamInvitation>(), token: readInvitationToken(mail), mail };
}

/** A colleague who signed up with the invited address and accepted: a member of the owner's company. */
async function addColleague(owner: TAccount, role: 'owner' | 'recruiter' | 'viewer') {
  const registration = buildRegistration({ userType: 'employer' });
  const { token } = await invite(owner, registration.email, role);
  const colleague = await createUserWithSession(t.app, registration, { isVerified: false });
  const accepted = await call('POST', `/api/invitations/${token}/accept`, colleague);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return colleague;
}

describe('inviting a colleague', () => {
  it('mails a single-use link that a new colleague opens, signs up with and accepts: one team, the address confirmed, audited', async () => {
    const owner = await createHiringEmployer(t.app, 'Northwind Labs');
    const { invitation, token, mail } = await invite(owner, 'Rita.Recruiter@Example.com'.toLowerCase(), 'recruiter');
    expect(invitation).toMatchObject({ email: 'rita.recruiter@example.com', role: 'recruiter', invitedByName: owner.user.fullName });
    expect(mail.subject).toBe('Join Northwind Labs on DevMatch');
    expect(mail.text).toContain(`${owner.user.fullName} invited you to join Northwind Labs's hiring team on DevMatch as recruiter.`);

    const preview = await call('GET', `/api/invitations/${token}`, null);
    expect(preview.json()).toMatchObject({ companyName: 'Northwind Labs', email: 'rita.recruiter@example.com', role: 'recruiter' });

    const rita = await createUserWithSession(t.app, { userType: 'employer', email: 'rita.recruiter@example.com' }, { isVerified: false });
    const accepted = await call('POST', `/api/invitations/${token}/accept`, rita);
    expect(accepted.json()).toEqual({ companyName: 'Northwind Labs', role: 'recruiter' });
    const [row] = await t.db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, rita.user.id));
    expect(row?.verifiedAt).not.toBeNull();

    const team = (await call('GET', teamUrl(rita), rita)).json<TTeam>();
    expect(team).toMatchObject({ companyName: 'Northwind Labs', myRole: 'recruiter', invitations: [] });
    expect(team.members.map((member) => [member.userId, member.role])).toEqual([
      [owner.user.id, 'owner'],
      [rita.user.id, 'recruiter'],
    ]);
    expect((await call('GET', teamUrl(owner), owner)).json<TTeam>().invitations).toEqual([]);

    // The link works once.
    expect((await call('GET', `/api/invitations/${token}`, null)).statusCode).toBe(410);
    expect((await call('POST', `/api/invitations/${token}/accept`, rita)).json()).toMatchObject({
      message: 'This invitation has already been used.',
    });
    const actions = (await t.db.select({ action: auditLogs.action }).from(auditLogs)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['team.member_invited', 'team.member_joined']));
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const owner = await createHiringEmployer(t.app);
    const cases: [object, string][] = [
      [{ email: 'not-an-address', role: 'recruiter' }, 'Please enter a valid email address'],
      [{ email: 'a@example.com', role: 'boss' }, 'Role must be owner, recruiter or viewer'],
      [{ email: 'a@example.com' }, 'Role must be owner, recruiter or viewer'],
      [{ email: 'a@example.com', role: 'viewer', extra: 1 }, 'Unrecognized key'],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', teamUrl(owner, '/invitations'), owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(message);
    }
    expect((await call('POST', teamUrl(owner, '/invitations'), owner, { email: owner.user.email, role: 'viewer' })).statusCode).toBe(409);
    expect(await t.db.select().from(companyInvitations).where(inCompanyOf(companyInvitations.companyId, owner.user.id))).toEqual([]);
    expect(t.mails.filter((mail) => mail.to === 'a@example.com' || mail.to === owner.user.email)).toEqual([]);

    const unnamed = await createUserWithSession(t.app, { userType: 'employer' });
    const response = await call('POST', teamUrl(unnamed, '/invitations'), unnamed, { email: 'b@example.com', role: 'viewer' });
    expect(response.json()).toMatchObject({ message: 'Add your company name before inviting colleagues.' });
  });

  it('replaces an earlier link to the same address, withdraws one on request, and says why a link no longer works', async () => {
    const owner = await createHiringEmployer(t.app);
    const first = await invite(owner, 'sam@example.com', 'viewer');
    const second = await invite(owner, 'sam@example.com', 'recruiter');
    expect((await call('GET', `/api/invitations/${first.token}`, null)).json()).toMatchObject({
      message: 'This invitation has expired or was withdrawn. Ask for a new one.',
    });
    expect((await call('GET', teamUrl(owner), owner)).json<TTeam>().invitations.map((pending) => pending.id)).toEqual([
      second.invitation.id,
    ]);
    expect((await call('DELETE', teamUrl(owner, `/invitations/${second.invitation.id}`), owner)).statusCode).toBe(204);
    expect((await call('DELETE', teamUrl(owner, `/invitations/${second.invitation.id}`), owner)).statusCode).toBe(404);
    expect((await call('GET', `/api/invitations/${second.token}`, null)).statusCode).toBe(410);
    expect((await call('GET', '/api/invitations/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', null)).statusCode).toBe(404);
    expect((await call('GET', '/api/invitations/bad!', null)).statusCode).toBe(400);

    const third = await invite(owner, 'sam@example.com', 'viewer');
    await t.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.id, third.invitation.id));
    const sam = await createUserWithSession(t.app, { userType: 'employer', email: 'sam@example.com' });
    expect((await call('POST', `/api/invitations/${third.token}/accept`, sam)).statusCode).toBe(410);
  });

  it('is accepted only by an employer account with the invited address, and not by one that keeps a company of its own', async () => {
    const owner = await createHiringEmployer(t.app);
    const { token } = await invite(owner, 'dana@example.com', 'recruiter');
    expect((await call('POST', `/api/invitations/${token}/accept`, null)).statusCode).toBe(401);
    const stranger = await createUserWithSession(t.app, { userType: 'employer' });
    expect((await call('POST', `/api/invitations/${token}/accept`, stranger)).json()).toMatchObject({
      message: 'This invitation was sent to dana@example.com. Sign in with that address to accept it.',
    });
    const developer = await createUserWithSession(t.app, { userType: 'developer', email: 'dana@example.com' });
    expect((await call('POST', `/api/invitations/${token}/accept`, developer)).statusCode).toBe(403);

    const busy = await createHiringEmployer(t.app, 'Busy Co');
    await postJob(t.app, busy);
    const toBusy = await invite(owner, busy.user.email, 'recruiter');
    const refused = await call('POST', `/api/invitations/${toBusy.token}/accept`, busy);
    expect(refused.statusCode).toBe(409);
    expect((await call('GET', teamUrl(busy), busy)).json<TTeam>().companyName).toBe('Busy Co');
  });

  it('drops an empty company of one when its owner joins another', async () => {
    const owner = await createHiringEmployer(t.app);
    const joiner = await createUserWithSession(t.app, { userType: 'employer' });
    const [before] = await t.db.select({ id: companies.id }).from(companies).where(inCompanyOf(companies.id, joiner.user.id));
    const { token } = await invite(owner, joiner.user.email, 'viewer');
    expect((await call('POST', `/api/invitations/${token}/accept`, joiner)).statusCode).toBe(200);
    expect(await t.db.select().from(companies).where(eq(companies.id, before!.id))).toEqual([]);
  });

  it('is limited per company per day: the refused invitation stores and mails nothing', async () => {
    const limited = await createTestApp({ RATE_LIMIT_INVITATIONS_PER_COMPANY_PER_DAY: '2' });
    try {
      const owner = await createHiringEmployer(limited.app);
      await invite(owner, 'one@example.com', 'viewer', limited.app, limited.mails);
      await invite(owner, 'two@example.com', 'viewer', limited.app, limited.mails);
      const third = await call('POST', teamUrl(owner, '/invitations'), owner, { email: 'three@example.com', role: 'viewer' }, limited.app);
      expect(third.statusCode).toBe(429);
      expect(limited.mails.map((mail) => mail.to)).toEqual(['one@example.com', 'two@example.com']);
    } finally {
      await limited.close();
    }
  });
});

describe('working as a team', () => {
  it("shares jobs, favourites, notes and pipelines; records who did what; a colleague's note shows its writer", async () => {
    const owner = await createHiringEmployer(t.app);
    const rita = await addColleague(owner, 'recruiter');
    const candidate = await createCandidate(t.app, { jobTitle: 'Go Engineer', skills: ['Go'] });

    const posted = (await call('POST', `/api/employer/${rita.user.id}/jobs`, rita, { ...A_JOB, status: 'open' })).json<TJob>();
    expect(posted.company).toMatchObject({ name: 'Northwind Labs', employerId: rita.user.id });
    expect((await call('GET', `/api/employer/${owner.user.id}/jobs`, owner)).json<TJob[]>().map((job) => job.id)).toEqual([posted.id]);

    await call('POST', `/api/employer/${owner.user.id}/favorites`, owner, { applicantId: candidate.applicantId });
    expect((await call('GET', `/api/employer/${rita.user.id}/favorites`, rita)).json()).toEqual([
      { applicantId: candidate.applicantId, createdAt: expect.any(String) },
    ]);
    await call('POST', `/api/employer/${rita.user.id}/notes`, rita, { applicantId: candidate.applicantId, note: 'Strong systems design.' });
    expect((await call('GET', `/api/employer/${owner.user.id}/notes`, owner)).json()).toEqual([
      {
        applicantId: candidate.applicantId,
        note: 'Strong systems design.',
        updatedAt: expect.any(String),
        updatedByName: rita.user.fullName,
      },
    ]);

    const applied = await call('POST', `/api/jobs/${posted.id}/applications`, candidate, { resumeId: await firstResumeId(candidate) });
    const applicationId = applied.json<{ id: number }>().id;
    const moved = await call('PATCH', `/api/employer/${owner.user.id}/jobs/${posted.id}/applications/${applicationId}`, owner, {
      stage: 'screening',
    });
    expect(moved.statusCode, moved.body).toBeLessThan(300);
    const events = await t.db.select().from(jobApplicationEvents).where(eq(jobApplicationEvents.applicationId, applicationId));
    expect(events.map((event) => [event.event, event.actorUserId])).toEqual([
      ['applied', candidate.user.id],
      ['screening', owner.user.id],
    ]);
    // The team sees who moved it; the developer sees the steps alone.
    const received = await call('GET', `/api/employer/${rita.user.id}/jobs/${posted.id}/applications`, rita);
    expect(received.json<{ history: { event: string; actorName: string | null }[] }[]>()[0]!.history).toEqual([
      expect.objectContaining({ event: 'applied', actorName: candidate.user.fullName }),
      expect.objectContaining({ event: 'screening', actorName: owner.user.fullName }),
    ]);
    const own = await call('GET', '/api/applicant/applications', candidate);
    expect(own.json<{ history: { actorName: string | null }[] }[]>()[0]!.history.map((step) => step.actorName)).toEqual([null, null]);
  });

  it('lets a viewer read everything and change nothing (403 with a message)', async () => {
    const owner = await createHiringEmployer(t.app);
    const job = await postJob(t.app, owner);
    const viewer = await addColleague(owner, 'viewer');
    expect((await call('GET', `/api/employer/${viewer.user.id}/jobs`, viewer)).json<TJob[]>().map((one) => one.id)).toEqual([job.id]);
    const refusals = [
      await call('POST', `/api/employer/${viewer.user.id}/jobs`, viewer, A_JOB),
      await call('PATCH', `/api/employer/${viewer.user.id}/jobs/${job.id}`, viewer, { title: 'Renamed' }),
      await call('POST', `/api/employer/${viewer.user.id}/favorites`, viewer, { applicantId: 1 }),
      await call('POST', `/api/employer/${viewer.user.id}/saved-searches`, viewer, { name: 'Go', criteria: {} }),
    ];
    for (const refused of refusals) expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: VIEWERS_READ_ONLY });
    expect((await call('POST', teamUrl(viewer, '/invitations'), viewer, { email: 'x@example.com', role: 'viewer' })).json()).toMatchObject({
      message: OWNERS_MANAGE_THE_TEAM,
    });
  });

  it("keeps a company's data from members of another, and from a removed member", async () => {
    const owner = await createHiringEmployer(t.app);
    const job = await postJob(t.app, owner);
    const rita = await addColleague(owner, 'recruiter');
    const outsider = await createHiringEmployer(t.app, 'Other Co');
    expect((await call('GET', `/api/employer/${outsider.user.id}/jobs`, outsider)).json()).toEqual([]);
    expect((await call('GET', `/api/employer/${outsider.user.id}/jobs/${job.id}/applications`, outsider)).statusCode).toBe(404);
    expect((await call('GET', teamUrl(owner), outsider)).statusCode).toBe(403);

    expect((await call('DELETE', teamUrl(owner, `/members/${rita.user.id}`), owner)).statusCode).toBe(204);
    expect((await call('GET', `/api/employer/${rita.user.id}/jobs`, rita)).json()).toEqual([]);
    expect((await call('GET', `/api/employer/${rita.user.id}/jobs/${job.id}/applications`, rita)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/employer/${rita.user.id}/jobs/${job.id}`, rita, { title: 'Taken' })).statusCode).toBe(404);
    expect((await call('GET', teamUrl(rita), rita)).json<TTeam>()).toMatchObject({ myRole: 'owner', companyName: null });
    expect((await call('GET', teamUrl(owner), owner)).json<TTeam>().members.map((member) => member.userId)).toEqual([owner.user.id]);
  });
});

describe("a team's conversations", () => {
  it('are shared: a colleague reads and answers, each message names its writer, and the developer reaches the one who wrote last', async () => {
    const owner = await createHiringEmployer(t.app);
    const rita = await addColleague(owner, 'recruiter');
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, rita.user.id));
    const candidate = await createCandidate(t.app, { jobTitle: 'Go Engineer', skills: ['Go'] });
    const contacted = await call('POST', '/api/employer/contact', owner, {
      candidateId: candidate.applicantId,
      subject: 'A Go role',
      message: 'Would you like to talk?',
    });
    const { conversationId } = contacted.json<{ conversationId: number }>();

    type TThreadMessages = { messages: { fromMe: boolean; fromMySide: boolean; senderName: string }[] };
    const asRita = (await call('GET', `/api/conversations/${conversationId}`, rita)).json<TThreadMessages>();
    expect(asRita.messages).toEqual([expect.objectContaining({ fromMe: false, fromMySide: true, senderName: owner.user.fullName })]);
    expect(
      (await call('POST', `/api/conversations/${conversationId}/messages`, rita, { body: 'I am Rita, I run the interviews.' })).statusCode,
    ).toBe(201);

    const asDeveloper = (await call('GET', `/api/conversations/${conversationId}`, candidate)).json<TThreadMessages>();
    expect(asDeveloper.messages.map((message) => [message.senderName, message.fromMySide])).toEqual([
      [owner.user.fullName, false],
      [rita.user.fullName, false],
    ]);
    await call('POST', `/api/conversations/${conversationId}/messages`, candidate, { body: 'Happy to talk, Rita.' });
    const ritasBell = await t.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, rita.user.id));
    expect(ritasBell.map((notice) => notice.title)).toContain(`${candidate.user.fullName} replied`);
    const asOwner = (await call('GET', `/api/conversations/${conversationId}`, owner)).json<TThreadMessages>();
    expect(asOwner.messages.map((message) => message.fromMySide)).toEqual([true, true, false]);
  });
});

describe('roles and leaving', () => {
  it('an owner changes roles; the last owner cannot step down, leave or delete their account while others remain', async () => {
    const owner = await createHiringEmployer(t.app);
    const rita = await addColleague(owner, 'recruiter');
    const lastOwner = 'A company needs an owner: make another member an owner first.';
    expect((await call('PATCH', teamUrl(owner, `/members/${owner.user.id}`), owner, { role: 'viewer' })).json()).toMatchObject({
      message: lastOwner,
    });
    expect((await call('DELETE', teamUrl(owner, `/members/${owner.user.id}`), owner)).statusCode).toBe(409);
    const deletion = await call('DELETE', '/api/account', owner, { currentPassword: owner.password, confirmation: 'DELETE' });
    expect(deletion.statusCode).toBe(409);
    expect((await call('PATCH', teamUrl(owner, `/members/${rita.user.id}`), owner, { role: 'boss' })).statusCode).toBe(400);
    expect((await call('PATCH', teamUrl(rita, `/members/${owner.user.id}`), rita, { role: 'viewer' })).statusCode).toBe(403);
    expect((await call('PATCH', teamUrl(owner, '/members/999999'), owner, { role: 'viewer' })).statusCode).toBe(404);

    expect((await call('PATCH', teamUrl(owner, `/members/${rita.user.id}`), owner, { role: 'owner' })).json()).toMatchObject({
      role: 'owner',
    });
    expect((await call('PATCH', teamUrl(owner, `/members/${owner.user.id}`), owner, { role: 'recruiter' })).json()).toMatchObject({
      role: 'recruiter',
    });
    // A recruiter leaves on their own; the company stays with its owner.
    expect((await call('DELETE', teamUrl(owner, `/members/${owner.user.id}`), owner)).statusCode).toBe(204);
    expect((await call('GET', teamUrl(rita), rita)).json<TTeam>().members.map((member) => member.userId)).toEqual([rita.user.id]);
    expect((await call('DELETE', teamUrl(rita, `/members/${rita.user.id}`), rita)).statusCode).toBe(409);
  });

  it('answers 401 without a session and 403 to developers on every team route', async () => {
    const owner = await createHiringEmployer(t.app);
    const developer = await createUserWithSession(t.app, { userType: 'developer' });
    const admin = await createAdminWithSession(t.app, t.db);
    for (const who of [null, developer]) {
      const expected = who ? 403 : 401;
      expect((await call('GET', teamUrl(owner), who)).statusCode).toBe(expected);
      expect((await call('POST', teamUrl(owner, '/invitations'), who, { email: 'a@example.com', role: 'viewer' })).statusCode).toBe(
        expected,
      );
      expect((await call('PATCH', teamUrl(owner, `/members/${owner.user.id}`), who, { role: 'viewer' })).statusCode).toBe(expected);
      expect((await call('DELETE', teamUrl(owner, `/members/${owner.user.id}`), who)).statusCode).toBe(expected);
    }
    expect((await call('GET', teamUrl(owner), admin)).statusCode).toBe(200);
    expect((await call('POST', teamUrl(owner, '/invitations'), admin, { email: 'a@example.com', role: 'viewer' })).statusCode).toBe(403);
  });
});

async function firstResumeId(candidate: TAccount): Promise<number> {
  const resume = await createResume(t.db, {
    userId: candidate.user.id,
    fileName: 'cv.md',
    content: '# CV\n\nGo developer.',
    file: null,
    source: 'uploaded',
  });
  return resume.id;
}
