/**
 * PATCH /api/users/{userId}: the account fields of the profile card. Changing the e-mail also takes
 * the current password and waits for the new address's confirmation link; when it is opened, the old
 * address is told and every other session ends (auth/email-verification.ts).
 */
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import type { Database } from '#server/db/client.ts';
import { deleteUnusedVerificationTokens } from '#server/db/email-verification-tokens.queries.ts';
import {
  findUserById,
  findUserForUpdate,
  isEmailUsedByOtherUser,
  updateUserAccount,
  type TAccountChanges,
  type TUserRow,
} from '#server/db/users.queries.ts';
import { confirmOwnPassword } from '#server/features/auth/password-attempts.ts';
import { assertCanChangeDeveloperData, USER_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';

const EMAIL_TAKEN = 'An account with this email already exists.';
const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your email.';

/** The confirmation link a change of address sends, once the answer has gone. */
export type TEmailConfirmation = { user: TUserRow; email: string; keepSessionIdHash: string | null };

/** Stored e-mails are lower case, as the schema makes every new one. */
function changesEmail(changes: TAccountChanges, user: TUserRow): boolean {
  return changes.email !== undefined && changes.email !== user.email.toLowerCase();
}

/**
 * Saves the changes and their audit entries in one transaction, on the row locked afresh. A new
 * e-mail is not saved as the address: it waits as `pendingEmail` until its link is opened
 * (email-verification.ts); `requestedEmail` is set when a link must go out to it.
 */
async function saveAccountChanges(
  db: Database,
  params: { viewer: TUserRow; userId: number; changes: TAccountChanges; isPasswordConfirmed: boolean; ipAddress: string },
): Promise<{ user: TUserRow; requestedEmail: string | null }> {
  const { viewer, userId, changes, isPasswordConfirmed, ipAddress } = params;
  return db.transaction(async (tx) => {
    const current = await findUserForUpdate(tx, userId);
    if (!current) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    const isEmailChange = changesEmail(changes, current);
    // The e-mail may have changed in between; then this request would change it unconfirmed.
    if (isEmailChange && !isPasswordConfirmed) throw new AppError('BAD_REQUEST', CURRENT_PASSWORD_REQUIRED);
    if (isEmailChange && (await isEmailUsedByOtherUser(tx, { email: changes.email!, userId }))) {
      throw new AppError('CONFLICT', EMAIL_TAKEN);
    }
    const { email, ...otherChanges } = changes;
    // The current address sent back withdraws a change still waiting for its link.
    const isWithdrawal = email !== undefined && !isEmailChange && current.pendingEmail !== null;
    const pendingEmail = isEmailChange ? email! : isWithdrawal ? null : undefined;
    if (Object.keys(otherChanges).length === 0 && pendingEmail === undefined) return { user: current, requestedEmail: null };
    if (isWithdrawal) await deleteUnusedVerificationTokens(tx, userId);
    const updated = await updateUserAccount(tx, { userId, changes: { ...otherChanges, pendingEmail } });
    const audit = { resourceType: 'user', resourceId: userId, userId: viewer.id, ipAddress };
    const fields = Object.keys(otherChanges);
    if (fields.length > 0) await writeAuditLog(tx, { ...audit, action: 'user.updated', details: { fields } });
    if (isEmailChange) await writeAuditLog(tx, { ...audit, action: 'user.email_change_requested', details: { to: email } });
    return { user: updated, requestedEmail: isEmailChange ? email! : null };
  });
}

/**
 * Changes an account's fields for its owner or an admin. `sessionIdHash` is the acting browser's
 * session, kept when the owner's new address is confirmed. Answers the saved user and, for a new
 * address, the confirmation mail to send.
 */
export async function updateAccount(
  ctx: Pick<TAppContext, 'db' | 'config'>,
  actor: TActor,
  params: { userId: number; changes: TAccountChanges & { currentPassword?: string }; sessionIdHash: string | null },
): Promise<{ user: TUserRow; confirmation: TEmailConfirmation | null }> {
  const { viewer, ipAddress } = actor;
  const { userId } = params;
  // An account follows the same rule as a developer's data: its owner or an admin.
  assertCanChangeDeveloperData(viewer, userId);
  const { currentPassword, ...changes } = params.changes;

  // Checked before the transaction: the slow hash should not hold the row lock, and a failed
  // attempt must be counted even though the change is refused.
  const before = await findUserById(ctx.db, userId);
  if (!before) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  const isPasswordConfirmed = changesEmail(changes, before);
  if (isPasswordConfirmed) {
    // A stolen session alone must not move an account to another inbox: whoever changes the e-mail
    // (the owner, or an admin for someone else) confirms with their own password.
    if (!currentPassword) throw new AppError('BAD_REQUEST', CURRENT_PASSWORD_REQUIRED);
    const attempt = { viewer, password: currentPassword, ipAddress };
    await confirmOwnPassword(ctx, { ...attempt, refusal: { action: 'user.email_change_refused', resourceId: userId } });
  }

  const { user, requestedEmail } = await saveAccountChanges(ctx.db, { viewer, userId, changes, isPasswordConfirmed, ipAddress });
  if (!requestedEmail) return { user, confirmation: null };
  // When the link is opened, every session ends but the one that asked (none when an admin asked).
  const keepSessionIdHash = viewer.id === userId ? params.sessionIdHash : null;
  return { user, confirmation: { user, email: requestedEmail, keepSessionIdHash } };
}
