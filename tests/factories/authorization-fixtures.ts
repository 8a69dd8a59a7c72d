/**
 * The world the authorization matrix calls every route in: one account per actor, the developer's
 * resume, profile, picture and notification, the employer's favourite, note and saved search, a
 * blog post, a setting and an API key. "Own" actors own what the requests address; "other" actors
 * are of the same type but own nothing addressed. employerUnconfirmed is employerOwn's account with
 * its address unconfirmed for the call (withUnconfirmedEmployer).
 */
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { toSessionId } from '#server/features/accounts/list-account-sessions.ts';
import { hashToken } from '#server/lib/tokens.ts';
import type { TCompanyRole } from '#shared/company-roles.ts';
import type { TApiKey } from '#shared/schemas/admin.ts';
import type { TUser } from '#shared/schemas/auth.ts';
import type { TImprovement } from '#shared/schemas/resume-ai.ts';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import type { TResumeLinkResponse } from '#shared/schemas/resumes/resume-link.ts';
import { ensurePlatformDefaults } from '#server/bootstrap/platform-defaults.ts';
import { createVerificationToken } from '#server/db/email-verification-tokens.queries.ts';
import { createResetToken } from '#server/db/password-reset-tokens.queries.ts';
import { adminSettings, notifications, users } from '#server/db/schema.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { SERVICE_NAMES } from '#server/db/service-keys.queries.ts';
import { createSession } from '#server/db/sessions.queries.ts';
import { SESSION_COOKIE } from '#server/plugins/auth.ts';
import type { TTestApp } from '#tests/setup/test-app.ts';
import { createAdminWithSession } from './admins.ts';
import { insertBlogPost } from './blog.ts';
import { createCandidate } from './candidates.ts';
import { readInvitationToken } from './colleagues.ts';
import { createTestImage } from './images.ts';
import { postJob, saveCompany } from './jobs.ts';
import { buildMultipart } from './multipart.ts';
import { buildResumeData, readResumeFixture } from './resumes.ts';
import { buildRegistration, createUserWithSession } from './users.ts';

export const ACTORS = [
  'anonymous',
  'developerOwn',
  'developerOther',
  'employerOwn',
  'employerOther',
  'admin',
  'employerUnconfirmed',
] as const;
export type TActor = (typeof ACTORS)[number];
/**
 * Colleagues of employerOwn (issue 41), who call employer routes with their own id: a viewer of
 * employerOwn's company, and a recruiter removed from it (now in a company of their own, so also a
 * member of another company).
 */
export const TEAM_ACTORS = ['employerViewer', 'employerRemoved'] as const;
export type TTeamActor = (typeof TEAM_ACTORS)[number];
export type TSignedInActor = Exclude<TActor, 'anonymous'>;

type TAccount = { user: TUser; cookie: string; password: string };

export type TMatrixFixtures = {
  t: TTestApp;
  accounts: Record<TSignedInActor, TAccount>;
  /** developerOwn's applicant profile id (also the id employers address them by). */
  applicantId: number;
  /** developerOwn's resume, built with a Word file, with a pending improvement: the featured one. */
  resumeId: number;
  improvedContent: string;
  /** developerOwn's resumes that are not featured: one sent with an application to employerOwn's job, one never sent. */
  sentResumeId: number;
  draftResumeId: number;
  /** developerOwn's notification of employerOwn's message, and their conversation. */
  notificationId: number;
  conversationId: number;
  /** employerOwn's saved search (and favourite and note on applicantId). */
  savedSearchId: number;
  /** employerOwn's draft job (their company is named). */
  draftJobId: number;
  /** employerOwn's company's tag (on applicantId) and message template. */
  tagId: number;
  templateId: number;
  /** employerOwn's colleagues (TEAM_ACTORS), and a pending invitation of employerOwn's company. */
  team: Record<TTeamActor, TAccount>;
  invitation: { id: number; token: string };
  /** employerOwn's open job, and developerOwn's application to it. */
  openJobId: number;
  applicationId: number;
  /** employerOwn's interview times proposed to developerOwn (another job's application, in Interview). */
  interview: TOwnInterview;
  blogPost: { id: number; slug: string };
  setting: { id: number; value: string };
  apiKeyId: number;
  /** An account to log in as, and one whose password is reset, so the actors' accounts stay as they are. */
  loginAccount: TAccount;
  resetAccount: TAccount;
  png: Buffer;
  docx: Buffer;
};

export type TMatrixRequest = {
  url: string;
  payload?: object | Buffer | string;
  headers?: Record<string, string>;
  /** A server-sent event stream: an accepted one is closed once its headers arrive, as it never ends by itself. */
  isEventStream?: boolean;
};

/** The answer of a stream route: the status, and the body of a refusal (which does end). */
async function injectEventStream(t: TTestApp, options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await t.app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  let body = '';
  if (response.statusCode < 400) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  return { ...response, statusCode: response.statusCode, body, json: () => JSON.parse(body) } as LightMyRequestResponse;
}

/** An app.inject call as `cookie` (none for anonymous); throws unless the answer is the expected status. */
export async function callAs(t: TTestApp, cookie: string | undefined, method: string, request: TMatrixRequest, expected?: number) {
  const options: InjectOptions = {
    method: method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  };
  const response = request.isEventStream ? await injectEventStream(t, options) : await t.app.inject(options);
  if (expected !== undefined && response.statusCode !== expected) {
    throw new Error(`fixture call ${method} ${request.url} answered ${response.statusCode}: ${response.body}`);
  }
  return response;
}

/** A session of its own for each call: logout, login and sign-up end the session they are sent with. */
export async function openSession(t: TTestApp, actor: TActor | TTeamActor, fx: TMatrixFixtures): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined;
  const account = actor === 'employerViewer' || actor === 'employerRemoved' ? fx.team[actor] : fx.accounts[actor];
  const token = await createSession(t.db, {
    userId: account.user.id,
    maxAgeMinutes: 60,
    ipAddress: '127.0.0.1',
    userAgent: undefined,
  });
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * Runs `call` with employerOwn's address unconfirmed when the actor is employerUnconfirmed (their
 * session is employerOwn's), and confirms it again after: the other actors meet employerOwn as is.
 */
export async function withUnconfirmedEmployer<T>(fx: TMatrixFixtures, actor: TActor | TTeamActor, call: () => Promise<T>): Promise<T> {
  if (actor !== 'employerUnconfirmed') return call();
  const { id } = fx.accounts.employerOwn.user;
  const [confirmed] = await fx.t.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, id));
  await fx.t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, id));
  try {
    return await call();
  } finally {
    await fx.t.db.update(users).set({ emailVerifiedAt: confirmed!.at }).where(eq(users.id, id));
  }
}

/** A new developer account for an admin to act on (suspend, delete), its confirmation e-mail already out. */
export async function createAdminTarget(fx: TMatrixFixtures, options: { isVerified?: boolean } = {}): Promise<number> {
  const { user } = await createUserWithSession(fx.t.app, {}, options);
  await fx.t.app.backgroundTasks.settle();
  return user.id;
}

/**
 * For a route that ends the account calling it (deleting it): a session of a new account of the
 * actor's type, so the shared actors stay.
 */
export async function openFreshAccountSession(t: TTestApp, actor: TActor): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined;
  const account =
    actor === 'admin'
      ? await createAdminWithSession(t.app, t.db)
      : await createUserWithSession(
          t.app,
          { userType: actor.startsWith('developer') ? 'developer' : 'employer' },
          { isVerified: actor !== 'employerUnconfirmed' },
        );
  // The sign-up's confirmation e-mail is written after the answer: done before the call is watched.
  await t.app.backgroundTasks.settle();
  return account.cookie;
}

export function multipartFile(bytes: Buffer, fileName: string, field: string): TMatrixRequest {
  const { payload, headers } = buildMultipart({ bytes, fileName, field });
  return { url: '', payload, headers };
}

/**
 * A session of its own for each fixture call too: a matrix call may end the actor's other sessions
 * (sign out everywhere else), so the accounts' first cookies do not last.
 */
const ownerCookie = async (fx: TMatrixFixtures) => (await openSession(fx.t, 'developerOwn', fx))!;
const employerCookie = async (fx: TMatrixFixtures) => (await openSession(fx.t, 'employerOwn', fx))!;

/** employerOwn with a session of its own, for helpers that take an account. */
export const employerOwnAccount = async (fx: TMatrixFixtures) => ({ user: fx.accounts.employerOwn.user, cookie: await employerCookie(fx) });

/** A new built resume of developerOwn (with its Word file); returns its id. */
export async function createOwnResume(fx: TMatrixFixtures): Promise<number> {
  const url = `/api/applicant/${fx.accounts.developerOwn.user.id}/resume/create`;
  const response = await callAs(fx.t, await ownerCookie(fx), 'POST', { url, payload: { resumeData: buildResumeData() } }, 201);
  return response.json<TResume>().id;
}

/** developerOwn's resume at their public link, published again if a call unpublished it; returns the link's slug. */
export async function publishOwnResume(fx: TMatrixFixtures): Promise<string> {
  const request = { url: `/api/applicant/${fx.accounts.developerOwn.user.id}/resume-link`, payload: { resumeId: fx.resumeId } };
  const response = await callAs(fx.t, await ownerCookie(fx), 'PUT', request, 200);
  return response.json<TResumeLinkResponse>().link!.slug;
}

/** A fresh pending improvement of developerOwn's resume; returns its improved text. */
export async function improveOwnResume(fx: TMatrixFixtures, resumeId = fx.resumeId): Promise<string> {
  const response = await callAs(fx.t, await ownerCookie(fx), 'POST', { url: `/api/resume/${resumeId}/improve`, payload: {} }, 200);
  return response.json<TImprovement>().improvedContent;
}

export async function uploadOwnPicture(fx: TMatrixFixtures): Promise<void> {
  const request = multipartFile(fx.png, 'me.png', 'profilePicture');
  await callAs(
    fx.t,
    await ownerCookie(fx),
    'POST',
    { ...request, url: `/api/users/${fx.accounts.developerOwn.user.id}/profile-picture` },
    200,
  );
}

const employerListUrl = (fx: TMatrixFixtures, list: string) => `/api/employer/${fx.accounts.employerOwn.user.id}/${list}`;

export async function addOwnFavorite(fx: TMatrixFixtures): Promise<void> {
  await callAs(
    fx.t,
    await employerCookie(fx),
    'POST',
    { url: employerListUrl(fx, 'favorites'), payload: { applicantId: fx.applicantId } },
    201,
  );
}

export async function saveOwnNote(fx: TMatrixFixtures): Promise<void> {
  const payload = { applicantId: fx.applicantId, note: 'Strong TypeScript background.' };
  await callAs(fx.t, await employerCookie(fx), 'POST', { url: employerListUrl(fx, 'notes'), payload }, 200);
}

/** A new saved search of employerOwn; returns its id. */
export async function saveOwnSearch(fx: TMatrixFixtures, name = 'TypeScript developers'): Promise<number> {
  const payload = { name, criteria: { skills: ['TypeScript'] } };
  const response = await callAs(fx.t, await employerCookie(fx), 'POST', { url: employerListUrl(fx, 'saved-searches'), payload }, 201);
  return response.json<{ id: number }>().id;
}

/** A tag of employerOwn's company. */
export async function createOwnTag(fx: TMatrixFixtures, name: string): Promise<number> {
  const response = await callAs(fx.t, await employerCookie(fx), 'POST', { url: employerListUrl(fx, 'tags'), payload: { name } }, 201);
  return response.json<{ id: number }>().id;
}

/** developerOwn tagged by employerOwn's company. */
export async function tagOwnCandidate(fx: TMatrixFixtures, tagId: number): Promise<void> {
  const request = { url: employerListUrl(fx, `candidates/${fx.applicantId}/tags`), payload: { tagId } };
  await callAs(fx.t, await employerCookie(fx), 'POST', request, 201);
}

/** A contact template of employerOwn's company. */
export async function createOwnTemplate(fx: TMatrixFixtures, name: string): Promise<number> {
  const payload = { name, kind: 'contact', subject: 'A role at {{company}}', body: 'Hi {{firstName}}, would you talk about {{jobTitle}}?' };
  const response = await callAs(fx.t, await employerCookie(fx), 'POST', { url: employerListUrl(fx, 'templates'), payload }, 201);
  return response.json<{ id: number }>().id;
}

/** A new session of developerOwn, as the account's sessions routes name it. */
export async function openOwnSessionId(fx: TMatrixFixtures): Promise<string> {
  const cookie = await ownerCookie(fx);
  return toSessionId(hashToken(cookie.slice(`${SESSION_COOKIE}=`.length)));
}

/** A new conversation of employerOwn with developerOwn, about a new draft job of theirs; returns its id. */
export async function openOwnConversation(fx: TMatrixFixtures): Promise<number> {
  const jobId = (await postJob(fx.t.app, await employerOwnAccount(fx), { status: 'draft' })).id;
  const payload = { candidateId: fx.applicantId, subject: 'About a role', message: 'Would you like to talk about it?', jobId };
  const response = await callAs(fx.t, await employerCookie(fx), 'POST', { url: '/api/employer/contact', payload }, 201);
  return response.json<{ conversationId: number }>().conversationId;
}

/** A new open job of employerOwn, and developerOwn's application to it with their resume. */
export async function applyToNewJob(fx: TMatrixFixtures, resumeId = fx.resumeId): Promise<{ jobId: number; applicationId: number }> {
  const jobId = (await postJob(fx.t.app, await employerOwnAccount(fx))).id;
  const payload = { resumeId, note: 'Keen to talk.' };
  const response = await callAs(fx.t, await ownerCookie(fx), 'POST', { url: `/api/jobs/${jobId}/applications`, payload }, 201);
  return { jobId, applicationId: response.json<{ id: number }>().id };
}

export type TOwnInterview = { jobId: number; applicationId: number; id: number; slotId: number };

/**
 * Interview times employerOwn proposes to developerOwn: on `application` (another interview of the
 * same application, so fresh calls do not use up the developer's applications), else on a new job's
 * application moved to Interview.
 */
let proposals = 0;

export async function proposeOwnInterview(
  fx: TMatrixFixtures,
  application?: { jobId: number; applicationId: number },
): Promise<TOwnInterview> {
  const cookie = await employerCookie(fx);
  const { jobId, applicationId } = application ?? (await applyToNewJob(fx));
  const applicationUrl = employerListUrl(fx, `jobs/${jobId}/applications/${applicationId}`);
  if (!application) await callAs(fx.t, cookie, 'PATCH', { url: applicationUrl, payload: { stage: 'interview' } }, 204);
  // A time of its own each call: the same proposal twice within a minute is refused as a repeated message.
  proposals += 1;
  const startsAt = new Date(Date.now() + (7 * 24 + proposals) * 3_600_000).toISOString();
  const payload = { slots: [{ startsAt, durationMinutes: 60 }], timeZone: 'Europe/Berlin' };
  const proposed = await callAs(fx.t, cookie, 'POST', { url: `${applicationUrl}/interviews`, payload }, 201);
  const interview = proposed.json<{ id: number; slots: { id: number }[] }>();
  return { jobId, applicationId, id: interview.id, slotId: interview.slots[0]!.id };
}

export function createResetTokenFor(fx: TMatrixFixtures): Promise<string> {
  return createResetToken(fx.t.db, { userId: fx.resetAccount.user.id, ttlMinutes: 60 });
}

/** A fresh confirmation link for resetAccount's own address. */
export function createVerificationTokenFor(fx: TMatrixFixtures): Promise<string> {
  const { id, email } = fx.resetAccount.user;
  return createVerificationToken(fx.t.db, { userId: id, email, ttlHours: 1 });
}

let actorPasswordHash: string | undefined;

/**
 * The password change route's valid request: whichever actor calls it changes their own password,
 * so every actor's is first put back to the one they signed up with (they share it).
 */
export async function changeOwnPasswordRequest(fx: TMatrixFixtures): Promise<TMatrixRequest> {
  const { password } = fx.accounts.developerOwn;
  actorPasswordHash ??= await hashPassword(password);
  const ids = Object.values(fx.accounts).map((account) => account.user.id);
  await fx.t.db.update(users).set({ passwordHash: actorPasswordHash }).where(inArray(users.id, ids));
  return { url: '/api/account/password', payload: { currentPassword: password, newPassword: `${password}-changed` } };
}

async function createActorAccounts(t: TTestApp) {
  const developerOwn = await createCandidate(t.app, { jobTitle: 'Backend Engineer', skills: ['TypeScript', 'PostgreSQL'] });
  const { applicantId, ...developerOwnAccount } = developerOwn;
  const developerOther = await createUserWithSession(t.app);
  const employerOwn = await createUserWithSession(t.app, { userType: 'employer' });
  const accounts: Record<TSignedInActor, TAccount> = {
    developerOwn: developerOwnAccount,
    developerOther,
    employerOwn,
    employerOther: await createUserWithSession(t.app, { userType: 'employer' }),
    admin: await createAdminWithSession(t.app, t.db),
    employerUnconfirmed: employerOwn,
  };
  return { accounts, applicantId };
}

async function findAdminFixtures(t: TTestApp, adminCookie: string) {
  await ensurePlatformDefaults(t.db, pino({ level: 'silent' }));
  const [setting] = await t.db.select().from(adminSettings).orderBy(adminSettings.id).limit(1);
  const keys = (await callAs(t, adminCookie, 'GET', { url: '/api/admin/api-keys' }, 200)).json<TApiKey[]>();
  const apiKeyId = keys.find((key) => key.serviceName === SERVICE_NAMES.unsplash)!.id;
  return { setting: { id: setting!.id, value: setting!.settingValue }, apiKeyId };
}

/** Seeds the world through the API (and the database where the API has no way), then lets background work finish. */
export async function seedMatrixFixtures(t: TTestApp): Promise<TMatrixFixtures> {
  const { accounts, applicantId } = await createActorAccounts(t);
  const fx: TMatrixFixtures = {
    t,
    accounts,
    applicantId,
    ...(await findAdminFixtures(t, accounts.admin.cookie)),
    blogPost: await insertBlogPost(t.db),
    loginAccount: await createUserWithSession(t.app),
    resetAccount: await createUserWithSession(t.app),
    png: await createTestImage('png'),
    docx: readResumeFixture('fullstack-engineer-strong.docx'),
    resumeId: 0,
    improvedContent: '',
    sentResumeId: 0,
    draftResumeId: 0,
    notificationId: 0,
    conversationId: 0,
    savedSearchId: 0,
    draftJobId: 0,
    tagId: 0,
    templateId: 0,
    openJobId: 0,
    applicationId: 0,
    interview: { jobId: 0, applicationId: 0, id: 0, slotId: 0 },
    team: { employerViewer: accounts.employerOwn, employerRemoved: accounts.employerOwn },
    invitation: { id: 0, token: '' },
  };
  fx.resumeId = await createOwnResume(fx);
  fx.improvedContent = await improveOwnResume(fx);
  await uploadOwnPicture(fx);
  await addOwnFavorite(fx);
  await saveOwnNote(fx);
  fx.savedSearchId = await saveOwnSearch(fx);
  fx.tagId = await createOwnTag(fx, 'Referral');
  await tagOwnCandidate(fx, fx.tagId);
  fx.templateId = await createOwnTemplate(fx, 'First contact');
  await saveCompany(t.app, accounts.employerOwn, { name: 'Northwind Labs' });
  fx.team = await createColleagues(fx);
  fx.invitation = await inviteToOwnCompany(fx);
  fx.draftJobId = (await postJob(t.app, accounts.employerOwn, { status: 'draft' })).id;
  ({ jobId: fx.openJobId, applicationId: fx.applicationId } = await applyToNewJob(fx));
  fx.sentResumeId = await createOwnResume(fx);
  await applyToNewJob(fx, fx.sentResumeId);
  fx.draftResumeId = await createOwnResume(fx);
  fx.interview = await proposeOwnInterview(fx);
  const contact = { candidateId: applicantId, subject: 'Hello', message: 'We would like to talk about a role.' };
  const contacted = await callAs(t, await employerCookie(fx), 'POST', { url: '/api/employer/contact', payload: contact }, 201);
  fx.conversationId = contacted.json<{ conversationId: number }>().conversationId;
  const [notification] = await t.db.select().from(notifications).where(eq(notifications.userId, accounts.developerOwn.user.id));
  fx.notificationId = notification!.id;
  await t.app.backgroundTasks.settle();
  return fx;
}

/** A pending invitation to employerOwn's company, its mail read for the link's token. */
export async function inviteToOwnCompany(fx: TMatrixFixtures, role: TCompanyRole = 'viewer', email = buildRegistration().email) {
  const response = await callAs(
    fx.t,
    await employerCookie(fx),
    'POST',
    { url: employerListUrl(fx, 'team/invitations'), payload: { email, role } },
    201,
  );
  const mail = fx.t.mails.findLast((sent) => sent.to === email)!;
  return { id: response.json<{ id: number }>().id, token: readInvitationToken(mail), email };
}

/** An employer account that accepted an invitation to employerOwn's company as `role`. */
export async function addOwnColleague(fx: TMatrixFixtures, role: TCompanyRole): Promise<TAccount> {
  const registration = buildRegistration({ userType: 'employer' });
  const { token } = await inviteToOwnCompany(fx, role, registration.email);
  const colleague = await createUserWithSession(fx.t.app, registration);
  await callAs(fx.t, colleague.cookie, 'POST', { url: `/api/invitations/${token}/accept` }, 200);
  return colleague;
}

/** employerOwn's viewer, and a recruiter they removed. */
async function createColleagues(fx: TMatrixFixtures): Promise<Record<TTeamActor, TAccount>> {
  const employerViewer = await addOwnColleague(fx, 'viewer');
  const employerRemoved = await addOwnColleague(fx, 'recruiter');
  await callAs(fx.t, await employerCookie(fx), 'DELETE', { url: employerListUrl(fx, `team/members/${employerRemoved.user.id}`) }, 204);
  return { employerViewer, employerRemoved };
}
