/**
 * Rows behind the built-in market report, written straight to the database (no sign-up per person,
 * the report needs many of them): employers with searches, developers with profiles and scores.
 */
import { randomUUID } from 'node:crypto';
import type { TAvailability, TExperienceLevel } from '#shared/profile-values.ts';
import type { Database } from '#server/db/client.ts';
import { applicantProfiles, candidateSearchLog, resumeAnalyses, resumes, users } from '#server/db/schema.ts';

async function insertUser(db: Database, userType: 'developer' | 'employer'): Promise<number> {
  const name = `${userType}-${randomUUID().slice(0, 12)}`;
  const [row] = await db
    .insert(users)
    .values({
      email: `${name}@example.com`,
      username: name,
      passwordHash: 'not-a-hash',
      userType,
      fullName: name,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  return row!.id;
}

/** `employers` employers who each searched for `skillKeys` (at `at`, now by default). */
export async function insertSearches(db: Database, params: { employers: number; skillKeys: string[]; at?: Date }): Promise<void> {
  for (let index = 0; index < params.employers; index += 1) {
    const employerId = await insertUser(db, 'employer');
    await db.insert(candidateSearchLog).values({ employerId, skillKeys: params.skillKeys, createdAt: params.at ?? new Date() });
  }
}

type TMarketDeveloper = {
  skillKeys?: string[];
  experienceLevel?: TExperienceLevel;
  availability?: TAvailability;
  isVisibleToEmployers?: boolean;
  /** Overall scores of the developer's resume analyses, oldest first. */
  scores?: number[];
};

export async function insertDevelopers(db: Database, count: number, developer: TMarketDeveloper): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const userId = await insertUser(db, 'developer');
    const skillKeys = developer.skillKeys ?? [];
    await db.insert(applicantProfiles).values({
      userId,
      skills: skillKeys,
      skillKeys,
      experienceLevel: developer.experienceLevel,
      availability: developer.availability,
      isVisibleToEmployers: developer.isVisibleToEmployers ?? true,
    });
    if (!developer.scores?.length) continue;
    const [resume] = await db
      .insert(resumes)
      .values({ userId, fileName: 'cv.md', fileSize: 10, content: '# CV', source: 'uploaded' })
      .returning({ id: resumes.id });
    for (const [order, score] of developer.scores.entries()) {
      await db.insert(resumeAnalyses).values({
        resumeId: resume!.id,
        userId,
        overallScore: score,
        atsCompatibility: score,
        keySkillsFound: 1,
        result: {},
        provider: 'built-in',
        createdAt: new Date(Date.now() - (developer.scores.length - order) * 60_000),
      });
    }
  }
}
