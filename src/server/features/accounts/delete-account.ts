/**
 * Deleting an account: DELETE /api/account by its owner, with the current password, or
 * DELETE /api/admin/users/{userId} by an admin (never their own account there). What goes and what
 * stays without identity: account-deletion.queries.ts.
 */
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { confirmOwnPassword } from '#server/features/auth/password-attempts.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { deleteUserAccount } from './account-deletion.queries.ts';
import { findAdminTarget } from './admin-user-access.ts';

export async function deleteOwnAccount(
  ctx: Pick<TAppContext, 'db' | 'config'>,
  actor: TActor,
  params: { currentPassword: string },
): Promise<void> {
  const { viewer, ipAddress } = actor;
  const refusal = { action: 'user.deletion_refused', resourceId: viewer.id };
  await confirmOwnPassword(ctx, { viewer, password: params.currentPassword, ipAddress, refusal });
  await ctx.db.transaction(async (tx) => {
    await deleteUserAccount(tx, { userId: viewer.id });
    // Who deleted it is the account itself, which is gone: the entry keeps only what happened.
    await writeAuditLog(tx, {
      action: 'user.deleted',
      resourceType: 'user',
      resourceId: viewer.id,
      details: { userType: viewer.userType, by: 'self' },
    });
  });
}

/** As the user could, audited with the admin as actor. */
export async function deleteAccountAsAdmin({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { userId: number }): Promise<void> {
  const { userId } = params;
  await db.transaction(async (tx) => {
    const target = await findAdminTarget(tx, actor, userId);
    await deleteUserAccount(tx, { userId });
    await writeAuditLog(tx, {
      action: 'user.deleted',
      resourceType: 'user',
      resourceId: userId,
      userId: actor.viewer.id,
      details: { userType: target.userType, by: 'admin' },
    });
  });
}
