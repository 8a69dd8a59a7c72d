/**
 * What the learning suggestions read for one developer, scoped by their user id: the profile's
 * target role, level and skills, the resume to read, and that resume's latest analysis.
 */
import { and, desc, eq } from 'drizzle-orm';
import { ZAnalysisReportSchema } from '#shared/schemas/resume-ai.ts';
import type { Executor } from '#server/db/client.ts';
import { applicantProfiles, resumeAnalyses, resumes } from '#server/db/schema.ts';

const RESUME_COLUMNS = { id: resumes.id, fileName: resumes.fileName, content: resumes.content, updatedAt: resumes.updatedAt };

/** The part of a stored analysis the suggestions use: which skills the keyword match found missing. */
const ZStoredKeywordMatchSchema = ZAnalysisReportSchema.pick({ keywordMatch: true });

export async function findLearningProfile(db: Executor, params: { userId: number }) {
  const [row] = await db
    .select({
      jobTitle: applicantProfiles.jobTitle,
      experienceLevel: applicantProfiles.experienceLevel,
      careerStartYear: applicantProfiles.careerStartYear,
      skillKeys: applicantProfiles.skillKeys,
      textNotHeldSkillKeys: applicantProfiles.textNotHeldSkillKeys,
      textLearningSkillKeys: applicantProfiles.textLearningSkillKeys,
    })
    .from(applicantProfiles)
    .where(eq(applicantProfiles.userId, params.userId));
  return row;
}

/**
 * The developer's resume to read: the one asked for (undefined when it is not theirs), else the most
 * recently analysed one whose analysis still describes its text, else the featured one, else the newest.
 */
export async function findLearningResume(db: Executor, params: { userId: number; resumeId?: number }) {
  if (params.resumeId !== undefined) {
    const [asked] = await db
      .select(RESUME_COLUMNS)
      .from(resumes)
      .where(and(eq(resumes.id, params.resumeId), eq(resumes.userId, params.userId)));
    return asked;
  }
  const [analysed] = await db
    .select(RESUME_COLUMNS)
    .from(resumeAnalyses)
    .innerJoin(resumes, eq(resumes.id, resumeAnalyses.resumeId))
    .where(and(eq(resumeAnalyses.userId, params.userId), eq(resumes.userId, params.userId), eq(resumeAnalyses.isCurrent, true)))
    .orderBy(desc(resumeAnalyses.createdAt), desc(resumeAnalyses.id))
    .limit(1);
  if (analysed) return analysed;
  const [other] = await db
    .select(RESUME_COLUMNS)
    .from(resumes)
    .where(eq(resumes.userId, params.userId))
    .orderBy(desc(resumes.isPrimary), desc(resumes.uploadedAt), desc(resumes.id))
    .limit(1);
  return other;
}

/** The resume's latest analysis of its current text: the target role it was given and what its keyword match found missing. */
export async function findLearningAnalysis(db: Executor, params: { userId: number; resumeId: number }) {
  const [row] = await db
    .select({ targetRole: resumeAnalyses.targetRole, result: resumeAnalyses.result })
    .from(resumeAnalyses)
    .where(and(eq(resumeAnalyses.resumeId, params.resumeId), eq(resumeAnalyses.userId, params.userId), eq(resumeAnalyses.isCurrent, true)))
    .orderBy(desc(resumeAnalyses.createdAt), desc(resumeAnalyses.id))
    .limit(1);
  if (!row) return undefined;
  // An analysis stored by an older version may lack the match; it then only gives its target role.
  const parsed = ZStoredKeywordMatchSchema.safeParse(row.result);
  return { targetRole: row.targetRole, keywordMatch: parsed.success ? parsed.data.keywordMatch : null };
}
