import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEMPLATES_MAX_PER_COMPANY, type TTemplate } from '#shared/schemas/message-templates.ts';
import type { TApplication } from '#shared/schemas/jobs.ts';
import {
  auditLogs,
  conversationMessages,
  conversations,
  jobApplicationEvents,
  jobApplications,
  messageTemplates,
} from '#server/db/schema.ts';
import { createResume } from '#server/db/resumes.queries.ts';
import { VIEWERS_READ_ONLY } from '#server/plugins/employer-workspace.ts';
import { createAdminWithSession } from '#tests/factories/admins.ts';
import { createCandidate } from '#tests/factories/candidates.ts';
import { addColleague } from '#tests/factories/colleagues.ts';
import { createHiringEmployer, inCompanyOf, postJob } from '#tests/factories/jobs.ts';
import { useTestApp } from '#tests/setup/test-app.ts';

const t = useTestApp();

type TAccount = { user: { id: number }; cookie: string };
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: TAccount | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
const templatesUrl = (who: TAccount, rest = '') => `/api/employer/${who.user.id}/templates${rest}`;

const CONTACT = {
  name: 'First contact',
  kind: 'contact',
  subject: '{{jobTitle}} at {{company}}',
  body: 'Hi {{firstName}}, I am {{recruiterName}} and would like to talk about {{jobTitle}}.',
};
const countTemplates = async (owner: TAccount) =>
  (await t.db.select({ id: messageTemplates.id }).from(messageTemplates).where(inCompanyOf(messageTemplates.companyId, owner.user.id)))
    .length;

describe('message templates', () => {
  it('creates, lists (by kind), replaces and deletes a company template, recording the writer, each write audited', async () => {
    const owner = await createHiringEmployer(t.app);
    const recruiter = await addColleague(t.app, t.mails, owner, 'recruiter', 'Rita Recruiter');
    const created = await call('POST', templatesUrl(owner), owner, CONTACT);
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json<TTemplate>();
    expect(template).toMatchObject({ ...CONTACT, id: expect.any(Number), updatedAt: expect.any(String) });
    await call('POST', templatesUrl(owner), owner, { name: 'No thanks', kind: 'rejection', body: 'Thank you, {{firstName}}.' });

    // The colleague reads the company's templates and edits them; the template names them as its writer.
    expect((await call('GET', templatesUrl(recruiter), recruiter)).json<TTemplate[]>().map((each) => each.name)).toEqual([
      'First contact',
      'No thanks',
    ]);
    expect((await call('GET', templatesUrl(recruiter, '?kind=rejection'), recruiter)).json<TTemplate[]>()).toMatchObject([
      { name: 'No thanks', subject: null },
    ]);
    const replaced = await call('PUT', templatesUrl(recruiter, `/${template.id}`), recruiter, { ...CONTACT, name: 'Intro', subject: null });
    expect(replaced.json<TTemplate>()).toMatchObject({ id: template.id, name: 'Intro', subject: null, updatedByName: 'Rita Recruiter' });

    expect((await call('DELETE', templatesUrl(recruiter, `/${template.id}`), recruiter)).statusCode).toBe(204);
    expect((await call('DELETE', templatesUrl(recruiter, `/${template.id}`), recruiter)).statusCode).toBe(404);
    expect((await call('PUT', templatesUrl(owner, `/${template.id}`), owner, CONTACT)).statusCode).toBe(404);
    const audited = await t.db
      .select({ action: auditLogs.action, userId: auditLogs.userId })
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'message_template'), eq(auditLogs.resourceId, String(template.id))))
      .orderBy(auditLogs.id);
    expect(audited).toEqual([
      { action: 'template.created', userId: owner.user.id },
      { action: 'template.updated', userId: recruiter.user.id },
      { action: 'template.deleted', userId: recruiter.user.id },
    ]);
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const owner = await createHiringEmployer(t.app);
    const cases: [object, string][] = [
      [{ ...CONTACT, name: '  ' }, 'Name is required'],
      [{ ...CONTACT, kind: 'memo' }, 'Kind must be contact, message or rejection'],
      [{ ...CONTACT, body: '' }, 'Text is required'],
      [{ ...CONTACT, body: 'x'.repeat(5001) }, 'Text must be at most 5000 characters long'],
      [{ ...CONTACT, name: 'n'.repeat(81) }, 'Name must be at most 80 characters long'],
      [
        { ...CONTACT, body: 'Hi {{first_name}}' },
        'Unknown placeholder {{first_name}}. Use {{firstName}}, {{jobTitle}}, {{company}}, {{recruiterName}}.',
      ],
      [{ ...CONTACT, subject: 'About {{role}}' }, 'Unknown placeholder {{role}}'],
      [{ name: 'Reply', kind: 'message', subject: 'Hi', body: 'Thanks' }, 'Only a contact template has a subject'],
      [{ name: 'No', kind: 'rejection', body: 'x'.repeat(1001) }, "A rejection's text must be at most 1000 characters long"],
      [{ ...CONTACT, extra: true }, 'Unrecognized key'],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', templatesUrl(owner), owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await countTemplates(owner)).toBe(0);
    expect((await call('GET', templatesUrl(owner, '?kind=memo'), owner)).statusCode).toBe(400);
  });

  it('keeps one template of a name in any case (409) and at most the limit a company (400)', async () => {
    const owner = await createHiringEmployer(t.app);
    const first = (await call('POST', templatesUrl(owner), owner, CONTACT)).json<TTemplate>();
    const again = await call('POST', templatesUrl(owner), owner, { ...CONTACT, name: 'FIRST CONTACT' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'A template named "FIRST CONTACT" already exists.' });
    const other = (await call('POST', templatesUrl(owner), owner, { ...CONTACT, name: 'Second' })).json<TTemplate>();
    expect((await call('PUT', templatesUrl(owner, `/${other.id}`), owner, { ...CONTACT, name: 'first contact' })).statusCode).toBe(409);
    // Keeping its own name is no clash.
    expect((await call('PUT', templatesUrl(owner, `/${first.id}`), owner, CONTACT)).statusCode).toBe(200);

    const { companyId } = (
      await t.db.select({ companyId: messageTemplates.companyId }).from(messageTemplates).where(eq(messageTemplates.id, first.id))
    )[0]!;
    await t.db.insert(messageTemplates).values(
      Array.from({ length: TEMPLATES_MAX_PER_COMPANY - 2 }, (_, index) => ({
        companyId,
        name: `Filler ${index}`,
        kind: 'message' as const,
        body: 'Hi',
      })),
    );
    const over = await call('POST', templatesUrl(owner), owner, { ...CONTACT, name: 'One too many' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ message: `A company can keep at most ${TEMPLATES_MAX_PER_COMPANY} templates. Delete one first.` });
    expect(await countTemplates(owner)).toBe(TEMPLATES_MAX_PER_COMPANY);
  });

  it('answers 401 without a session, 403 to developers, viewers writing and another employer’s id, 404 for another company’s template', async () => {
    const owner = await createHiringEmployer(t.app);
    const viewer = await addColleague(t.app, t.mails, owner, 'viewer');
    const stranger = await createHiringEmployer(t.app, 'Contoso');
    const developer = await createCandidate(t.app, { jobTitle: 'Go Developer' });
    const template = (await call('POST', templatesUrl(owner), owner, CONTACT)).json<TTemplate>();

    expect((await call('GET', templatesUrl(owner), null)).statusCode).toBe(401);
    expect((await call('POST', templatesUrl(owner), null, CONTACT)).statusCode).toBe(401);
    expect((await call('GET', templatesUrl(developer), developer)).statusCode).toBe(403);
    expect((await call('GET', templatesUrl(owner), stranger)).statusCode).toBe(403);
    expect((await call('GET', templatesUrl(viewer), viewer)).json<TTemplate[]>()).toHaveLength(1);
    for (const [method, rest, payload] of [
      ['POST', '', { ...CONTACT, name: 'Viewer’s' }],
      ['PUT', `/${template.id}`, CONTACT],
      ['DELETE', `/${template.id}`, undefined],
    ] as const) {
      const refused = await call(method, templatesUrl(viewer, rest), viewer, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: VIEWERS_READ_ONLY });
      // Another company's template is as unknown as one that does not exist.
      if (rest) expect((await call(method, templatesUrl(stranger, rest), stranger, payload)).statusCode).toBe(404);
    }
    expect((await call('GET', templatesUrl(stranger), stranger)).json()).toEqual([]);
    const admin = await createAdminWithSession(t.app, t.db);
    expect((await call('GET', templatesUrl(owner), admin)).json<TTemplate[]>()).toHaveLength(1);
    expect((await call('DELETE', templatesUrl(owner, `/${template.id}`), admin)).statusCode).toBe(403);
    expect(await countTemplates(owner)).toBe(1);
  });
});

describe('a placeholder left unfilled blocks every send to a developer', () => {
  async function setUp() {
    const employer = await createHiringEmployer(t.app);
    const job = await postJob(t.app, employer);
    const developer = await createCandidate(t.app, { jobTitle: 'Go Developer', skills: ['Go'] }, { fullName: 'Ana Sousa' });
    return { employer, job, developer };
  }
  const countMessages = async () => (await t.db.select({ id: conversationMessages.id }).from(conversationMessages)).length;

  it('refuses a contact whose subject or message still holds one, storing no conversation', async () => {
    const { employer, developer } = await setUp();
    for (const [payload, message] of [
      [{ subject: 'Hello', message: 'Hi {{firstName}}, shall we talk?' }, 'Fill in {{firstName}} before sending.'],
      [{ subject: 'About {{jobTitle}}', message: 'Hi Ana, shall we talk?' }, 'Fill in {{jobTitle}} before sending.'],
      [{ subject: 'Hello', message: 'Hi Ana, from {{ Company }}' }, 'Fill in {{ Company }} before sending.'],
    ] as const) {
      const refused = await call('POST', '/api/employer/contact', employer, { candidateId: developer.applicantId, ...payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message });
    }
    expect(await t.db.select().from(conversations).where(inCompanyOf(conversations.companyId, employer.user.id))).toEqual([]);
    const sent = await call('POST', '/api/employer/contact', employer, {
      candidateId: developer.applicantId,
      subject: 'Hello',
      message: 'Hi Ana, {curly} braces alone are fine.',
    });
    expect(sent.statusCode).toBe(201);
  });

  it('refuses an employer’s reply that still holds one; a developer’s text is theirs', async () => {
    const { employer, developer } = await setUp();
    const contacted = await call('POST', '/api/employer/contact', employer, {
      candidateId: developer.applicantId,
      subject: 'Hi',
      message: 'Hello Ana',
    });
    const { conversationId } = contacted.json<{ conversationId: number }>();
    const before = await countMessages();
    const refused = await call('POST', `/api/conversations/${conversationId}/messages`, employer, {
      body: 'Our {{jobTitle}} role is open.',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Fill in {{jobTitle}} before sending.' });
    expect(await countMessages()).toBe(before);
    const developerReply = await call('POST', `/api/conversations/${conversationId}/messages`, developer, {
      body: 'In Helm I write {{ .Values.x }}.',
    });
    expect(developerReply.statusCode).toBe(201);
  });

  it('refuses a rejection whose reason still holds one, leaving the application where it was', async () => {
    const { employer, job, developer } = await setUp();
    const resume = await createResume(t.db, {
      userId: developer.user.id,
      fileName: 'ana.md',
      content: '# Ana',
      file: null,
      source: 'uploaded',
    });
    const application = (await call('POST', `/api/jobs/${job.id}/applications`, developer, { resumeId: resume.id })).json<TApplication>();
    const url = `/api/employer/${employer.user.id}/jobs/${job.id}/applications/${application.id}`;
    const refused = await call('PATCH', url, employer, {
      stage: 'rejected',
      rejectionReason: 'Thank you {{firstName}}, we chose another.',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Fill in {{firstName}} before sending.' });
    const [row] = await t.db.select({ stage: jobApplications.stage }).from(jobApplications).where(eq(jobApplications.id, application.id));
    expect(row).toEqual({ stage: 'applied' });
    expect(
      (await call('PATCH', url, employer, { stage: 'rejected', rejectionReason: 'Thank you Ana, we chose another.' })).statusCode,
    ).toBe(204);
    const events = await t.db
      .select({ event: jobApplicationEvents.event })
      .from(jobApplicationEvents)
      .where(eq(jobApplicationEvents.applicationId, application.id));
    expect(events.map((entry) => entry.event)).toEqual(['applied', 'rejected']);
  });
});
