import type { LightMyRequestResponse } from 'fastify';
import type { TRegisterRequest, TUser } from '#shared/schemas/auth.ts';
import { eq } from 'drizzle-orm';
import type { TApp } from '#server/app.ts';
import { users } from '#server/db/schema.ts';

let sequence = 0;

/** A valid sign-up payload with unique e-mail and username; override any field. */
export function buildRegistration(overrides: Partial<TRegisterRequest> = {}): TRegisterRequest {
  sequence += 1;
  const tag = `${process.pid}${sequence}`;
  return {
    username: `dev${tag}`,
    email: `dev${tag}@example.com`,
    password: 'correct-horse-battery',
    fullName: `Test User ${tag}`,
    location: 'Berlin, Germany',
    phone: '+49 30 1234567',
    userType: 'developer',
    ...overrides,
  };
}

export function getSessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'devmatch_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `devmatch_session=${cookie.value}`;
}

/**
 * Registers a user through the API and returns it with a cookie header for later requests. The
 * address counts as confirmed (set in the database, for tests about something else) unless
 * `isVerified` is false; email-verification.test.ts opens the real links.
 */
export async function createUserWithSession(app: TApp, overrides: Partial<TRegisterRequest> = {}, { isVerified = true } = {}) {
  const registration = buildRegistration(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: registration });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const user = response.json<TUser>();
  if (isVerified) {
    await app.ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    user.emailVerified = true;
  }
  return { user, cookie: getSessionCookie(response), password: registration.password };
}
