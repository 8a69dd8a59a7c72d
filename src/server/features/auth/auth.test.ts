import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countUsers, findAuditLogs, findUserRowByEmail, getMe, getSetCookieHeaders, logIn, register } from '#tests/factories/auth.ts';
import { buildRegistration, createUserWithSession, getSessionCookie } from '#tests/factories/users.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { applicantProfiles, sessions, users } from '#server/db/schema.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const cookieValue = (cookie: string) => cookie.slice('devmatch_session='.length);

describe('POST /api/auth/register', () => {
  const t = useTestApp();

  it('creates a developer, answers 201 with the public user and signs them in', async () => {
    const registration = buildRegistration({ email: 'Jane.Doe@Example.COM', username: 'JaneDoe' });
    const response = await register(t.app, registration);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      email: 'jane.doe@example.com',
      username: 'JaneDoe',
      fullName: registration.fullName,
      userType: 'developer',
      phone: registration.phone,
      location: registration.location,
      profilePicture: null,
      emailVerified: false,
      pendingEmail: null,
      createdAt: expect.any(String),
    });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(Math.abs(Date.now() - Date.parse(body.createdAt))).toBeLessThan(60_000);
    // Never leaks the hash or anything beyond the public fields.
    expect(response.body).not.toContain('password');
    expect(response.body).not.toContain('argon2');

    const cookie = response.cookies.find((c) => c.name === 'devmatch_session');
    expect(cookie).toBeDefined();
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.path).toBe('/');
    const rawCookie = getSetCookieHeaders(response).find((header) => header.startsWith('devmatch_session='));
    expect(rawCookie).toMatch(/;\s*HttpOnly/i);
    expect(rawCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(rawCookie).not.toMatch(/;\s*Secure/i);

    const me = await getMe(t.app, getSessionCookie(response));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body);

    const row = await findUserRowByEmail(t.db, 'jane.doe@example.com');
    expect(row).toMatchObject({ id: body.id, email: 'jane.doe@example.com', username: 'JaneDoe', userType: 'developer' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(registration.password);

    const profiles = await t.db.select().from(applicantProfiles).where(eq(applicantProfiles.userId, body.id));
    expect(profiles).toHaveLength(1);
  });

  it('creates an employer without an applicant profile', async () => {
    const response = await register(t.app, buildRegistration({ userType: 'employer' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.userType).toBe('employer');
    const profiles = await t.db.select().from(applicantProfiles).where(eq(applicantProfiles.userId, body.id));
    expect(profiles).toHaveLength(0);
  });

  it('stores the name, location and phone on one line, without control characters', async () => {
    const registration = buildRegistration({
      fullName: 'Jane\r\nBcc: victim@example.com\u0007\u202e',
      location: 'Berlin\n\tGermany',
      phone: '+49 30\r\n1234567',
    });
    const response = await register(t.app, registration);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      fullName: 'Jane Bcc: victim@example.com',
      location: 'Berlin Germany',
      phone: '+49 30 1234567',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, response.json().id));
    expect(row).toMatchObject({ fullName: 'Jane Bcc: victim@example.com', location: 'Berlin Germany', phone: '+49 30 1234567' });
  });

  it('accepts a sign-up without phone and location, storing them as null', async () => {
    const { phone: _phone, location: _location, ...registration } = buildRegistration();
    const response = await register(t.app, registration);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ phone: null, location: null });
  });

  it('writes a user.registered audit log entry', async () => {
    const response = await register(t.app, buildRegistration({ userType: 'employer' }));
    const user = response.json();
    const entries = await findAuditLogs(t.db, 'user.registered');
    const entry = entries.find((e) => e.userId === user.id);
    expect(entry).toMatchObject({
      action: 'user.registered',
      resourceType: 'user',
      resourceId: String(user.id),
      userId: user.id,
      ipAddress: '127.0.0.1',
      details: { userType: 'employer' },
    });
  });

  it('refuses a duplicate email regardless of case with 409 and stores nothing', async () => {
    const first = buildRegistration();
    expect((await register(t.app, first)).statusCode).toBe(201);
    const usersBefore = await countUsers(t.db);

    const response = await register(t.app, buildRegistration({ email: first.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: 'An account with this email already exists.' });
    expect(getSetCookieHeaders(response)).toEqual([]);
    expect(await countUsers(t.db)).toBe(usersBefore);
  });

  it('refuses a duplicate username regardless of case with 409 and stores nothing', async () => {
    const first = buildRegistration();
    expect((await register(t.app, first)).statusCode).toBe(201);
    const usersBefore = await countUsers(t.db);

    const second = buildRegistration({ username: first.username.toUpperCase() });
    const response = await register(t.app, second);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: 'This username is already taken.' });
    expect(getSetCookieHeaders(response)).toEqual([]);
    expect(await countUsers(t.db)).toBe(usersBefore);
    expect(await findUserRowByEmail(t.db, second.email)).toBeUndefined();
  });

  it('answers two simultaneous sign-ups with the same email with one 201 and one 409', async () => {
    const registration = buildRegistration();
    const responses = await Promise.all([
      register(t.app, registration),
      register(t.app, { ...registration, username: `${registration.username}x` }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const conflict = responses.find((r) => r.statusCode === 409)!;
    expect(conflict.json()).toEqual({ code: 'CONFLICT', message: 'An account with this email already exists.' });
    expect(await t.db.select().from(users).where(eq(users.email, registration.email))).toHaveLength(1);
  });

  it('answers two simultaneous sign-ups with the same username with one 201 and one 409', async () => {
    const registration = buildRegistration();
    const other = buildRegistration({ username: registration.username.toUpperCase() });
    const responses = await Promise.all([register(t.app, registration), register(t.app, other)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const conflict = responses.find((r) => r.statusCode === 409)!;
    expect(conflict.json()).toEqual({ code: 'CONFLICT', message: 'This username is already taken.' });
  });

  it.each(['username', 'email', 'password', 'fullName', 'userType'] as const)('refuses a sign-up without %s with 400', async (field) => {
    const registration = buildRegistration();
    const { [field]: _omitted, ...payload } = registration;
    const usersBefore = await countUsers(t.db);

    const response = await register(t.app, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toEqual({ code: 'BAD_REQUEST', message: expect.any(String), issues: expect.any(Array) });
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.issues).toContainEqual({ path: field, message: expect.any(String) });
    expect(getSetCookieHeaders(response)).toEqual([]);
    expect(await countUsers(t.db)).toBe(usersBefore);
  });

  it('names the missing user type with the spec message', async () => {
    const { userType: _userType, ...payload } = buildRegistration();
    const response = await register(t.app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please select whether you're a developer or employer.");
  });

  it.each([
    ['email', 12345],
    ['username', 42],
    ['password', 123456789],
    ['fullName', ['a', 'b']],
    ['phone', 491234567],
    ['location', { city: 'Berlin' }],
    ['userType', true],
  ] as const)('refuses %s of the wrong type with 400', async (field, value) => {
    const registration = buildRegistration();
    const usersBefore = await countUsers(t.db);
    const response = await register(t.app, { ...registration, [field]: value });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    expect(body.issues).toContainEqual({ path: field, message: expect.any(String) });
    expect(await countUsers(t.db)).toBe(usersBefore);
    expect(await findUserRowByEmail(t.db, registration.email)).toBeUndefined();
  });

  it.each(['not-an-email', 'jane@', '@example.com', 'jane doe@example.com', ''])('refuses the invalid email %j with 400', async (email) => {
    const usersBefore = await countUsers(t.db);
    const response = await register(t.app, buildRegistration({ email }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [expect.objectContaining({ path: 'email' })] });
    expect(await countUsers(t.db)).toBe(usersBefore);
  });

  it('refuses a password shorter than 6 characters with 400', async () => {
    const registration = buildRegistration({ password: '12345' });
    const response = await register(t.app, registration);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'Password must be at least 6 characters long',
      issues: [{ path: 'password', message: 'Password must be at least 6 characters long' }],
    });
    expect(await findUserRowByEmail(t.db, registration.email)).toBeUndefined();
  });

  it('accepts a password of exactly 6 characters', async () => {
    const response = await register(t.app, buildRegistration({ password: '123456' }));
    expect(response.statusCode).toBe(201);
  });

  it('refuses the admin user type with 403 and creates no user', async () => {
    const registration = buildRegistration({ userType: 'admin' });
    const usersBefore = await countUsers(t.db);
    const response = await register(t.app, registration);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'Admin accounts cannot be created by sign-up.' });
    expect(getSetCookieHeaders(response)).toEqual([]);
    expect(await countUsers(t.db)).toBe(usersBefore);
    expect(await findUserRowByEmail(t.db, registration.email)).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.userType, 'admin'))).toHaveLength(0);
  });

  it('refuses an unknown user type with 400', async () => {
    const registration = { ...buildRegistration(), userType: 'recruiter' };
    const response = await register(t.app, registration);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: "Please select whether you're a developer or employer.",
      issues: [{ path: 'userType', message: "Please select whether you're a developer or employer." }],
    });
    expect(await findUserRowByEmail(t.db, registration.email)).toBeUndefined();
  });

  it('ignores fields the sign-up form does not have (no mass assignment)', async () => {
    const registration = buildRegistration();
    const response = await register(t.app, {
      ...registration,
      id: 999_999,
      isDemo: true,
      passwordHash: 'not-a-hash',
      profilePictureFileId: 1,
    });
    expect(response.statusCode).toBe(201);
    const row = await findUserRowByEmail(t.db, registration.email);
    expect(row).toMatchObject({ isDemo: false, profilePictureFileId: null });
    expect(row!.id).not.toBe(999_999);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(response.json().profilePicture).toBeNull();
  });

  it('refuses a JSON body carrying __proto__ with 400', async () => {
    const registration = buildRegistration();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(registration).replace(/^\{/, '{"__proto__":{"userType":"admin"},'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
    expect(await findUserRowByEmail(t.db, registration.email)).toBeUndefined();
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const usersBefore = await countUsers(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "broken@example.com", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
    expect(await countUsers(t.db)).toBe(usersBefore);
  });

  it('answers a non-JSON content type with a JSON 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'text/xml' },
      payload: '<user/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) });
  });

  it('answers a body over the default 1 MiB limit with a JSON 413', async () => {
    const registration = buildRegistration({ fullName: 'x'.repeat(1024 * 1024 + 10) });
    const response = await register(t.app, registration);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large.' });
    expect(await findUserRowByEmail(t.db, registration.email)).toBeUndefined();
  });
});

describe('POST /api/auth/register with a small BODY_LIMIT_BYTES', () => {
  const t = useTestApp({ BODY_LIMIT_BYTES: '2048' });

  it('answers a body over the limit with a JSON 413 and stores nothing', async () => {
    const registration = buildRegistration({ location: 'y'.repeat(4000) });
    const response = await register(t.app, registration);
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large.' });
    expect(getSetCookieHeaders(response)).toEqual([]);
    expect(await countUsers(t.db)).toBe(0);
  });

  it('still accepts a normal sign-up under the limit', async () => {
    const response = await register(t.app, buildRegistration());
    expect(response.statusCode).toBe(201);
  });
});

describe('POST /api/auth/login', () => {
  const t = useTestApp();

  it('answers 200 with the user and sets a new session cookie', async () => {
    const { user, cookie, password } = await createUserWithSession(t.app);
    const response = await logIn(t.app, { email: user.email, password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);

    const newCookie = getSessionCookie(response);
    expect(newCookie).not.toBe(cookie);
    const rawCookie = getSetCookieHeaders(response).find((header) => header.startsWith('devmatch_session='));
    expect(rawCookie).toMatch(/;\s*HttpOnly/i);
    expect(rawCookie).toMatch(/;\s*SameSite=Lax/i);

    const me = await getMe(t.app, newCookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('rotates the session: the cookie sent with the login stops working, the new one works', async () => {
    const { user, cookie: oldCookie, password } = await createUserWithSession(t.app);
    expect((await getMe(t.app, oldCookie)).statusCode).toBe(200);

    const response = await logIn(t.app, { email: user.email, password }, { cookie: oldCookie });
    expect(response.statusCode).toBe(200);
    const newCookie = getSessionCookie(response);
    expect(newCookie).not.toBe(oldCookie);

    expect((await getMe(t.app, oldCookie)).statusCode).toBe(401);
    const me = await getMe(t.app, newCookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);

    const rows = await t.db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toEqual([{ idHash: sha256(cookieValue(newCookie)) }]);
  });

  it('signing up from a signed-in browser replaces that session', async () => {
    const { cookie: earlierCookie } = await createUserWithSession(t.app);
    const response = await register(t.app, buildRegistration(), { cookie: earlierCookie });
    expect(response.statusCode).toBe(201);
    expect((await getMe(t.app, earlierCookie)).statusCode).toBe(401);
    expect((await getMe(t.app, getSessionCookie(response))).json().id).toBe(response.json().id);
  });

  it('keeps the other sessions of the user (another browser) when logging in', async () => {
    const { user, cookie: otherBrowser, password } = await createUserWithSession(t.app);
    const response = await logIn(t.app, { email: user.email, password });
    expect(response.statusCode).toBe(200);
    expect((await getMe(t.app, otherBrowser)).statusCode).toBe(200);
    expect((await getMe(t.app, getSessionCookie(response))).statusCode).toBe(200);
  });

  it('treats the email case-insensitively', async () => {
    const { user, password } = await createUserWithSession(t.app);
    const response = await logIn(t.app, { email: `  ${user.email.toUpperCase()} `, password });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
  });

  it('refuses a wrong password with 401 and sets no cookie', async () => {
    const { user } = await createUserWithSession(t.app);
    const sessionsBefore = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const response = await logIn(t.app, { email: user.email, password: 'not-the-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid email or password.' });
    expect(getSetCookieHeaders(response)).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(sessionsBefore.length);
  });

  it('refuses an unknown email with 401 and the same message', async () => {
    const response = await logIn(t.app, { email: 'nobody-here@example.com', password: 'whatever-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid email or password.' });
    expect(getSetCookieHeaders(response)).toEqual([]);
  });

  it('does not accept the password of another account', async () => {
    const first = await createUserWithSession(t.app);
    const second = await createUserWithSession(t.app, { password: 'second-secret-password' });
    const response = await logIn(t.app, { email: first.user.email, password: second.password });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['email', { password: 'correct-horse-battery' }],
    ['password', { email: 'someone@example.com' }],
  ] as const)('refuses a login without %s with 400', async (field, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [expect.objectContaining({ path: field })] });
    expect(getSetCookieHeaders(response)).toEqual([]);
  });

  it('refuses credentials of the wrong type with 400', async () => {
    const response = await logIn(t.app, { email: 12345, password: ['a'] });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['email', 'password']);
    expect(getSetCookieHeaders(response)).toEqual([]);
  });

  it('refuses an empty body and an empty password with 400', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('BAD_REQUEST');
    const emptyPassword = await logIn(t.app, { email: 'someone@example.com', password: '' });
    expect(emptyPassword.statusCode).toBe(400);
    expect(emptyPassword.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Password is required' });
  });

  it('writes auth.login and auth.login_failed audit log entries', async () => {
    const { user, password } = await createUserWithSession(t.app);
    await logIn(t.app, { email: user.email, password: 'wrong-password' });
    await logIn(t.app, { email: user.email, password });

    const failed = (await findAuditLogs(t.db, 'auth.login_failed')).filter((e) => e.userId === user.id);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ resourceType: 'session', ipAddress: '127.0.0.1' });
    const succeeded = (await findAuditLogs(t.db, 'auth.login')).filter((e) => e.userId === user.id);
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]).toMatchObject({ resourceType: 'session', ipAddress: '127.0.0.1' });
  });
});

describe('GET /api/auth/me', () => {
  const t = useTestApp();

  it('answers 401 without a cookie', async () => {
    const response = await getMe(t.app);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Not authenticated. Please log in.' });
  });

  it.each([
    ['garbage', 'devmatch_session=garbage'],
    ['empty', 'devmatch_session='],
    ['very long', `devmatch_session=${'a'.repeat(5000)}`],
    ['well-formed but unknown', 'devmatch_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('answers 401 with a %s cookie', async (_label, cookie) => {
    const response = await getMe(t.app, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Not authenticated. Please log in.' });
  });

  it('does not accept the stored hash as a cookie', async () => {
    const { user } = await createUserWithSession(t.app);
    const [row] = await t.db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, user.id));
    expect((await getMe(t.app, `devmatch_session=${row!.idHash}`)).statusCode).toBe(401);
  });

  it('answers 200 with the session user', async () => {
    const { user, cookie } = await createUserWithSession(t.app, { userType: 'employer' });
    const response = await getMe(t.app, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
    expect(response.json()).toMatchObject({ userType: 'employer', profilePicture: null });
  });
});

describe('GET /api/auth/session', () => {
  const t = useTestApp();
  const getSession = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} });

  it('answers a visitor, or a cookie of no session, with 200 and no user', async () => {
    expect((await getSession()).json()).toEqual({ user: null });
    const response = await getSession('devmatch_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('answers the signed-in user as /me does', async () => {
    const { user, cookie } = await createUserWithSession(t.app, { userType: 'developer' });
    const response = await getSession(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user });
    expect((await getMe(t.app, cookie)).json()).toEqual(user);
  });

  it('tells a browser whose session a suspension ended why, once, with where to write, and clears its cookie', async () => {
    const { user, cookie } = await createUserWithSession(t.app, { userType: 'developer' });
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));

    const response = await getSession(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: null,
      ended: {
        reason: 'suspended',
        message: 'This account has been suspended. Please contact DevMatch support if you think this is a mistake.',
        supportEmail: t.app.ctx.config.supportEmail,
      },
    });
    expect(response.cookies.find((c) => c.name === 'devmatch_session')?.value).toBe('');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    // Told once: the session is gone, and every other call was refused all along.
    expect((await getSession(cookie)).json()).toEqual({ user: null });
    expect((await getMe(t.app, cookie)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  const t = useTestApp();

  it('deletes the session, clears the cookie, and /me then answers 401', async () => {
    const { user, cookie } = await createUserWithSession(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out' });

    const cleared = response.cookies.find((c) => c.name === 'devmatch_session');
    expect(cleared).toBeDefined();
    expect(cleared!.value).toBe('');
    expect(cleared!.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    const rawCookie = getSetCookieHeaders(response).find((header) => header.startsWith('devmatch_session='));
    expect(rawCookie).toMatch(/;\s*Path=\//i);

    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256(cookieValue(cookie)))),
    ).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await getMe(t.app, cookie)).statusCode).toBe(401);

    const entries = (await findAuditLogs(t.db, 'auth.logout')).filter((e) => e.userId === user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ resourceType: 'session', ipAddress: '127.0.0.1' });
  });

  it('signs out only this browser: another session of the user keeps working', async () => {
    const { user, cookie, password } = await createUserWithSession(t.app);
    const other = getSessionCookie(await logIn(t.app, { email: user.email, password }));
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect((await getMe(t.app, cookie)).statusCode).toBe(401);
    expect((await getMe(t.app, other)).statusCode).toBe(200);
  });

  it('answers 200 without a session and writes no audit entry', async () => {
    const before = await findAuditLogs(t.db, 'auth.logout');
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out' });
    const garbage = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: 'devmatch_session=garbage' } });
    expect(garbage.statusCode).toBe(200);
    expect(await findAuditLogs(t.db, 'auth.logout')).toHaveLength(before.length);
  });

  it('answers 200 when logging out twice with the same cookie', async () => {
    const { cookie } = await createUserWithSession(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('users table after sign-up', () => {
  const t = useTestApp();

  it('stores trimmed text and the lowercased email', async () => {
    const registration = buildRegistration({ fullName: '  Ada Lovelace  ', location: '  London  ', email: '  Ada@Example.com ' });
    const response = await register(t.app, registration);
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.id, response.json().id));
    expect(row).toMatchObject({ fullName: 'Ada Lovelace', location: 'London', email: 'ada@example.com' });
  });
});
