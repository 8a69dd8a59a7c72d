import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findAuditLogs, getMe, logIn, openConfirmationLink } from '#tests/factories/auth.ts';
import { createCandidate, searchCandidates } from '#tests/factories/candidates.ts';
import { createUserWithSession, getSessionCookie } from '#tests/factories/users.ts';
import { useTestApp, type TTestApp } from '#tests/setup/test-app.ts';
import { emailVerificationTokens, users } from '#server/db/schema.ts';

const SENT = { message: 'We sent a new confirmation link. Please check your inbox.' };
const SENT_IF_NEEDED = { message: 'If an account with this email is waiting to be confirmed, we sent it a new link.' };
const LINK = /\/api\/auth\/verify-email\?token=([\w-]+)/;

function resend(t: TTestApp, cookie: string | undefined, payload: unknown = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/resend-verification',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
}

async function linksTo(t: TTestApp, email: string): Promise<string[]> {
  await t.app.backgroundTasks.settle();
  return t.confirmationMails.filter((mail) => mail.to === email).map((mail) => LINK.exec(mail.text)![0]);
}

const openLink = (t: TTestApp, url: string) => t.app.inject({ method: 'GET', url });

describe('confirming the address', () => {
  const t = useTestApp();

  it("keeps the sign-up's name out of the confirmation mail: anyone can sign up with a stranger's address", async () => {
    const fullName = 'Claim your prize at http://prize.example now';
    const { user } = await createUserWithSession(t.app, { fullName }, { isVerified: false });
    await t.app.backgroundTasks.settle();
    const mail = t.confirmationMails.find((candidate) => candidate.to === user.email)!;
    expect(mail.text.startsWith('Hello,\n\nWelcome to DevMatch!')).toBe(true);
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toContain('prize');
    }
  });

  it('mails a single-use link at sign-up, stored only as its hash; opening it confirms the account', async () => {
    const { user, cookie } = await createUserWithSession(t.app, {}, { isVerified: false });
    expect(user.emailVerified).toBe(false);
    const [link, ...more] = await linksTo(t, user.email);
    expect(more).toEqual([]);
    const mail = t.confirmationMails.find((candidate) => candidate.to === user.email)!;
    expect(mail.text).toContain('http://devmatch.test/api/auth/verify-email?token=');
    expect(mail.text).toContain('expires in 72 hours');
    const token = LINK.exec(link!)![1]!;
    const stored = await t.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    const opened = await openLink(t, link!);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/verify-email?status=verified');
    expect((await getMe(t.app, cookie)).json()).toMatchObject({ id: user.id, emailVerified: true });
    expect((await findAuditLogs(t.db, 'user.email_verified')).at(-1)).toMatchObject({ userId: user.id, resourceId: String(user.id) });

    // A mail scanner opening it first does no harm: the second open says it was used.
    expect((await openLink(t, link!)).headers.location).toBe('/verify-email?status=used');
    expect((await getMe(t.app, cookie)).json().emailVerified).toBe(true);
  });

  it('says an expired link expired, and an unknown one is invalid; neither confirms', async () => {
    const { user, cookie } = await createUserWithSession(t.app, {}, { isVerified: false });
    const [link] = await linksTo(t, user.email);
    await t.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, user.id));
    expect((await openLink(t, link!)).headers.location).toBe('/verify-email?status=expired');
    expect((await openLink(t, '/api/auth/verify-email?token=not-a-real-token')).headers.location).toBe('/verify-email?status=invalid');
    expect((await getMe(t.app, cookie)).json().emailVerified).toBe(false);
  });

  it('answers 400 with a message for a link without a token', async () => {
    const response = await openLink(t, '/api/auth/verify-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No verification token provided');
  });

  it('resends a fresh link to the signed-in user; the earlier one stops working', async () => {
    const { user, cookie } = await createUserWithSession(t.app, {}, { isVerified: false });
    const [first] = await linksTo(t, user.email);
    const response = await resend(t, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    const [, second] = await linksTo(t, user.email);
    expect(second).toBeDefined();
    expect((await openLink(t, first!)).headers.location).toBe('/verify-email?status=invalid');
    expect((await openLink(t, second!)).headers.location).toBe('/verify-email?status=verified');
  });

  it('answers 409 to a Resend when nothing waits for confirmation, and mails nothing', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const before = (await linksTo(t, user.email)).length;
    const response = await resend(t, cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Your e-mail address is already verified.');
    expect(await linksTo(t, user.email)).toHaveLength(before);
  });

  it('resends to an address while signed out with one answer, whether or not it needs it', async () => {
    const { user } = await createUserWithSession(t.app, {}, { isVerified: false });
    const confirmed = await createUserWithSession(t.app);
    const answers = await Promise.all(
      [user.email, confirmed.user.email, 'nobody-here@example.com'].map((email) => resend(t, undefined, { email })),
    );
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [200, SENT_IF_NEEDED],
      [200, SENT_IF_NEEDED],
      [200, SENT_IF_NEEDED],
    ]);
    expect(await linksTo(t, user.email)).toHaveLength(2);
    expect(await linksTo(t, confirmed.user.email)).toHaveLength(1);
    expect(await linksTo(t, 'nobody-here@example.com')).toHaveLength(0);
  });

  it('answers 400 to a signed-out Resend without an address, or with a bad one', async () => {
    expect((await resend(t, undefined, {})).json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Email is required' });
    expect((await resend(t, undefined, { email: 'not-an-address' })).statusCode).toBe(400);
  });
});

describe('Resend limits', () => {
  const t = useTestApp({ RATE_LIMIT_VERIFICATION_MAILS_PER_USER: '2' });

  it('refuses a third Resend of one account within the hour with 429', async () => {
    const { cookie } = await createUserWithSession(t.app, {}, { isVerified: false });
    expect((await resend(t, cookie)).statusCode).toBe(200);
    expect((await resend(t, cookie)).statusCode).toBe(200);
    const refused = await resend(t, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many confirmation e-mails requested\./);
  });
});

describe('until the address is confirmed', () => {
  const t = useTestApp();

  it('an employer may search but not read profiles or resumes, nor contact anyone (403 with a message)', async () => {
    const candidate = await createCandidate(t.app, { jobTitle: 'Unverified Probe Engineer', skills: ['Rust'] });
    const employer = await createUserWithSession(t.app, { userType: 'employer' }, { isVerified: false });
    const search = await searchCandidates(t.app, employer.cookie, { jobTitle: 'Unverified Probe Engineer' });
    expect(search.statusCode).toBe(200);
    expect(search.json().map((result: { id: number }) => result.id)).toContain(candidate.applicantId);

    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/applicant/profile/${candidate.user.id}`,
      headers: { cookie: employer.cookie },
    });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().message).toBe("Verify your e-mail address to see candidates' profiles and contact details.");
    const resumes = await t.app.inject({
      method: 'GET',
      url: `/api/applicant/${candidate.user.id}/resumes`,
      headers: { cookie: employer.cookie },
    });
    expect(resumes.statusCode).toBe(403);

    const payload = { candidateId: candidate.applicantId, subject: 'Hello', message: 'Would you like to talk?' };
    const contact = await t.app.inject({ method: 'POST', url: '/api/employer/contact', headers: { cookie: employer.cookie }, payload });
    expect(contact.statusCode).toBe(403);
    expect(contact.json().message).toBe('Verify your e-mail address before contacting candidates.');

    // Once confirmed, all of it works.
    expect(await openConfirmationLink(t, employer.user.email)).toBe('verified');
    const afterProfile = await t.app.inject({
      method: 'GET',
      url: `/api/applicant/profile/${candidate.user.id}`,
      headers: { cookie: employer.cookie },
    });
    expect(afterProfile.statusCode).toBe(200);
    expect(afterProfile.json().user.phone).toBe(candidate.user.phone);
    const afterContact = await t.app.inject({
      method: 'POST',
      url: '/api/employer/contact',
      headers: { cookie: employer.cookie },
      payload,
    });
    expect(afterContact.statusCode).toBe(201);
  });

  it('a developer works on their own data but is not listed to employers', async () => {
    const candidate = await createCandidate(t.app, { jobTitle: 'Hidden Until Confirmed' }, {}, { isVerified: false });
    const employer = await createUserWithSession(t.app, { userType: 'employer' });
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/applicant/profile/${candidate.user.id}`,
      headers: { cookie: candidate.cookie },
    });
    expect(own.statusCode).toBe(200);

    const searchIds = async () =>
      (await searchCandidates(t.app, employer.cookie, { jobTitle: 'Hidden Until Confirmed' }))
        .json()
        .map((result: { id: number }) => result.id);
    expect(await searchIds()).not.toContain(candidate.applicantId);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/applicant/profile/${candidate.user.id}`,
      headers: { cookie: employer.cookie },
    });
    expect(profile.statusCode).toBe(404);
    const payload = { candidateId: candidate.applicantId, subject: 'Hello', message: 'Would you like to talk?' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/employer/contact', headers: { cookie: employer.cookie }, payload })).statusCode,
    ).toBe(404);

    expect(await openConfirmationLink(t, candidate.user.email)).toBe('verified');
    expect(await searchIds()).toContain(candidate.applicantId);
  });
});

describe('POST /api/account/password', () => {
  const t = useTestApp();
  const change = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: cookie ? { cookie } : {},
      payload: payload as Record<string, unknown>,
    });
  const readHash = async (userId: number) =>
    (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]!.hash;

  it('changes the password with the current one, keeps this session, ends the others and tells the owner', async () => {
    const { user, cookie, password } = await createUserWithSession(t.app);
    const elsewhere = getSessionCookie(await logIn(t.app, { email: user.email, password }));

    const response = await change(cookie, { currentPassword: password, newPassword: 'a-whole-new-secret' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been changed. Every other session was signed out.' });
    expect((await getMe(t.app, cookie)).statusCode).toBe(200);
    expect((await getMe(t.app, elsewhere)).statusCode).toBe(401);
    expect((await logIn(t.app, { email: user.email, password })).statusCode).toBe(401);
    expect((await logIn(t.app, { email: user.email, password: 'a-whole-new-secret' })).statusCode).toBe(200);
    await t.app.backgroundTasks.settle();
    expect(t.mails.filter((mail) => mail.to === user.email).map((mail) => mail.subject)).toEqual(['Your DevMatch password was changed']);
    expect((await findAuditLogs(t.db, 'user.password_changed')).at(-1)).toMatchObject({ userId: user.id });
  });

  it.each([
    ['a wrong current password', { currentPassword: 'not-it', newPassword: 'a-whole-new-secret' }, 'Your current password is incorrect.'],
    ['no current password', { newPassword: 'a-whole-new-secret' }, 'Current password is required'],
    [
      'a new password under 6 characters',
      { currentPassword: 'correct-horse-battery', newPassword: 'short' },
      'Password must be at least 6 characters long',
    ],
    [
      'the same password again',
      { currentPassword: 'correct-horse-battery', newPassword: 'correct-horse-battery' },
      'The new password must differ from the current one.',
    ],
    ['an unknown field', { currentPassword: 'correct-horse-battery', newPassword: 'a-whole-new-secret', userId: 1 }, undefined],
  ])('refuses %s with 400 and keeps the password and sessions', async (_label, payload, message) => {
    const { user, cookie } = await createUserWithSession(t.app);
    const before = await readHash(user.id);
    const response = await change(cookie, payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    expect(await readHash(user.id)).toBe(before);
    expect((await getMe(t.app, cookie)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await change(undefined, { currentPassword: 'x', newPassword: 'a-whole-new-secret' })).statusCode).toBe(401);
  });
});
