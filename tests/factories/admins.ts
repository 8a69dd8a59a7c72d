import { eq } from 'drizzle-orm';
import type { TRegisterRequest } from '#shared/schemas/auth.ts';
import type { TApp } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { createUserWithSession } from './users.ts';

/**
 * An admin with a session. Sign-up refuses admins, so this signs up an employer and promotes it in
 * the database; sessions read the user type on every request, so the cookie is an admin's at once.
 */
export async function createAdminWithSession(app: TApp, db: Database, overrides: Partial<TRegisterRequest> = {}) {
  const created = await createUserWithSession(app, { ...overrides, userType: 'employer' });
  await db.update(users).set({ userType: 'admin' }).where(eq(users.id, created.user.id));
  return { ...created, user: { ...created.user, userType: 'admin' as const } };
}
