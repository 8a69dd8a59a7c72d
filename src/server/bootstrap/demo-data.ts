import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ZResumeBuilderDataSchema } from '#shared/schemas/resumes/resume.ts';
import type { Database } from '../db/client.ts';
import { applicantProfiles, users } from '../db/schema.ts';
import { createUser } from '#server/db/users.queries.ts';
import { buildResume } from '../resume-engine/build/resume-builder.ts';
import { createResume } from '#server/db/resumes.queries.ts';
import { hashFile } from '../lib/file-hash.ts';
import { hashPassword } from '../lib/passwords.ts';
import { toSearchColumns } from '#server/resume-engine/skills/search-columns.ts';
import { buildDemoDeveloperResumes, generateDemoDevelopers, insertDemoDevelopers } from './demo-developers.ts';
import { insertDemoConversation } from './demo-conversations.ts';
import { insertDemoInterview } from './demo-interviews.ts';
import { insertDemoJobs, joinDemoCompany } from './demo-jobs.ts';
import { insertDemoTemplatesAndTags } from './demo-templates-and-tags.ts';
import { seedEditorialLibrary } from '#server/features/blog/initial-posts.ts';

/**
 * Demo accounts: marked is_demo, named 'Demo …', and printed in the log with their password. Beside
 * them about fifty invented developers (demo-developers.ts), also is_demo, with the same password,
 * the demo employer's company, jobs and their applications (demo-jobs.ts), and their conversation
 * with the demo developer (demo-conversations.ts), and the blog's editorial library, published, so the
 * landing page's articles, Developer and Hiring Insights and /blog have something to show.
 */
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

/** A colleague of the demo employer: Northwind Labs' recruiter, so a newcomer sees a team at once. */
export const DEMO_RECRUITER = {
  email: 'demo.recruiter@devmatch.example',
  username: 'demo-recruiter',
  fullName: 'Demo Recruiter (Riley Chen)',
  userType: 'employer',
  location: 'Remote',
  phone: null,
} as const;

/**
 * The demo developer's resume, made with the resume builder, so a fresh install has something to
 * analyse and improve. Fictional companies and school; a few weak bullets ('Responsible for',
 * 'Helped with', 'Worked on') on purpose, so the analysis has something to point at.
 */
export const DEMO_RESUME_FILE_NAME = 'Alex Rivera Resume (demo).docx';
const DEMO_RESUME_DATA = ZResumeBuilderDataSchema.parse({
  personalInfo: {
    fullName: 'Alex Rivera',
    email: 'demo.developer@devmatch.example',
    phone: '+1 512 555 0142',
    location: 'Austin, TX, United States',
    summary:
      'Full-stack developer building fast, accessible web applications with TypeScript, React, Node.js and PostgreSQL, from database design to deployment.',
  },
  experience: [
    {
      company: 'Contoso Commerce',
      position: 'Senior Full-Stack Developer',
      startDate: '2022-03',
      current: true,
      description: [
        'Led the migration of the checkout from a PHP monolith to React and Node.js with TypeScript, cutting page load time by 45%',
        'Designed PostgreSQL read replicas and Redis caching that serve 2,500 requests per second at peak',
        'Responsible for the CI/CD pipelines in GitHub Actions and Docker',
        'Mentored 3 junior developers through code reviews and pairing',
      ].join('\n'),
    },
    {
      company: 'Fabrikam Logistics',
      position: 'Full-Stack Developer',
      startDate: '2019-06',
      endDate: '2022-02',
      description: [
        'Built a shipment-tracking dashboard in React and GraphQL used by 400 dispatchers',
        'Helped with the move of nightly batch jobs to AWS Lambda',
        'Wrote REST APIs in Express with OpenAPI documentation and Jest tests',
      ].join('\n'),
    },
    {
      company: 'Tailspin Toys',
      position: 'Junior Web Developer',
      startDate: '2018-01',
      endDate: '2019-05',
      description: [
        'Worked on the company web shop in JavaScript, HTML and CSS',
        'Brought the product pages to WCAG 2.1 AA accessibility',
      ].join('\n'),
    },
  ],
  education: [
    { institution: 'Lakeside State University', degree: "Bachelor's Degree", field: 'Computer Science', graduationDate: '2017-12' },
  ],
  skills: [
    'TypeScript',
    'JavaScript',
    'React',
    'Node.js',
    'Express',
    'GraphQL',
    'PostgreSQL',
    'Redis',
    'Docker',
    'AWS',
    'GitHub Actions',
    'Jest',
  ],
  certifications: ['AWS Certified Developer – Associate'],
});

/** The demo developer account's profile: what its search columns are computed from. */
const DEMO_DEVELOPER_PROFILE = {
  jobTitle: 'Full-Stack Developer',
  bio: 'Demo profile: full-stack developer who enjoys building accessible web products with TypeScript and PostgreSQL.',
  skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker'],
  experience: '5 years building web applications',
  workExperience: null,
};

/** Seeds only a database without any user, so it never touches real data; all of it in one transaction. */
export async function seedDemoData(db: Database, log: FastifyBaseLogger): Promise<void> {
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return;
  const started = performance.now();
  // One hash for every demo account: argon2 takes a noticeable moment per call.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const resume = await buildResume(DEMO_RESUME_DATA);
  const developers = generateDemoDevelopers();
  const developerResumes = await buildDemoDeveloperResumes(developers);
  const blogPosts = await db.transaction(async (tx) => {
    const userIds = new Map<string, number>();
    for (const account of DEMO_ACCOUNTS) {
      const user = await createUser(tx, { ...account, passwordHash, isDemo: true, emailVerifiedAt: new Date() });
      userIds.set(account.userType, user.id);
      if (account.userType === 'developer') {
        await tx
          .update(applicantProfiles)
          .set({
            ...DEMO_DEVELOPER_PROFILE,
            ...toSearchColumns(DEMO_DEVELOPER_PROFILE, new Date()),
            education: "Bachelor's Degree in Computer Science",
            experienceLevel: 'mid',
            availability: 'open_to_offers',
            salaryMin: 95000,
            salaryMax: 125000,
          })
          .where(eq(applicantProfiles.userId, user.id));
        await createResume(tx, {
          userId: user.id,
          fileName: DEMO_RESUME_FILE_NAME,
          // The demo developer's resume stands for a Word file they uploaded.
          source: 'uploaded',
          content: resume.markdown,
          file: { bytes: resume.docx, mimeType: resume.mimeType, sha256: await hashFile(resume.docx) },
        });
      }
    }
    await insertDemoDevelopers(tx, { developers, resumes: developerResumes, passwordHash });
    await insertDemoJobs(tx, { employerId: userIds.get('employer')!, demoDeveloperUserId: userIds.get('developer')! });
    const recruiter = await createUser(tx, { ...DEMO_RECRUITER, passwordHash, isDemo: true, emailVerifiedAt: new Date() });
    await joinDemoCompany(tx, { employerId: userIds.get('employer')!, recruiterId: recruiter.id });
    await insertDemoTemplatesAndTags(tx, {
      employerId: userIds.get('employer')!,
      recruiterId: recruiter.id,
      demoDeveloperUserId: userIds.get('developer')!,
    });
    await insertDemoConversation(tx, { employerId: userIds.get('employer')!, developerUserId: userIds.get('developer')! });
    await insertDemoInterview(tx, {
      employerId: userIds.get('employer')!,
      recruiterId: recruiter.id,
      developerUserId: userIds.get('developer')!,
    });
    return seedEditorialLibrary(tx, { now: new Date() });
  });
  log.info(
    {
      accounts: [...DEMO_ACCOUNTS.map((account) => `${account.userType}: ${account.email}`), `recruiter: ${DEMO_RECRUITER.email}`],
      password: DEMO_PASSWORD,
      demoDevelopers: developers.length,
      blogPosts,
      ms: Math.round(performance.now() - started),
    },
    'demo data seeded (set SEED_DEMO=false to start empty)',
  );
}
