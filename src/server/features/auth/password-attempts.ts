/**
 * Failed password checks. Login and the password that confirms an account change share these
 * counters, so neither can be used to guess a password. Three counts, each in its own window:
 * - per account *and* address: the lockout a guesser meets. Counted per pair so a stranger's wrong
 *   passwords lock only the stranger out, never the owner signing in from elsewhere;
 * - per account over all addresses: a higher ceiling against guessing spread over many addresses;
 * - per address over all accounts: one address trying many accounts.
 */
import type { TConfig } from '../../config.ts';
import type { TAppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { writeAuditLog } from '../../db/audit-log.queries.ts';
import { clearRateLimit, hitRateLimit, peekRateLimit, throwRateLimited } from '../../db/rate-limits.queries.ts';
import { findPasswordHash, type TUserRow } from '../../db/users.queries.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';

type TPasswordLimits = Pick<TConfig['rateLimits'], 'loginPerAccountAndAddress' | 'loginPerAccount' | 'loginPerAddress'>;
type TPasswordAttempt = { email: string; ipAddress: string };

const ACCOUNT_LOCKED = 'Too many failed login attempts for this account.';

// The same normalisation as the account lookup, so ' A@x.com' and 'a@x.com' share one count.
const normalizeEmail = (email: string) => email.trim().toLowerCase();
const accountAndAddressKey = ({ email, ipAddress }: TPasswordAttempt) => `login-fail:account-ip:${normalizeEmail(email)}:${ipAddress}`;
const accountKey = (email: string) => `login-fail:account:${normalizeEmail(email)}`;
const addressKey = (ipAddress: string) => `login-fail:ip:${ipAddress}`;

/** Refuses with 429 once any allowance is used up. Call it before checking the password, so a locked account cannot still be guessed at. */
export async function assertPasswordAttemptsLeft(db: Executor, limits: TPasswordLimits, attempt: TPasswordAttempt): Promise<void> {
  const [pairFailures, accountFailures, addressFailures] = await Promise.all([
    peekRateLimit(db, accountAndAddressKey(attempt)),
    peekRateLimit(db, accountKey(attempt.email)),
    peekRateLimit(db, addressKey(attempt.ipAddress)),
  ]);
  if (pairFailures.count >= limits.loginPerAccountAndAddress.max) throwRateLimited(ACCOUNT_LOCKED, pairFailures.retryAfterSeconds);
  if (accountFailures.count >= limits.loginPerAccount.max) throwRateLimited(ACCOUNT_LOCKED, accountFailures.retryAfterSeconds);
  if (addressFailures.count >= limits.loginPerAddress.max) {
    throwRateLimited('Too many failed login attempts from this network.', addressFailures.retryAfterSeconds);
  }
}

export async function countFailedPassword(db: Executor, limits: TPasswordLimits, attempt: TPasswordAttempt): Promise<void> {
  await Promise.all([
    hitRateLimit(db, accountAndAddressKey(attempt), limits.loginPerAccountAndAddress),
    hitRateLimit(db, accountKey(attempt.email), limits.loginPerAccount),
    hitRateLimit(db, addressKey(attempt.ipAddress), limits.loginPerAddress),
  ]);
}

/** The right password ends the account's counts (the address keeps its own). */
export async function clearFailedPasswords(db: Executor, attempt: TPasswordAttempt): Promise<void> {
  await Promise.all([clearRateLimit(db, accountAndAddressKey(attempt)), clearRateLimit(db, accountKey(attempt.email))]);
}

export const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect.';

/**
 * The signed-in user's own password, asked before a change a stolen session alone must not make (a
 * new e-mail or password, deleting the account). Wrong passwords count as failed logins of that
 * account and are audited as `refusal.action` on the user `refusal.resourceId`.
 */
export async function confirmOwnPassword(
  { db, config }: Pick<TAppContext, 'db' | 'config'>,
  params: { viewer: TUserRow; password: string; ipAddress: string; refusal: { action: string; resourceId: number } },
): Promise<void> {
  const { viewer, password, ipAddress } = params;
  const attempt = { email: viewer.email, ipAddress };
  await assertPasswordAttemptsLeft(db, config.rateLimits, attempt);
  const passwordHash = await findPasswordHash(db, viewer.id);
  if (!passwordHash || !(await verifyPassword(passwordHash, password))) {
    await countFailedPassword(db, config.rateLimits, attempt);
    const { action, resourceId } = params.refusal;
    await writeAuditLog(db, { action, resourceType: 'user', resourceId, userId: viewer.id, ipAddress });
    throw new AppError('BAD_REQUEST', CURRENT_PASSWORD_WRONG);
  }
  await clearFailedPasswords(db, attempt);
}
