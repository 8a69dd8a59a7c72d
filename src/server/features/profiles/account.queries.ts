/** The account half of the profile card: name, e-mail, phone and location on users. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZUpdateUserRequestSchema } from '#shared/schemas/profile.ts';
import type { Executor } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { PUBLIC_USER_COLUMNS, type TUserRow } from '#server/db/users.queries.ts';

export type TAccountChanges = Omit<z.output<typeof ZUpdateUserRequestSchema>, 'currentPassword'>;

/** The user, locked until the transaction ends: concurrent edits of one account apply one after another. */
export async function findUserForUpdate(db: Executor, userId: number): Promise<TUserRow | undefined> {
  const [row] = await db.select(PUBLIC_USER_COLUMNS).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function isEmailUsedByOtherUser(db: Executor, params: { email: string; userId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, params.email), ne(users.id, params.userId)));
  return Boolean(row);
}

export async function updateUserAccount(db: Executor, params: { userId: number; changes: TAccountChanges }): Promise<TUserRow> {
  const [row] = await db
    .update(users)
    .set({ ...params.changes, updatedAt: sql`now()` })
    .where(eq(users.id, params.userId))
    .returning(PUBLIC_USER_COLUMNS);
  return row!;
}
