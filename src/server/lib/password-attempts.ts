/**
 * Failed password checks, counted per account and per client address. Login and the password that
 * confirms an e-mail change share these counters, so neither can be used to guess a password.
 */
import type { TConfig } from '../config.ts';
import type { Executor } from '../db/client.ts';
import { clearRateLimit, hitRateLimit, peekRateLimit, throwRateLimited } from './rate-limit.ts';

type TPasswordLimits = Pick<TConfig['rateLimits'], 'loginPerAccount' | 'loginPerAddress'>;
type TPasswordAttempt = { email: string; ipAddress: string };

const accountKey = (email: string) => `login-fail:account:${email.toLowerCase()}`;
const addressKey = (ipAddress: string) => `login-fail:ip:${ipAddress}`;

/** Refuses with 429 once either allowance is used up. Call it before checking the password, so a locked account cannot still be guessed at. */
export async function assertPasswordAttemptsLeft(db: Executor, limits: TPasswordLimits, attempt: TPasswordAttempt): Promise<void> {
  const [accountFailures, addressFailures] = await Promise.all([
    peekRateLimit(db, accountKey(attempt.email)),
    peekRateLimit(db, addressKey(attempt.ipAddress)),
  ]);
  if (accountFailures.count >= limits.loginPerAccount.max) {
    throwRateLimited('Too many failed login attempts for this account.', accountFailures.retryAfterSeconds);
  }
  if (addressFailures.count >= limits.loginPerAddress.max) {
    throwRateLimited('Too many failed login attempts from this network.', addressFailures.retryAfterSeconds);
  }
}

export async function countFailedPassword(db: Executor, limits: TPasswordLimits, attempt: TPasswordAttempt): Promise<void> {
  await Promise.all([
    hitRateLimit(db, accountKey(attempt.email), limits.loginPerAccount),
    hitRateLimit(db, addressKey(attempt.ipAddress), limits.loginPerAddress),
  ]);
}

/** The right password ends the account's count (the address keeps its own). */
export async function clearFailedPasswords(db: Executor, email: string): Promise<void> {
  await clearRateLimit(db, accountKey(email));
}
