/**
 * The demo employer's company, three open jobs and one closed, and applications from demo
 * developers at every stage of the pipeline, so a newcomer sees the jobs board, recommendations
 * and a hiring pipeline at once. The applicants are the demo developers whose profiles fit each job
 * best; the demo developer account has applied to one job too.
 */
import { findOrCreateMembership, leaveCompany } from '#server/db/company-members.queries.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { APPLICATION_STAGES, type TApplicationStage } from '#shared/job-values.ts';
import type { TNewJob } from '#shared/schemas/jobs.ts';
import type { Executor } from '../db/client.ts';
import { applicantProfiles, companies, companyMembers, jobApplicationEvents, jobApplications, jobs, resumes, users } from '../db/schema.ts';
import { toSkillColumns } from '../resume-engine/skills/skill-keys.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const DEMO_COMPANY = {
  name: 'Northwind Labs',
  website: 'https://northwind-labs.example',
  size: '51-200',
  location: 'Remote-first, offices in Austin and Berlin',
  about:
    'Northwind Labs builds logistics software for independent retailers: route planning, stock forecasting and the apps their drivers use.',
};

type TDemoJob = Omit<TNewJob, 'status'> & {
  isClosed?: boolean;
  publishedDaysAgo: number;
  /** The stages of its applicants, best-fitting developer first. */
  applicantStages: TApplicationStage[];
  /** Where the demo developer account's own application to it stands, if they applied. */
  demoDeveloperStage?: TApplicationStage;
};

const DEMO_JOBS: TDemoJob[] = [
  {
    title: 'Senior Full-Stack Engineer',
    description:
      'Own features end to end in our retailer dashboard, from **PostgreSQL** schema to **React** screens.\n\n## What you will do\n- Design and build APIs in Node.js and TypeScript\n- Ship accessible, fast React interfaces\n- Mentor two mid-level engineers\n\n## What we offer\n- Remote anywhere in the Americas or Europe\n- Four-day on-call rotation at most once a quarter',
    requiredSkills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
    niceToHaveSkills: ['Docker', 'AWS', 'GraphQL'],
    experienceLevel: 'senior',
    location: null,
    workplaceType: 'remote',
    salaryMin: 130000,
    salaryMax: 160000,
    salaryCurrency: 'USD',
    employmentType: 'full_time',
    publishedDaysAgo: 9,
    applicantStages: ['offer', 'interview', 'screening', 'applied'],
    // With the interview the recruiter scheduled (demo-interviews.ts).
    demoDeveloperStage: 'interview',
  },
  {
    title: 'Backend Engineer (Go)',
    description:
      'Build the routing engine that plans 40,000 deliveries a day.\n\n- Go services on Kubernetes, PostgreSQL and Kafka\n- Profiling and load testing are part of the job\n- Two office days a week in Berlin',
    requiredSkills: ['Go', 'PostgreSQL', 'Docker', 'Kubernetes'],
    niceToHaveSkills: ['Kafka', 'gRPC'],
    experienceLevel: 'mid',
    location: 'Berlin, Germany',
    workplaceType: 'hybrid',
    salaryMin: 75000,
    salaryMax: 95000,
    salaryCurrency: 'EUR',
    employmentType: 'full_time',
    publishedDaysAgo: 5,
    applicantStages: ['interview', 'applied', 'rejected'],
  },
  {
    title: 'Frontend Developer',
    description:
      'Make our driver and retailer apps a pleasure to use.\n\n- React and TypeScript, with a design system we keep ourselves\n- Accessibility is a requirement, not a nice-to-have\n- Pair with designers every week',
    requiredSkills: ['React', 'TypeScript', 'CSS'],
    niceToHaveSkills: ['Next.js', 'Accessibility', 'Jest'],
    experienceLevel: 'mid',
    location: null,
    workplaceType: 'remote',
    salaryMin: 100000,
    salaryMax: 125000,
    salaryCurrency: 'USD',
    employmentType: 'full_time',
    publishedDaysAgo: 2,
    applicantStages: ['interview', 'applied'],
    demoDeveloperStage: 'screening',
  },
  {
    title: 'Data Engineer',
    description: 'Build the pipelines behind our stock forecasts: Python, SQL and Airflow on AWS.',
    requiredSkills: ['Python', 'SQL', 'Airflow'],
    niceToHaveSkills: ['Spark', 'AWS'],
    experienceLevel: 'senior',
    location: 'Austin, TX, United States',
    workplaceType: 'onsite',
    salaryMin: 140000,
    salaryMax: 170000,
    salaryCurrency: 'USD',
    employmentType: 'full_time',
    isClosed: true,
    publishedDaysAgo: 40,
    applicantStages: ['hired', 'rejected'],
  },
];

const REJECTION_REASON = 'We went ahead with candidates who have more production Kubernetes experience.';

/** The stages an application went through to reach `stage`: on to it in order, or straight from Applied to Rejected. */
function historyOf(stage: TApplicationStage): TApplicationStage[] {
  if (stage === 'rejected') return ['applied', 'rejected'];
  return APPLICATION_STAGES.slice(0, APPLICATION_STAGES.indexOf(stage) + 1);
}

/** Demo developers with their primary resume, as an application sends it. */
const selectApplicants = (tx: Executor) =>
  tx
    .select({
      applicantId: applicantProfiles.id,
      userId: users.id,
      resumeId: resumes.id,
      fileName: resumes.fileName,
      content: resumes.content,
    })
    .from(applicantProfiles)
    .innerJoin(users, eq(users.id, applicantProfiles.userId))
    .innerJoin(resumes, and(eq(resumes.userId, users.id), eq(resumes.isPrimary, true)))
    .$dynamic();

type TApplicant = Awaited<ReturnType<typeof selectApplicants>>[number];

/** The demo developers whose listed skills overlap the job's most, leaving out `exceptUserIds`. */
function findFittingApplicants(
  tx: Executor,
  params: { skillKeys: string[]; count: number; exceptUserIds: number[] },
): Promise<TApplicant[]> {
  const keys = sql.param(params.skillKeys);
  const overlap = sql<number>`cardinality(array(select unnest(${applicantProfiles.skillKeys}) intersect select unnest(${keys}::text[])))`;
  return selectApplicants(tx)
    .where(
      and(
        eq(users.isDemo, true),
        sql`${applicantProfiles.skillKeys} && ${keys}::text[]`,
        sql`${users.id} <> all(${sql.param(params.exceptUserIds)}::integer[])`,
      ),
    )
    .orderBy(desc(overlap), applicantProfiles.id)
    .limit(params.count);
}

async function insertApplication(
  tx: Executor,
  params: { jobId: number; applicant: TApplicant; stage: TApplicationStage; appliedAt: Date },
) {
  const { applicant, stage, appliedAt } = params;
  const [row] = await tx
    .insert(jobApplications)
    .values({
      jobId: params.jobId,
      applicantId: applicant.applicantId,
      resumeId: applicant.resumeId,
      resumeFileName: applicant.fileName,
      resumeContent: applicant.content,
      note: stage === 'applied' ? 'I use this stack every day and would love to talk.' : null,
      stage,
      rejectionReason: stage === 'rejected' ? REJECTION_REASON : null,
      createdAt: appliedAt,
      updatedAt: appliedAt,
    })
    .returning({ id: jobApplications.id });
  await tx
    .insert(jobApplicationEvents)
    .values(
      historyOf(stage).map((event, step) => ({ applicationId: row!.id, event, createdAt: new Date(appliedAt.getTime() + step * DAY_MS) })),
    );
}

/** Inside the seeding transaction, after the demo developers. */
export async function insertDemoJobs(tx: Executor, params: { employerId: number; demoDeveloperUserId: number }): Promise<void> {
  const { employerId, demoDeveloperUserId } = params;
  const now = Date.now();
  const { companyId } = (await findOrCreateMembership(tx, { userId: employerId }))!;
  await tx.update(companies).set(DEMO_COMPANY).where(eq(companies.id, companyId));
  const [demoDeveloper] = await selectApplicants(tx).where(eq(users.id, demoDeveloperUserId));
  const applied = new Set<number>([demoDeveloperUserId]);
  for (const { isClosed, publishedDaysAgo, applicantStages, demoDeveloperStage, ...job } of DEMO_JOBS) {
    const publishedAt = new Date(now - publishedDaysAgo * DAY_MS);
    const [inserted] = await tx
      .insert(jobs)
      .values({
        companyId,
        postedByUserId: employerId,
        ...job,
        skillKeys: toSkillColumns([...job.requiredSkills, ...job.niceToHaveSkills]).skillKeys,
        status: isClosed ? 'closed' : 'open',
        publishedAt,
        closedAt: isClosed ? new Date(now - DAY_MS) : null,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .returning({ id: jobs.id });
    const applicants = await findFittingApplicants(tx, {
      skillKeys: toSkillColumns(job.requiredSkills).skillKeys,
      count: applicantStages.length,
      exceptUserIds: [...applied],
    });
    for (const [index, applicant] of applicants.entries()) {
      applied.add(applicant.userId);
      const appliedAt = new Date(publishedAt.getTime() + (index + 1) * 0.25 * DAY_MS);
      await insertApplication(tx, { jobId: inserted!.id, applicant, stage: applicantStages[index]!, appliedAt });
    }
    if (demoDeveloperStage && demoDeveloper) {
      await insertApplication(tx, {
        jobId: inserted!.id,
        applicant: demoDeveloper,
        stage: demoDeveloperStage,
        appliedAt: new Date(now - DAY_MS),
      });
    }
  }
}

/** The recruiter leaves the company of one their account came with and joins the demo employer's. */
export async function joinDemoCompany(tx: Executor, params: { employerId: number; recruiterId: number }): Promise<void> {
  const { companyId } = (await findOrCreateMembership(tx, { userId: params.employerId }))!;
  await leaveCompany(tx, { userId: params.recruiterId });
  await tx.insert(companyMembers).values({ companyId, userId: params.recruiterId, role: 'recruiter', invitedByUserId: params.employerId });
}
