/**
 * Calls to a real server over HTTP (the resilience tests' servers run in their own processes, so
 * app.inject cannot reach them): JSON requests with the session cookie, sign-up and uploads.
 */
import { EventEmitter } from 'node:events';
import { get, type IncomingMessage } from 'node:http';
import { createHash } from 'node:crypto';
import type { TRegisterRequest, TUser } from '#shared/schemas/auth.ts';
import { SESSION_COOKIE } from '#server/plugins/auth.ts';
import { join } from 'node:path';
import type { TServerProcess } from '#tests/setup/server-process.ts';
import { buildMultipart } from './multipart.ts';
import { waitForVerifyLinkPath } from './outbox.ts';
import { buildRegistration } from './users.ts';

export type THttpAccount = { user: TUser; cookie: string };

/** `body` is sent as JSON; the answer is fetch's Response (a network failure rejects). */
export function callApi(baseUrl: string, method: string, path: string, options: { cookie?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

/** The `name=value` of the session cookie a response set. */
function readSessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`no session cookie in the answer (${response.status})`);
  return cookie.split(';')[0]!;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The SHA-256 of a download, to compare with the bytes uploaded. */
export async function readBodySha256(response: Response, expectedStatus = 200): Promise<string> {
  if (response.status !== expectedStatus) throw new Error(`${response.url}: expected ${expectedStatus}, got ${response.status}`);
  return sha256Hex(new Uint8Array(await response.arrayBuffer()));
}

/** An answer's body as JSON after checking its status, with the body in the message when it differs. */
export async function readJson<T>(response: Response, expectedStatus: number): Promise<T> {
  const text = await response.text();
  if (response.status !== expectedStatus) {
    throw new Error(`${response.url}: expected ${expectedStatus}, got ${response.status}: ${text.slice(0, 500)}`);
  }
  return JSON.parse(text) as T;
}

/** Signs up on the server and confirms the address through the link it wrote to its outbox. */
export async function signUpOver(
  server: Pick<TServerProcess, 'url' | 'dataDir'>,
  overrides: Partial<TRegisterRequest> = {},
): Promise<THttpAccount & { password: string }> {
  const registration = buildRegistration(overrides);
  const response = await callApi(server.url, 'POST', '/api/auth/register', { body: registration });
  const user = await readJson<TUser>(response, 201);
  const linkPath = await waitForVerifyLinkPath(join(server.dataDir, 'outbox'), user.email);
  const verified = await fetch(`${server.url}${linkPath}`, { redirect: 'manual' });
  if (verified.headers.get('location') !== '/verify-email?status=verified')
    throw new Error(`verifying ${user.email} failed: ${verified.status}`);
  return { user: { ...user, emailVerified: true }, cookie: readSessionCookie(response), password: registration.password };
}

export async function logInOver(baseUrl: string, credentials: { email: string; password: string }): Promise<string> {
  const response = await callApi(baseUrl, 'POST', '/api/auth/login', { body: credentials });
  await readJson(response, 200);
  return readSessionCookie(response);
}

export function uploadResumeOver(baseUrl: string, params: { userId: number; cookie: string; bytes: Buffer; fileName: string }) {
  const { payload, headers } = buildMultipart(params);
  return fetch(`${baseUrl}/api/applicant/${params.userId}/resume`, {
    method: 'POST',
    headers: { ...headers, cookie: params.cookie },
    body: new Uint8Array(payload),
  });
}

/**
 * A server-sent event stream read as text: `waitFor` resolves true once `text` has arrived (false after
 * `timeoutMs`). A connection of its own, ended by `close`: fetch's pool may open a spare connection
 * that holds the server's shutdown until its header timeout.
 */
export async function openEventStream(baseUrl: string, path: string, cookie: string) {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(`${baseUrl}${path}`, { headers: { cookie }, agent: false }, resolve).on('error', reject);
  });
  response.setEncoding('utf8');
  let received = '';
  const arrivals = new EventEmitter();
  response.on('data', (chunk: string) => {
    received += chunk;
    arrivals.emit('data');
  });
  return {
    status: response.statusCode,
    contentType: response.headers['content-type'],
    async waitFor(text: string, timeoutMs = 5_000): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (!received.includes(text) && Date.now() < deadline) {
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, deadline - Date.now());
          arrivals.once('data', () => resolve(clearTimeout(timer)));
        });
      }
      return received.includes(text);
    },
    close: () => response.destroy(),
  };
}
