/**
 * An admin mails an account's confirmation link again (never for their own account here): 409 when
 * the address is already confirmed, within the same limits as a user's own resend.
 */
import type { TAppContext } from '#server/context.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { findUserById, type TUserRow } from '#server/db/users.queries.ts';
import { limitVerificationMails, resendTarget } from '#server/features/auth/email-verification.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { findAdminTarget } from './admin-user-access.ts';

/** Answers the account and the address its link is to go to, once the answer has gone. */
export async function resendVerificationAsAdmin(
  ctx: Pick<TAppContext, 'db' | 'config'>,
  actor: TActor,
  params: { userId: number },
): Promise<{ user: TUserRow; email: string }> {
  const { db } = ctx;
  const { userId } = params;
  await findAdminTarget(db, actor, userId);
  const user = (await findUserById(db, userId))!;
  const email = resendTarget(user);
  if (!email) throw new AppError('CONFLICT', "This user's e-mail address is already verified.");
  await limitVerificationMails(ctx, actor.ipAddress, userId);
  await writeAuditLog(db, {
    action: 'admin.verification_resent',
    resourceType: 'user',
    resourceId: userId,
    userId: actor.viewer.id,
    ipAddress: actor.ipAddress,
  });
  return { user, email };
}
