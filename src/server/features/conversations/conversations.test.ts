import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  DECLINE_MESSAGE_TEXT,
  NOT_ACCEPTING_MESSAGES,
  type TContactedCandidate,
  type TConversationList,
  type TConversationMessage,
  type TThread,
} from '#shared/schemas/conversations.ts';
import type { TNotificationList } from '#shared/schemas/notifications.ts';
import { conversationMessages, conversations, notifications } from '#server/db/schema.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { createCandidate } from '#tests/factories/candidates.ts';
import { openEventStream } from '#tests/factories/http-api.ts';
import { postJob, saveCompany } from '#tests/factories/jobs.ts';
import { createUserWithSession } from '#tests/factories/users.ts';
import { createTestApp, useTestApp, type TTestApp } from '#tests/setup/test-app.ts';

const t = useTestApp();

type TAccount = { user: { id: number; email: string }; cookie: string };
type TMethod = 'GET' | 'POST' | 'PUT';

const call = (method: TMethod, url: string, account?: TAccount | null, payload?: object, app = t.app) =>
  app.inject({ method, url, headers: account ? { cookie: account.cookie } : {}, ...(payload ? { payload } : {}) });

async function contact(
  employer: TAccount,
  candidateId: number,
  fields: { subject?: string; message?: string; jobId?: number } = {},
  app = t.app,
) {
  return call(
    'POST',
    '/api/employer/contact',
    employer,
    { candidateId, subject: 'A role for you', message: 'Would you like to talk?', ...fields },
    app,
  );
}

async function setUp(app = t.app) {
  const employer = await createUserWithSession(app, { userType: 'employer', fullName: 'Erin Employer' });
  const candidate = await createCandidate(app, { jobTitle: 'Backend Developer', skills: ['Go'] }, { fullName: 'Dana Developer' });
  return { employer, candidate };
}

async function openConversation(app = t.app) {
  const accounts = await setUp(app);
  const response = await contact(accounts.employer, accounts.candidate.applicantId, {}, app);
  expect(response.statusCode).toBe(201);
  return { ...accounts, conversationId: response.json<{ conversationId: number }>().conversationId };
}

const thread = (id: number, account: TAccount, app = t.app) => call('GET', `/api/conversations/${id}`, account, undefined, app);
const list = (account: TAccount, query = '') => call('GET', `/api/conversations${query}`, account);
const reply = (id: number, account: TAccount, body: string, app = t.app) =>
  call('POST', `/api/conversations/${id}/messages`, account, { body }, app);

describe('POST /api/employer/contact: a conversation', () => {
  it('opens a conversation both sides see; a second contact continues it', async () => {
    const { employer, candidate, conversationId } = await openConversation();
    await saveCompany(t.app, employer, { name: 'Northwind Labs' });
    const again = await contact(employer, candidate.applicantId, { subject: 'Following up', message: 'Any thoughts?' });
    expect(again.json()).toMatchObject({ conversationId, candidateId: candidate.applicantId, subject: 'Following up' });

    const developerView = (await list(candidate)).json<TConversationList>();
    expect(developerView).toMatchObject({
      unreadTotal: 2,
      nextCursor: null,
      items: [
        {
          id: conversationId,
          subject: 'A role for you',
          job: null,
          other: { userId: employer.user.id, fullName: 'Erin Employer', headline: 'Northwind Labs', applicantId: null },
          lastMessage: { preview: 'Any thoughts?', fromMe: false },
          unreadCount: 2,
          archived: false,
          declined: false,
          blocked: false,
        },
      ],
    });
    const employerView = (await list(employer)).json<TConversationList>();
    expect(employerView).toMatchObject({
      unreadTotal: 0,
      items: [
        {
          id: conversationId,
          other: {
            userId: candidate.user.id,
            fullName: 'Dana Developer',
            headline: 'Backend Developer',
            applicantId: candidate.applicantId,
          },
          lastMessage: { fromMe: true },
          unreadCount: 0,
        },
      ],
    });
    const messages = (await thread(conversationId, candidate)).json<TThread>().messages;
    expect(messages.map((message) => [message.subject, message.body, message.fromMe, message.senderName])).toEqual([
      ['A role for you', 'Would you like to talk?', false, 'Erin Employer'],
      ['Following up', 'Any thoughts?', false, 'Erin Employer'],
    ]);
  });

  it('keeps a job’s conversation apart; another employer’s job is not found', async () => {
    const { employer, candidate, conversationId } = await openConversation();
    await saveCompany(t.app, employer, { name: 'Northwind Labs' });
    const job = await postJob(t.app, employer, { title: 'Go Engineer' });
    const aboutJob = await contact(employer, candidate.applicantId, { jobId: job.id, message: 'About the Go role' });
    expect(aboutJob.statusCode).toBe(201);
    const jobConversationId = aboutJob.json<{ conversationId: number }>().conversationId;
    expect(jobConversationId).not.toBe(conversationId);
    expect((await thread(jobConversationId, employer)).json<TThread>().conversation.job).toEqual({ id: job.id, title: 'Go Engineer' });

    const rival = await createUserWithSession(t.app, { userType: 'employer' });
    const refused = await contact(rival, candidate.applicantId, { jobId: job.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'Job not found' });
    expect(await t.db.select().from(conversations).where(eq(conversations.employerId, rival.user.id))).toHaveLength(0);
  });

  it('tells the developer in the bell (one notification per conversation) and by e-mail, without the employer’s address', async () => {
    const { employer, candidate, conversationId } = await openConversation();
    await t.app.backgroundTasks.settle();
    const mails = t.mails.filter((mail) => mail.to === candidate.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Erin Employer via DevMatch: A role for you' });
    expect(mails[0]!.replyTo).toBeUndefined();
    expect(mails[0]!.text).toContain('Would you like to talk?');
    expect(mails[0]!.text).toContain(`/messages/${conversationId}`);
    expect(mails[0]!.text).not.toContain(employer.user.email);

    // A second message before the first was read: the bell's one notification is brought up to date, no second e-mail.
    await contact(employer, candidate.applicantId, { subject: 'Second', message: 'Still interested?' });
    await t.app.backgroundTasks.settle();
    expect(t.mails.filter((mail) => mail.to === candidate.user.email)).toHaveLength(1);
    const bell = (await call('GET', '/api/notifications', candidate)).json<TNotificationList>();
    expect(bell).toMatchObject({
      unreadCount: 1,
      items: [
        { kind: 'message', title: 'New message from Erin Employer', body: 'Second', link: `/messages/${conversationId}`, readAt: null },
      ],
    });

    // Reading the thread reads its notification; the next message is news again.
    const newest = (await thread(conversationId, candidate)).json<TThread>().messages.at(-1)!;
    expect((await call('POST', `/api/conversations/${conversationId}/read`, candidate, { throughMessageId: newest.id })).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/notifications', candidate)).json<TNotificationList>().unreadCount).toBe(0);
    expect((await list(candidate)).json<TConversationList>().unreadTotal).toBe(0);
    await reply(conversationId, employer, 'Third time lucky');
    await t.app.backgroundTasks.settle();
    expect(t.mails.filter((mail) => mail.to === candidate.user.email)).toHaveLength(2);
  });

  it('refuses bad input, hidden and unknown candidates, developers and anonymous callers, storing nothing', async () => {
    const { employer, candidate } = await setUp();
    const hidden = await createCandidate(t.app, { isVisibleToEmployers: false });
    const valid = { candidateId: candidate.applicantId, subject: 'Hi', message: 'Hello' };
    const invalid: [Record<string, unknown>, string][] = [
      [{ ...valid, subject: '   ' }, 'Subject is required'],
      [{ ...valid, message: '' }, 'Message is required'],
      [{ ...valid, subject: 'x'.repeat(201) }, 'Subject must be at most 200 characters long'],
      [{ ...valid, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters long'],
      [{ ...valid, candidateId: 'one' }, 'Candidate id must be a number'],
      [{ ...valid, jobId: 0 }, 'Job id must be a positive whole number'],
    ];
    for (const [payload, message] of invalid) {
      const response = await call('POST', '/api/employer/contact', employer, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect((await call('POST', '/api/employer/contact', employer, { ...valid, candidateId: hidden.applicantId })).statusCode).toBe(404);
    expect((await call('POST', '/api/employer/contact', employer, { ...valid, candidateId: 999_999 })).statusCode).toBe(404);
    expect((await call('POST', '/api/employer/contact', candidate, valid)).statusCode).toBe(403);
    expect((await call('POST', '/api/employer/contact', null, valid)).statusCode).toBe(401);
    expect(await t.db.select().from(conversations).where(eq(conversations.employerId, employer.user.id))).toHaveLength(0);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, hidden.user.id))).toHaveLength(0);
  });
});

describe('replies, read receipts and the thread', () => {
  it('lets the developer answer in the app; the employer sees it unread, then "seen" moves on', async () => {
    const { employer, candidate, conversationId } = await openConversation();
    const sent = await reply(conversationId, candidate, '  Yes, happy to talk.\nTuesday? https://example.com/cal  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json<TConversationMessage>()).toMatchObject({
      fromMe: true,
      subject: null,
      kind: 'message',
      body: 'Yes, happy to talk.\nTuesday? https://example.com/cal',
    });

    expect((await call('GET', '/api/notifications', candidate)).json<TNotificationList>().unreadCount).toBe(0);
    const employerList = (await list(employer)).json<TConversationList>();
    expect(employerList).toMatchObject({
      unreadTotal: 1,
      items: [{ unreadCount: 1, lastMessage: { fromMe: false, preview: 'Yes, happy to talk. Tuesday? https://example.com/cal' } }],
    });
    await t.app.backgroundTasks.settle();
    const mail = t.mails.find((sentMail) => sentMail.to === employer.user.email)!;
    expect(mail.subject).toBe('Dana Developer replied: A role for you');
    expect(mail.replyTo).toBeUndefined();

    // The developer has read the employer's message (their reply moved their marker); the employer reads the reply.
    const employerThread = (await thread(conversationId, employer)).json<TThread>();
    const [first, answer] = employerThread.messages;
    expect(employerThread.conversation.otherReadThroughId).toBe(answer!.id);
    expect(employerThread.conversation).toMatchObject({ canReply: true, replyNotice: null });
    await call('POST', `/api/conversations/${conversationId}/read`, employer, { throughMessageId: 2_000_000_000 });
    expect((await thread(conversationId, candidate)).json<TThread>().conversation.otherReadThroughId).toBe(answer!.id);
    expect(first!.id).toBeLessThan(answer!.id);
    expect((await list(employer)).json<TConversationList>().unreadTotal).toBe(0);
  });

  it('pages a long thread backwards from the newest message', async () => {
    const app = await createTestApp({ MESSAGES_PER_PAIR_PER_HOUR: '200' });
    try {
      const { employer, candidate, conversationId } = await openConversation(app.app);
      for (let index = 1; index <= 55; index += 1)
        expect((await reply(conversationId, index % 2 ? candidate : employer, `Message ${index}`, app.app)).statusCode).toBe(201);
      const newest = (await thread(conversationId, employer, app.app)).json<TThread>();
      expect(newest.messages).toHaveLength(50);
      expect(newest.messages.at(-1)!.body).toBe('Message 55');
      expect(newest.hasOlder).toBe(true);
      const older = (
        await call('GET', `/api/conversations/${conversationId}?before=${newest.messages[0]!.id}`, employer, undefined, app.app)
      ).json<TThread>();
      expect(older.messages.map((message) => message.body)).toEqual([
        'Would you like to talk?',
        'Message 1',
        'Message 2',
        'Message 3',
        'Message 4',
        'Message 5',
      ]);
      expect(older.hasOlder).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('refuses the same text twice within a minute, and empty or overlong messages, storing nothing', async () => {
    const { employer, candidate, conversationId } = await openConversation();
    const again = await contact(employer, candidate.applicantId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You sent this message less than a minute ago.' });
    expect((await reply(conversationId, candidate, 'Sure')).statusCode).toBe(201);
    expect((await reply(conversationId, candidate, ' Sure ')).statusCode).toBe(409);
    for (const [body, message] of [
      ['   ', 'Message is required'],
      ['x'.repeat(5001), 'Message must be at most 5000 characters long'],
    ] as const) {
      const refused = await reply(conversationId, candidate, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: expect.stringContaining(message) });
    }
    expect((await call('POST', `/api/conversations/${conversationId}/messages`, candidate, { body: 'Hi', extra: 1 })).statusCode).toBe(400);
    const stored = await t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, conversationId));
    expect(stored.map((message) => message.body)).toEqual(['Would you like to talk?', 'Sure']);
  });

  it('pages the list of conversations, newest activity first', async () => {
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const candidates = await Promise.all(Array.from({ length: 3 }, () => createCandidate(t.app, {})));
    const ids: number[] = [];
    for (const candidate of candidates)
      ids.push((await contact(employer, candidate.applicantId)).json<{ conversationId: number }>().conversationId);
    // Thirty more conversations, written straight to the database, all older than these three.
    const [one] = candidates;
    await saveCompany(t.app, employer, { name: 'Northwind Labs' });
    const made = [];
    for (let index = 0; index < 30; index += 1) made.push(await postJob(t.app, employer, { status: 'draft' }));
    for (const [index, job] of made.entries()) {
      const [row] = await t.db
        .insert(conversations)
        .values({
          companyId: job.company.id,
          employerId: employer.user.id,
          developerUserId: one!.user.id,
          jobId: job.id,
          subject: `Old ${index}`,
          lastMessageAt: new Date(Date.now() - (index + 1) * 60_000 - 3_600_000),
        })
        .returning({ id: conversations.id });
      await t.db.insert(conversationMessages).values({ conversationId: row!.id, senderUserId: employer.user.id, body: `Old ${index}` });
    }
    const first = (await list(employer)).json<TConversationList>();
    expect(first.items).toHaveLength(30);
    expect(first.items.slice(0, 3).map((item) => item.id)).toEqual([...ids].reverse());
    const second = (await list(employer, `?cursor=${first.nextCursor}`)).json<TConversationList>();
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(33);
    expect((await list(employer, '?cursor=abc')).statusCode).toBe(400);
    expect((await list(employer, '?archived=yes')).statusCode).toBe(400);
  });
});

describe('the developer’s answers: decline, archive, block', () => {
  it('declines once with the fixed kind text; both sides see it declined', async () => {
    const { employer, candidate, conversationId } = await openConversation();
    expect((await call('POST', `/api/conversations/${conversationId}/decline`, employer)).statusCode).toBe(403);
    const declined = await call('POST', `/api/conversations/${conversationId}/decline`, candidate);
    expect(declined.statusCode).toBe(201);
    expect(declined.json<TConversationMessage>()).toMatchObject({ kind: 'decline', body: DECLINE_MESSAGE_TEXT, fromMe: true });
    const employerThread = (await thread(conversationId, employer)).json<TThread>();
    expect(employerThread.conversation.declined).toBe(true);
    expect(employerThread.messages.at(-1)).toMatchObject({ kind: 'decline', fromMe: false });
    const again = await call('POST', `/api/conversations/${conversationId}/decline`, candidate);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You have already declined this conversation.' });
  });

  it('archives for the viewer only; a new message from the other side brings it back', async () => {
    const { employer, candidate, conversationId } = await openConversation();
    const archived = await call('PUT', `/api/conversations/${conversationId}/archived`, candidate, { archived: true });
    expect(archived.json()).toMatchObject({ id: conversationId, archived: true });
    expect((await list(candidate)).json<TConversationList>().items).toEqual([]);
    expect((await list(candidate, '?archived=true')).json<TConversationList>().items.map((item) => item.id)).toEqual([conversationId]);
    expect((await list(employer)).json<TConversationList>().items).toHaveLength(1);
    await reply(conversationId, employer, 'One more thing');
    expect((await list(candidate)).json<TConversationList>().items.map((item) => item.id)).toEqual([conversationId]);
    expect((await call('PUT', `/api/conversations/${conversationId}/archived`, candidate, { archived: 'yes' })).statusCode).toBe(400);
  });

  it('blocks the employer: no further messages, and they are only told the candidate is not accepting messages', async () => {
    const { employer, candidate, conversationId } = await openConversation();
    expect((await call('PUT', `/api/conversations/${conversationId}/blocked`, employer, { blocked: true })).statusCode).toBe(403);
    const blocked = await call('PUT', `/api/conversations/${conversationId}/blocked`, candidate, { blocked: true });
    expect(blocked.json()).toMatchObject({ blocked: true });

    const refusedReply = await reply(conversationId, employer, 'Hello?');
    expect(refusedReply.statusCode).toBe(403);
    expect(refusedReply.json()).toMatchObject({ message: NOT_ACCEPTING_MESSAGES });
    const refusedContact = await contact(employer, candidate.applicantId, { message: 'A new role' });
    expect(refusedContact.statusCode).toBe(403);
    expect(refusedContact.json()).toMatchObject({ message: NOT_ACCEPTING_MESSAGES });
    const employerThread = (await thread(conversationId, employer)).json<TThread>().conversation;
    expect(employerThread).toMatchObject({ blocked: false, canReply: false, replyNotice: NOT_ACCEPTING_MESSAGES });
    expect((await thread(conversationId, candidate)).json<TThread>().conversation).toMatchObject({
      blocked: true,
      canReply: false,
      replyNotice: 'You blocked Erin Employer. Unblock them to reply.',
    });
    expect((await reply(conversationId, candidate, 'Actually…')).statusCode).toBe(403);
    expect(await t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, conversationId))).toHaveLength(1);

    await call('PUT', `/api/conversations/${conversationId}/blocked`, candidate, { blocked: false });
    expect((await reply(conversationId, employer, 'Hello again')).statusCode).toBe(201);
  });
});

describe('limits', () => {
  async function withApp(env: Record<string, string>, run: (app: TTestApp) => Promise<void>) {
    const app = await createTestApp(env);
    try {
      await run(app);
    } finally {
      await app.close();
    }
  }

  /** A 429 whose message names the wait its Retry-After gives, within a minute of `seconds`. */
  function expectWait(response: LightMyRequestResponse, message: string, seconds: number) {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message, retryAfterSeconds: Number(response.headers['retry-after']) });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(seconds - 60);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(seconds);
  }

  it('limits an employer’s unanswered messages a day, in all and to one candidate, with 429s that name the wait', async () => {
    await withApp({ CONTACT_MESSAGES_PER_DAY: '3', CONTACT_MESSAGES_PER_CANDIDATE_PER_DAY: '2' }, async ({ app, db }) => {
      const { employer, candidate } = await setUp(app);
      const other = await createCandidate(app, {});
      expect((await contact(employer, candidate.applicantId, { message: 'One' }, app)).statusCode).toBe(201);
      expect((await contact(employer, candidate.applicantId, { message: 'Two' }, app)).statusCode).toBe(201);
      // Sent 20 hours ago, the first leaves the last 24 hours in 4: then this candidate may be written to again.
      await db
        .update(conversationMessages)
        .set({ createdAt: sql`now() - interval '20 hours'` })
        .where(eq(conversationMessages.body, 'One'));
      const perCandidate = await contact(employer, candidate.applicantId, { message: 'Three' }, app);
      expectWait(perCandidate, 'You can send at most 2 messages a day to one candidate. Please try again in 4 hours.', 4 * 3600);

      expect((await contact(employer, other.applicantId, { message: 'Hi' }, app)).statusCode).toBe(201);
      const perDay = await contact(employer, other.applicantId, { message: 'Hi again' }, app);
      expectWait(perDay, 'You can send at most 3 messages a day. Please try again in 4 hours.', 4 * 3600);
      // Once the first two are over a day old, the other candidate may have a second message; a third
      // waits a whole day, for the first to them to leave the window.
      await db
        .update(conversationMessages)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(inArray(conversationMessages.body, ['One', 'Two']));
      const later = await contact(employer, other.applicantId, { message: 'Hi again' }, app);
      expect(later.statusCode).toBe(201);
      expectWait(
        await contact(employer, other.applicantId, { message: 'And again' }, app),
        'You can send at most 2 messages a day to one candidate. Please try again in 24 hours.',
        24 * 3600,
      );
      expect(await db.select().from(conversationMessages)).toHaveLength(4);
    });
  });

  it('once the developer answers, the conversation is limited per hour instead', async () => {
    await withApp(
      { CONTACT_MESSAGES_PER_CANDIDATE_PER_DAY: '1', MESSAGES_PER_PAIR_PER_HOUR: '3', MESSAGES_PER_HOUR: '100' },
      async ({ app }) => {
        const { employer, candidate, conversationId } = await openConversation(app);
        expect((await reply(conversationId, employer, 'Before any answer', app)).statusCode).toBe(429);
        expect((await reply(conversationId, candidate, 'Hello!', app)).statusCode).toBe(201);
        expect((await reply(conversationId, employer, 'Great', app)).statusCode).toBe(201);
        expect((await reply(conversationId, employer, 'When?', app)).statusCode).toBe(201);
        const refused = await reply(conversationId, employer, 'Hello?', app);
        expect(refused.statusCode).toBe(429);
        expectWait(refused, 'You can send at most 3 messages an hour to one person. Please try again in 60 minutes.', 3600);
      },
    );
  });
});

describe('who may see a conversation', () => {
  it('answers 404 to anyone but its two parties, 401 without a session', async () => {
    const { conversationId } = await openConversation();
    const stranger = await createUserWithSession(t.app);
    const otherEmployer = await createUserWithSession(t.app, { userType: 'employer' });
    const admin = await createAdminWithSession(t.app, t.db);
    const routes: [TMethod, string, object?][] = [
      ['GET', `/api/conversations/${conversationId}`],
      ['POST', `/api/conversations/${conversationId}/messages`, { body: 'Hi' }],
      ['POST', `/api/conversations/${conversationId}/read`, { throughMessageId: 1 }],
      ['POST', `/api/conversations/${conversationId}/decline`],
      ['PUT', `/api/conversations/${conversationId}/archived`, { archived: true }],
      ['PUT', `/api/conversations/${conversationId}/blocked`, { blocked: true }],
    ];
    for (const [method, url, payload] of routes) {
      for (const outsider of [stranger, otherEmployer, admin]) {
        const response = await call(method, url, outsider, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toMatchObject({ message: 'Conversation not found' });
      }
      expect((await call(method, url, null, payload)).statusCode).toBe(401);
    }
    expect((await call('GET', '/api/conversations/abc', stranger)).statusCode).toBe(400);
    expect((await list(stranger)).json()).toEqual({ items: [], nextCursor: null, unreadTotal: 0 });
    expect(await t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, conversationId))).toHaveLength(1);
  });
});

describe('GET /api/employer/{employerId}/contacts', () => {
  it('lists the candidates the employer wrote to, with the date and the conversation; only to them', async () => {
    const { employer, candidate, conversationId } = await openConversation();
    const contacts = (await call('GET', `/api/employer/${employer.user.id}/contacts`, employer)).json<TContactedCandidate[]>();
    expect(contacts).toEqual([{ applicantId: candidate.applicantId, conversationId, contactedAt: expect.any(String) }]);
    const otherEmployer = await createUserWithSession(t.app, { userType: 'employer' });
    expect((await call('GET', `/api/employer/${employer.user.id}/contacts`, otherEmployer)).statusCode).toBe(403);
    expect((await call('GET', `/api/employer/${employer.user.id}/contacts`, candidate)).statusCode).toBe(403);
    expect((await call('GET', `/api/employer/${employer.user.id}/contacts`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/employer/${otherEmployer.user.id}/contacts`, otherEmployer)).json()).toEqual([]);
  });
});

describe('message e-mail settings', () => {
  it('turns message e-mails off and on; no e-mail while off', async () => {
    const { employer, candidate } = await setUp();
    expect((await call('GET', '/api/conversations/settings', candidate)).json()).toEqual({ messageEmails: true });
    expect((await call('PUT', '/api/conversations/settings', candidate, { messageEmails: false })).json()).toEqual({
      messageEmails: false,
    });
    expect((await call('GET', '/api/conversations/settings', candidate)).json()).toEqual({ messageEmails: false });
    await contact(employer, candidate.applicantId);
    await t.app.backgroundTasks.settle();
    expect(t.mails.filter((mail) => mail.to === candidate.user.email)).toHaveLength(0);
    expect((await call('PUT', '/api/conversations/settings', candidate, { messageEmails: 'no' })).statusCode).toBe(400);
    expect((await call('GET', '/api/conversations/settings', null)).statusCode).toBe(401);
  });
});

describe('GET /api/conversations/events', () => {
  it('streams news of the viewer’s conversations as they happen', async () => {
    const { employer, candidate, conversationId } = await openConversation();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const stream = await openEventStream(`http://127.0.0.1:${port}`, '/api/conversations/events', employer.cookie);
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toContain('text/event-stream');
      expect(await stream.waitFor('retry:')).toBe(true);
      expect((await reply(conversationId, candidate, 'Live hello')).statusCode).toBe(201);
      expect(await stream.waitFor(`event: conversation\ndata: {"conversationId":${conversationId}}`)).toBe(true);
      const anonymous = await openEventStream(`http://127.0.0.1:${port}`, '/api/conversations/events', '');
      expect(anonymous.status).toBe(401);
      anonymous.close();
    } finally {
      stream.close();
    }
  });
});
