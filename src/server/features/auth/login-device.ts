/**
 * Login device cookies, after OWASP's "Slow Down Online Guessing Attacks with Device Cookies"
 * (https://owasp.org/www-community/Slow_Down_Online_Guessing_Attacks_with_Device_Cookies). A browser
 * that has signed in to an account (or set its password) holds a cookie naming the account, signed
 * with the app secret. At the next login that browser is a trusted device: it skips the account's
 * lockout, which strangers' wrong passwords fill, and has a small failure budget of its own instead
 * (password-attempts.ts).
 *
 * Value: `<userId>.<nonce>.<expiresAt>.<signature>`. The signature also covers the account's
 * password hash, so a new password (a reset after a take-over) ends the trust of every browser that
 * knew the old one; the nonce tells one device's failures from another's.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSecretBox } from '#server/lib/secret-box.ts';
import { isSecureSite } from '#server/plugins/auth.ts';

export const DEVICE_COOKIE = 'devmatch_device';
// Only login reads it; the browser need not send it anywhere else.
const DEVICE_COOKIE_PATH = '/api/auth';
const SIGNATURE_PURPOSE = 'login device v1';
const DEVICE_COOKIE_FORMAT = /^(?<userId>\d{1,15})\.(?<nonce>[\w-]{22})\.(?<expiresAt>\d{1,12})\.(?<signature>[\w-]{43})$/;
const SECONDS_PER_DAY = 24 * 60 * 60;

/** A browser the account trusts: `nonce` names it among the account's devices. */
export type TTrustedDevice = { userId: number; nonce: string };

type TAccountSecret = { id: number; passwordHash: string };

const toSignedText = (account: TAccountSecret, nonce: string, expiresAt: string) =>
  `${account.id}.${nonce}.${expiresAt}.${account.passwordHash}`;

/** A fresh device cookie value for the account, trusted for `trustDays`. */
export function createDeviceCookieValue(secrets: TSecretBox, account: TAccountSecret, trustDays: number): string {
  const nonce = randomBytes(16).toString('base64url');
  const expiresAt = String(Math.floor(Date.now() / 1000) + trustDays * SECONDS_PER_DAY);
  return `${account.id}.${nonce}.${expiresAt}.${secrets.sign(toSignedText(account, nonce, expiresAt), SIGNATURE_PURPOSE)}`;
}

/** The device a cookie names, when it was signed here for this account and its current password and has not expired. */
export function readTrustedDevice(secrets: TSecretBox, cookieValue: string | undefined, account: TAccountSecret): TTrustedDevice | null {
  const parts = cookieValue === undefined ? undefined : DEVICE_COOKIE_FORMAT.exec(cookieValue)?.groups;
  if (!parts || Number(parts.userId) !== account.id || Number(parts.expiresAt) * 1000 <= Date.now()) return null;
  const { nonce, expiresAt, signature } = parts as { nonce: string; expiresAt: string; signature: string };
  if (!secrets.verify(toSignedText(account, nonce, expiresAt), signature, SIGNATURE_PURPOSE)) return null;
  return { userId: account.id, nonce };
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, value: string, trustDays: number): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecureSite(request),
    maxAge: trustDays * SECONDS_PER_DAY,
  });
}
