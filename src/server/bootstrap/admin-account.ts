import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ZEmailSchema, ZPasswordSchema } from '#shared/schemas/auth.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createUser, findUserByEmail } from '#server/db/users.queries.ts';
import { writeAuditLog } from '../db/audit-log.queries.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';

/**
 * Makes ADMIN_EMAIL an admin whose password is ADMIN_PASSWORD. Idempotent: run at every start, it
 * creates the account once, and afterwards only repairs the type, password or confirmation if they differ.
 */
export async function ensureAdminAccount(db: Database, admin: { email: string; password: string }, log: FastifyBaseLogger): Promise<void> {
  const email = ZEmailSchema.parse(admin.email);
  ZPasswordSchema.parse(admin.password);
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    const username = await pickFreeUsername(db, email.split('@')[0]!.replace(/[^A-Za-z0-9._-]/g, '') || 'admin');
    const created = await createUser(db, {
      email,
      username,
      passwordHash: await hashPassword(admin.password),
      userType: 'admin',
      fullName: 'Administrator',
      phone: null,
      location: null,
      emailVerifiedAt: new Date(),
    });
    await writeAuditLog(db, { action: 'admin.bootstrapped', resourceType: 'user', resourceId: created.id, userId: created.id });
    log.info({ email }, 'admin account created from ADMIN_EMAIL');
    return;
  }
  const changes: Partial<typeof users.$inferInsert> = {};
  if (existing.userType !== 'admin') changes.userType = 'admin';
  // The operator vouches for ADMIN_EMAIL: it needs no confirmation link.
  if (!existing.emailVerifiedAt) changes.emailVerifiedAt = new Date();
  if (!(await verifyPassword(existing.passwordHash, admin.password))) changes.passwordHash = await hashPassword(admin.password);
  if (Object.keys(changes).length > 0) {
    await db.update(users).set(changes).where(eq(users.id, existing.id));
    log.info({ email, changed: Object.keys(changes) }, 'admin account updated from ADMIN_EMAIL / ADMIN_PASSWORD');
  }
}

async function pickFreeUsername(db: Database, base: string): Promise<string> {
  const stem = base.slice(0, 24).padEnd(3, '0');
  for (let suffix = 0; ; suffix += 1) {
    const candidate = suffix === 0 ? stem : `${stem}${suffix}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, candidate));
    if (!taken) return candidate;
  }
}
