/**
 * Small request helpers for the account API tests: log in, read the session user, and find the
 * rows a request left behind.
 */
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { vi } from 'vitest';
import type { TApp } from '#server/app.ts';
import type { TMail } from '#server/lib/mailer.ts';
import type { Database } from '#server/db/client.ts';
import { auditLogs, users } from '#server/db/schema.ts';

type TInjectOptions = { cookie?: string; remoteAddress?: string };

function toHeaders(options: TInjectOptions): Record<string, string> {
  return options.cookie ? { cookie: options.cookie } : {};
}

export function logIn(
  app: TApp,
  credentials: { email: unknown; password: unknown },
  options: TInjectOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: credentials,
    headers: toHeaders(options),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export function getMe(app: TApp, cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: toHeaders({ cookie }) });
}

export function register(app: TApp, payload: unknown, options: TInjectOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: payload as Record<string, unknown>,
    headers: toHeaders(options),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row!.count;
}

export async function findUserRowByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findAuditLogs(db: Database, action: string) {
  return db.select().from(auditLogs).where(eq(auditLogs.action, action)).orderBy(auditLogs.id);
}

/** The raw Set-Cookie header(s) of a response as one array. */
export function getSetCookieHeaders(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [String(header)];
}

/**
 * Opens the newest confirmation link mailed to `email` (from the test app's `confirmationMails`,
 * waiting for it to go out) and answers the outcome the redirect names, such as 'verified'.
 */
export async function openConfirmationLink(t: { app: TApp; confirmationMails: TMail[] }, email: string): Promise<string> {
  const link = await vi.waitFor(() => {
    const mail = t.confirmationMails.findLast((candidate) => candidate.to === email);
    const path = mail && /\/api\/auth\/verify-email\?token=[\w-]+/.exec(mail.text)?.[0];
    if (!path) throw new Error(`no confirmation link mailed to ${email}`);
    return path;
  });
  const response = await t.app.inject({ method: 'GET', url: link });
  if (response.statusCode !== 303) throw new Error(`the link answered ${response.statusCode}: ${response.body}`);
  return new URLSearchParams(String(response.headers.location).split('?')[1]).get('status')!;
}
