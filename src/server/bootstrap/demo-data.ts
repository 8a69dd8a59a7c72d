import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { applicantProfiles, users } from '../db/schema.ts';
import { createUser } from '../features/auth/users.queries.ts';
import { hashPassword } from '../lib/passwords.ts';

/** Demo accounts: marked is_demo, named 'Demo …', and printed in the log with their password. */
export const DEMO_PASSWORD = 'devmatch-demo';
export const DEMO_ACCOUNTS = [
  {
    email: 'demo.developer@devmatch.example',
    username: 'demo-developer',
    fullName: 'Demo Developer (Alex Rivera)',
    userType: 'developer',
    location: 'Austin, TX, United States',
    phone: '+1 512 555 0142',
  },
  {
    email: 'demo.employer@devmatch.example',
    username: 'demo-employer',
    fullName: 'Demo Employer (Northwind Labs)',
    userType: 'employer',
    location: 'Remote',
    phone: null,
  },
  {
    email: 'demo.admin@devmatch.example',
    username: 'demo-admin',
    fullName: 'Demo Admin',
    userType: 'admin',
    location: null,
    phone: null,
  },
] as const;

/** Seeds only a database without any user, so it never touches real data. */
export async function seedDemoData(db: Database, log: FastifyBaseLogger): Promise<void> {
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await createUser(tx, { ...account, passwordHash, isDemo: true });
      if (account.userType === 'developer') {
        await tx
          .update(applicantProfiles)
          .set({
            jobTitle: 'Full-Stack Developer',
            bio: 'Demo profile: full-stack developer who enjoys building accessible web products with TypeScript and PostgreSQL.',
            skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker'],
            experience: '5 years building web applications',
            education: "Bachelor's Degree in Computer Science",
            experienceLevel: 'mid',
            availability: 'open_to_offers',
            salaryMin: 95000,
            salaryMax: 125000,
          })
          .where(eq(applicantProfiles.userId, user.id));
      }
    }
  });
  log.info(
    { accounts: DEMO_ACCOUNTS.map((account) => `${account.userType}: ${account.email}`), password: DEMO_PASSWORD },
    'demo data seeded (set SEED_DEMO=false to start empty)',
  );
}
