/**
 * An admin suspends an account (sign-in refused, sessions ended, not listed to employers) or lifts the
 * suspension. No admin does so to their own account, nor suspends the last admin. The session loader
 * refuses a suspended user's sessions; they are kept so a browser holding one learns why it was signed
 * out (features/auth/read-session.ts), and deleted when the suspension is lifted: no old session comes back.
 */
import type { TAdminUser } from '#shared/schemas/accounts.ts';
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { deleteUserSessions } from '#server/db/sessions.queries.ts';
import { findAdminUser, setSuspended } from '#server/db/users.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { hasOtherAdmin, LAST_ADMIN } from './account-deletion.queries.ts';
import { findAdminTarget, toAdminUser } from './admin-user-access.ts';

async function setAccountSuspended(
  { db }: Pick<TAppContext, 'db'>,
  actor: TActor,
  params: { userId: number; suspended: boolean },
): Promise<TAdminUser> {
  const { userId, suspended } = params;
  await db.transaction(async (tx) => {
    const target = await findAdminTarget(tx, actor, userId);
    if (suspended && target.userType === 'admin' && !(await hasOtherAdmin(tx, { userId }))) throw new AppError('CONFLICT', LAST_ADMIN);
    await setSuspended(tx, { userId, suspended });
    if (!suspended) await deleteUserSessions(tx, userId);
    await writeAuditLog(tx, {
      action: suspended ? 'admin.user_suspended' : 'admin.user_unsuspended',
      resourceType: 'user',
      resourceId: userId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
    });
  });
  return toAdminUser((await findAdminUser(db, { userId }))!);
}

export function suspendAccount(ctx: Pick<TAppContext, 'db'>, actor: TActor, params: { userId: number }): Promise<TAdminUser> {
  return setAccountSuspended(ctx, actor, { ...params, suspended: true });
}

export function unsuspendAccount(ctx: Pick<TAppContext, 'db'>, actor: TActor, params: { userId: number }): Promise<TAdminUser> {
  return setAccountSuspended(ctx, actor, { ...params, suspended: false });
}
