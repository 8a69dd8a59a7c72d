/** The account an admin acts on, and how the admin's Users list shows one. */
import type { TAdminUser } from '#shared/schemas/accounts.ts';
import type { Executor } from '#server/db/client.ts';
import { findAdminUser } from '#server/db/users.queries.ts';
import { USER_NOT_FOUND } from '#server/lib/access.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';

const NOT_ON_YOURSELF = 'You cannot do this to your own account here. Use Account settings.';

export type TAdminUserRow = NonNullable<Awaited<ReturnType<typeof findAdminUser>>>;

export function toAdminUser(row: TAdminUserRow): TAdminUser {
  const { emailVerifiedAt, suspendedAt, lastSignInAt, createdAt, ...rest } = row;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    lastSignInAt: lastSignInAt?.toISOString() ?? null,
    emailVerified: emailVerifiedAt !== null,
    suspendedAt: suspendedAt?.toISOString() ?? null,
  };
}

/** The account an admin acts on: 404 when unknown, 403 for their own. */
export async function findAdminTarget(db: Executor, actor: TActor, userId: number): Promise<TAdminUserRow> {
  if (userId === actor.viewer.id) throw new AppError('FORBIDDEN', NOT_ON_YOURSELF);
  const target = await findAdminUser(db, { userId });
  if (!target) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return target;
}
