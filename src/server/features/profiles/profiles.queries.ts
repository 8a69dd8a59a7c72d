/** Applicant profiles joined with the account fields and resume count that profile completion needs. */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { computeProfileCompletion, type TApplicantProfile, type ZUpdateProfileRequestSchema } from '#shared/schemas/profiles.ts';
import type { Executor } from '#server/db/client.ts';
import { preparedQuery } from '#server/db/prepared-query.ts';
import { applicantProfiles, resumes, users } from '#server/db/schema.ts';
import { toSearchColumns, type TSearchColumnsSource } from '#server/resume-engine/skills/search-columns.ts';
import { PUBLIC_USER_COLUMNS, toPublicUser, type TUserRow } from '#server/db/users.queries.ts';

const PROFILE_COLUMNS = {
  id: applicantProfiles.id,
  userId: applicantProfiles.userId,
  jobTitle: applicantProfiles.jobTitle,
  bio: applicantProfiles.bio,
  skills: applicantProfiles.skills,
  links: applicantProfiles.links,
  experience: applicantProfiles.experience,
  education: applicantProfiles.education,
  workExperience: applicantProfiles.workExperience,
  availability: applicantProfiles.availability,
  experienceLevel: applicantProfiles.experienceLevel,
  salaryMin: applicantProfiles.salaryMin,
  salaryMax: applicantProfiles.salaryMax,
  isVisibleToEmployers: applicantProfiles.isVisibleToEmployers,
  openToRemote: applicantProfiles.openToRemote,
  openToRelocation: applicantProfiles.openToRelocation,
  updatedAt: applicantProfiles.updatedAt,
};

/** What a PATCH may change in applicant_profiles (fullName lives on users); absent keys stay as stored. */
type TProfileChanges = Omit<z.output<typeof ZUpdateProfileRequestSchema>, 'fullName'>;

/**
 * The user with their applicant profile (null for a non-developer, or a developer whose profile row
 * is missing) and how many resumes they have.
 */
const findUserWithProfileQuery = preparedQuery((db) =>
  db
    .select({
      user: PUBLIC_USER_COLUMNS,
      profile: PROFILE_COLUMNS,
      resumeCount: sql<number>`(select count(*)::int from ${resumes} where ${resumes.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(applicantProfiles, eq(applicantProfiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('find_user_with_profile'),
);

export async function findUserWithProfile(db: Executor, userId: number) {
  const [row] = await findUserWithProfileQuery(db).execute({ userId });
  return row;
}

type TUserWithProfile = NonNullable<Awaited<ReturnType<typeof findUserWithProfile>>>;

/** Creates the empty profile of a developer if it is missing; a concurrent creation is not an error. */
export async function ensureApplicantProfile(db: Executor, userId: number): Promise<void> {
  await db.insert(applicantProfiles).values({ userId }).onConflictDoNothing({ target: applicantProfiles.userId });
}

/** Owner and salary range of a profile, locked until the transaction ends so a PATCH sees a stable range. */
export async function findProfileForUpdate(db: Executor, profileId: number) {
  const [row] = await db
    .select({
      userId: applicantProfiles.userId,
      salaryMin: applicantProfiles.salaryMin,
      salaryMax: applicantProfiles.salaryMax,
      isVisibleToEmployers: applicantProfiles.isVisibleToEmployers,
    })
    .from(applicantProfiles)
    .where(eq(applicantProfiles.id, profileId))
    .for('update');
  return row;
}

/** Whether `changes` touch the texts the skill indexer reads (db/skill-index.ts). */
export function hasProfileTextChanges(changes: TProfileChanges): boolean {
  return changes.bio !== undefined || changes.experience !== undefined || changes.workExperience !== undefined;
}

/** The stored search sources with the changed ones in their place (null clears a field, undefined keeps it). */
function withChanges(current: TSearchColumnsSource, changes: TProfileChanges): TSearchColumnsSource {
  const latest = <T>(changed: T | undefined, stored: T) => (changed === undefined ? stored : changed);
  return {
    jobTitle: latest(changes.jobTitle, current.jobTitle),
    skills: latest(changes.skills, current.skills),
    bio: latest(changes.bio, current.bio),
    experience: latest(changes.experience, current.experience),
    workExperience: latest(changes.workExperience, current.workExperience),
  };
}

export async function updateApplicantProfile(db: Executor, params: { profileId: number; changes: TProfileChanges }): Promise<void> {
  const { changes } = params;
  // The search columns follow the title, the skills and the texts: a change of any recomputes them from all.
  const hasTextChanges = hasProfileTextChanges(changes);
  const needsSearchColumns = changes.skills !== undefined || changes.jobTitle !== undefined || hasTextChanges;
  const [current] = needsSearchColumns
    ? await db
        .select({
          jobTitle: applicantProfiles.jobTitle,
          skills: applicantProfiles.skills,
          bio: applicantProfiles.bio,
          experience: applicantProfiles.experience,
          workExperience: applicantProfiles.workExperience,
        })
        .from(applicantProfiles)
        .where(eq(applicantProfiles.id, params.profileId))
    : [];
  await db
    .update(applicantProfiles)
    .set({
      ...changes,
      ...(current && toSearchColumns(withChanges(current, changes), new Date())),
      // Unknown until the indexer has read the new texts.
      ...(hasTextChanges && { textSkillKeys: null }),
      updatedAt: sql`now()`,
    })
    .where(eq(applicantProfiles.id, params.profileId));
}

export function toApplicantProfile(
  user: TUserRow,
  profile: NonNullable<TUserWithProfile['profile']>,
  resumeCount: number,
): TApplicantProfile {
  const publicUser = toPublicUser(user);
  return {
    ...profile,
    fullName: user.fullName,
    profileCompletion: computeProfileCompletion({ ...profile, ...publicUser, resumeCount }),
    updatedAt: profile.updatedAt.toISOString(),
  };
}
