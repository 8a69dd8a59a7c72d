/**
 * Failed password checks. A login takes its allowance before the password is checked, in one
 * statement per count, so parallel guesses cannot slip past a limit; the right password gives it
 * back. Which counts a login meets depends on the browser (login-device.ts):
 * - a trusted device (it holds the account's device cookie) meets only its own small budget, so
 *   strangers locking the account out never lock out a browser its owner signed in from before;
 * - any other browser meets three counts, each in its own window: per account *and* address (the
 *   lockout a guesser meets, so a stranger's wrong passwords lock only the stranger's address), per
 *   account over all addresses (a ceiling against guessing spread over many addresses), and per
 *   address over all accounts (one address trying many accounts).
 * The current password a signed-in user types to confirm a change has a count of its own per
 * account: the session is proof enough not to meet a lockout of the login form.
 */
import type { TConfig, TRateLimitRule } from '../../config.ts';
import type { TAppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { writeAuditLog } from '../../db/audit-log.queries.ts';
import {
  clearRateLimit,
  clearRateLimitsStartingWith,
  peekRateLimit,
  returnRateLimitHit,
  takeRateLimitHit,
  throwRateLimited,
} from '../../db/rate-limits.queries.ts';
import { findPasswordHash, type TUserRow } from '../../db/users.queries.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { TTrustedDevice } from './login-device.ts';

type TLoginLimits = Pick<TConfig['rateLimits'], 'loginPerAccountAndAddress' | 'loginPerAccount' | 'loginPerAddress' | 'loginPerDevice'>;

const ACCOUNT_LOCKED = 'Too many failed login attempts for this account.';
const NETWORK_LOCKED = 'Too many failed login attempts from this network.';
const DEVICE_LOCKED = 'Too many failed login attempts on this device.';
const CONFIRMATIONS_LOCKED = 'Too many wrong current passwords for this account.';

// The same normalisation as the account lookup, so ' A@x.com' and 'a@x.com' share one count.
const normalizeEmail = (email: string) => email.trim().toLowerCase();
const accountAndAddressPrefix = (email: string) => `login-fail:account-ip:${normalizeEmail(email)}:`;
const accountKey = (email: string) => `login-fail:account:${normalizeEmail(email)}`;
const addressKey = (ipAddress: string) => `login-fail:ip:${ipAddress}`;
const deviceKey = ({ userId, nonce }: TTrustedDevice) => `login-fail:device:${userId}:${nonce}`;
const confirmationKey = (userId: number) => `password-confirm:user:${userId}`;

type TAllowance = { key: string; rule: TRateLimitRule; refusal: string };

/** What a login took: counts a right password clears (the lockouts it ends) and counts it gives back (failures only). */
export type TReservedLoginAttempt = { clearKeys: string[]; returnKeys: string[] };

/** Takes one hit of each allowance in turn; at the first one used up, gives back those taken and refuses with 429. */
async function takeAllowances(db: Executor, allowances: TAllowance[]): Promise<void> {
  const taken: string[] = [];
  for (const { key, rule, refusal } of allowances) {
    if (await takeRateLimitHit(db, key, rule)) {
      taken.push(key);
      continue;
    }
    await Promise.all(taken.map((takenKey) => returnRateLimitHit(db, takenKey)));
    throwRateLimited(refusal, (await peekRateLimit(db, key)).retryAfterSeconds);
  }
}

/**
 * Counts the login as a failure before its password is checked, or refuses it with 429 when an
 * allowance is used up. `settleRightPassword` undoes what the right password should not leave.
 */
export async function reserveLoginAttempt(
  db: Executor,
  limits: TLoginLimits,
  attempt: { email: string; ipAddress: string; device: TTrustedDevice | null },
): Promise<TReservedLoginAttempt> {
  if (attempt.device) {
    const key = deviceKey(attempt.device);
    await takeAllowances(db, [{ key, rule: limits.loginPerDevice, refusal: DEVICE_LOCKED }]);
    return { clearKeys: [key], returnKeys: [] };
  }
  const pairKey = accountAndAddressPrefix(attempt.email) + attempt.ipAddress;
  const allowances = [
    { key: pairKey, rule: limits.loginPerAccountAndAddress, refusal: ACCOUNT_LOCKED },
    { key: accountKey(attempt.email), rule: limits.loginPerAccount, refusal: ACCOUNT_LOCKED },
    { key: addressKey(attempt.ipAddress), rule: limits.loginPerAddress, refusal: NETWORK_LOCKED },
  ];
  await takeAllowances(db, allowances);
  // The right password ends the account's counts; the address keeps its failures but not this hit.
  return { clearKeys: [pairKey, accountKey(attempt.email)], returnKeys: [addressKey(attempt.ipAddress)] };
}

export async function settleRightPassword(db: Executor, reserved: TReservedLoginAttempt): Promise<void> {
  await Promise.all([
    ...reserved.clearKeys.map((key) => clearRateLimit(db, key)),
    ...reserved.returnKeys.map((key) => returnRateLimitHit(db, key)),
  ]);
}

/**
 * Ends the account's lockouts: after a completed password reset or an opened confirmation link, the
 * person at the inbox has shown the account is theirs. Device budgets stay: a new password already
 * ends every device's trust, and an address confirmation says nothing about a device's guesses.
 */
export async function clearAccountPasswordCounts(db: Executor, account: { userId: number; email: string }): Promise<void> {
  await Promise.all([
    clearRateLimitsStartingWith(db, accountAndAddressPrefix(account.email)),
    clearRateLimit(db, accountKey(account.email)),
    clearRateLimit(db, confirmationKey(account.userId)),
  ]);
}

export const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect.';

/**
 * The signed-in user's own password, asked before a change a stolen session alone must not make (a
 * new e-mail or password, deleting the account). Wrong passwords are counted per account
 * (RATE_LIMIT_PASSWORD_CONFIRM_PER_ACCOUNT), apart from the login counts, and audited as
 * `refusal.action` on the user `refusal.resourceId`.
 */
export async function confirmOwnPassword(
  { db, config }: Pick<TAppContext, 'db' | 'config'>,
  params: { viewer: TUserRow; password: string; ipAddress: string; refusal: { action: string; resourceId: number } },
): Promise<void> {
  const { viewer, password, ipAddress } = params;
  const key = confirmationKey(viewer.id);
  await takeAllowances(db, [{ key, rule: config.rateLimits.passwordConfirmPerAccount, refusal: CONFIRMATIONS_LOCKED }]);
  const passwordHash = await findPasswordHash(db, viewer.id);
  if (!passwordHash || !(await verifyPassword(passwordHash, password))) {
    const { action, resourceId } = params.refusal;
    await writeAuditLog(db, { action, resourceType: 'user', resourceId, userId: viewer.id, ipAddress });
    throw new AppError('BAD_REQUEST', CURRENT_PASSWORD_WRONG);
  }
  await clearRateLimit(db, key);
}
