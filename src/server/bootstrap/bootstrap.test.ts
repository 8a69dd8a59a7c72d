import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app.ts';
import { applicantProfiles, resumes, users } from '../db/schema.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { ensureAdminAccount } from './admin-account.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_RESUME_FILE_NAME, seedDemoData } from './demo-data.ts';

const log = pino({ level: 'silent' });

describe('start-up accounts', () => {
  const t = useTestApp();

  it('seeds marked demo accounts into an empty database, and only into an empty one', async () => {
    await seedDemoData(t.db, log);
    const seeded = await t.db.select({ email: users.email, isDemo: users.isDemo, userType: users.userType }).from(users);
    expect(seeded).toHaveLength(DEMO_ACCOUNTS.length);
    expect(seeded.every((user) => user.isDemo)).toBe(true);
    expect(new Set(seeded.map((user) => user.userType))).toEqual(new Set(['developer', 'employer', 'admin']));
    const [profile] = await t.db.select({ skills: applicantProfiles.skills }).from(applicantProfiles);
    expect(profile?.skills.length).toBeGreaterThan(0);
    // The demo developer has one builder resume (markdown and .docx) to analyse.
    const demoResumes = await t.db
      .select({
        fileName: resumes.fileName,
        content: resumes.content,
        isPrimary: resumes.isPrimary,
        originalFileId: resumes.originalFileId,
      })
      .from(resumes)
      .innerJoin(users, eq(users.id, resumes.userId))
      .where(eq(users.email, 'demo.developer@devmatch.example'));
    expect(demoResumes).toEqual([
      {
        fileName: DEMO_RESUME_FILE_NAME,
        content: expect.stringContaining('# Alex Rivera'),
        isPrimary: true,
        originalFileId: expect.any(Number),
      },
    ]);
    expect(demoResumes[0]!.content).toContain('## Experience');

    await seedDemoData(t.db, log);
    const [total] = await t.db.select({ n: count() }).from(users);
    expect(total?.n).toBe(DEMO_ACCOUNTS.length);
    expect(DEMO_PASSWORD).toBeTruthy();
  });

  it('creates the admin from ADMIN_EMAIL once, and repairs its type and password', async () => {
    const admin = { email: 'Owner@Example.com', password: 'first-password' };
    await ensureAdminAccount(t.db, admin, log);
    await ensureAdminAccount(t.db, admin, log);
    const rows = await t.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userType).toBe('admin');

    await t.db.update(users).set({ userType: 'developer' }).where(eq(users.email, 'owner@example.com'));
    await ensureAdminAccount(t.db, { ...admin, password: 'rotated-password' }, log);
    const [repaired] = await t.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(repaired?.userType).toBe('admin');
    expect(await verifyPassword(repaired!.passwordHash, 'rotated-password')).toBe(true);
  });
});
