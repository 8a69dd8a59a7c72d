import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TInterview } from '#shared/schemas/interviews.ts';
import { SLOT_IN_THE_PAST } from '#shared/schemas/interviews.ts';
import { auditLogs, conversationMessages, interviews, interviewSlots, notifications } from '#server/db/schema.ts';
import { createResume } from '#server/db/resumes.queries.ts';
import { createCandidate } from '#tests/factories/candidates.ts';
import { createHiringEmployer, postJob } from '#tests/factories/jobs.ts';
import { addColleague } from '#tests/factories/colleagues.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { INTERVIEWERS_NOT_MEMBERS, NOT_IN_INTERVIEW_STAGE } from './interviews-access.ts';

const t = useTestApp();

type TCall = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; cookie?: string; payload?: Record<string, unknown> };
const call = ({ method, url, cookie, payload }: TCall) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** An owner, a recruiter and a viewer of one company; a developer whose application to its job is in Interview. */
async function setUp({ stage = 'interview' }: { stage?: string } = {}) {
  const owner = await createHiringEmployer(t.app);
  const recruiter = await addColleague(t.app, t.mails, owner, 'recruiter');
  const viewer = await addColleague(t.app, t.mails, owner, 'viewer');
  const job = await postJob(t.app, owner);
  const developer = await createCandidate(t.app, { jobTitle: 'Go Developer', skills: ['Go'] }, { fullName: 'Ana Sousa' });
  const resume = await createResume(t.db, {
    userId: developer.user.id,
    fileName: 'ana.md',
    content: '# Ana Sousa\n\nGo.',
    file: null,
    source: 'uploaded',
  });
  const applied = await call({
    method: 'POST',
    url: `/api/jobs/${job.id}/applications`,
    cookie: developer.cookie,
    payload: { resumeId: resume.id },
  });
  const applicationId = applied.json<{ id: number }>().id;
  const base = `/api/employer/${recruiter.user.id}/jobs/${job.id}/applications/${applicationId}`;
  const moved = await call({ method: 'PATCH', url: base, cookie: recruiter.cookie, payload: { stage } });
  expect(moved.statusCode).toBe(204);
  return { owner, recruiter, viewer, job, developer, applicationId, base, interviewsUrl: `${base}/interviews` };
}

type TWorld = Awaited<ReturnType<typeof setUp>>;

const proposal = (w: TWorld, overrides: Record<string, unknown> = {}) => ({
  slots: [
    { startsAt: inHours(48), durationMinutes: 60 },
    { startsAt: inHours(72), durationMinutes: 45 },
  ],
  timeZone: 'Europe/Berlin',
  interviewerIds: [w.owner.user.id, w.recruiter.user.id],
  location: 'https://meet.example.com/abc',
  note: 'A technical conversation about Go services.',
  ...overrides,
});

async function propose(w: TWorld, overrides: Record<string, unknown> = {}) {
  const response = await call({ method: 'POST', url: w.interviewsUrl, cookie: w.recruiter.cookie, payload: proposal(w, overrides) });
  expect(response.statusCode).toBe(201);
  return response.json<TInterview>();
}

async function accept(w: TWorld, interview: TInterview, slotIndex = 0) {
  const response = await call({
    method: 'POST',
    url: `/api/interviews/${interview.id}/accept`,
    cookie: w.developer.cookie,
    payload: { slotId: interview.slots[slotIndex]!.id },
  });
  expect(response.statusCode).toBe(200);
  await t.app.backgroundTasks.settle();
  return response.json<TInterview>();
}

const countInterviews = async (w: TWorld) =>
  (await t.db.select({ id: interviews.id }).from(interviews).where(eq(interviews.applicationId, w.applicationId))).length;
const countMessages = async () => (await t.db.select({ id: conversationMessages.id }).from(conversationMessages)).length;
/** The same path under another colleague's id: each member names themselves. */
const asMember = (url: string, w: TWorld, member: { user: { id: number } }) =>
  url.replace(`/employer/${w.recruiter.user.id}/`, `/employer/${member.user.id}/`);
/** An .ics text with its long lines unfolded (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const calendarMails = (email: string) => t.mails.filter((mail) => mail.to === email && mail.icalEvent);

describe('proposing interview times', () => {
  it('stores the times, posts the proposal in the conversation about the job and tells the panel', async () => {
    const w = await setUp();
    const interview = await propose(w);
    expect(interview).toMatchObject({
      status: 'proposed',
      timeZone: 'Europe/Berlin',
      chosenSlotId: null,
      location: 'https://meet.example.com/abc',
      job: { id: w.job.id, title: w.job.title },
      companyName: 'Northwind Labs',
      candidate: { fullName: 'Ana Sousa' },
      proposedBy: { userId: w.recruiter.user.id },
    });
    expect(interview.slots.map((slot) => slot.durationMinutes)).toEqual([60, 45]);
    expect(interview.interviewers.map((member) => member.userId).sort()).toEqual([w.owner.user.id, w.recruiter.user.id].sort());
    expect(interview.uid).toMatch(/@devmatch$/);

    const [message] = await t.db.select().from(conversationMessages).where(eq(conversationMessages.interviewId, interview.id));
    expect(message!.conversationId).toBe(interview.conversationId);
    expect(message!.body).toContain('please pick one of these times');
    const thread = await call({ method: 'GET', url: `/api/conversations/${interview.conversationId}`, cookie: w.developer.cookie });
    expect(thread.json<{ messages: { interviewId: number | null }[] }>().messages.at(-1)!.interviewId).toBe(interview.id);
    const [bell] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.developer.user.id), eq(notifications.kind, 'message')));
    expect(bell).toMatchObject({ kind: 'message', link: `/messages/${interview.conversationId}` });
    const panel = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, `You are on an interview panel for ${w.job.title}`));
    // The recruiter proposed: only the owner, also on the panel, is told.
    expect(panel.map((n) => n.userId)).toEqual([w.owner.user.id]);
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'interview.proposed'));
    expect(audits.find((audit) => audit.userId === w.recruiter.user.id)).toMatchObject({ resourceType: 'interview' });
    // No invitation before the pick; the developer's message e-mail goes out.
    await t.app.backgroundTasks.settle();
    expect(t.mails.filter((mail) => mail.icalEvent)).toEqual([]);
    expect(t.mails.some((mail) => mail.to === w.developer.user.email)).toBe(true);

    const listed = await call({ method: 'GET', url: asMember(w.interviewsUrl, w, w.viewer), cookie: w.viewer.cookie });
    expect(listed.json<TInterview[]>().map((i) => i.id)).toEqual([interview.id]);
    const mine = await call({ method: 'GET', url: '/api/applicant/interviews', cookie: w.developer.cookie });
    expect(mine.json<TInterview[]>().map((i) => i.id)).toEqual([interview.id]);
    const card = await call({ method: 'GET', url: `/api/interviews/${interview.id}`, cookie: w.developer.cookie });
    expect(card.json<TInterview>().id).toBe(interview.id);
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const w = await setUp();
    const outsider = await createHiringEmployer(t.app, 'Other Co');
    const messagesBefore = await countMessages();
    const six = Array.from({ length: 6 }, (_, index) => ({ startsAt: inHours(24 + index), durationMinutes: 30 }));
    const cases: [Record<string, unknown>, string][] = [
      [{ slots: six }, 'Propose at most 5 times'],
      [{ slots: [] }, 'Propose at least one time'],
      [{ slots: [{ startsAt: inHours(-1), durationMinutes: 30 }] }, SLOT_IN_THE_PAST],
      [{ slots: [{ startsAt: 'tomorrow', durationMinutes: 30 }] }, 'Start must be a date and time such as 2026-12-01T14:00:00Z'],
      [{ slots: [{ startsAt: inHours(24), durationMinutes: 5 }] }, 'Duration must be at least 15 minutes'],
      [{ timeZone: 'Mars/Olympus' }, 'Time zone must be an IANA time zone such as Europe/Berlin'],
      [{ interviewerIds: [outsider.user.id] }, INTERVIEWERS_NOT_MEMBERS],
      [{ interviewerIds: [w.developer.user.id] }, INTERVIEWERS_NOT_MEMBERS],
      // A note from a template with a placeholder left unfilled.
      [{ note: 'Looking forward to it, {{firstName}}.' }, 'Fill in {{firstName}} before sending.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await call({ method: 'POST', url: w.interviewsUrl, cookie: w.recruiter.cookie, payload: proposal(w, overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.body).toContain(message);
    }
    expect(await countInterviews(w)).toBe(0);
    expect(await countMessages()).toBe(messagesBefore);
  });

  it('needs the Interview stage', async () => {
    const w = await setUp({ stage: 'screening' });
    const response = await call({ method: 'POST', url: w.interviewsUrl, cookie: w.recruiter.cookie, payload: proposal(w) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: NOT_IN_INTERVIEW_STAGE });
    expect(await countInterviews(w)).toBe(0);
  });

  it('is for the company’s owners and recruiters: 401, 403 for viewers and developers, 404 for another company', async () => {
    const w = await setUp();
    const other = await createHiringEmployer(t.app, 'Other Co');
    const payload = proposal(w);
    expect((await call({ method: 'POST', url: w.interviewsUrl, payload })).statusCode).toBe(401);
    const viewerUrl = asMember(w.interviewsUrl, w, w.viewer);
    const asViewer = await call({ method: 'POST', url: viewerUrl, cookie: w.viewer.cookie, payload });
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json().message).toMatch(/Viewers can only read/);
    expect((await call({ method: 'POST', url: w.interviewsUrl, cookie: w.developer.cookie, payload })).statusCode).toBe(403);
    const otherUrl = asMember(w.interviewsUrl, w, other);
    expect((await call({ method: 'POST', url: otherUrl, cookie: other.cookie, payload })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: otherUrl, cookie: other.cookie })).statusCode).toBe(404);
    expect(await countInterviews(w)).toBe(0);
  });
});

describe('the developer’s answer', () => {
  it('picks a time: scheduled, a message back, the team told, and an .ics invitation for everyone', async () => {
    const w = await setUp();
    const proposed = await propose(w);
    t.mails.length = 0;
    const scheduled = await accept(w, proposed, 1);
    expect(scheduled).toMatchObject({ status: 'scheduled', chosenSlotId: proposed.slots[1]!.id });
    expect(scheduled.sequence).toBeGreaterThan(proposed.sequence);

    const messages = await t.db.select().from(conversationMessages).where(eq(conversationMessages.interviewId, proposed.id));
    expect(messages.at(-1)).toMatchObject({ senderUserId: w.developer.user.id });
    expect(messages.at(-1)!.body).toMatch(/^I picked .* for the interview/);
    const told = await t.db.select().from(notifications).where(eq(notifications.title, 'Interview scheduled: Ana Sousa'));
    // The recruiter, the conversation's contact, hears of the message itself; the owner on the panel by the bell.
    expect(told.map((n) => n.userId)).toEqual([w.owner.user.id]);

    for (const person of [w.developer, w.recruiter, w.owner]) {
      const [mail] = calendarMails(person.user.email);
      expect(mail, person.user.email).toBeDefined();
      expect(mail!.icalEvent!.method).toBe('REQUEST');
      const ics = unfold(mail!.icalEvent!.content);
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain(`UID:${proposed.uid}`);
      expect(ics).toContain(`SEQUENCE:${scheduled.sequence}`);
      const chosen = proposed.slots[1]!.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
      expect(ics).toContain(`DTSTART:${chosen}`);
      expect(ics).toMatch(new RegExp(`ATTENDEE;[^\\n]*mailto:${w.developer.user.email}`, 'i'));
      expect(ics).toMatch(new RegExp(`ORGANIZER;[^\\n]*mailto:${w.recruiter.user.email}`, 'i'));
    }
    expect(calendarMails(w.developer.user.email)[0]!.subject).toContain('Invitation: your interview for');

    const again = await call({
      method: 'POST',
      url: `/api/interviews/${proposed.id}/accept`,
      cookie: w.developer.cookie,
      payload: { slotId: proposed.slots[0]!.id },
    });
    expect(again.statusCode).toBe(409);
    const upcoming = await call({
      method: 'GET',
      url: `/api/employer/${w.owner.user.id}/interviews?upcoming=true`,
      cookie: w.owner.cookie,
    });
    expect(upcoming.json<TInterview[]>().map((i) => i.status)).toEqual(['scheduled']);
  });

  it('asks for other times: the team is told and proposes again', async () => {
    const w = await setUp();
    const proposed = await propose(w);
    const asked = await call({
      method: 'POST',
      url: `/api/interviews/${proposed.id}/ask-other-times`,
      cookie: w.developer.cookie,
      payload: { note: 'Mornings work better for me.' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<TInterview>()).toMatchObject({ status: 'other_times_requested', otherTimesNote: 'Mornings work better for me.' });
    const told = await t.db.select().from(notifications).where(eq(notifications.title, 'Ana Sousa asked for other interview times'));
    expect(told.length).toBeGreaterThan(0);
    const patched = await call({
      method: 'PATCH',
      url: `${w.interviewsUrl}/${proposed.id}`,
      cookie: w.recruiter.cookie,
      payload: { slots: [{ startsAt: inHours(30), durationMinutes: 30 }] },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<TInterview>()).toMatchObject({ status: 'proposed', otherTimesNote: null });
    expect(patched.json<TInterview>().slots).toHaveLength(1);
  });

  it('refuses a time not proposed, bad input, other developers (404) and employers (403), changing nothing', async () => {
    const w = await setUp();
    const proposed = await propose(w);
    const other = await createCandidate(t.app, { jobTitle: 'Dev' });
    const url = `/api/interviews/${proposed.id}/accept`;
    const wrong = await call({ method: 'POST', url, cookie: w.developer.cookie, payload: { slotId: 2_000_000 } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Pick one of the proposed times.' });
    expect((await call({ method: 'POST', url, cookie: w.developer.cookie, payload: { slotId: 'one' } })).statusCode).toBe(400);
    expect((await call({ method: 'POST', url, payload: { slotId: proposed.slots[0]!.id } })).statusCode).toBe(401);
    expect((await call({ method: 'POST', url, cookie: other.cookie, payload: { slotId: proposed.slots[0]!.id } })).statusCode).toBe(404);
    expect((await call({ method: 'POST', url, cookie: w.recruiter.cookie, payload: { slotId: proposed.slots[0]!.id } })).statusCode).toBe(
      403,
    );
    const askUrl = `/api/interviews/${proposed.id}/ask-other-times`;
    expect((await call({ method: 'POST', url: askUrl, cookie: other.cookie, payload: {} })).statusCode).toBe(404);
    const long = await call({ method: 'POST', url: askUrl, cookie: w.developer.cookie, payload: { note: 'x'.repeat(2001) } });
    expect(long.statusCode).toBe(400);
    expect((await call({ method: 'GET', url: `/api/interviews/${proposed.id}`, cookie: other.cookie })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: '/api/applicant/interviews', cookie: other.cookie })).json()).toEqual([]);
    const [stored] = await t.db.select().from(interviews).where(eq(interviews.id, proposed.id));
    expect(stored).toMatchObject({ status: 'proposed', chosenSlotId: null, sequence: proposed.sequence });
  });
});

describe('changing and cancelling', () => {
  it('sends an updated invitation (same UID, higher SEQUENCE) and a cancellation to a colleague taken off the panel', async () => {
    const w = await setUp();
    const scheduled = await accept(w, await propose(w));
    t.mails.length = 0;
    const patched = await call({
      method: 'PATCH',
      url: asMember(`${w.interviewsUrl}/${scheduled.id}`, w, w.owner),
      cookie: w.owner.cookie,
      payload: { interviewerIds: [w.recruiter.user.id], location: 'Office, Room 4' },
    });
    expect(patched.statusCode).toBe(200);
    const updated = patched.json<TInterview>();
    expect(updated).toMatchObject({ status: 'scheduled', location: 'Office, Room 4', chosenSlotId: scheduled.chosenSlotId });
    expect(updated.sequence).toBeGreaterThan(scheduled.sequence);
    await t.app.backgroundTasks.settle();
    const [toDeveloper] = calendarMails(w.developer.user.email);
    expect(toDeveloper!.subject).toContain('Updated invitation');
    expect(toDeveloper!.icalEvent!.content).toContain(`UID:${scheduled.uid}`);
    expect(toDeveloper!.icalEvent!.content).toContain(`SEQUENCE:${updated.sequence}`);
    expect(toDeveloper!.icalEvent!.content).toContain('LOCATION:Office\\, Room 4');
    // The owner left the panel but proposed nothing: they get the cancellation.
    const [toOwner] = calendarMails(w.owner.user.email);
    expect(toOwner!.icalEvent!.method).toBe('CANCEL');
  });

  it('cancels: the event is withdrawn from every calendar with METHOD:CANCEL, and the developer is told', async () => {
    const w = await setUp();
    const scheduled = await accept(w, await propose(w));
    t.mails.length = 0;
    const url = `${w.interviewsUrl}/${scheduled.id}`;
    const viewerUrl = asMember(url, w, w.viewer);
    expect((await call({ method: 'DELETE', url: viewerUrl, cookie: w.viewer.cookie })).statusCode).toBe(403);
    expect((await call({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await call({ method: 'DELETE', url, cookie: w.recruiter.cookie })).statusCode).toBe(204);
    await t.app.backgroundTasks.settle();
    for (const person of [w.developer, w.recruiter, w.owner]) {
      const [mail] = calendarMails(person.user.email);
      expect(mail!.icalEvent!.content).toContain('METHOD:CANCEL');
      expect(mail!.icalEvent!.content).toContain('STATUS:CANCELLED');
      expect(mail!.icalEvent!.content).toContain(`UID:${scheduled.uid}`);
    }
    const messages = await t.db.select().from(conversationMessages).where(eq(conversationMessages.interviewId, scheduled.id));
    expect(messages.at(-1)!.body).toMatch(/is cancelled\.$/);
    expect((await call({ method: 'DELETE', url, cookie: w.recruiter.cookie })).statusCode).toBe(409);
    const mine = await call({ method: 'GET', url: '/api/applicant/interviews', cookie: w.developer.cookie });
    expect(mine.json()).toEqual([]);
  });

  it('refuses bad changes with a message, storing nothing, and another company’s interview (404)', async () => {
    const w = await setUp();
    const proposed = await propose(w);
    const url = `${w.interviewsUrl}/${proposed.id}`;
    const empty = await call({ method: 'PATCH', url, cookie: w.recruiter.cookie, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Change at least one thing');
    const outsider = await createHiringEmployer(t.app, 'Other Co');
    const foreign = await call({ method: 'PATCH', url, cookie: w.recruiter.cookie, payload: { interviewerIds: [outsider.user.id] } });
    expect(foreign.statusCode).toBe(400);
    const past = await call({
      method: 'PATCH',
      url,
      cookie: w.recruiter.cookie,
      payload: { slots: [{ startsAt: inHours(-2), durationMinutes: 30 }] },
    });
    expect(past.json()).toMatchObject({ message: SLOT_IN_THE_PAST });
    const otherUrl = asMember(url, w, outsider);
    expect((await call({ method: 'PATCH', url: otherUrl, cookie: outsider.cookie, payload: { note: 'x' } })).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url: otherUrl, cookie: outsider.cookie })).statusCode).toBe(404);
    const [stored] = await t.db.select().from(interviews).where(eq(interviews.id, proposed.id));
    expect(stored).toMatchObject({ sequence: proposed.sequence, status: 'proposed' });
    expect(await t.db.select().from(interviewSlots).where(eq(interviewSlots.interviewId, proposed.id))).toHaveLength(2);
  });
});
